import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { InteractionStatus, type EventMessage, type RedirectRequest } from '@azure/msal-browser';
import { MsalProvider, useMsal } from '@azure/msal-react';
import { useQueryClient } from '@tanstack/react-query';
import { config } from '@/lib/config';
import { keepLastSeen, restoreLastSeen } from '@/lib/query/last-seen';
import { setTokenSource } from '@/lib/http';
import { mapClaims, setMemberProfile } from '@/lib/member';
import { peekInitialPath } from '@/lib/routing';
import { forgetSignOutStart, noteSignOutStart } from '@/lib/routing/sign-in-started';
import { AuthContext } from '../context';
import { forgetMember } from '../forget-member';
import type { SessionEnd } from '../live-session';
import type { AuthContextValue, AuthProblem } from '../types';
import { claimsProblem, keptClaims, sessionEnd, toUser, type AccountClaims } from './account-user';
import { classifyAuthFailure, outcomeOfEvent } from './classify';
import { flowRequest, type B2cFlow } from './msal-config';
import { firstTokenRequest, msalForReact, msalInstance } from './msal-instance';
import { useForgetReplacedMember } from './forget-replaced-member';
import { useStableAccount } from './stable-account';
import { createTokenSource } from './token-source';

// For the signed-out context that loads this module on demand (B2CAuth.tsx).
export { classifyAuthFailure };

const settings = config.app.auth.b2c;
const origin = window.location.origin;

/**
 * Starts a redirect to one of the provider's user flows. (A sign-in left unfinished by Back from the provider's page is
 * finished by MSAL as the page starts again: restored-page.ts loads such a page afresh.)
 */
export function startRedirect(flow: B2cFlow, request: Partial<RedirectRequest> = {}): Promise<void> {
  return msalInstance.loginRedirect({
    scopes: settings.apiScopes,
    ...flowRequest(settings, flow),
    redirectStartPage: `${origin}${peekInitialPath() ?? config.signInPath}`,
    ...request,
  });
}

const errorCode = (error: unknown): string => (error as { errorCode?: string } | null)?.errorCode ?? '';

/** What the member sees of an MSAL event: nothing, the password-reset flow starting, or a problem with Try again. */
function reactToEvent(message: EventMessage, setProblem: (problem: AuthProblem | null) => void): void {
  const outcome = outcomeOfEvent(message);
  if (outcome.action === 'none') return;
  // Identity failures are logged (the code only: the text may carry the member's e-mail).
  console.warn('Identity provider:', message.eventType, errorCode(message.error));
  if (outcome.action === 'quiet') setProblem(null);
  else if (outcome.action === 'passwordReset') {
    setProblem(null);
    startRedirect('passwordReset').catch((error: unknown) => {
      console.warn('Identity provider: password reset could not start', errorCode(error));
      setProblem(classifyAuthFailure(error));
    });
  } else setProblem(outcome.problem);
}

interface BridgeProps {
  children?: ReactNode;
  /**
   * Set when the portal painted the member ahead of MSAL (ProvisionalB2CAuth.tsx): the bridge hands its value over
   * instead of providing it, and the last-seen answers are in the cache already.
   */
  publish?: (value: AuthContextValue) => void;
}

/** What is kept of the account with the member's last-seen answers, to paint them ahead of MSAL next time. */
const keptIdentity = (account: AccountClaims): AccountClaims => ({
  homeAccountId: account.homeAccountId,
  localAccountId: account.localAccountId,
  name: account.name,
  idTokenClaims: keptClaims(account.idTokenClaims),
});

