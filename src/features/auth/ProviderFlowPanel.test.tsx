import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedInMember } from '../../../tests/render';
import ConfirmSignupPage from './pages/ConfirmSignupPage';
import ForgetPasswordPage from './pages/ForgetPasswordPage';
import SignUpPage from './pages/SignUpPage';

const b2cVisitor = (overrides = {}) =>
  signedInMember({ method: 'b2c', status: 'signedOut', user: null, isAuthenticated: false, ...overrides });

describe('with the identity provider (B2C), sign-up and password reset start there', () => {
  it('starts the provider sign-up from a button, never by itself', async () => {
    const startSignUp = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderWithProviders(<SignUpPage />, { path: '/signup', auth: b2cVisitor({ startSignUp }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Create your member account' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(startSignUp).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Create account with the cooperative' }));
    expect(startSignUp).toHaveBeenCalledTimes(1);
  });

  it('starts the provider password reset from the forgot-password page', async () => {
    const startPasswordReset = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderWithProviders(<ForgetPasswordPage />, { path: '/forget-password', auth: b2cVisitor({ startPasswordReset }) });
    await user.click(screen.getByRole('button', { name: 'Reset password with the cooperative' }));
    expect(startPasswordReset).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('falls back to the provider sign-in when it has no separate flow, and says so when that fails', async () => {
    const signIn = vi.fn(() => Promise.reject(new Error('popup_window_error')));
    const user = userEvent.setup();
    renderWithProviders(<ConfirmSignupPage />, { path: '/confirm-signup', auth: b2cVisitor({ signIn }) });
    await user.click(screen.getByRole('button', { name: 'Create account with the cooperative' }));
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, Please try again!');
  });
});
