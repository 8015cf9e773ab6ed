/** Where the HTTP client gets the value of `x-auth-token`: a fixed token (template flow) or a function (MSAL). */
export type TokenSource = () => Promise<string | null> | string | null;

let tokenSource: TokenSource | null = null;
// Calls made while the source is held (holdTokenSource), waiting for the next one set.
let waiting: ((source: TokenSource | null) => void)[] = [];

/** Sets or, with null, removes the token sent as `x-auth-token` on every call. */
export function setAuthToken(token: string | null): void {
  tokenSource = token ? () => token : null;
}

export function setTokenSource(source: TokenSource | null): void {
  tokenSource = source;
  const released = waiting;
  waiting = [];
  for (const resume of released) resume(source);
}

/**
 * The member is known (their last-seen identity) but the identity library that gives their token has not been
 * loaded: each call made meanwhile uses the token `kept` finds for them (kept-token.ts: only while it has minutes
 * left), or, without one, calls `needLibrary` and waits for the source the library sets (or, if it finds nobody
 * signed in, goes without one). Resolves with the kept token found at first, or null.
 */
export function holdTokenSource(kept?: () => Promise<string | null>, needLibrary?: () => void): Promise<string | null> {
  const held = () =>
    new Promise<TokenSource | null>((resume) => waiting.push(resume)).then((source) => (source ? source() : null));
  const found = kept?.() ?? Promise.resolve(null);
  const holding: TokenSource = async () => {
    // Read for each call: a page left open outlives its kept token.
    const token = await (kept?.() ?? null);
    if (token) return token;
    // The library may have set its source (or found nobody) while the kept token was looked for.
    if (tokenSource !== holding) return tokenSource ? tokenSource() : null;
    needLibrary?.();
    return held();
  };
  tokenSource = holding;
  return found;
}

/** Whether calls have a token to go with yet (a source set, or held for a returning member). */
export const hasTokenSource = (): boolean => tokenSource !== null;

export async function currentToken(): Promise<string | null> {
  return tokenSource ? await tokenSource() : null;
}
