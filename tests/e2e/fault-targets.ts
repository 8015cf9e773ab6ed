import type { Locator, Page } from '@playwright/test';
import { loadOperations } from '../../scripts/contract-coverage.mjs';
import en from '../../src/lib/i18n/catalogs/en.json' with { type: 'json' };

// The fault matrix's rows: each GET call of the member API in the contract (every operation not tagged auth), the page
// that asks for it, where its data shows and how to tell that the real data has arrived. fault-matrix.ts has the
// faults and the check of one cell.

/** What a member reads, taken from the English catalog by id: the page shows the catalog's text, not the server's. */
export const text = (id: keyof typeof en): string => en[id].defaultMessage;

export type FaultName =
  | 'schema'
  | 'truncated JSON'
  | 'HTML with 200'
  | '401'
  | '403'
  | '404'
  | '500'
  | 'network error'
  | 'timeout'
  | 'offline';

export interface Target {
  operationId: string;
  /** The page that asks for it, and its heading. */
  path: string;
  heading: string;
  /** Where its data would be: the page's section, or for the store chain the notice above every page. */
  place: (page: Page) => Locator;
  /** The real data, once it is there. */
  data: (page: Page) => Locator;
  /** Messages of its own (the store chain speaks for all pages). */
  messages?: Partial<Record<FaultName, string>>;
  /** Asked for by the frame around every page (the store chain): only a fresh load of the portal asks again. */
  inFrame?: boolean;
}

const section = (name: string) => (page: Page) => page.getByRole('main').getByRole('region', { name, exact: true });
const table = (name: string) => (page: Page) =>
  section(name)(page).getByRole('table', { name }).locator('tbody tr').first();
const listPage = (operationId: string, path: string, heading: string, name: string): Target => ({
  operationId,
  path,
  heading,
  place: section(name),
  data: table(name),
});
const chainFailed = text('stores.notice.loadFailed');

export const targets: Target[] = [
  {
    operationId: 'getStoreChain',
    path: '/dashboard',
    heading: 'Dashboard',
    inFrame: true,
    place: (page) => page.getByRole('main'),
    // The member's stores are back (the header names the current one) and the page could load its own data.
    data: (page) => section('Maple Street Market')(page).getByRole('link', { name: /^Rebates year to date/ }),
    messages: {
      schema: chainFailed,
      'truncated JSON': chainFailed,
      'HTML with 200': chainFailed,
      '401': chainFailed,
      '403': chainFailed,
      '404': text('error.noUserFound'),
      '500': chainFailed,
      'network error': chainFailed,
      timeout: chainFailed,
    },
  },
  {
    operationId: 'getDashboard',
    path: '/dashboard',
    heading: 'Dashboard',
    place: section('Maple Street Market'),
    data: (page) => section('Maple Street Market')(page).getByRole('link', { name: /^Rebates year to date/ }),
  },
  {
    operationId: 'getStore',
    path: '/account-details?tab=store',
    heading: 'Account Details',
    place: section('Maple Street Market'),
    data: (page) => section('Maple Street Market')(page).getByRole('link', { name: 'maplestreet.market@example.com' }),
  },
  {
    operationId: 'getRegionalManager',
    path: '/account-details?tab=manager',
    heading: 'Account Details',
    place: section('Your regional manager'),
    data: (page) => section('Your regional manager')(page).getByRole('heading', { name: 'Dana Whitfield' }),
  },
  {
    operationId: 'getNumberOfStoresInUserProfile',
    path: '/chaintools/pricing',
    heading: 'Pricing',
    place: section('Chain pricing'),
    data: (page) =>
      section('Chain pricing')(page).getByText('Your profile has 3 stores, so chain pricing applies to all of them.'),
  },
  {
    operationId: 'getChainNewsletterPayment',
    path: '/chaintools/newsletter',
    heading: 'Chain Newsletter',
    place: section('Chain newsletter payment'),
    data: (page) => section('Chain newsletter payment')(page).getByText('INV-NL-26-0412'),
  },
  listPage('getNewsletters', '/newsletter', 'Newsletter', 'Newsletter issues'),
  listPage('getActivePrograms', '/programs/active', 'Active Programs', 'Programs this store is enrolled in'),
  listPage('getAvailablePrograms', '/programs/available', 'Available Programs', 'Programs offered to this store'),
  listPage('getRebateReceipts', '/rebate/invoice', 'Invoice Receipt', 'Rebate receipts'),
  listPage('getFifthCheckStatements', '/rebate/fifth-check', 'Fifth Check', 'Fifth check statements'),
  listPage('getPosAdvertising', '/pos/my-pos', 'My POS', 'POS material for this store'),
  listPage('getPlanograms', '/merchandise/planograms', 'Planograms', 'Shelf layouts for this store'),
  listPage('getIncentives', '/incentives', 'Incentives', 'Incentives for this store'),
];

/** The contract's GET calls of the member API (every operation not tagged auth): the matrix must cover each of them. */
export const contractGets = (): string[] =>
  loadOperations()
    .filter((operation) => operation.method === 'GET' && operation.inSpecTable)
    .map((operation) => operation.operationId);
