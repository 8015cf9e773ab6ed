import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { config } from '@/lib/config';
import { forgetKeptToken } from '@/lib/http';
import { forgetLastSeen, loadLastSeenSchemas } from '@/lib/query/last-seen';
import { AuthContext } from '../context';
import type { AuthContextValue, AuthProblem } from '../types';
import type { AccountClaims } from './account-user';
import { loadMsal, useMsalModule } from './msal-module';
import { msalNeededAtStart } from './msal-needed';
import { followOtherTabs } from './other-tabs';
import { provisionalAccount } from './provisional';
import { ProvisionalB2CAuth, startCallsAhead } from './ProvisionalB2CAuth';

/** How the portal starts: signed out without MSAL, a returning member painted ahead of MSAL, or MSAL first. */
type Start = { kind: 'signedOut' } | { kind: 'provisional'; account: AccountClaims } | { kind: 'msal' };
function startOf(): Start {
  if (!msalNeededAtStart()) return { kind: 'signedOut' };
  const account = provisionalAccount();
  return account ? { kind: 'provisional', account } : { kind: 'msal' };
}
// What the start needs is fetched as this module is evaluated, with the entry's first requests, rather than once the
// providers above it have rendered: MSAL, when it has work before anything can be painted (a failure here is
// WithMsal's to report, when it asks again); for a returning member painted ahead of MSAL, the schemas that check
// their last answers, and what their page's first call needs (startCallsAhead).
const startAtLoad = config.app.auth.method === 'b2c' ? startOf() : null;
if (startAtLoad?.kind === 'msal') loadMsal().catch(() => undefined);
if (startAtLoad?.kind === 'provisional') startCallsAhead(startAtLoad.account);
const schemasLoaded =
  startAtLoad?.kind === 'provisional' ? loadLastSeenSchemas().catch(() => undefined) : Promise.resolve();
let schemasHere = false;
void schemasLoaded.then(() => (schemasHere = true));

type Flow = 'signIn' | 'signUp' | 'passwordReset';

/**
 * A signed-out visitor with nothing for MSAL to read: the same auth context, answered without MSAL. Pressing Sign in
 * (or sign-up, password reset) loads MSAL and starts the provider's redirect; the page then leaves for the provider,
 * and the answer it brings back makes the full provider load at the next start.
 */
function SignedOutWithoutMsal({ children }: { children: ReactNode }) {
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  // No session in this browser: answers this tab kept from one that ended have no member left to show them to.
  useState(() => {
    forgetLastSeen();
    forgetKeptToken();
  });
  const start = useCallback(async (flow: Flow, askWho = false) => {
    setProblem(null);
    let msal: Awaited<ReturnType<typeof loadMsal>>;
    try {
      msal = await loadMsal();
    } catch (error) {
      // The chunk or MSAL's start failed (offline, or a release replaced it): nothing has left the page yet.
      console.warn('Identity provider: the sign-in library could not load', (error as Error).name);
      setProblem('providerUnreachable');
      return;
    }
    try {
      await (askWho ? msal.startRedirect(flow, { prompt: 'login' }) : msal.startRedirect(flow));
    } catch (error) {
      console.warn('Identity provider: sign-in could not start', (error as { errorCode?: string }).errorCode ?? '');
      setProblem(msal.classifyAuthFailure(error));
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      method: 'b2c',
      status: 'signedOut',
      user: null,
      isAuthenticated: false,
      signIn: () => start('signIn'),
      signOut: () => Promise.resolve(),
      problem,
      dismissProblem: () => setProblem(null),
      sessionEndsAt: null,
      renewSession: () => start('signIn'),
      signInAsSomeoneElse: () => start('signIn', true),
      startSignUp: () => start('signUp'),
      startPasswordReset: () => start('passwordReset'),
    }),
    [problem, start],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

/**
 * The B2C identity method: MSAL when it has work at start, a returning member painted ahead of it
 * (ProvisionalB2CAuth), else a signed-out context that loads it on demand; in each, the tab follows the browser's
 * member when another tab changes it.
 */
export function B2CAuth({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [how] = useState(startOf);
  // One sign-in serves every tab: a member signed in or out in another tab is followed here (other-tabs.ts).
  useEffect(() => followOtherTabs(), []);
  if (how.kind === 'signedOut') return <SignedOutWithoutMsal>{children}</SignedOutWithoutMsal>;
  if (how.kind === 'provisional')
    return (
      <AfterSchemas fallback={fallback}>
        <ProvisionalB2CAuth account={how.account}>{children}</ProvisionalB2CAuth>
      </AfterSchemas>
    );
  return <WithMsal fallback={fallback}>{children}</WithMsal>;
}

/**
 * The returning member's frame once the last answers can be checked (a small file fetched from the start, beside the
 * page's own): painted with them, not filled in afterwards. Without them (the load failed) it is painted all the same.
 */
function AfterSchemas({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [here, setHere] = useState(schemasHere);
  useEffect(() => {
    if (here) return;
    let live = true;
    // The whole page renders from here: as a transition, so React renders it in slices between which the browser
    // stays responsive, rather than in one task (a state update from a promise is otherwise rendered in one go).
    void schemasLoaded.then(() => live && startTransition(() => setHere(true)));
    return () => {
      live = false;
    };
  }, [here]);
  return here ? children : fallback;
}

/** MSAL's provider once its module is here (msal-module.ts says why not React.lazy); the fallback meanwhile. */
function WithMsal({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const msal = useMsalModule(true);
  return msal ? <msal.default>{children}</msal.default> : fallback;
}
