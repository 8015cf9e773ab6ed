import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endLiveSession, markSessionLive } from '@/lib/auth/live-session';
import { renderWithProviders, signedInMember } from '../../../tests/render';
import { B2CSignIn } from './B2CSignIn';

const b2cVisitor = (overrides = {}) =>
  signedInMember({ method: 'b2c', status: 'signedOut', user: null, isAuthenticated: false, ...overrides });

describe('B2C sign-in button', () => {
  it('after a cancel (no problem): no message, the plain Sign in button', () => {
    renderWithProviders(<B2CSignIn />, { path: '/signin', auth: b2cVisitor({ problem: null }) });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('after a failure: its translated message and Try again, which starts the sign-in again', async () => {
    const signIn = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderWithProviders(<B2CSignIn />, { path: '/signin', auth: b2cVisitor({ problem: 'signInFailed', signIn }) });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not sign you in. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('after a failed sign-out: the explanation, and Sign in (nothing to try again)', () => {
    renderWithProviders(<B2CSignIn />, { path: '/signin', auth: b2cVisitor({ problem: 'signOutFailed' }) });
    expect(screen.getByRole('alert')).toHaveTextContent(/sign you out everywhere/);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('Sign in as someone else, beside Sign in: the provider is asked who it is', async () => {
    const signIn = vi.fn(() => Promise.resolve());
    const signInAsSomeoneElse = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderWithProviders(<B2CSignIn />, { path: '/signin', auth: b2cVisitor({ signIn, signInAsSomeoneElse }) });
    await user.click(screen.getByRole('button', { name: 'Sign in as someone else' }));
    expect(signInAsSomeoneElse).toHaveBeenCalledOnce();
    expect(signIn).not.toHaveBeenCalled();
  });
});

describe('the sign-in page after an idle sign-out', () => {
  afterEach(() => endLiveSession());

  it('says why the member was signed out, in this browser session', () => {
    markSessionLive('maria.tenant');
    endLiveSession('idle');
    renderWithProviders(<B2CSignIn />, { path: '/signin', auth: b2cVisitor() });
    expect(screen.getByRole('status')).toHaveTextContent(/signed out because nothing happened on this computer for 30/);
  });

  it('says nothing after a Logout', () => {
    markSessionLive('maria.tenant');
    endLiveSession();
    renderWithProviders(<B2CSignIn />, { path: '/signin', auth: b2cVisitor() });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