function B2CAuthBridge({ children, publish }: BridgeProps) {
  const { instance, inProgress, accounts } = useMsal();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const account = useStableAccount(instance.getActiveAccount() ?? accounts[0] ?? null);
  useForgetReplacedMember(account, queryClient);
  const busy =
    inProgress === InteractionStatus.Startup ||
    inProgress === InteractionStatus.HandleRedirect ||
    inProgress === InteractionStatus.Logout;
  const status = busy ? 'loading' : account ? 'signedIn' : 'signedOut';
  const owner = account?.homeAccountId ?? '';
  // A member back in this tab: their last answers are in the cache before anything renders (marked "As of", asked
  // for again), and theirs only (last-seen.ts).
  useState(() => !publish && owner && restoreLastSeen(queryClient, owner));
  useEffect(
    () => (account ? keepLastSeen(queryClient, account.homeAccountId, keptIdentity(account)) : undefined),
    [account, queryClient],
  );

  useEffect(() => {
    const id = instance.addEventCallback((message) => reactToEvent(message, setProblem));
    // The provider's answer is handled where it lands (the redirect URI), rather than by loading the page the
    // sign-in started on as a second document first (MSAL's default): one boot per sign-in. The route guard then
    // opens the remembered page (msal-instance.ts remembers it as the redirect starts). MsalProvider's own call,
    // which comes after this one (a child's effects run first), gets this same answer.
    // A sign-out this tab started is finished with it (MSAL's bookkeeping of the redirect it made).
    instance.handleRedirectPromise({ navigateToLoginRequestUrl: false }).then(forgetSignOutStart, () => undefined);
    return () => {
      if (id) instance.removeEventCallback(id);
    };
  }, [instance]);

  useEffect(() => {
    if (!account) return;
    setMemberProfile(mapClaims(account.idTokenClaims, settings.memberNumberClaim).profile);
    // When the session can no longer be renewed quietly, the member signs in again and comes back to this very page.
    const request = { scopes: settings.apiScopes, account, silentRedirectUri: `${origin}${settings.bridgePath}` };
    // (A returning member's first token was asked for as MSAL started: msal-instance.ts.)
    setTokenSource(createTokenSource(instance, { ...request, returnTo: () => window.location.href }));
    return () => setTokenSource(null);
  }, [account, instance]);

  const signIn = useCallback(async () => {
    setProblem(null);
    try {
      await startRedirect('signIn');
    } catch (error) {
      console.warn('Identity provider: sign-in could not start', errorCode(error));
      setProblem(classifyAuthFailure(error));
    }
  }, []);

  const signOut = useCallback(
    async (ended?: SessionEnd) => {
      const leaving = instance.getActiveAccount() ?? account;
      setTokenSource(null);
      // Before the redirect: the page is gone once it starts, and nothing of the member may stay behind.
      await forgetMember(queryClient, ended);
      // MSAL may have just loaded for this very Logout (a tab that kept its token): its first, quiet token request (a
      // refresh, or a hidden frame at the provider) would be cut off by the redirect. The page would then leave while
      // still loading, which keeps it out of the browser's back/forward cache, and the provider would see that renewal
      // and the Logout at once (it lost the Logout's state).
      await firstTokenRequest;
      try {
        // MSAL may hold more than the leaving account: one per user flow (a password reset, then a renewal), or
        // another person's from a renewal they completed. Each goes, with its tokens; the leaving one with the
        // provider's sign-out, which also ends the provider's session on this browser.
        for (const other of instance.getAllAccounts())
          if (other.homeAccountId !== leaving?.homeAccountId) await instance.clearCache({ account: other });
        noteSignOutStart();
        await instance.logoutRedirect({
          account: leaving ?? undefined,
          idTokenHint: leaving?.idToken,
          postLogoutRedirectUri: `${origin}${settings.postLogoutRedirectPath}`,
        });
      } catch (error) {
        console.warn('Identity provider: sign-out failed', errorCode(error));
        await instance.clearCache().catch(() => undefined);
        setProblem('signOutFailed');
      }
    },
    [account, instance, queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      method: 'b2c',
      status,
      user: account ? toUser(account) : null,
      isAuthenticated: Boolean(account),
      signIn,
      signOut,
      problem: problem ?? claimsProblem(account),
      dismissProblem: () => setProblem(null),
      sessionEndsAt: sessionEnd(account),
      renewSession: () => startRedirect('signIn', { redirectStartPage: window.location.href, prompt: 'login' }),
      signInAsSomeoneElse: () => startRedirect('signIn', { prompt: 'login' }),
      startSignUp: () => startRedirect('signUp'),
      startPasswordReset: () => startRedirect('passwordReset'),
    }),
    [status, account, signIn, signOut, problem],
  );
  // Before the browser paints: no frame shows the provisional member once MSAL has said otherwise.
  useLayoutEffect(() => publish?.(value), [publish, value]);
  return publish ? null : <AuthContext value={value}>{children}</AuthContext>;
}

/** The production identity method: Azure AD B2C (or Entra External ID) through MSAL's redirect flow. */
export function B2CAuthProvider({ children, publish }: BridgeProps) {
  return (
    <MsalProvider instance={msalForReact}>
      <B2CAuthBridge publish={publish}>{children}</B2CAuthBridge>
    </MsalProvider>
  );
}

export default B2CAuthProvider;
