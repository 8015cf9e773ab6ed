import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../../../tests/render';
import { useAuth } from './context';
import { TemplateAuthProvider } from './TemplateAuthProvider';

function renderAuth() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={testQueryClient()}>
      <TemplateAuthProvider>{children}</TemplateAuthProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useAuth(), { wrapper });
}

describe('TemplateAuthProvider', () => {
  it('completes a sign-up with the e-mailed code like a sign-in: token stored, then the member loaded', async () => {
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
    await act(() => result.current.completeSignUp!('member@example.com', '482915'));
    expect(result.current.status).toBe('signedIn');
    expect(result.current.user?.displayName).toBe('Maria Alvarez');
    expect(localStorage.getItem('token')).toMatch(/^eyJ/);
  });

  it('locks: signs out and drops the token, but remembers who it was in this tab only', async () => {
    localStorage.setItem('token', 'stored-session-token');
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('signedIn'));
    expect(result.current.lockedMember).toBeNull();
    await act(() => result.current.lock!());
    expect(result.current.status).toBe('signedOut');
    expect(result.current.user).toBeNull();
    expect(result.current.lockedMember).toEqual({
      displayName: 'Maria Alvarez',
      email: 'member@example.com',
      photoURL: '/images/avatars/maria.svg',
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('lockedMember') ?? 'null')).toEqual(result.current.lockedMember);

    await act(() => result.current.signIn({ email: 'member@example.com', password: 'Cooperative#2026' }));
    expect(result.current.status).toBe('signedIn');
    expect(result.current.lockedMember).toBeNull();
    expect(sessionStorage.getItem('lockedMember')).toBeNull();
  });

  it('signs out: the token leaves storage at once, the HTTP client 500 ms later, and the remembered path is forgotten', async () => {
    localStorage.setItem('token', 'stored-session-token');
    sessionStorage.setItem('memberPortal.initialPath', '/programs/active');
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('signedIn'));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      let finished = false;
      act(() => {
        void result.current.signOut().then(() => (finished = true));
      });
      // Before any delay has passed: nothing is left in storage for the next visitor of this browser.
      expect(localStorage.getItem('token')).toBeNull();
      expect(sessionStorage.getItem('memberPortal.initialPath')).toBeNull();
      expect(result.current.status).toBe('signedOut');
      expect(finished).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(finished).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
