import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module reads the address once, as it loads: each test loads it afresh behind the address it needs.
async function load(address: string) {
  window.history.replaceState(null, '', address);
  vi.resetModules();
  return import('./sign-in-return');
}

const historyLength = (length: number) => vi.spyOn(window.history, 'length', 'get').mockReturnValue(length);

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the stop Back passes over after sign-in', () => {
  it('skips the provider pages and the sign-in page, to the entry before them', async () => {
    const signIn = await load('/signin');
    historyLength(3); // … , before, sign-in
    signIn.noteSignInStart();
    const landed = await load('/#code=abc&state=xyz');
    historyLength(6); // … , before, sign-in, two provider pages, this one
    expect(landed.signInReturnSkip()).toBe(4);
    // Read once per document, and the record is gone for any later document.
    expect(landed.signInReturnSkip()).toBe(4);
    expect(sessionStorage.length).toBe(0);
  });

  it('is 0 when the sign-in page was the tab’s first entry (nothing before it to go back to)', async () => {
    historyLength(1);
    (await load('/signin')).noteSignInStart();
    historyLength(3);
    expect((await load('/?state=xyz&code=abc')).signInReturnSkip()).toBe(0);
  });

  it('is nothing on a document that did not open with the provider’s answer, or without a sign-in started', async () => {
    historyLength(2);
    (await load('/signin')).noteSignInStart();
    historyLength(4);
    expect((await load('/signin')).signInReturnSkip()).toBeNull();
    sessionStorage.clear();
    expect((await load('/#code=abc&state=xyz')).signInReturnSkip()).toBeNull();
  });

  it('an answer that added no entry (the provider was not reached) marks nothing', async () => {
    historyLength(2);
    (await load('/signin')).noteSignInStart();
    expect((await load('/#error=access_denied&state=xyz')).signInReturnSkip()).toBeNull();
  });
});

describe('passBackOverSignIn', () => {
  it('goes on over the skipped entries from the marked one, and the router never hears of it', async () => {
    const { markSignInReturn, passBackOverSignIn } = await load('/');
    passBackOverSignIn();
    const router = vi.fn();
    window.addEventListener('popstate', router);
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => undefined);
    const forward = vi.spyOn(window.history, 'forward').mockImplementation(() => undefined);

    window.history.replaceState({ idx: 0 }, '');
    markSignInReturn(4);
    expect(window.history.state).toEqual({ idx: 0, memberPortalSkipBack: 4 });
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    expect(go).toHaveBeenCalledWith(-4);
    expect(router).not.toHaveBeenCalled();

    window.dispatchEvent(new PopStateEvent('popstate', { state: { memberPortalSkipBack: 0 } }));
    expect(forward).toHaveBeenCalledOnce();

    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 2 } }));
    expect(router).toHaveBeenCalledOnce();
    expect(go).toHaveBeenCalledOnce();
    window.removeEventListener('popstate', router);
  });
});
