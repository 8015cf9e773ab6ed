import { lazy, Suspense, type ReactNode } from 'react';
import { FullPageLoader } from '@/components/FullPageLoader';
import { config } from '@/lib/config';
import { TemplateAuthProvider } from '@/lib/auth';

// MSAL (~70 KiB) arrives in its own chunk, fetched at once but after the first paint; its module initialises the
// one PublicClientApplication before the provider renders.
const B2CAuthProvider = lazy(() => import('@/lib/auth/b2c/B2CAuthProvider'));

/** Chooses the identity method named in config/app.json (auth.method, or VITE_AUTH_METHOD). */
export function AuthMethodProvider({ children }: { children: ReactNode }) {
  if (config.app.auth.method === 'template') return <TemplateAuthProvider>{children}</TemplateAuthProvider>;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <B2CAuthProvider>{children}</B2CAuthProvider>
    </Suspense>
  );
}
