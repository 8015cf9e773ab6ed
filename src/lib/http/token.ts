/** Where the HTTP client gets the value of `x-auth-token`: a fixed token (template flow) or a function (MSAL). */
export type TokenSource = () => Promise<string | null> | string | null;

let tokenSource: TokenSource | null = null;

/** Sets or, with null, removes the token sent as `x-auth-token` on every call. */
export function setAuthToken(token: string | null): void {
  tokenSource = token ? () => token : null;
}

export function setTokenSource(source: TokenSource | null): void {
  tokenSource = source;
}

export async function currentToken(): Promise<string | null> {
  return tokenSource ? await tokenSource() : null;
}
