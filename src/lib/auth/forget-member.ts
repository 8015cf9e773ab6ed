import type { QueryClient } from '@tanstack/react-query';
import { resetMember } from '@/lib/member';
import { forgetInitialPath } from '@/lib/routing';
import { endLiveSession, type SessionEnd } from './live-session';
import { forgetSessionMember } from './restored-page';

/**
 * What a sign-out drops in this browser, whichever identity method: the live session (every other tab follows),
 * every answer in memory, the page to return to, whom the pages are drawn for, and the member's kept data (store
 * choices, last-seen answers, the kept token, drafts and the key they are sealed under: resetMember). An idle sign-out
 * (`ended`) keeps the drafts, store choices and that key for the same member, and says why in the live session's
 * record. Resolves once the drafts are gone.
 */
export function forgetMember(queryClient: QueryClient, ended?: SessionEnd): Promise<void> {
  endLiveSession(ended);
  queryClient.clear();
  forgetInitialPath();
  forgetSessionMember();
  return resetMember({ keepDrafts: ended === 'idle' });
}
