import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../tests/render';

const signedIn = () => localStorage.setItem('token', 'stored-session-token');

describe('route guard in the rendered app', () => {
  it('shows a loader while authentication is loading, then the page', async () => {
    signedIn();
    const { router } = renderApp('/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a signed-out visitor to /signin and reopens the requested page after sign-in', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/programs/active?tab=2');
    await screen.findByRole('heading', { name: 'Sign in to your member account' });
    expect(router.state.location.pathname).toBe('/signin');
    // The form may come a moment after the heading (the page's chunk); under load it does.
    await user.type(await screen.findByLabelText(/Email/), 'member@example.com');
    await user.type(screen.getByLabelText(/Password/), 'Cooperative#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Active Programs' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/programs/active?tab=2');
    expect(localStorage.getItem('token')).toBeTruthy();
  });

  it("sends '/' to /dashboard", async () => {
    signedIn();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  // /index is an index redirect group: it leads to the initial page.
  it("sends '/index' to /dashboard", async () => {
    signedIn();
    const { router } = renderApp('/index');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  // The guard treats /confirm-signup and /reset-password as authentication pages too.
  it.each(['/confirm-signup', '/reset-password'])('takes a signed-in member from %s into the app', async (path) => {
    signedIn();
    const { router } = renderApp(path);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('takes a signed-in member from /signin and /signup into the app', async () => {
    signedIn();
    const { router } = renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows the 404 page for an unknown path and for a page that needs a role the member lacks', async () => {
    signedIn();
    const { router } = renderApp('/admin');
    expect(await screen.findByText("We can't find the page that you are looking for")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error-pages/error-404');
    await router.navigate('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error-pages/error-404'));
  });

  it('shows the 404 page to a signed-out visitor too, without the member shell', async () => {
    const { router } = renderApp('/nowhere');
    expect(await screen.findByText("We can't find the page that you are looking for")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error-pages/error-404');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it.each(['/a\nb', '/%0d%0aLocation: https://evil.com'])(
    'shows the 404 page for a path holding a line break (%j), which no route pattern matches',
    async (path) => {
      signedIn();
      const { router } = renderApp(path);
      expect(await screen.findByText("We can't find the page that you are looking for")).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/error-pages/error-404');
    },
  );
});
