import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endLiveSession, markSessionLive } from '@/lib/auth/live-session';
import { renderInDataRouter, renderWithProviders, signedInMember } from '../../../tests/render';
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

  it('Sign in is the submit button of a GET form to the sign-in page, which works without the app', () => {
    renderWithProviders(<B2CSignIn />, { path: '/signin', auth: b2cVisitor() });
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('name', 'start');
    expect(button).toHaveAttribute('value', 'sign-in');
    const form = button.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/signin');
  });

  it('pressed once the app runs: starts the sign-in once, the page staying where it is', async () => {
    const signIn = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    const { router } = renderInDataRouter(<B2CSignIn />, { path: '/signin', auth: b2cVisitor({ signIn }) });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('');
  });

  it('opened by the form before the app ran (?start=sign-in): starts the sign-in once, the address cleared of it', async () => {
    const signIn = vi.fn(() => Promise.resolve());
    const { router } = renderInDataRouter(<B2CSignIn />, {
      path: '/signin?start=sign-in&layout=horizontal',
      auth: b2cVisitor({ signIn }),
    });
    await vi.waitFor(() => expect(router.state.location.search).toBe('?layout=horizontal'));
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('an unknown action in the address starts nothing, and is taken out of it', async () => {
    const signIn = vi.fn(() => Promise.resolve());
    const { router } = renderInDataRouter(<B2CSignIn />, { path: '/signin?start=other', auth: b2cVisitor({ signIn }) });
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(signIn).not.toHaveBeenCalled();
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
