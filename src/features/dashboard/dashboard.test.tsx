import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getGetDashboardResponseMock } from '@generated/api/dashboard/dashboard.msw';
import type { Dashboard } from '@generated/model';
import { resetMember, selectStore, setMemberProfile, setMemberStores, type Store } from '@/lib/member';
import { ignoreChartSizeWarnings } from '../../../tests/chart-warnings';
import { renderWithProviders } from '../../../tests/render';
import { server } from '../../../tests/setup/msw-server';
import DashboardPage from './pages/DashboardPage';

const maria = {
  firstName: 'Maria',
  lastName: 'Alvarez',
  ibcNumber: '10482',
  emailClaim: 'member@example.com',
  emails: ['member@example.com'],
};
const stores: Store[] = [
  { ibcNumber: '10482', storeName: 'Maple Street Market' },
  { ibcNumber: '10517', storeName: 'Riverside Fuel & Go' },
  { ibcNumber: '11093', storeName: 'Hilltop Convenience' },
];

/** The contract's example, reshaped per store so each store shows its own figures. */
function dashboardOf(ibcNumber: string): Dashboard {
  const base = getGetDashboardResponseMock();
  const factor = { '10482': 1, '10517': 2, '11093': 3 }[ibcNumber] ?? 1;
  const storeName = stores.find((store) => store.ibcNumber === ibcNumber)?.storeName ?? 'Unknown';
  return {
    ...base,
    store: { ...base.store, ibcNumber, storeName },
    rebates: {
      ...base.rebates,
      yearToDate: 1000 * factor,
      previousYearToDate: 800 * factor,
      byMonth: base.rebates.byMonth.map((entry) => ({ ...entry, amount: 10 * factor })),
    },
    counts: { activePrograms: factor, availablePrograms: 10 * factor, openIncentives: 5 + factor },
  };
}

let requested: string[] = [];
function answerPerStore() {
  requested = [];
  server.use(
    http.get('*/api/myDashboardApi', ({ request }) => {
      const url = new URL(request.url);
      requested.push(`${url.searchParams.get('ibcNumber')}:${url.searchParams.get('requestSource')}`);
      return HttpResponse.json(dashboardOf(url.searchParams.get('ibcNumber') ?? ''));
    }),
  );
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const page = (path = '/dashboard') =>
  renderWithProviders(
    <>
      <DashboardPage />
      <Where />
    </>,
    { path },
  );

beforeEach(() => {
  ignoreChartSizeWarnings();
  setMemberProfile(maria);
  setMemberStores(stores, []);
  answerPerStore();
});
afterEach(() => resetMember());

describe('/dashboard, this store', () => {
  it('shows the key figures, each linking to its page, the chart’s figures, the latest newsletter and announcements', async () => {
    page();
    const figures = await screen.findByRole('region', { name: 'Maple Street Market' });
    const rebates = await within(figures).findByRole('link', { name: /Rebates year to date/ });
    expect(rebates).toHaveTextContent('$1,000.00');
    expect(rebates).toHaveTextContent('+25% on last year ($800.00)');
    expect(rebates).toHaveAttribute('href', '/rebate/invoice');
    expect(within(figures).getByRole('link', { name: /Open incentives/ })).toHaveAttribute('href', '/incentives');
    expect(within(figures).getByRole('link', { name: /Active programs/ })).toHaveAttribute('href', '/programs/active');
    expect(within(figures).getByRole('link', { name: /Available programs/ })).toHaveAttribute(
      'href',
      '/programs/available',
    );
    expect(figures).toHaveTextContent('Springfield, IL · member since Apr 1, 2009 · figures as of Dec 15, 2026');
    // The chart is drawn for the eye; its figures are a table for everyone else (the lazy chunk loads first).
    const chartTable = await screen.findByRole('table', { name: 'Rebates by month' });
    expect(within(chartTable).getByRole('row', { name: 'January 2026 $10.00' })).toBeInTheDocument();
    expect(within(chartTable).getAllByRole('row')).toHaveLength(13);
    // Each API month under its own name (whatever the member's time zone): a month read in local time west of UTC
    // would name February 'January 2026' and still pass the row check above.
    const months = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ];
    expect(
      within(chartTable)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(months.map((month) => `${month} 2026`));
    const newsletter = screen.getByRole('region', { name: 'Latest newsletter' });
    expect(within(newsletter).getByText('December 2026: Holiday Sales Playbook')).toBeInTheDocument();
    const pdf = within(newsletter).getByRole('link', { name: /Read “December 2026: Holiday Sales Playbook”/ });
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
    const announcements = within(screen.getByRole('region', { name: 'Announcements' })).getAllByRole('listitem');
    expect(announcements.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Member services holiday hours'),
      expect.stringContaining('2027 program enrolment'),
    ]);
    expect(requested).toEqual(['10482:Web']);
  });

  it('takes its shape once the member’s stores are known, and holds the figures’ place at their size while they load', async () => {
    await resetMember();
    setMemberProfile(maria);
    let answer: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/myDashboardApi', async () => {
        await arrived;
        return HttpResponse.json(dashboardOf('10482'));
      }),
    );
    page();
    // No stores yet: no section and no switch (either would move when the stores arrive), but it says it is loading.
    expect(screen.getByText('Loading…').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    act(() => setMemberStores(stores, []));
    const figures = screen.getByRole('region', { name: 'Maple Street Market' });
    // The cards stand with their labels, hidden from screen readers, with no figure, no link and no old store's data.
    expect(within(figures).getByRole('status')).toHaveTextContent('Loading…');
    expect(within(figures).getByText('Rebates year to date').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(figures).queryByRole('link', { name: /Rebates year to date/ })).not.toBeInTheDocument();
    answer();
    expect(await within(figures).findByRole('link', { name: /Rebates year to date/ })).toHaveTextContent('$1,000.00');
    expect(within(figures).queryByRole('status')).not.toBeInTheDocument();
  });

  it('links to the regional-manager tab of the account page', async () => {
    page();
    expect(await screen.findByRole('link', { name: 'Contact your regional manager' })).toHaveAttribute(
      'href',
      '/account-details?tab=manager',
    );
  });

  it('switching store asks for the new store and never shows the old store’s figures under its name', async () => {
    page();
    const figures = await screen.findByRole('region', { name: 'Maple Street Market' });
    await within(figures).findByText('$1,000.00');
    act(() => selectStore('10517'));
    const switched = screen.getByRole('region', { name: 'Riverside Fuel & Go' });
    expect(within(switched).queryByText('$1,000.00')).not.toBeInTheDocument();
    expect(await within(switched).findByText('$2,000.00')).toBeInTheDocument();
    expect(requested).toEqual(['10482:Web', '10517:Web']);
  });

  it('says when there are no announcements, and No Record Found when the store has no dashboard (404)', async () => {
    server.use(
      http.get('*/api/myDashboardApi', () => HttpResponse.json({ ...dashboardOf('10482'), announcements: [] })),
    );
    const { unmount } = page();
    expect(await screen.findByText('No announcements right now.')).toBeInTheDocument();
    unmount();
    server.use(
      http.get('*/api/myDashboardApi', () =>
        HttpResponse.json({ error: 'No Record Found', code: 'not_found' }, { status: 404 }),
      ),
    );
    page();
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a failure once, with one Try again, and recovers', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(
        '*/api/myDashboardApi',
        () => HttpResponse.json({ error: 'Something went wrong, Please try again!' }, { status: 500 }),
        { once: true },
      ),
    );
    page();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem answering. Please try again.');
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$1,000.00')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Announcements' })).toBeInTheDocument();
  });

  it('treats an answer that breaks the contract as a failure', async () => {
    server.use(
      http.get('*/api/myDashboardApi', () => HttpResponse.json({ ...dashboardOf('10482'), rebates: { year: 2026 } })),
    );
    page();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server sent an answer the portal cannot read. Please try again later.',
    );
  });
});

