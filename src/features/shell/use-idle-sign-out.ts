import { useCallback, useEffect, useRef, useState } from 'react';
import { config } from '@/lib/config';
import { lastActivity, liveSessionMember, noteActivity, onActivityElsewhere, useAuth } from '@/lib/auth';

/** How long before the idle sign-out the member is warned. */
export const IDLE_WARNING_MS = 2 * 60_000;
/** What counts as the member being there: a key, a pointer, a touch, a scroll. */
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'touchstart', 'wheel', 'scroll'] as const;
/** The lock the tabs of a browser share for the idle sign-out (one tab signs out; the others follow). */
const IDLE_SIGN_OUT_LOCK = 'memberPortal.idleSignOut';
/** Activity is shared at most this often (a moving pointer fires many events). */
const NOTE_EVERY_MS = 5_000;

export interface IdleState {
  /** When the member will be signed out (epoch ms) while the warning shows; null otherwise. */
  warningUntil: number | null;
  staySignedIn: () => void;
  signOutNow: () => void;
}

/**
 * The idle sign-out of a signed-in member: after `session.idleMinutes` without activity in any tab of the browser,
 * signed out in every tab (drafts kept for them); two minutes before, a warning. While it shows, only Stay signed in
 * counts (a key pressed in the dialog is no sign the member read it), in any tab: every tab's warning closes with it.
 */
export function useIdleSignOut(): IdleState {
  const { status, method, signOut } = useAuth();
  const idleMs = config.app.session.idleMinutes * 60_000;
  const signedIn = status === 'signedIn';
  const [last, setLast] = useState<number>(() => Date.now());
  // The activity time whose warning is due: the warning shows while no activity came after it.
  const [warnedFor, setWarnedFor] = useState<number | null>(null);
  const warning = warnedFor === last;
  const warningRef = useRef(false);
  useEffect(() => {
    warningRef.current = warning;
  }, [warning]);
  const noted = useRef(0);

  const note = useCallback((at: number) => {
    noted.current = at;
    noteActivity(at);
    setLast(at);
  }, []);

  const endForIdle = useCallback(() => {
    const end = async () => {
      // Another tab of a B2C session got there first: this tab follows its change (other-tabs.ts) and loads afresh.
      if (method === 'b2c' && liveSessionMember() === null) return;
      await signOut('idle');
    };
    // Every tab's timer runs out at the same moment, and two sign-outs at the provider at once fail there (the
    // second finds the first's confirmation spent). The Web Locks API lets one tab of the browser do it; a tab that
    // finds the lock taken leaves it to the holder and follows the live session's change. It is held until the
    // holder's sign-out has left for the provider (or the page has gone).
    // (Test DOMs, happy-dom among them, have no lock manager: there is one tab.)
    if (!(navigator.locks as LockManager | null)) return void end();
    void navigator.locks.request(IDLE_SIGN_OUT_LOCK, { ifAvailable: true }, (lock) => (lock ? end() : undefined));
  }, [method, signOut]);

  // On arrival: a session left alone too long in this browser (every tab closed, the browser not) ends at once;
  // otherwise opening a page is activity.
  useEffect(() => {
    if (!signedIn) return;
    const before = lastActivity();
    if (before !== null && Date.now() - before >= idleMs) endForIdle();
    else {
      noted.current = Date.now();
      noteActivity(noted.current);
    }
  }, [signedIn, idleMs, endForIdle]);

  useEffect(() => {
    if (!signedIn) return;
    const onActivity = () => {
      const now = Date.now();
      if (!warningRef.current && now - noted.current >= NOTE_EVERY_MS) note(now);
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    const stop = onActivityElsewhere((at) => {
      noted.current = at;
      setLast(at);
    });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      stop();
    };
  }, [signedIn, note]);

  useEffect(() => {
    if (!signedIn) return;
    const now = Date.now();
    const warnIn = last + idleMs - IDLE_WARNING_MS - now;
    const warnTimer = window.setTimeout(() => setWarnedFor(last), Math.max(0, warnIn));
    const endTimer = window.setTimeout(endForIdle, Math.max(0, last + idleMs - now));
    return () => {
      window.clearTimeout(warnTimer);
      window.clearTimeout(endTimer);
    };
  }, [signedIn, last, idleMs, endForIdle]);

  return {
    warningUntil: signedIn && warning ? last + idleMs : null,
    staySignedIn: () => note(Date.now()),
    signOutNow: () => void signOut(),
  };
}
