import { lazy, Suspense, type ComponentType } from 'react';
import { FullPageLoader } from '@/components/FullPageLoader';
import type { LayoutKind } from '@/lib/config';
import { sessionLikelyAtStart, useAuth } from '@/lib/auth';

// Each layout is its own chunk: the sign-in page never downloads the shell, and the reverse.
// The shell with the stores feature and the customizer plugged into its slots (features never import each other; the
// app composes). The customizer's drawer is a further chunk, loaded on its first use.
const loadShellLayout = async () => {
  const [{ ShellLayout: Shell }, stores, customizer] = await Promise.all([
    import('@/features/shell'),
    import('@/features/stores'),
    import('@/features/customizer'),
  ]);
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
let initialLayout: { kind: LayoutKind; module: Promise<{ default: ComponentType }> } | null = null;
export function preloadInitialLayout(kind: LayoutKind | undefined): void {
  if (kind === 'auth') void loadAuthLayout();
  // The signed-in frame is also waited for (layoutRoute); the sign-in page keeps its prerendered take-over as it is.
  if (kind === 'shell' && sessionLikelyAtStart()) initialLayout = { kind, module: loadShellLayout() };
}

/** A layout while its code downloads (a later layout, or one that was not fetched ahead). */
function LayoutFrame({ kind }: { kind: LayoutKind }) {
  const Layout = layoutComponents[kind];
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Layout />
    </Suspense>
  );
}

/**
 * The layout route's component (its `lazy`): the router waits for it as it waits for the page, so the first page
 * renders in one commit with its layout, instead of a loader committed first and the layout in a second. Only the
 * layout fetched ahead is waited for; any other renders at once and suspends as before.
 */
export async function layoutRoute(kind: LayoutKind): Promise<{ Component: ComponentType }> {
  if (initialLayout?.kind === kind) {
    try {
      const { default: Layout } = await initialLayout.module;
      // A Suspense boundary still, for what the layout itself loads later (a drawer, a menu form).
      return { Component: () => <Suspense fallback={<FullPageLoader />}>{<Layout />}</Suspense> };
    } catch {
      // Its download failed: the lazy layout below tries again and reports a failure as before.
    }
  }
  return { Component: () => <LayoutFrame kind={kind} /> };
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
