import { lazy } from 'react';
import type { LayoutKind } from '@/lib/config';
import { sessionLikelyAtStart, useAuth } from '@/lib/auth';

// Each layout is its own chunk: the sign-in page never downloads the shell, and the reverse.
// The shell with the stores feature and the customizer plugged into its slots (features never import each other; the
// app composes). The customizer's drawer is a further chunk, loaded on its first use.
const loadShellLayout = async () => {
  const [{ ShellLayout: Shell }, stores, customizer] = await Promise.all([import('@/features/shell'), import('@/features/stores'), import('@/features/customizer')]);
  const ShellWithSlots = () => (
    <Shell
      storeName={<stores.CurrentStoreName />}
      storeSelector={<stores.StoreSelector />}
      notifications={<stores.NotificationsMenu />}
      banner={<stores.StoreNotices />}
      customizer={<customizer.CustomizerLauncher />}
    />
  );
  return { default: ShellWithSlots };
};
const ShellLayout = lazy(loadShellLayout);
const loadAuthLayout = () => import('@/features/auth').then((module) => ({ default: module.AuthLayout }));
const AuthLayout = lazy(loadAuthLayout);

/**
 * Starts downloading the layout of the page the visitor opened, alongside the entry's other first requests: the
 * layout renders only once the language catalog (and, signed in, MSAL) has arrived, and fetching it then would cost
 * one more round trip before the page paints. The signed-in frame only when a session is likely: a protected path
 * may yet be sent to sign in by the guard.
 */
export function preloadInitialLayout(kind: LayoutKind | undefined): void {
  if (kind === 'auth') void loadAuthLayout();
  if (kind === 'shell' && sessionLikelyAtStart()) void loadShellLayout();
}

/** Pages open to everyone (the 404 page) sit in the shell for a member and in the plain frame otherwise. */
function AdaptiveLayout() {
  const { status } = useAuth();
  return status === 'signedIn' ? <ShellLayout /> : <AuthLayout />;
}

export const layoutComponents: Record<LayoutKind, React.ComponentType> = {
  shell: ShellLayout,
  auth: AuthLayout,
  adaptive: AdaptiveLayout,
};
