import { useLayoutEffect, useRef } from 'react';
import type { AccountInfo } from '@azure/msal-browser';
import type { QueryClient } from '@tanstack/react-query';
import { resetMember } from '@/lib/member';

/**
 * When MSAL reports that the member this tab shows has gone (signed out in another tab, found by this tab's next
 * token request before the tab has loaded afresh: other-tabs.ts) or that another account replaced them, nothing of
 * the first member stays: the answers in the query cache, their stores and choices, the last-seen answers. Before
 * the browser paints, so no frame shows the next account with the first one's data.
 */
export function useForgetReplacedMember(account: AccountInfo | null, queryClient: QueryClient): void {
  const shown = useRef(account?.homeAccountId ?? null);
  useLayoutEffect(() => {
    const now = account?.homeAccountId ?? null;
    if (shown.current && shown.current !== now) {
      queryClient.clear();
      void resetMember();
    }
    shown.current = now;
  }, [account, queryClient]);
}
