import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Dashboard as dashboardSchema, StoreChain as storeChainSchema } from '@generated/model';
import { resetMember } from '@/lib/member';
import { loadMockContract } from '../../../scripts/mock-chain.mjs';
import { dana, signInChainOwner } from '../../../tests/member';
import { ignoreChartSizeWarnings } from '../../../tests/chart-warnings';
import { renderWithProviders } from '../../../tests/render';
import { chainOwnerStores, chainStoreDashboard } from '../../../tests/setup/chain-owner-handlers';
import { server } from '../../../tests/setup/msw-server';
import DashboardPage from './pages/DashboardPage';

// The chain owner in MSW: Dana Whitfield's 300 generated stores answer in unit tests as they do
// from Prism, so All my stores can be tried at scale here: the pool, the totals filling in, the failed stores.
const stores = chainOwnerStores(dana.emailClaim);
const money = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
const yearToDateOf = (numbers: string[]) =>
  numbers.reduce((sum, ibcNumber) => sum + (chainStoreDashboard(ibcNumber)?.rebates.yearToDate ?? 0), 0);
const totalsRegion = () => screen.getByRole('region', { name: 'All my stores together' });

beforeEach(() => {
  ignoreChartSizeWarnings();
  signInChainOwner();
});
afterEach(() => resetMember());

describe('the chain owner in MSW', () => {
  it('answers her 300 stores and each store’s dashboard exactly as the mock contract Prism serves', async () => {
    const examples = loadMockContract().paths;
    const chainExample =
      examples['/ibcstorechain/{emailClaim}'].get.responses['200'].content['application/json'].examples.chainOwner
        .value;
    const dashboardExamples = examples['/myDashboardApi'].get.responses['200'].content['application/json'].examples;

    const chain = await (await fetch('/api/ibcstorechain/chain%40example.com')).json();
    expect(storeChainSchema.safeParse(chain).success).toBe(true);
    expect(chain).toEqual(chainExample);
    expect(stores).toHaveLength(300);
    expect(stores.at(-1)?.ibcNumber).toBe('30300');

    for (const ibcNumber of ['30001', '30150', '30300']) {
      const answer = await (await fetch(`/api/myDashboardApi?ibcNumber=${ibcNumber}`)).json();
      expect(dashboardSchema.safeParse(answer).success).toBe(true);
      expect(answer).toEqual(dashboardExamples[`store${ibcNumber}`].value);
    }
  });

  it('leaves every other member and store to the contract’s examples', async () => {
    const chain = await (await fetch('/api/ibcstorechain/member%40example.com')).json();
    expect(chain.data[0].stores.map((store: { ibcNumber: string }) => store.ibcNumber)).toEqual([
      '10482',
      '10517',
      '11093',
    ]);
    const dashboard = await (await fetch('/api/myDashboardApi?ibcNumber=10482')).json();
    expect(dashboard.store.storeName).toBe('Maple Street Market');
  });
});

describe('All my stores with 300 stores', () => {
  it('asks six stores at a time and fills the totals in as they answer, saying how many are counted', async () => {
    const held: (() => void)[] = [];
    let open = false;
    let inFlight = 0;
    let most = 0;
    const asked: string[] = [];
    server.use(
      http.get('*/myDashboardApi', async ({ request }) => {
        const ibcNumber = new URL(request.url).searchParams.get('ibcNumber') ?? '';
        asked.push(ibcNumber);
        inFlight += 1;
        most = Math.max(most, inFlight);
        if (!open) await new Promise<void>((resolve) => held.push(resolve));
        inFlight -= 1;
        return HttpResponse.json(chainStoreDashboard(ibcNumber));
      }),
    );
    renderWithProviders(<DashboardPage />, { path: '/dashboard?view=all' });

    await waitFor(() => expect(held).toHaveLength(6));
    expect(inFlight).toBe(6);
    for (const answer of held.splice(0)) answer();
    // Six stores answered: the totals show them, and the next six are asked for.
    expect(await within(totalsRegion()).findByText('Counted 6 of 300 stores')).toBeInTheDocument();
    expect(within(totalsRegion()).getByText(money(yearToDateOf(asked.slice(0, 6))))).toBeInTheDocument();
    await waitFor(() => expect(held).toHaveLength(6));

    open = true;
    for (const answer of held.splice(0)) answer();
    await waitFor(() => expect(asked).toHaveLength(300), { timeout: 5000 });
    await waitFor(() => expect(within(totalsRegion()).queryByText(/^Counted/)).not.toBeInTheDocument());
    expect(within(totalsRegion()).getByText(money(yearToDateOf(stores.map((store) => store.ibcNumber))))).toBeVisible();
    expect(new Set(asked).size).toBe(300);
    expect(most).toBe(6);
  });

  it('says how many stores did not answer, leaves them out of the totals, and Try again brings them in', async () => {
    const user = userEvent.setup();
    const failing = new Set(['30002', '30005', '30150']);
    server.use(
      http.get('*/myDashboardApi', ({ request }) => {
        const ibcNumber = new URL(request.url).searchParams.get('ibcNumber') ?? '';
        if (failing.has(ibcNumber)) return HttpResponse.json({ error: 'down' }, { status: 500 });
        return HttpResponse.json(chainStoreDashboard(ibcNumber));
      }),
    );
    renderWithProviders(<DashboardPage />, { path: '/dashboard?view=all' });
    const answered = (numbers: Set<string>) =>
      money(yearToDateOf(stores.map((store) => store.ibcNumber).filter((number) => !numbers.has(number))));

    const alert = await within(totalsRegion()).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('3 stores did not answer: their figures are not in the totals.');
    expect(within(totalsRegion()).getByText(answered(failing))).toBeInTheDocument();

    // One store's own Try again, in its row of the table.
    const second = stores[1]!;
    failing.delete(second.ibcNumber);
    await user.click(await screen.findByRole('button', { name: `Try again: ${second.storeName}` }));
    await waitFor(() => expect(within(totalsRegion()).getByRole('alert')).toHaveTextContent('2 stores did not answer'));
    expect(within(totalsRegion()).getByText(answered(failing))).toBeInTheDocument();

    // The totals' Try again asks for the rest.
    failing.clear();
    await user.click(within(totalsRegion()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(totalsRegion()).queryByRole('alert')).not.toBeInTheDocument());
    expect(within(totalsRegion()).getByText(answered(failing))).toBeInTheDocument();
  });
});
