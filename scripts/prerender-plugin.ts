import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import { createServer, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { readPortalConfig } from './portal-config-plugin.ts';
import { composePrerenderedPage } from './prerender-page.mjs';
import { prerenderedPages } from './static-web-app.mjs';

const RENDERER = '/src/app/prerender/sign-in-page.tsx';

/** Browser globals the app's modules read as they load (storage, location), from a throwaway happy-dom window. */
function withBrowserGlobals<T>(url: string, work: () => Promise<T>): Promise<T> {
  const window = new Window({ url });
  const names = [
    'window',
    'document',
    'navigator',
    'location',
    'localStorage',
    'sessionStorage',
    'matchMedia',
    'getComputedStyle',
    'HTMLElement',
    'Element',
    'Node',
  ] as const;
  const saved = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  for (const name of names) {
    const value = name === 'window' ? window : (window as unknown as Record<string, unknown>)[name];
    Object.defineProperty(globalThis, name, {
      value: typeof value === 'function' && /^[a-z]/.test(name) ? value.bind(window) : value,
      configurable: true,
      writable: true,
    });
  }
  return work().finally(() => {
    names.forEach((name, index) => {
      const descriptor = saved[index];
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    });
    void window.happyDOM.close();
  });
}

/**
 * After a B2C build: writes dist/signin.html, the sign-in page as HTML made from the app's own components
 * (src/app/prerender/sign-in-page.tsx, run through a Vite server with the build's settings), with the stylesheets
 * those components need and, instead of the app's entry, the small script that starts the app when the member acts
 * (src/sign-in-first-paint.ts). staticwebapp.config.json serves it at /signin (scripts/static-web-app.mjs).
 */
export function prerenderPlugin(env: Record<string, string | undefined>): Plugin {
  let resolved: ResolvedConfig;
  let failed = false;
  return {
    name: 'prerender-sign-in',
    apply: 'build',
    configResolved(config) {
      resolved = config;
    },
    buildEnd(error?: Error) {
      failed = Boolean(error);
    },
    async closeBundle() {
      // A failed build (a refused deployment setting, a bad config file) has nothing to prerender: its error stands.
      if (failed || resolved.build.ssr) return;
      const { config } = readPortalConfig(resolved.root, env);
      const [page] = config ? prerenderedPages(config) : [];
      if (!page) return;
      const outDir = path.resolve(resolved.root, resolved.build.outDir);
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const server = await createServer({
        configFile: resolved.configFile,
        mode: resolved.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const rendered = await withBrowserGlobals(`http://localhost${page.route}`, async () => {
          const renderer = (await server.ssrLoadModule(
            RENDERER,
          )) as typeof import('../src/app/prerender/sign-in-page.tsx');
          return renderer.renderSignInPage(`http://localhost${page.route}`);
        });
        // The modules the page was made of (run, not merely named by an import), as the manifest names them: their
        // stylesheets go into the page.
        const used = [...server.moduleGraph.idToModuleMap.values()]
          .filter((module) => module.ssrModule && module.file)
          .map((module) => path.relative(resolved.root, module.file ?? ''));
        const html = composePrerenderedPage({
          indexHtml: readFileSync(path.join(outDir, 'index.html'), 'utf8'),
          manifest,
          used,
          rendered,
        });
        writeFileSync(path.join(outDir, page.file.replace(/^\//, '')), html);
      } finally {
        await server.close();
      }
    },
  };
}
