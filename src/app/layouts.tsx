import { lazy } from 'react';
import type { LayoutKind } from '@/lib/config';
import { useAuth } from '@/lib/auth';

// Each layout is its own chunk: the sign-in page never downloads the shell, and the reverse.
const ShellLayout = lazy(() => import('@/features/shell').then((module) => ({ default: module.ShellLayout })));
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
