import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/lib/config';
import { renderWithProviders, signedInMember } from '../../../tests/render';
import { IdleWarning } from './IdleWarning';

const MINUTE = 60_000;
const idle = config.app.session.idleMinutes * MINUTE;
const ACTIVITY_KEY = 'memberPortal.lastActivity';

/** Another tab of the browser notes activity: its write to localStorage, and the storage event this tab hears. */
function activityInAnotherTab(at: number) {
  localStorage.setItem(ACTIVITY_KEY, String(at));
  window.dispatchEvent(
    new StorageEvent('storage', { key: ACTIVITY_KEY, newValue: String(at), storageArea: localStorage }),
  );
}

/** Runs `change` inside React's act, so what it sets off is rendered before the next check. */
function passes(change: () => unknown): void {
  void act(() => {
    change();
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-12-07T09:00:00Z') });
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('IdleWarning (the idle sign-out of a shared computer)', () => {
  it('warns two minutes before, as an alert dialog with the focus on Stay signed in; then signs out for idleness', () => {
    const signOut = vi.fn(() => Promise.resolve());
    renderWithProviders(<IdleWarning />, { auth: signedInMember({ signOut }) });
    passes(() => vi.advanceTimersByTime(idle - 2 * MINUTE - 1000));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    passes(() => vi.advanceTimersByTime(1000));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you still there?' });
    expect(dialog).toHaveAccessibleDescription(/you will be signed out at/);
    // Mantine's focus trap moves the focus in once the dialog has mounted.
    passes(() => vi.advanceTimersByTime(20));
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    // No live region ticking inside it: it is announced once, as it opens.
    expect(dialog.querySelector('[aria-live], [role="timer"], [role="status"]')).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
    passes(() => vi.advanceTimersByTime(2 * MINUTE));
    expect(signOut).toHaveBeenCalledWith('idle');
  });

  it('Stay signed in closes the warning and starts the time again, for every tab', () => {
    const signOut = vi.fn(() => Promise.resolve());
    renderWithProviders(<IdleWarning />, { auth: signedInMember({ signOut }) });
    passes(() => vi.advanceTimersByTime(idle - MINUTE));
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(Number(localStorage.getItem(ACTIVITY_KEY))).toBe(Date.now());
    passes(() => vi.advanceTimersByTime(idle - 2 * MINUTE - 1000));
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('activity in another tab counts here, and closes a warning shown here', () => {
    const signOut = vi.fn(() => Promise.resolve());
    renderWithProviders(<IdleWarning />, { auth: signedInMember({ signOut }) });
    passes(() => vi.advanceTimersByTime(idle - 3 * MINUTE));
    passes(() => activityInAnotherTab(Date.now()));
    passes(() => vi.advanceTimersByTime(3 * MINUTE));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
    passes(() => vi.advanceTimersByTime(idle - 5 * MINUTE));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    passes(() => activityInAnotherTab(Date.now()));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a key or a pointer in this tab counts; while the warning shows, only Stay signed in does', () => {
    const signOut = vi.fn(() => Promise.resolve());
    renderWithProviders(<IdleWarning />, { auth: signedInMember({ signOut }) });
    passes(() => vi.advanceTimersByTime(idle - 3 * MINUTE));
    fireEvent.keyDown(window, { key: 'a' });
    passes(() => vi.advanceTimersByTime(idle - 2 * MINUTE));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    fireEvent.pointerMove(window);
    passes(() => vi.advanceTimersByTime(2 * MINUTE));
    expect(signOut).toHaveBeenCalledWith('idle');
  });

  it('a session left alone too long in this browser ends as the page opens', () => {
    localStorage.setItem(ACTIVITY_KEY, String(Date.now() - idle - MINUTE));
    const signOut = vi.fn(() => Promise.resolve());
    renderWithProviders(<IdleWarning />, { auth: signedInMember({ signOut }) });
    expect(signOut).toHaveBeenCalledWith('idle');
  });
});
