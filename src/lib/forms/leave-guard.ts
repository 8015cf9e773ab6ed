import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';
import { getMemberState } from '@/lib/member';

export interface LeaveGuard {
  blocker: Blocker;
  /** The form was sent: the navigation that follows (back to the list) goes through without asking. */
  release: () => void;
}

/**
 * Asks before the member leaves a form with unsent changes: another page or another view of this page (react-router's
 * blocker, answered by the form's own dialog), and a reload, a closed tab or another site (the browser's question).
 * `active` is false while a send is under way: a redirect to sign in again then must not be stopped by a question
 * (the draft was saved before sending).
 */
export function useLeaveGuard(active: boolean): LeaveGuard {
  const activeRef = useRef(active);
  // Once sent, the form never asks again (its values are still "changed" until it closes). Nor after Logout, which
  // has already thrown the drafts away and is leaving for the identity provider: there is nothing left to keep.
  const released = useRef(false);
  const passes = () => released.current || getMemberState().emailClaim === '';
  useEffect(() => {
    activeRef.current = active;
  }, [active]);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        activeRef.current &&
        !passes() &&
        (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [],
    ),
  );
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (passes()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { blocker, release };
}
