import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInDataRouter, signedInMember } from '../../../../tests/render';
import { UserMenu } from './UserMenu';

// The user menu has 'My account' and 'Logout'; Logout only while the identity client reports a
// signed-in member. The menu's items are found with hidden: true: in happy-dom the trigger has no size, so Mantine's
// positioning hides the dropdown as detached (display: none); a browser shows it (e2e opens it for real).
const item = (name: string) => screen.findByRole('menuitem', { name, hidden: true });
const noItem = (name: string) => screen.queryByRole('menuitem', { name, hidden: true });

describe('the user menu', () => {
  it("'My account' opens /account-details", async () => {
    const user = userEvent.setup();
    const { router } = renderInDataRouter(<UserMenu />, {
      routes: [{ path: '/account-details', element: <h1>Account Details</h1> }],
    });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await item('My account'));
    expect(await screen.findByRole('heading', { name: 'Account Details' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account-details');
  });

  it('offers Logout to a signed-in member, and it signs out', async () => {
    const user = userEvent.setup();
    const signOut = vi.fn(() => Promise.resolve());
    renderInDataRouter(<UserMenu />, { auth: signedInMember({ signOut }) });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await item('Logout'));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('hides Logout when no member is signed in', async () => {
    const user = userEvent.setup();
    renderInDataRouter(<UserMenu />, {
      auth: signedInMember({ status: 'signedOut', isAuthenticated: false, user: null }),
    });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await item('My account')).toBeInTheDocument();
    expect(noItem('Logout')).not.toBeInTheDocument();
  });
});
