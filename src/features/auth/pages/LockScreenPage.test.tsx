import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { storeLockedMember } from '@/lib/auth/locked-member';
import { renderApp } from '../../../../tests/render';
import { server } from '../../../../tests/setup/msw-server';

const lockedBy = () => storeLockedMember({ displayName: 'Maria Alvarez', email: 'member@example.com', photoURL: null });

describe('lock screen', () => {
  it('greets the member who locked the tab and signs them in again with their password', async () => {
    lockedBy();
    const signIns: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') signIns.push(await request.clone().json());
    });
    const user = userEvent.setup();
    const { router } = renderApp('/lock-screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your session is locked' })).toBeInTheDocument();
    expect(screen.getByText('Enter your password to continue.')).toBeInTheDocument();
    expect(screen.getByText('Maria Alvarez')).toBeInTheDocument();
    expect(screen.getByText('member@example.com')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Please enter password!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'Cooperative#2026');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(signIns).toEqual([{ email: 'member@example.com', password: 'Cooperative#2026' }]);
    expect(sessionStorage.getItem('lockedMember')).toBeNull();
    server.events.removeAllListeners();
  });

  it("shows a wrong password as the server's error and stays locked", async () => {
    lockedBy();
    server.use(
      http.post('*/api/auth', () =>
        HttpResponse.json({ error: 'Please try again', code: 'bad_request' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/lock-screen');
    await user.type(await screen.findByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(screen.getByRole('link', { name: 'Not Maria Alvarez? Sign in as someone else' })).toHaveAttribute(
      'href',
      '/signin',
    );
  });

  it('points to sign-in when nobody locked this tab', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/lock-screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to unlock' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in to your member account' });
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('ignores a stored lock that is not a member (tampered storage)', async () => {
    sessionStorage.setItem('lockedMember', JSON.stringify({ displayName: 42 }));
    renderApp('/lock-screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to unlock' })).toBeInTheDocument();
  });
});
