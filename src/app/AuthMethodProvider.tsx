import { lazy, Suspense, type ReactNode } from 'react';
import { FullPageLoader } from '@/components/FullPageLoader';
import { config } from '@/lib/config';
import { B2CAuth } from '@/lib/auth/b2c/B2CAuth';

// Each method is its own code: a B2C build's first download carries none of the template flow (its HTTP client,
// token store and member profile), and the template flow none of MSAL.
const TemplateAuthProvider = lazy(() =>
  import('@/lib/auth/TemplateAuthProvider').then((module) => ({ default: module.TemplateAuthProvider })),
);

/**
 * Chooses the identity method named in config/app.json (auth.method, or VITE_AUTH_METHOD). With B2C, MSAL (~75 KiB)
 * loads at start only when it has something to read (a session, the provider's answer); a signed-out visitor's
 * sign-in page paints without it, and Sign in loads it.
 */
export function AuthMethodProvider({ children }: { children: ReactNode }) {
  if (config.app.auth.method === 'template') {
    return (
      <Suspense fallback={<FullPageLoader />}>
        <TemplateAuthProvider>{children}</TemplateAuthProvider>
      </Suspense>
    );
  }
  return <B2CAuth fallback={<FullPageLoader />}>{children}</B2CAuth>;
}
