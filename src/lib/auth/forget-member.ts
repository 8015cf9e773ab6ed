import type { QueryClient } from '@tanstack/react-query';
import { forgetKeptToken } from '@/lib/http';
import { resetMember } from '@/lib/member';
import { forgetInitialPath } from '@/lib/routing';
import { endLiveSession, type SessionEnd } from './live-session';
import { forgetSessionMember } from './restored-page';

/**
 * Logout only: the keys of this browser session (they end with the browser anyway). An idle sign-out keeps them, so
 * that what is kept under them for the same member (an unsent form) can be read once they are back.
 */
function forgetBrowserSessionKeys(): void {
  forgetKeptToken();
}

/**
 * What a sign-out drops in this browser, whichever identity method: the live session (every other tab follows),
 * every answer in memory, the page to return to, whom the pages are drawn for, and the member's kept data (store
 * choices, last-seen answers, the kept token, drafts). An idle sign-out (`ended`) keeps the drafts and the session's
 * keys and says why in the live session's record. Resolves once the drafts are gone.
 */
export function forgetMember(queryClient: QueryClient, ended?: SessionEnd): Promise<void> {
  endLiveSession(ended);
  queryClient.clear();
  forgetInitialPath();
  forgetSessionMember();
  const forgotten = resetMember({ keepDrafts: ended === 'idle' });
  if (!ended) forgetBrowserSessionKeys();
  return forgotten;
}
