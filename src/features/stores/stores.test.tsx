import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetMember, selectStore, setMemberProfile } from '@/lib/member';
import { dana } from '../../../tests/member';
import { renderWithProviders } from '../../../tests/render';
import { server } from '../../../tests/setup/msw-server';
import { setViewportWidth } from '../../../tests/setup/viewport';
import { CurrentStoreName } from './CurrentStoreName';
import { NotificationsMenu } from './NotificationsMenu';
import { StoreNotices } from './StoreNotices';
import { StoreSelector } from './StoreSelector';

const maria = {
  firstName: 'Maria',
  lastName: 'Alvarez',
  ibcNumber: '10482',
  emailClaim: 'member@example.com',
  emails: ['member@example.com'],
};

function Header() {
  return (
    <>
      <CurrentStoreName />
      <StoreSelector />
      <NotificationsMenu />
      <StoreNotices />
    </>
  );
}

afterEach(() => resetMember());

describe('stores in the header: the chain, the current store, its notifications', () => {
  it('loads the chain for the member’s e-mail, preselects their store and counts only its notifications', async () => {
    setMemberProfile(maria);
    renderWithProviders(<Header />, { auth: undefined });
    expect(await screen.findByTestId('current-store-name')).toHaveTextContent('Maple Street Market');
    expect(screen.getByRole('combobox', { name: 'Store' })).toHaveValue('Maple Street Market');
    expect(screen.getByRole('button', { name: 'Notifications, 2 new' })).toBeInTheDocument();
  });

  // The store name shows only on screens wider than 900 px: narrower, the header's controls need the room.
  it.each([
    [901, true],
    [900, false],
    [412, false],
  ])('at %d px wide the store name is shown: %s', async (width, shown) => {
    setViewportWidth(width);
    setMemberProfile(maria);
    renderWithProviders(<Header />, { auth: undefined });
    const name = await screen.findByTestId('current-store-name');
    expect(name).toHaveTextContent('Maple Street Market');
    expect(name.hidden).toBe(!shown);
  });

  it('switching store changes the name and the notification list', async () => {
    const user = userEvent.setup();
    setMemberProfile(maria);
    renderWithProviders(<Header />);
    await screen.findByTestId('current-store-name');
    await user.click(screen.getByRole('combobox', { name: 'Store' }));
    await user.click(await screen.findByRole('option', { name: /Hilltop Convenience/ }));
    expect(screen.getByTestId('current-store-name')).toHaveTextContent('Hilltop Convenience');
    expect(screen.getByRole('combobox', { name: 'Store' })).toHaveValue('Hilltop Convenience');
    await user.click(screen.getByRole('button', { name: 'Notifications, 1 new' }));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText(/Priya Raman will visit on December 17/)).toBeInTheDocument();
  });

  it('renders a notification’s markup as plain text', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/ibcstorechain/:email', () =>
        HttpResponse.json({
          data: [
            {
              stores: [{ ibcNumber: '10482', storeName: 'Maple Street Market' }],
              notifications: [
                {
                  id: 'x',
                  storeId: '10482',
                  name: 'Ops',
                  message: '<img src=x onerror=alert(1)>Hello',
                  image: '/images/notifications/rebate.svg',
                },
              ],
            },
          ],
        }),
      ),
    );
    setMemberProfile(maria);
    renderWithProviders(<Header />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 new' }));
    expect(await screen.findByText('<img src=x onerror=alert(1)>Hello')).toBeInTheDocument();
  });

  it('explains a member number that matches none of the stores, and preselects the first', async () => {
    setMemberProfile({ ...maria, ibcNumber: '99999' });
    renderWithProviders(<Header />);
    expect(
      await screen.findByText(/Your member number 99999 matches none of your stores, so Maple Street Market is shown/),
    ).toBeInTheDocument();
  });

  it('keeps a dismissed notice closed when the header mounts again', async () => {
    const user = userEvent.setup();
    setMemberProfile({ ...maria, ibcNumber: '99999' });
    const { unmount } = renderWithProviders(<Header />);
    await screen.findByText(/matches none of your stores/);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/matches none of your stores/)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Header />);
    expect(await screen.findByTestId('current-store-name')).toHaveTextContent('Maple Street Market');
    expect(screen.queryByText(/matches none of your stores/)).not.toBeInTheDocument();
  });

  it('keeps the chosen store when the header mounts again (the shell remounts on a 404 page)', async () => {
    setMemberProfile(maria);
    const { unmount } = renderWithProviders(<Header />);
    await screen.findByTestId('current-store-name');
    act(() => selectStore('11093'));
    unmount();
    renderWithProviders(<Header />);
    await waitFor(() => expect(screen.getByTestId('current-store-name')).toHaveTextContent('Hilltop Convenience'));
    expect(screen.getByRole('combobox', { name: 'Store' })).toHaveValue('Hilltop Convenience');
  });

  it('a chain owner types on the field at once: the first key starts the search, the next ones add to it', async () => {
    const user = userEvent.setup();
    setMemberProfile(dana);
    renderWithProviders(<Header />, { auth: undefined });
    const field = await screen.findByRole('combobox', { name: 'Store' });
    await waitFor(() => expect(field).toHaveValue('Prairie Stop Decatur'));
    // Focusing the field fetches the list's code (as the page's idle moment does): here it is there before the keys.
    act(() => field.focus());
    await import('./StoreSelect');
    await user.keyboard('3025');
    // The keys typed while the list replaces the field are all in its search.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Store' })).toHaveValue('3025'));
    expect(screen.getByRole('combobox', { name: 'Store' })).toHaveFocus();
    await waitFor(() =>
      // happy-dom runs no transitions, so the opening list counts as hidden to the queries.
      expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toContain(
        'Sunrise Mart Kankakee 30250',
      ),
    );
    // The field names its open list and the first match, marked as the member types, in its own attributes.
    const listbox = screen.getByRole('listbox', { name: 'Store', hidden: true });
    const selector = screen.getByRole('combobox', { name: 'Store' });
    expect(selector).toHaveAttribute('aria-expanded', 'true');
    expect(selector).toHaveAttribute('aria-controls', listbox.id);
    const first = screen.getAllByRole('option', { hidden: true })[0];
    expect(selector).toHaveAttribute('aria-activedescendant', first?.id);
    expect(first).toHaveAttribute('data-combobox-selected');
    await user.keyboard('0{Enter}');
    await waitFor(() => expect(screen.getByTestId('current-store-name')).toHaveTextContent('Sunrise Mart Kankakee'));
    expect(screen.getByRole('combobox', { name: 'Store' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('combobox', { name: 'Store' })).not.toHaveAttribute('aria-activedescendant');
  });

  it('holds the selector’s place while the chain loads, so the header does not move when it comes', async () => {
    let answer: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/ibcstorechain/:email', async () => {
        await arrived;
        return HttpResponse.json({
          data: [{ stores: [{ ibcNumber: '10482', storeName: 'Maple Street Market' }], notifications: [] }],
        });
      }),
    );
    setMemberProfile(maria);
    renderWithProviders(<StoreSelector />);
    expect(screen.getByTestId('store-selector-pending')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Store' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('combobox', { name: 'Store' })).toHaveValue('Maple Street Market');
    expect(screen.queryByTestId('store-selector-pending')).not.toBeInTheDocument();
  });

  it('says so when no stores are linked, and when the e-mail is unknown', async () => {
    server.use(
      http.get('*/api/ibcstorechain/:email', () => HttpResponse.json({ data: [{ stores: [], notifications: [] }] })),
    );
    setMemberProfile(maria);
    const { unmount } = renderWithProviders(<Header />);
    expect(await screen.findByText(/No stores are linked to your account yet/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Store' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('store-selector-pending')).not.toBeInTheDocument();
    unmount();
    server.use(
      http.get('*/api/ibcstorechain/:email', () =>
        HttpResponse.json({ error: 'No User Found!', code: 'not_found' }, { status: 404 }),
      ),
    );
    renderWithProviders(<Header />);
    expect(await screen.findByText('No User Found!')).toBeInTheDocument();
    // The member may have been added meanwhile: asking again needs no reload.
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says the stores wait for the network while offline, and loads them once it is back', async () => {
    onlineManager.setOnline(false);
    try {
      setMemberProfile(maria);
      renderWithProviders(<Header />);
      expect(
        await screen.findByText('You are offline. This will load as soon as you are back online.'),
      ).toBeInTheDocument();
      act(() => onlineManager.setOnline(true));
      await waitFor(() => expect(screen.getByTestId('current-store-name')).toHaveTextContent('Maple Street Market'));
      expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('offers a retry when the chain fails to load, and recovers', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(
        '*/api/ibcstorechain/:email',
        () => HttpResponse.json({ error: 'Something went wrong, Please try again!' }, { status: 500 }),
        { once: true },
      ),
    );
    setMemberProfile(maria);
    renderWithProviders(<Header />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('current-store-name')).toHaveTextContent('Maple Street Market'));
  });
});
