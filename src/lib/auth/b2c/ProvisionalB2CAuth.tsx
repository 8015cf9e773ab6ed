import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { config } from '@/lib/config';
import { holdTokenSource, keptToken, setTokenSource } from '@/lib/http';
import { adoptKeptStores, mapClaims, resetMember, setMemberProfile } from '@/lib/member';
import { whenSectionShown } from '@/lib/query/first-section';
import { restoreLastSeen } from '@/lib/query/last-seen';
import { AuthContext } from '../context';
import type { AuthContextValue, AuthUser } from '../types';
import { claimsProblem, sessionEnd, toUser, type AccountClaims } from './account-user';
import { useMsalModule } from './msal-module';

type Actions = Pick<
  AuthContextValue,
  | 'signIn'
  | 'signOut'
  | 'dismissProblem'
  | 'renewSession'
  | 'signInAsSomeoneElse'
  | 'startSignUp'
  | 'startPasswordReset'
>;

const sameUser = (a: AuthUser | null, b: AuthUser | null) =>
  a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));

const profileOf = (account: AccountClaims) =>
  mapClaims(account.idTokenClaims, config.app.auth.b2c.memberNumberClaim).profile;

/**
 * A returning member's first call may leave before anything has rendered (a page asks its first answer as its code
 * arrives): their profile, and the token this tab kept, as B2CAuth's module loads. A call that finds no kept token
 * waits for MSAL's, which ProvisionalB2CAuth below loads when it finds none either; it sets both again as it renders.
 */
export function startCallsAhead(account: AccountClaims): void {
  setMemberProfile(profileOf(account));
  void holdTokenSource(() => keptToken(account.homeAccountId));
}

/**
 * A member back in this tab, painted before MSAL has loaded (provisional.ts decides when): their frame and last-seen
 * answers show at once, and their calls go with the token this tab kept (kept-token.ts) or wait for MSAL's
 * (holdTokenSource). MSAL (~70 KiB) loads only when it has work: at once after the first paint when no token was
 * kept; otherwise when a call finds the kept token too close to its end, or the member asks for something only
 * MSAL does (Logout, signing in again). MSAL then confirms them (nothing re-renders: the context value stays the same
 * object) or says who it has instead: nobody (the guard sends the visitor to sign in; every answer kept is dropped)
 * or another account (its own answers are asked for).
 */
export function ProvisionalB2CAuth({ account, children }: { account: AccountClaims; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [confirmed, setConfirmed] = useState<AuthContextValue | null>(null);
  const [msalWanted, setMsalWanted] = useState(false);
  const [keptTokenFound] = useState(() => {
    setMemberProfile(profileOf(account));
    restoreLastSeen(queryClient, account.homeAccountId);
    adoptKeptStores(queryClient);
    return holdTokenSource(
      () => keptToken(account.homeAccountId),
      () => setMsalWanted(true),
    ).then(Boolean);
  });
  useEffect(() => {
    // Without a kept token the calls wait for MSAL: it loads as soon as a section is on screen (its skeleton, or the
    // last answers), or after a second on a page without sections; then a frame and a task, so that paint comes
    // first. With one, nothing here loads it.
    let live = true;
    let frame = 0;
    let timer = 0;
    let fallback = 0;
    let cancel = () => undefined as void;
    const load = () => {
      clearTimeout(fallback);
      frame = requestAnimationFrame(() => (timer = window.setTimeout(() => setMsalWanted(true))));
    };
    void keptTokenFound.then((kept) => {
      if (!live || kept) return;
      fallback = window.setTimeout(load, 1000);
      cancel = whenSectionShown(load);
    });
    return () => {
      live = false;
      cancel();
      clearTimeout(fallback);
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [keptTokenFound]);

  // The actions are MSAL's, through a ref: one function each for the whole visit, so the value keeps its identity
  // when MSAL confirms the member. One pressed before MSAL has answered loads it, and waits for its answer.
  const latest = useRef<AuthContextValue | null>(null);
  const [ready] = useState(() => {
    let answered: () => void = () => undefined;
    const promise = new Promise<void>((resolve) => (answered = resolve));
    return { promise, answered };
  });
  const [actions] = useState<Actions>(() => {
    const whenMsal = (call: (value: AuthContextValue) => Promise<void> | undefined) => {
      setMsalWanted(true);
      return ready.promise.then(() => (latest.current ? call(latest.current) : undefined));
    };
    return {
      signIn: (credentials) => whenMsal((value) => value.signIn(credentials)),
      signOut: (ended) => whenMsal((value) => value.signOut(ended)),
      dismissProblem: () => latest.current?.dismissProblem?.(),
      renewSession: () => whenMsal((value) => value.renewSession?.()),
      signInAsSomeoneElse: () => whenMsal((value) => value.signInAsSomeoneElse?.()),
      startSignUp: () => whenMsal((value) => value.startSignUp?.()),
      startPasswordReset: () => whenMsal((value) => value.startPasswordReset?.()),
    };
  });

  const provisionalUser = useMemo(() => toUser(account), [account]);
  // While MSAL starts ('loading'), the member painted stays.
  const source = confirmed && confirmed.status !== 'loading' ? confirmed : null;
  useLayoutEffect(() => {
    latest.current = source;
    if (source) ready.answered();
  }, [source, ready]);
  const user = source ? (sameUser(source.user, provisionalUser) ? provisionalUser : source.user) : provisionalUser;
  const status = source ? source.status : 'signedIn';
  const problem = source ? (source.problem ?? null) : claimsProblem(account);
  const sessionEndsAt = source ? (source.sessionEndsAt ?? null) : sessionEnd(account);
  const isAuthenticated = source ? source.isAuthenticated : true;
  const next: AuthContextValue = { method: 'b2c', status, user, isAuthenticated, problem, sessionEndsAt, ...actions };
  // One object for as long as what it says holds (state from props, as React has it): MSAL confirming the member
  // re-renders nothing below.
  const [value, setValue] = useState(next);
  const unchanged = (Object.keys(next) as (keyof AuthContextValue)[]).every((key) => value[key] === next[key]);
  if (!unchanged) setValue(next);

  // MSAL found nobody, or someone else: nothing of the member painted ahead stays, and held calls go on without a
  // token (their answers are dropped with the rest).
  const replaced = source !== null && user !== provisionalUser;
  useEffect(() => {
    if (!replaced) return;
    queryClient.clear();
    void resetMember();
    if (!source?.user) setTokenSource(null);
  }, [replaced, source, queryClient]);

  const msal = useMsalModule(msalWanted);
  return (
    <>
      <AuthContext value={value}>{children}</AuthContext>
      {msal && <msal.default publish={setConfirmed} />}
    </>
  );
}
