import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getGetRegionalManagerQueryOptions, getGetStoreQueryOptions } from '@generated/api/account/account';
import { getGetRegionalManagerResponseMock, getGetStoreResponseMock } from '@generated/api/account/account.msw';
import { resetMember, selectStore } from '@/lib/member';
import { signInMaria } from '../../../tests/member';
import { renderWithProviders } from '../../../tests/render';
import { server } from '../../../tests/setup/msw-server';
import AccountDetailsPage from './pages/AccountDetailsPage';

let requested: string[] = [];
beforeEach(() => {
  requested = [];
  signInMaria(['10482', '11093']);
  server.use(
    http.get('*/api/mystoreapi/:ibcNumber', ({ params }) => {
      requested.push(`store ${String(params.ibcNumber)}`);
      const base = getGetStoreResponseMock();
      return HttpResponse.json(
        params.ibcNumber === '11093'
          ? {
              ...base,
              ibcNumber: '11093',
              storeName: 'Hilltop Convenience',
              addressLine1: '55 Hilltop Road',
              addressLine2: 'Unit B',
            }
          : base,
      );
    }),
    http.get('*/api/myregionalmanagerapi/:ibcNumber', ({ params }) => {
      requested.push(`manager ${String(params.ibcNumber)}`);
      return HttpResponse.json(getGetRegionalManagerResponseMock());
    }),
  );
});
afterEach(() => resetMember());

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** The page behind a link that navigates the way the footer does, with a given state. */
function renderBehindLink(state: unknown, path = '/start') {
  return renderWithProviders(
    <>
      <Routes>
        <Route
          path="/start"
          element={
            <Link to="/account-details" state={state}>
              Contact Your Regional Manager
            </Link>
          }
        />
        <Route path="/account-details" element={<AccountDetailsPage />} />
      </Routes>
      <Where />
    </>,
    { path },
  );
}

