import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';

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
  useEffect(() => {
    activeRef.current = active;
  }, [active]);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) => activeRef.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [],
    ),
  );
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
  const release = useCallback(() => {
    activeRef.current = false;
  }, []);
  return { blocker, release };
}
