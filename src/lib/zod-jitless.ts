// zod 4 probes `new Function` once, to decide whether it may compile its parsers. The portal's CSP has no
// 'unsafe-eval', so the probe throws; zod catches that, but the browser still reports a securitypolicyviolation on
// every page that validates an answer. `jitless` skips the probe. zod reads its settings from this global when its
// module first loads, so setting it here, before any lazy chunk, keeps zod itself out of the first download
// (`z.config({ jitless: true })` would pull it in).
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
