import { useEffect, useLayoutEffect, useState } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { FullPageLoader } from '@/components/FullPageLoader';
import { config } from '@/lib/config';
import { noteDrawnFor, useAuth } from '@/lib/auth';
import {
  decideNavigation,
  forgetInitialPath,
  markSignInReturn,
  matchRoute,
  peekInitialPath,
  rememberInitialPath,
  routePath,
  signInReturnSkip,
} from '@/lib/routing';
import { useFieldData } from './field-data';

const lockScreenPath = routePath('lockScreen');

/** Sends a signed-out visitor to sign-in, remembering where they were going. */
function RedirectRemembering({ to, path }: { to: string; path: string }) {
  rememberInitialPath(path);
  return <Navigate to={to} replace />;
}

/**
 * After sign-in: back to the first path asked for, else the initial URL. On the page the identity provider
 * returned to, that page is pushed on top of a stop that takes Back past the provider's pages (sign-in-return.ts).
 */
function EnterApp() {
  const [skip] = useState(signInReturnSkip);
  useLayoutEffect(() => {
    if (skip !== null) markSignInReturn(skip);
  }, [skip]);
  return <Navigate to={peekInitialPath() ?? config.initialPath} replace={skip === null} />;
}

/**
 * The route guard at the root of the router: every navigation passes here before any layout or page renders,
 * so protected content never flashes for a signed-out visitor.
 */
export function RouteGate() {
  const location = useLocation();
  const { status, user, lockedMember } = useAuth();
  const path = `${location.pathname}${location.search}${location.hash}`;
  const route = matchRoute(location.pathname);
  const decision = decideNavigation({
    path,
    pathname: location.pathname,
    route,
    status,
    roles: user?.role ?? [],
    initialPath: config.initialPath,
    signInPath: config.signInPath,
    notFoundPath: config.notFoundPath,
    locked: Boolean(lockedMember),
    lockScreenPath,
  });

  const drawnFor = status === 'loading' ? undefined : status === 'signedIn' ? (user?.uid ?? '') : null;
  useLayoutEffect(() => {
    if (drawnFor !== undefined) noteDrawnFor(drawnFor);
  }, [drawnFor]);

  useFieldData(decision.kind === 'render' ? (route?.id ?? null) : null, status, user);

  const insideApp = decision.kind === 'render' && status === 'signedIn';
  useEffect(() => {
    if (insideApp) forgetInitialPath();
  }, [insideApp]);

  return (
    <>
      {gateElement(decision)}
      {/* A new page opens at its top; Back and Forward return to where the member was (the router keeps the positions);
          a change of only the query (a tab, a filter, a form opened in the page) passes preventScrollReset. */}
      <ScrollRestoration />
    </>
  );
}

function gateElement(decision: ReturnType<typeof decideNavigation>) {
  switch (decision.kind) {
    case 'loading':
      return <FullPageLoader />;
    case 'redirect':
      return decision.rememberPath ? (
        <RedirectRemembering to={decision.to} path={decision.rememberPath} />
      ) : (
        <Navigate to={decision.to} replace />
      );
    case 'enterApp':
      return <EnterApp />;
    case 'render':
      return <Outlet />;
  }
}
