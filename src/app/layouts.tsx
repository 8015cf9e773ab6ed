import { lazy } from 'react';
import type { LayoutKind } from '@/lib/config';
import { useAuth } from '@/lib/auth';

// Each layout is its own chunk: the sign-in page never downloads the shell, and the reverse.
// The shell with the stores feature plugged into its slots (features never import each other; the app composes).
const ShellLayout = lazy(async () => {
  const [{ ShellLayout: Shell }, stores] = await Promise.all([import('@/features/shell'), import('@/features/stores')]);
  const ShellWithStores = () => (
    <Shell
      headerStart={<stores.CurrentStoreName />}
      headerEnd={
        <>
          <stores.StoreSelector />
          <stores.NotificationsMenu />
        </>
      }
      banner={<stores.StoreNotices />}
    />
  );
  return { default: ShellWithStores };
});
const AuthLayout = lazy(() => import('@/features/auth').then((module) => ({ default: module.AuthLayout })));

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
