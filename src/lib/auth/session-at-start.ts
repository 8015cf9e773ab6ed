import { config } from '@/lib/config';
import { msalNeededAtStart } from './b2c/msal-needed';

/**
 * Whether the visitor is probably signed in as the portal starts (B2C: a live session of this browser, or a sign-in
 * under way in this tab), so the signed-in frame can be fetched alongside the entry's first requests instead
 * of after the identity check. A guess only: the guard still decides where the visitor goes.
 */
export function sessionLikelyAtStart(): boolean {
  return config.app.auth.method === 'b2c' && msalNeededAtStart();
}
