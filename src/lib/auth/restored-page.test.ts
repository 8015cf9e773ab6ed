import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetSessionMember, noteDrawnFor, redrawRestoredPages } from './restored-page';

const reload = vi.fn();
beforeAll(() => {
  redrawRestoredPages(reload);
});
afterEach(() => {
  reload.mockClear();
  document.documentElement.style.visibility = '';
  localStorage.clear();
});

// (happy-dom's PageTransitionEvent does not take `persisted`.)
const restore = (persisted = true) => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));

describe('a page brought back from the page cache', () => {
  it('is hidden and loaded afresh when the browser’s member has signed out since it was drawn', () => {
    noteDrawnFor('member-1');
    expect(localStorage.getItem('memberPortal.sessionMember')).toBe('member-1');
    forgetSessionMember();
    restore();
    expect(document.documentElement.style.visibility).toBe('hidden');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('is loaded afresh when another member has signed in since, in any tab', () => {
    noteDrawnFor('member-1');
    // Another tab's route guard, drawing for the member who signed in there.
    localStorage.setItem('memberPortal.sessionMember', 'member-2');
    restore();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('is loaded afresh when drawn signed out and a member has signed in since', () => {
    noteDrawnFor(null);
    localStorage.setItem('memberPortal.sessionMember', 'member-2');
    restore();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('stays as it was for the same member, and a page loaded normally is left alone', () => {
    noteDrawnFor('member-1');
    restore();
    forgetSessionMember();
    restore(false);
    expect(reload).not.toHaveBeenCalled();
    expect(document.documentElement.style.visibility).toBe('');
  });
});
