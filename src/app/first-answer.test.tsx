import { render, screen } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getGetNewslettersQueryOptions, useGetNewsletters } from '@generated/api/newsletter/newsletter';
import { getGetNewslettersResponseMock } from '@generated/api/newsletter/newsletter.msw';
import { setAuthToken } from '@/lib/http';
import { resetMember, whenStoreKnown } from '@/lib/member';
import { createQueryClient } from '@/lib/query/query-client';
import type { FirstQuery } from '@/lib/query/first-query';
import { signInMaria } from '../../tests/member';
import { server } from '../../tests/setup/msw-server';
import { FIRST_ANSWER_WAIT_MS } from './first-answer';
import { lazyPage } from './lazy-page';

/** A page that asks what its firstQuery declares, and says what it has: the answer, a failure, or nothing yet. */
function NewslettersPage() {
  const query = useGetNewsletters('10482', whenStoreKnown('10482'));
  if (query.data) return <p>{query.data.newsletters.length} issues</p>;
  return <p>{query.isError ? `failed: ${query.error.status}` : 'loading'}</p>;
}
NewslettersPage.firstQuery = (({ store }) => getGetNewslettersQueryOptions(store)) satisfies FirstQuery;

let client: QueryClient;
let calls: string[];
const answerWith = (status: number, after = 0) =>
  server.use(
    http.get('*/api/mynewsletterapi/:ibcNumber', async ({ params }) => {
      calls.push(String(params.ibcNumber));
      if (after) await delay(after);
      return status === 200
        ? HttpResponse.json(getGetNewslettersResponseMock())
        : HttpResponse.json({ error: 'Not found' }, { status });
    }),
  );
/** The route as React Router takes it on a visit of `address`: its `lazy`, then the loader that gave. */
async function visit(address = 'https://portal.test/newsletter') {
  const route = await lazyPage(() => Promise.resolve({ default: NewslettersPage }), client);
  await route.loader?.({ request: new Request(address) });
  return route;
}
const show = (Component: React.ComponentType) =>
  render(
    <QueryClientProvider client={client}>
      <Component />
    </QueryClientProvider>,
  );

beforeEach(() => {
  client = createQueryClient();
  calls = [];
  signInMaria();
  setAuthToken('token-of-maria');
});
afterEach(async () => {
  setAuthToken(null);
  await resetMember();
  client.clear();
});

describe("a page's first answer, asked as its code arrives", () => {
  it('is there when the page first renders: its content, not a skeleton, from one call', async () => {
    answerWith(200);
    const { Component } = await visit();
    show(Component);
    expect(screen.getByText(`${getGetNewslettersResponseMock().newsletters.length} issues`)).toBeInTheDocument();
    expect(calls).toEqual(['10482']);
  });

  it('failed before the page mounted: the page shows that failure without asking again; a later visit asks again', async () => {
    answerWith(404);
    const { Component } = await visit();
    const first = show(Component);
    expect(screen.getByText('failed: 404')).toBeInTheDocument();
    // An observer that mounts on a failed query starts its fetch as it subscribes: none here.
    expect(client.isFetching()).toBe(0);
    expect(calls).toEqual(['10482']);
    first.unmount();

    show(Component);
    expect(await screen.findByText('failed: 404')).toBeInTheDocument();
    await expect.poll(() => calls).toEqual(['10482', '10482']);
  });

  it('failed after the page stopped waiting but before it mounted: shown, not asked again', async () => {
    // The server answers after the wait: the router draws the page without it, and the failure comes before the
    // page has subscribed (a slow render).
    answerWith(404, FIRST_ANSWER_WAIT_MS + 100);
    const { Component } = await visit();
    await expect
      .poll(() => client.getQueryState(getGetNewslettersQueryOptions('10482').queryKey)?.status)
      .toBe('error');
    show(Component);
    expect(screen.getByText('failed: 404')).toBeInTheDocument();
    expect(client.isFetching()).toBe(0);
    expect(calls).toEqual(['10482']);
  });

  it("is asked on the page's first visit only, for the address being opened", async () => {
    answerWith(200);
    const seen: string[] = [];
    const page = Object.assign(() => <NewslettersPage />, {
      firstQuery: ((member, address) => {
        seen.push(address.search);
        return getGetNewslettersQueryOptions(member.store);
      }) satisfies FirstQuery,
    });
    const route = await lazyPage(() => Promise.resolve({ default: page }), client);
    await route.loader?.({ request: new Request('https://portal.test/newsletter?issue=7') });
    await route.loader?.({ request: new Request('https://portal.test/newsletter') });
    expect(seen).toEqual(['?issue=7']);
    expect(calls).toEqual(['10482']);
    expect(route.shouldRevalidate?.()).toBe(false);
  });

  it('is not asked without a token to go with it: the page asks itself once it has one', async () => {
    setAuthToken(null);
    answerWith(200);
    const { Component } = await visit();
    expect(calls).toEqual([]);
    setAuthToken('token-of-maria');
    show(Component);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText(/ issues$/)).toBeInTheDocument();
    expect(calls).toEqual(['10482']);
  });
});
