import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeBrowser, forgetLiveSession, keepLiveSession } from '../../../../tests/live-session';
import { useAuth } from '../context';
import { B2CAuth } from './B2CAuth';

// MSAL's module, as B2CAuth loads it on demand: its provider, and the redirect it starts.
const msal = vi.hoisted(() => ({ loaded: 0, startRedirect: vi.fn(() => Promise.resolve()) }));
vi.mock('./B2CAuthProvider', () => {
  msal.loaded += 1;
  return {
    default: ({ children }: { children: React.ReactNode }) => <div data-testid="msal-provider">{children}</div>,
    startRedirect: msal.startRedirect,
    classifyAuthFailure: () => 'signInFailed',
  };
});

function Probe() {
  const { status, method, signIn, startSignUp } = useAuth();
  return (
    <>
      <p>{`${method} ${status}`}</p>
      <button onClick={() => void signIn()}>Sign in</button>
      <button onClick={() => void startSignUp?.()}>Sign up</button>
    </>
  );
}

afterEach(() => {
  sessionStorage.clear();
  forgetLiveSession();
  msal.loaded = 0;
});

describe('B2CAuth (MSAL only when it has work, or on Sign in)', () => {
  it('answers a signed-out visitor at once without loading MSAL, and loads it to start the redirect on Sign in', async () => {
    const user = userEvent.setup();
    render(
      <B2CAuth fallback={<p>loading</p>}>
        <Probe />
      </B2CAuth>,
    );
    expect(screen.getByText('b2c signedOut')).toBeInTheDocument();
    expect(screen.queryByTestId('msal-provider')).not.toBeInTheDocument();
    expect(msal.loaded).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(msal.startRedirect).toHaveBeenCalledWith('signIn'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await vi.waitFor(() => expect(msal.startRedirect).toHaveBeenCalledWith('signUp'));
  });

  it('loads MSAL before anything renders when the browser has a session (signed in in this tab or another)', async () => {
    keepLiveSession('member-1.tenant');
    render(
      <B2CAuth fallback={<p>loading</p>}>
        <p>portal</p>
      </B2CAuth>,
    );
    expect(await screen.findByTestId('msal-provider')).toHaveTextContent('portal');
  });

  it('answers at once without MSAL when what MSAL kept is from a browser closed since', () => {
    keepLiveSession('member-1.tenant');
    closeBrowser();
    render(
      <B2CAuth fallback={<p>loading</p>}>
        <Probe />
      </B2CAuth>,
    );
    expect(screen.getByText('b2c signedOut')).toBeInTheDocument();
    expect(msal.loaded).toBe(0);
  });
});
