import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getMemberState, resetMember } from '@/lib/member';
import { takeOverBrowserData } from '@/lib/member/data-owner';
import { saveStoreChoice } from '@/lib/member/store-choice';
import { createQueryClient } from '@/lib/query/query-client';
import { renderApp } from '../render';
import { server } from '../setup/msw-server';

// A member page's first call about the current store goes out alongside the member's stores, for the store they
// will most likely confirm, not once the store chain has answered: a first visit's
// content then waits for one round trip, not two. Each page of the app with such a call, through the whole app
// (router, guard, frame, template sign-in), with the store chain held back until the page's call has been seen. The
// template's sign-in names no store (B2C's claims do), so the likely store here is the member's last choice.
const PAGES: { path: string; heading: string; call: string }[] = [
  { path: '/dashboard', heading: 'Dashboard', call: '/myDashboardApi?ibcNumber=10482&requestSource=Web' },
  { path: '/account-details', heading: 'Account Details', call: '/mystoreapi/10482' },
  { path: '/account-details?tab=manager', heading: 'Account Details', call: '/myregionalmanagerapi/10482' },
  { path: '/newsletter', heading: 'Newsletter', call: '/mynewsletterapi/10482' },
  { path: '/incentives', heading: 'Incentives', call: '/incentivesblobservice/GetIncentives/10482' },
  {
    path: '/rebate/invoice',
    heading: 'Invoice Receipt',
    call: '/myrebatereceipt?ibcNumber=10482&emailAddress=member%40example.com',
  },
  {
    path: '/rebate/fifth-check',
    heading: 'Fifth Check',
    call: '/myfifthcheckapi?ibcNumber=10482&emailAddress=member%40example.com',
  },
  { path: '/merchandise/planograms', heading: 'Planograms', call: '/myplanogram/10482' },
  { path: '/pos/my-pos', heading: 'My POS', call: '/myposadvertising/10482' },
  { path: '/programs/active', heading: 'Active Programs', call: '/myactiveprograms/10482' },
  { path: '/programs/available', heading: 'Available Programs', call: '/myavailableprograms/10482' },
  { path: '/chaintools/newsletter', heading: 'Chain Newsletter', call: '/portalnewsletterpaymentapi/10482' },
];

const sent: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  sent.push(`${url.pathname}${url.search}`);
};
// The test setup stops every listener after each test; the member's state is the module's own, kept across tests.
beforeEach(async () => {
  await resetMember();
  sent.splice(0);
  server.events.on('request:start', record);
});

describe('a page’s first call goes out alongside the member’s stores', () => {
  it.each(PAGES)('$path asks for its data before the store chain answers, once', async ({ path, heading, call }) => {
    // The call itself, not a longer one that starts the same (the dashboard's previous year adds to its query).
    const isCall = (request: string) => request.endsWith(call);
    let release = () => {};
    const chainHeld = new Promise<void>((resolve) => (release = resolve));
    // Held, then answered by the contract's own handler.
    server.use(
      http.get('*/ibcstorechain/:emailClaim', async () => {
        await chainHeld;
      }),
    );
    localStorage.setItem('token', 'stored-session-token');
    // Her choice of an earlier visit in this browser, whose data is hers.
    takeOverBrowserData('member@example.com');
    saveStoreChoice('member@example.com', '10482');
    // The app's own query client: an answer stays fresh for a minute, so the page reads the one fetched ahead.
    renderApp(path, { queryClient: createQueryClient() });
    await waitFor(() => expect(sent.filter(isCall)).toHaveLength(1));
    expect(getMemberState().currentStore, 'the store is not confirmed yet').toBeNull();
    release();
    await screen.findByRole('heading', { level: 1, name: heading });
    await waitFor(() => expect(getMemberState().currentStore?.ibcNumber).toBe('10482'));
    // The page reads the call made ahead: it is not asked again once the store is confirmed.
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(sent.filter(isCall)).toHaveLength(1);
  });
});
