import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { chainOwners, chainStores } from '../../scripts/mock-chain.mjs';
import {
  ACROSS_PAGE_LOADS,
  expect,
  openPortal,
  openSignedInDashboard,
  signInThroughProvider,
  test,
  waitForHeading,
  type PortalPage,
} from './browser';
import { FIELD_DATA_FILE } from './support/paths';

// Field data as the configured build sends it (to the local receiver of scripts/serve-dist.mjs, in Application
// Insights' format): what a page view's beacon carries when the page is left, and that nothing in it tells who the
// member is. The beacons are read as the stack's receiver got them (support/paths.ts FIELD_DATA_FILE), each page
// view's by the id its page gives.

const root = path.resolve(import.meta.dirname, '../..');

interface Envelope {
  name: string;
  time: string;
  iKey: string;
  sampleRate: number;
  tags: Record<string, string>;
  data: {
    baseType: 'MetricData' | 'ExceptionData' | 'EventData';
    baseData: {
      metrics?: Array<{ name: string; value: number; count: number }>;
      exceptions?: Array<{ typeName: string; message: string; hasFullStack: boolean; stack: string }>;
      properties: Record<string, string>;
    };
  };
}

/** Every envelope the stack received (all tests' page views, as the browser sent them). */
function receivedEnvelopes(): Envelope[] {
  if (!existsSync(FIELD_DATA_FILE)) return [];
  return readFileSync(FIELD_DATA_FILE, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        return JSON.parse(line) as Envelope[];
      } catch {
        // The line being written (or the empty one after the last).
        return [];
      }
    });
}

/** What one page view sent, found by its id. */
const sentBy = (pageView: string) =>
  receivedEnvelopes().filter((envelope) => envelope.tags['ai.operation.id'] === pageView);

/** Who the test members are: their e-mails and names (tests/fixtures/members.json), their stores' numbers and names. */
function personalData(): { words: string[]; storeNumbers: string[] } {
  const { members } = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/members.json'), 'utf8')) as {
    members: Array<{ email: string; givenName?: string; familyName?: string; ibcNumber?: string }>;
  };
  const contract = readFileSync(path.join(root, 'openapi/member-portal.yaml'), 'utf8');
  const fromContract = (key: string) =>
    [...contract.matchAll(new RegExp(`\\b${key}: '?([^'\\n]+)'?$`, 'gm'))].map((match) => match[1]?.trim() ?? '');
  const chain = chainOwners().flatMap((owner) => chainStores(owner.generatedStores));
  const words = [
    ...members.flatMap((member) => [member.email, member.givenName ?? '', member.familyName ?? '']),
    ...fromContract('storeName'),
    ...fromContract('ownerName'),
    ...chain.map((store) => store.storeName),
  ];
  const storeNumbers = [
    ...members.map((member) => member.ibcNumber ?? ''),
    ...fromContract('ibcNumber'),
    ...chain.map((store) => store.ibcNumber),
  ];
  const unique = (values: string[]) => [...new Set(values.filter((value) => value.length >= 3))];
  return { words: unique(words), storeNumbers: unique(storeNumbers) };
}

/** Every text of the envelopes, keys included (numbers are the figures: a store number is never one of them). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, entry]) => [key, ...textsOf(entry)]);
  return [];
}

/** The personal data found in the envelopes: none, when all is well. */
function personalDataIn(envelopes: Envelope[]): string[] {
  const { words, storeNumbers } = personalData();
  const texts = textsOf(envelopes).join('\n');
  // Whole words only: a first name such as Sam is in "sampleRate", a field of every envelope.
  const found = (value: string) =>
    new RegExp(`(?<![\\w@.-])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w@-])`, 'i').test(texts);
  return [...words, ...storeNumbers].filter(found);
}

const vitalsOf = (envelopes: Envelope[]) =>
  envelopes.flatMap((envelope) => envelope.data.baseData.metrics?.map((metric) => metric.name) ?? []).sort();

/**
 * Waits until the page's field data is collecting (collector.ts marks it; only then does leaving send anything), and
 * gives the page view's id, which the mark carries.
 */
async function collectingPageView(page: Page): Promise<string> {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('field-data:collecting').length), {
      message: 'field data collecting (it loads once the page has loaded and is idle)',
      timeout: 20_000,
    })
    .toBe(1);
  return page.evaluate(
    () => (performance.getEntriesByName('field-data:collecting')[0] as PerformanceMark).detail.pageView as string,
  );
}

