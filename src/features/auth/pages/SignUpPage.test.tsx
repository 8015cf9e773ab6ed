import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../tests/render';
import { server } from '../../../../tests/setup/msw-server';

const rejected = (error: string, code: string) => () => HttpResponse.json({ error, code }, { status: 400 });

async function fillSignUp(
  user: UserEvent,
  values: { name?: string; email?: string; password?: string; retype?: string; agree?: boolean } = {},
) {
  const {
    name = 'Maria Alvarez',
    email = 'member@example.com',
    password = 'Maple-Street-2026',
    retype = password,
    agree = true,
  } = values;
  if (name) await user.type(screen.getByLabelText('Name'), name);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (retype) await user.type(screen.getByLabelText('Retype Password'), retype);
  if (agree) await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
}

async function openSignUp() {
  const user = userEvent.setup();
  const app = renderApp('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Create your member account' });
  return { user, ...app };
}

const submit = (user: UserEvent, name = 'Sign up') => user.click(screen.getByRole('button', { name }));

describe('sign-up', () => {
  it('shows every message for an empty form, plus the agreement message', async () => {
    const { user } = await openSignUp();
    await submit(user);
    for (const message of [
      'Please enter name!',
      'Please enter Email Address!',
      'Please enter password!',
      'Please re-enter password!',
      'Please accept the terms and conditions!',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('rejects a malformed e-mail and two different passwords, keeping what was typed', async () => {
    const { user } = await openSignUp();
    await fillSignUp(user, { email: 'member@', retype: 'Maple-Street-2027' });
    await submit(user);
    expect(await screen.findByText('The Email you entered is not a valid format!')).toBeInTheDocument();
    expect(screen.getByText('The two passwords you entered did not match!')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('member@');
    expect(screen.getByLabelText('Name')).toHaveValue('Maria Alvarez');
  });

  it('asks for a password the API accepts', async () => {
    const { user } = await openSignUp();
    await fillSignUp(user, { password: 'abc' });
    await submit(user);
    expect(await screen.findByText('The password must be at least 6 characters long!')).toBeInTheDocument();
  });

  it('signs up with the e-mailed code: code-sent message, the code, then into the app', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') sent.push(new URL(request.url).pathname);
    });
    const { user, router } = await openSignUp();
    await fillSignUp(user);
    await submit(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/confirm-signup');
    expect(screen.getByRole('status')).toHaveTextContent(
      'A verification code has been sent to your registered email address',
    );
    expect(screen.getByText('The code was sent to member@example.com.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The length of Pin should be 6 digits')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Verification code/), '48291');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('The length of Pin should be 6 digits')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Verification code/), '5');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('token')).toMatch(/^eyJ/);
    expect(sent).toEqual(['/api/users', '/api/users/confirm']);
    server.events.removeAllListeners();
  });

  it('sends the sign-up once however quickly the button is pressed', async () => {
    let calls = 0;
    let answer: (value: Response) => void = () => undefined;
    server.use(
      http.post('*/api/users', () => {
        calls += 1;
        return new Promise<Response>((resolve) => (answer = resolve));
      }),
    );
    const { user } = await openSignUp();
    await fillSignUp(user);
    const button = screen.getByRole('button', { name: 'Sign up' });
    for (let click = 0; click < 5; click += 1) await user.click(button);
    expect(button).toBeDisabled();
    expect(calls).toBe(1);
    answer(
      HttpResponse.json({
        status: 'code_sent',
        message: 'sent',
        email: 'member@example.com',
        codeExpiresAt: '2026-11-14T15:30:00Z',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeInTheDocument();
  });

  it('shows an already registered address as an alert and keeps the form', async () => {
    server.use(
      http.post(
        '*/api/users',
        rejected('The entered Email address is already registered!', 'email_already_registered'),
      ),
    );
    const { user, router } = await openSignUp();
    await fillSignUp(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The entered Email address is already registered!');
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByLabelText('Email')).toHaveValue('member@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Maple-Street-2026');
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' })).toBeChecked();
  });

  it('prompts for the security code when a sign-up for the address is unfinished', async () => {
    server.use(
      http.post(
        '*/api/users',
        rejected(
          'you have already started Signup Process, please enter security code to complete the process!',
          'signup_in_progress',
        ),
      ),
    );
    const { user, router } = await openSignUp();
    await fillSignUp(user);
    await submit(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/confirm-signup');
    expect(screen.getByRole('status')).toHaveTextContent(
      'you have already started Signup Process, please enter security code to complete the process!',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s own text for an error the portal does not know, and says so when the server cannot be reached', async () => {
    server.use(http.post('*/api/users', rejected('Sign-up is closed for maintenance', 'maintenance')));
    const { user } = await openSignUp();
    await fillSignUp(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-up is closed for maintenance');
    server.use(http.post('*/api/users', () => HttpResponse.error()));
    await submit(user);
    expect(
      await screen.findByText('The server could not be reached. Check your connection and try again.'),
    ).toBeInTheDocument();
  });
});

describe('confirming sign-up (a code can expire)', () => {
  it('offers to sign up again when the code has expired, keeping the code typed', async () => {
    server.use(
      http.post(
        '*/api/users/confirm',
        rejected('The Code you entered is expired, please signup again!', 'code_expired'),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/confirm-signup');
    await screen.findByRole('heading', { level: 1, name: 'Confirm your e-mail address' });
    // Opened directly (from the e-mail, or after a reload elsewhere), the page asks for the address too.
    await user.type(screen.getByLabelText('Email'), 'member@example.com');
    await user.type(screen.getByLabelText(/Verification code/), '482 915');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The Code you entered is expired, please signup again!');
    expect(screen.getByLabelText(/Verification code/)).toHaveValue('482 915');
    await user.click(within(alert).getByRole('link', { name: 'Sign up again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your member account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends the code without the spaces a member may type', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/users/confirm', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { error: 'The Code you entered is not correct, please try again!', code: 'code_invalid' },
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/confirm-signup');
    await user.type(await screen.findByLabelText('Email'), 'member@example.com');
    await user.type(screen.getByLabelText(/Verification code/), ' 482 915 ');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The Code you entered is not correct, please try again!',
    );
    expect(bodies).toEqual([{ email: 'member@example.com', code: '482915' }]);
  });
});
