import { useEffect } from 'react';
import type { AuthStatus, AuthUser } from '@/lib/auth';
import { noteMember, noteRoute } from '@/lib/telemetry';

/**
 * Tells field data (src/lib/telemetry) which route is on screen, by its id, and who is signed in: the member's name
 * and e-mail are only ever used there to blank them out of what is sent.
 */
export function useFieldData(routeId: string | null, status: AuthStatus, user: AuthUser | null): void {
  useEffect(() => {
    if (routeId) noteRoute(routeId);
  }, [routeId]);
  const displayName = user?.displayName;
  const email = user?.email;
  useEffect(() => {
    if (status === 'loading') return;
    noteMember(status === 'signedIn' ? { displayName: displayName ?? '', email: email ?? '' } : null);
  }, [status, displayName, email]);
}