describe('/account-details', () => {
  it('opens tab 0, the store: address, phone, owner, member since and distributor accounts; only its data is asked for', async () => {
    renderBehindLink(undefined, '/account-details');
    const panel = await screen.findByRole('tabpanel', { name: 'Store details' });
    expect(screen.getByRole('tab', { name: 'Store details' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(panel).findByText('412 Maple Street', { exact: false })).toBeInTheDocument();
    expect(within(panel).getByText('Springfield, IL 62704', { exact: false })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '(217) 555-0142' })).toHaveAttribute('href', 'tel:2175550142');
    expect(within(panel).getByRole('link', { name: 'maplestreet.market@example.com' })).toHaveAttribute(
      'href',
      'mailto:maplestreet.market@example.com',
    );
    expect(within(panel).getByText('Maria Alvarez')).toBeInTheDocument();
    expect(within(panel).getByText('Apr 1, 2009')).toBeInTheDocument();
    const accounts = within(within(panel).getByRole('region', { name: 'Distributor accounts' })).getAllByRole(
      'listitem',
    );
    expect(accounts).toHaveLength(4);
    expect(accounts[0]).toHaveTextContent('Midwest Wholesale Distributors');
    expect(accounts[0]).toHaveTextContent('MWD-448210');
    expect(screen.getByTestId('where')).toHaveTextContent('/account-details?tab=store');
    expect(requested).toEqual(['store 10482']);
  });

  it('navigation state tabValue 1 opens the regional-manager tab and puts it in the address', async () => {
    const user = userEvent.setup();
    renderBehindLink({ tabValue: 1 });
    await user.click(screen.getByRole('link', { name: 'Contact Your Regional Manager' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Regional manager' });
    expect(await within(panel).findByRole('heading', { name: 'Dana Whitfield' })).toBeInTheDocument();
    expect(within(panel).getByText('Regional Manager, Central Illinois')).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', { name: 'E-mail Dana Whitfield at dana.whitfield@example.com' }),
    ).toHaveAttribute('href', 'mailto:dana.whitfield@example.com');
    expect(within(panel).getByRole('link', { name: 'Call Dana Whitfield on (217) 555-0198' })).toHaveAttribute(
      'href',
      'tel:2175550198',
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/account-details?tab=manager');
    expect(requested).toEqual(['manager 10482']);
  });

  it('the address opens the manager tab (a reload, a shared link)', async () => {
    renderBehindLink(undefined, '/account-details?tab=manager');
    expect(await screen.findByRole('heading', { name: 'Dana Whitfield' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Regional manager' })).toHaveAttribute('aria-selected', 'true');
  });

  it.each([[{ tabValue: 5 }], [{ tabValue: '<script>alert(1)</script>' }], [{ tabValue: null }], [{}]])(
    'an unknown or hostile tabValue (%j) opens tab 0',
    async (state) => {
      const user = userEvent.setup();
      renderBehindLink(state);
      await user.click(screen.getByRole('link', { name: 'Contact Your Regional Manager' }));
      expect(await screen.findByRole('tab', { name: 'Store details' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByTestId('where')).toHaveTextContent('/account-details?tab=store');
    },
  );

  it('an unknown tab in the address opens tab 0 and is corrected', async () => {
    renderBehindLink(undefined, '/account-details?tab=__proto__');
    expect(await screen.findByRole('tab', { name: 'Store details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('where')).toHaveTextContent('/account-details?tab=store');
  });

  it('choosing a tab updates the address', async () => {
    const user = userEvent.setup();
    renderBehindLink(undefined, '/account-details');
    await screen.findByText('412 Maple Street', { exact: false });
    await user.click(screen.getByRole('tab', { name: 'Regional manager' }));
    expect(await screen.findByRole('heading', { name: 'Dana Whitfield' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/account-details?tab=manager');
    await user.click(screen.getByRole('tab', { name: 'Store details' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/account-details?tab=store');
  });

  it('switching store shows the new store’s details, never the old ones under its name', async () => {
    renderBehindLink(undefined, '/account-details');
    await screen.findByText('412 Maple Street', { exact: false });
    act(() => selectStore('11093'));
    const region = screen.getByRole('region', { name: 'Hilltop Convenience' });
    expect(within(region).queryByText('412 Maple Street', { exact: false })).not.toBeInTheDocument();
    expect(await within(region).findByText('Unit B', { exact: false })).toBeInTheDocument();
    expect(requested).toEqual(['store 10482', 'store 11093']);
  });

  it('says so when a store has no distributor accounts, and No Record Found for a 404', async () => {
    server.use(
      http.get('*/api/mystoreapi/:ibcNumber', () =>
        HttpResponse.json({ ...getGetStoreResponseMock(), distributorAccounts: [] }),
      ),
    );
    const { unmount } = renderBehindLink(undefined, '/account-details');
    expect(await screen.findByText('No distributor accounts are on file for this store.')).toBeInTheDocument();
    unmount();
    server.use(
      http.get('*/api/myregionalmanagerapi/:ibcNumber', () =>
        HttpResponse.json({ error: 'No Record Found', code: 'not_found' }, { status: 404 }),
      ),
    );
    renderBehindLink(undefined, '/account-details?tab=manager');
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
  });

  it('a failing tab shows the message and Try again recovers it', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/myregionalmanagerapi/:ibcNumber', () => HttpResponse.json({ error: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    renderBehindLink(undefined, '/account-details?tab=manager');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem answering. Please try again.');
    expect(screen.getByRole('tab', { name: 'Store details' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Dana Whitfield' })).toBeInTheDocument();
  });
});

describe("/account-details' first answer, asked as its code arrives", () => {
  const member = { store: '10482', email: 'maria@example.com' };
  const firstKey = (address: string) => AccountDetailsPage.query(member, new URL(address).searchParams).queryKey;

  it("is the open tab's, named by the address: the store's, or the manager's for ?tab=manager", () => {
    expect(firstKey('https://portal.test/account-details')).toEqual(getGetStoreQueryOptions('10482').queryKey);
    expect(firstKey('https://portal.test/account-details?tab=store')).toEqual(
      getGetStoreQueryOptions('10482').queryKey,
    );
    expect(firstKey('https://portal.test/account-details?tab=manager')).toEqual(
      getGetRegionalManagerQueryOptions('10482').queryKey,
    );
    // An unknown tab opens tab 0, the store.
    expect(firstKey('https://portal.test/account-details?tab=%3Cscript%3E')).toEqual(
      getGetStoreQueryOptions('10482').queryKey,
    );
  });
});