describe('/dashboard, all my stores', () => {
  it('offers the switch to a member with several stores and keeps the choice in the address', async () => {
    const user = userEvent.setup();
    page();
    await screen.findByText('$1,000.00');
    await user.click(screen.getByRole('radio', { name: 'All my stores' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard?view=all');
    const totals = await screen.findByRole('region', { name: 'All my stores together' });
    // 1000 + 2000 + 3000, last year 800 + 1600 + 2400; counts added up; the totals link nowhere.
    expect(await within(totals).findByText('$6,000.00')).toBeInTheDocument();
    expect(totals).toHaveTextContent('+25% on last year ($4,800.00)');
    expect(totals).toHaveTextContent(/Open incentives\s*21/); // 6 + 7 + 8
    expect(totals).toHaveTextContent(/Active programs\s*6/);
    expect(totals).toHaveTextContent(/Available programs\s*60/);
    expect(within(totals).queryByRole('link')).not.toBeInTheDocument();
    for (const store of stores) expect(screen.getByRole('region', { name: store.storeName })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Hilltop Convenience' })).getByText('$3,000.00'),
    ).toBeInTheDocument();
    const chart = await screen.findByRole('table', { name: 'Rebates by month, all stores' });
    expect(within(chart).getByRole('row', { name: 'January 2026 $10.00 $20.00 $30.00' })).toBeInTheDocument();
    // One request per other store (the test client keeps nothing fresh, so the current store's answer is asked again
    // here; with the app's staleTime it comes from the cache, which the e2e suite counts).
    expect(requested.filter((entry) => entry !== '10482:Web')).toEqual(['10517:Web', '11093:Web']);
  });

  it('opens a store from its card: it becomes the current store and the single view shows it', async () => {
    const user = userEvent.setup();
    page('/dashboard?view=all');
    await user.click(await screen.findByRole('button', { name: 'Open this store: Hilltop Convenience' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard$/);
    const figures = await screen.findByRole('region', { name: 'Hilltop Convenience' });
    expect(await within(figures).findByText('$3,000.00')).toBeInTheDocument();
  });

  it('a store that fails shows its own error and Try again; the totals wait for it', async () => {
    const user = userEvent.setup();
    let failures = 1;
    server.use(
      http.get('*/api/myDashboardApi', ({ request }) => {
        const ibcNumber = new URL(request.url).searchParams.get('ibcNumber') ?? '';
        if (ibcNumber === '10517' && failures-- > 0) return HttpResponse.json({ error: 'down' }, { status: 500 });
        return HttpResponse.json(dashboardOf(ibcNumber));
      }),
    );
    page('/dashboard?view=all');
    const riverside = screen.getByRole('region', { name: 'Riverside Fuel & Go' });
    expect(await within(riverside).findByRole('alert')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Hilltop Convenience' })).findByText('$3,000.00'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'All my stores together' })).getByRole('alert'),
    ).toBeInTheDocument();
    await user.click(within(riverside).getByRole('button', { name: 'Try again' }));
    expect(await within(riverside).findByText('$2,000.00')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'All my stores together' })).getByText('$6,000.00'),
      ).toBeInTheDocument(),
    );
  });

  it('a member with one store sees no switch, even with ?view=all in the address', async () => {
    setMemberStores([{ ibcNumber: '10482', storeName: 'Maple Street Market' }], []);
    page('/dashboard?view=all');
    expect(await screen.findByText('$1,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'All my stores together' })).not.toBeInTheDocument();
  });
});
