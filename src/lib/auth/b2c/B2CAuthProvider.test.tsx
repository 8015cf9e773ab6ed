// The B2C provider against the real msal-browser: a sign-in redirect is started (navigation recorded, not followed),
// B2C's answer is put on the URL the way the provider sends the browser back, and MSAL's own handleRedirectPromise
// (run by msal-react on mount) turns it into the event the provider reacts to. MSAL handles one redirect answer per
// page life (it memoises handleRedirectPromise), so each test loads the provider and its MSAL instance afresh.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { INavigationClient } from '@azure/msal-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/lib/config';
import { testQueryClient } from '../../../../tests/render';

const settings = config.app.auth.b2c;

/** Records where MSAL would send the browser instead of going there. */
class RecordingNavigation implements INavigationClient {
  external: URL[] = [];
  navigateExternal(url: string): Promise<boolean> {
    this.external.push(new URL(url));
    return Promise.resolve(true);
  }
  // false: MSAL handles the answer on the current page rather than loading the start page first.
  navigateInternal(): Promise<boolean> {
    return Promise.resolve(false);
  }
}

let navigation: RecordingNavigation;
let fresh: Awaited<ReturnType<typeof loadFresh>>;

async function loadFresh() {
  vi.resetModules();
  const [{ msalInstance }, { B2CAuthProvider }, { useAuth }] = await Promise.all([import('./msal-instance'), import('./B2CAuthProvider'), import('../context')]);
  return { msalInstance, B2CAuthProvider, useAuth };
}

beforeEach(async () => {
  window.history.replaceState(null, '', '/signin');
  fresh = await loadFresh();
  navigation = new RecordingNavigation();
  fresh.msalInstance.setNavigationClient(navigation);
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

/** Starts the sign-in redirect as the Sign in button does and answers it as B2C does; returns the request's state. */
async function providerAnswers(answer: Record<string, string>): Promise<void> {
  await fresh.msalInstance.loginRedirect({ scopes: settings.apiScopes, redirectStartPage: `${window.location.origin}/signin` });
  const authorize = navigation.external.at(-1);
  const state = authorize?.searchParams.get('state');
  expect(state, 'MSAL sent a state to the provider').toBeTruthy();
  // MSAL asks for the answer in the fragment (its default response mode).
  window.history.replaceState(null, '', `/signin#${new URLSearchParams({ ...answer, state: state ?? '' }).toString()}`);
}

function Probe() {
  const { status, problem } = fresh.useAuth();
  return (
    <>
      <p data-testid="status">{status}</p>
      <p data-testid="problem">{problem ?? 'none'}</p>
    </>
  );
}

function renderProvider() {
  const { B2CAuthProvider } = fresh;
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <B2CAuthProvider>
        <Probe />
      </B2CAuthProvider>
    </QueryClientProvider>,
  );
}

const redirectsAfterAnswer = () => navigation.external.slice(1);

describe('B2CAuthProvider and B2C’s answers on the redirect', () => {
  it('Cancel (AADB2C90091): signed out on /signin, no problem shown, no new redirect', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await providerAnswers({ error: 'access_denied', error_description: 'AADB2C90091: The user has cancelled entering self-asserted information.' });
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedOut'));
    // The answer was read (and logged by its code): the provider did not just ignore an unknown URL.
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Identity provider:', 'msal:acquireTokenFailure', 'access_denied'));
    expect(screen.getByTestId('problem')).toHaveTextContent('none');
    expect(window.location.pathname).toBe('/signin');
    expect(window.location.hash).toBe('');
    expect(redirectsAfterAnswer()).toEqual([]);
  });

  it('Forgot your password? (AADB2C90118): starts the password-reset user flow', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await providerAnswers({ error: 'access_denied', error_description: 'AADB2C90118: The user has forgotten their password.' });
    renderProvider();
    await waitFor(() => expect(redirectsAfterAnswer()).toHaveLength(1));
    const reset = redirectsAfterAnswer()[0]!;
    // Under the dev server's pinned discovery document the flow is named with B2C's p parameter; otherwise by path.
    const flow = reset.searchParams.get('p') ?? reset.pathname;
    expect(flow.toLowerCase()).toContain(settings.policies.passwordReset.toLowerCase());
    expect(reset.searchParams.get('client_id')).toBe(settings.clientId);
    expect(screen.getByTestId('problem')).toHaveTextContent('none');
  });

  it('any other answer: problem signInFailed, and nothing starts by itself', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await providerAnswers({ error: 'server_error', error_description: 'AADB2C90037: An error occurred while processing the request.' });
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('problem')).toHaveTextContent('signInFailed'));
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
    expect(redirectsAfterAnswer()).toEqual([]);
  });
});