/** Leaves the dashboard for another page of the portal: the dashboard's page is hidden and unloaded. */
async function leaveForMyPos(page: Page): Promise<void> {
  await page.goto('/pos/my-pos');
  await waitForHeading(page, 'My POS');
}

let portal: PortalPage | undefined;
test.afterEach(async () => {
  await portal?.context.close();
});

test.describe('field data', () => {
  test('a visit after sign-in sends its web vitals by route id when the page is left, nothing from before sign-in and nothing personal', async ({
    browser,
  }) => {
    portal = await openPortal(browser);
    const { page } = portal;
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/signin$/, ACROSS_PAGE_LOADS);
    await signInThroughProvider(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await waitForHeading(page, 'Dashboard');
    const pageView = await collectingPageView(page);
    // An interaction, so that the page view has an INP, on a page that is not idle again before it is left (a tap that
    // leaves it, or a busy phone): web-vitals weighs an interaction in an idle moment, and a page hidden first once
    // sent no INP. No idle moment here makes that the case every time. Chromium records the click (as the page's first
    // input) only after the next paint, so the test waits for that before it leaves.
    await page.evaluate(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).click();
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('first-input').length), {
        message: 'the click recorded as the first input',
      })
      .toBe(1);
    await leaveForMyPos(page);

    await expect.poll(() => vitalsOf(sentBy(pageView))).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    const envelopes = sentBy(pageView);
    for (const envelope of envelopes) {
      expect(envelope).toMatchObject({
        name: 'Microsoft.ApplicationInsights.00000000000000000000000000000000.Metric',
        iKey: '00000000-0000-0000-0000-000000000000',
        sampleRate: 100,
        tags: {
          'ai.operation.name': 'dashboard',
          'ai.application.ver': expect.stringMatching(/^app-[\w-]+$/),
          'ai.location.ip': '0.0.0.0',
        },
        data: {
          baseType: 'MetricData',
          baseData: {
            properties: {
              route: 'dashboard',
              visit: 'after-sign-in',
              connection: expect.stringMatching(/^(slow-2g|2g|3g|4g|unknown)$/),
              memory: expect.stringMatching(/^(low|mid|high|unknown)$/),
              rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
            },
          },
        },
      });
      expect(Date.parse(envelope.time)).toBeGreaterThan(0);
    }
    expect(personalDataIn(envelopes)).toEqual([]);
    // The sign-in page, left for the provider's before the member signed in, sent nothing: no page view of this build
    // has ever sent a figure of it.
    expect(receivedEnvelopes().filter((envelope) => envelope.tags['ai.operation.name'] === 'signIn')).toEqual([]);
    expect(portal.problems.join('\n')).toBe('');
  });

  test('an error thrown in the page reaches the receiver scrubbed, and the next page view says it is a returning one', async ({
    browser,
  }) => {
    portal = await openSignedInDashboard(browser);
    const { page } = portal;
    const first = await collectingPageView(page);
    const probe = 'field-data probe: Maria Alvarez asked for store 10482';
    await page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      });
    }, probe);
    await expect.poll(() => portal?.problems).toEqual([`uncaught: ${probe}`]);
    // Back to the dashboard: a new page view, painted from the last visit's answers.
    await page.goto('/dashboard');
    await waitForHeading(page, 'Dashboard');

    const exceptions = () => sentBy(first).filter((envelope) => envelope.data.baseType === 'ExceptionData');
    await expect.poll(() => exceptions().length).toBe(1);
    expect(exceptions()[0]?.data.baseData).toMatchObject({
      exceptions: [
        {
          typeName: 'Error',
          message: 'field-data probe: [personal] asked for store [number]',
          hasFullStack: true,
          stack: expect.stringMatching(/^at /),
        },
      ],
      properties: { route: 'dashboard', source: 'uncaught', visit: 'first' },
    });

    const second = await collectingPageView(page);
    await leaveForMyPos(page);
    const visits = () => sentBy(second).map((envelope) => envelope.data.baseData.properties.visit);
    await expect.poll(() => visits()).toContain('returning');
    expect(new Set(visits())).toEqual(new Set(['returning']));
    expect(personalDataIn([...sentBy(first), ...sentBy(second)])).toEqual([]);
  });
});
