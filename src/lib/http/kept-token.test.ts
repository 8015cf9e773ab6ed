import { afterEach, describe, expect, it } from 'vitest';
import { forgetKeptToken, keepToken, keptToken } from './kept-token';
import { currentToken, holdTokenSource, setTokenSource } from './token';

const OWNER = 'uid-1.tenant';
const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJtZW1iZXIifQ.signature';
const inAnHour = () => new Date(Date.now() + 60 * 60_000);
const dropKeyCookie = () => (document.cookie = 'memberPortal.tokenKey=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');

afterEach(() => {
  forgetKeptToken();
  dropKeyCookie();
  setTokenSource(null);
});

describe('a kept access token', () => {
  it('is given back to its account on the next load, and is not readable in storage', async () => {
    await keepToken(OWNER, TOKEN, inAnHour());
    const stored = sessionStorage.getItem('memberPortal.keptToken') ?? '';
    expect(stored).not.toContain(TOKEN);
    expect(stored).not.toContain('eyJ');
    expect(await keptToken(OWNER)).toBe(TOKEN);
  });

  it('is given to no other account', async () => {
    await keepToken(OWNER, TOKEN, inAnHour());
    expect(await keptToken('someone-else.tenant')).toBeNull();
  });

  it('is not used in its last minutes', async () => {
    await keepToken(OWNER, TOKEN, new Date(Date.now() + 4 * 60_000));
    expect(await keptToken(OWNER)).toBeNull();
  });

  it('cannot be read once the browser session’s key is gone (the browser closed)', async () => {
    await keepToken(OWNER, TOKEN, inAnHour());
    dropKeyCookie();
    expect(await keptToken(OWNER)).toBeNull();
  });

  it('cannot be read under another browser session’s key', async () => {
    await keepToken(OWNER, TOKEN, inAnHour());
    const underFirstKey = sessionStorage.getItem('memberPortal.keptToken') ?? '';
    dropKeyCookie();
    // The next browser session makes a key of its own with its first token.
    await keepToken('another.tenant', 'another-token', inAnHour());
    sessionStorage.setItem('memberPortal.keptToken', underFirstKey);
    expect(await keptToken(OWNER)).toBeNull();
  });

  it('is forgotten at Logout', async () => {
    await keepToken(OWNER, TOKEN, inAnHour());
    forgetKeptToken();
    expect(sessionStorage.getItem('memberPortal.keptToken')).toBeNull();
    expect(document.cookie).not.toContain('memberPortal.tokenKey');
    expect(await keptToken(OWNER)).toBeNull();
  });
});

describe('holdTokenSource with a kept token', () => {
  it('sends the kept token at once, before the identity library has set its source', async () => {
    await keepToken(OWNER, TOKEN, inAnHour());
    const found = holdTokenSource(() => keptToken(OWNER));
    expect(await currentToken()).toBe(TOKEN);
    expect(await found).toBe(TOKEN);
  });

  it('without one, waits for the source the identity library sets', async () => {
    const found = holdTokenSource(() => keptToken(OWNER));
    const waiting = currentToken();
    expect(await found).toBeNull();
    setTokenSource(() => 'from-msal');
    expect(await waiting).toBe('from-msal');
  });
});
