import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../tests/render';
import { server } from '../../../../tests/setup/msw-server';

async function requestCode(user: UserEvent, email = 'member@example.com') {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
}

async function fillReset(user: UserEvent, values: { code?: string; password?: string; retype?: string } = {}) {
  const { code = '482915', password = 'Hilltop-Corner-2027', retype = password } = values;
  if (code) await user.type(screen.getByLabelText(/Verification code/), code);
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (retype) await user.type(screen.getByLabelText('Retype Password'), retype);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('forgot password → reset password', () => {
  it('e-mails a code, then sets the new password with it and leads to sign-in', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') bodies.push([new URL(request.url).pathname, await request.clone().json()]);
    });
    const user = userEvent.setup();
    const { router } = renderApp('/forget-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    await requestCode(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(screen.getByRole('status')).toHaveTextContent(
      'A verification code has been sent to your registered email address',
    );
    expect(screen.getByText('The code was sent to member@example.com.')).toBeInTheDocument();

    await fillReset(user);
    expect(await screen.findByText('Your new password has been set. You can sign in with it now.')).toBeInTheDocument();
    expect(bodies).toEqual([
      ['/api/auth/forgot-password', { email: 'member@example.com' }],
      ['/api/auth/reset-password', { email: 'member@example.com', code: '482915', password: 'Hilltop-Corner-2027' }],
    ]);
    server.events.removeAllListeners();
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your member account' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('validates the forgot-password e-mail with the messages', async () => {
    const user = userEvent.setup();
    renderApp('/forget-password');
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter Email Address!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'member.example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('The Email you entered is not a valid format!')).toBeInTheDocument();
  });

  it("says 'No User Found!' for an unknown address and keeps it", async () => {
    server.use(
      http.post('*/api/auth/forgot-password', () =>
        HttpResponse.json({ error: 'No User Found!', code: 'user_not_found' }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/forget-password');
    await requestCode(user, 'nobody@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('No User Found!');
    expect(screen.getByLabelText('Email')).toHaveValue('nobody@example.com');
    expect(router.state.location.pathname).toBe('/forget-password');
  });

  it('validates the reset form with the messages', async () => {
    const user = userEvent.setup();
    renderApp('/reset-password');
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    for (const message of [
      'Please enter Email Address!',
      'The length of Pin should be 6 digits',
      'Please enter new password!',
      'Please re-enter password!',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await fillReset(user, { code: '12a456', retype: 'Hilltop-Corner-2028' });
    expect(await screen.findByText('The two passwords you entered did not match!')).toBeInTheDocument();
    expect(screen.getByText('The length of Pin should be 6 digits')).toBeInTheDocument();
  });

  it('offers a new code when the reset code has expired, keeping the passwords typed', async () => {
    server.use(
      http.post('*/api/auth/reset-password', () =>
        HttpResponse.json(
          { error: 'The Code you entered is expired, please signup again!', code: 'code_expired' },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/forget-password');
    await requestCode(user);
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
    await fillReset(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The Code you entered is expired, please request a new one!');
    expect(screen.getByLabelText('New password')).toHaveValue('Hilltop-Corner-2027');
    await user.click(within(alert).getByRole('link', { name: 'Send a new code' }));
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    expect(router.state.location.pathname).toBe('/forget-password');
  });
});
