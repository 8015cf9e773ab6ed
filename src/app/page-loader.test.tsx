import { render, screen } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getGetNewslettersQueryOptions } from '@generated/api/newsletter/newsletter';
import { getGetNewslettersResponseMock } from '@generated/api/newsletter/newsletter.msw';
import { setAuthToken } from '@/lib/http';
import { resetMember, type PageQuery, type QueryMember } from '@/lib/member';
import { usePageQuery } from '@/lib/member/page-query';
import { createQueryClient } from '@/lib/query/query-client';
import { signInMaria } from '../../tests/member';
import { server } from '../../tests/setup/msw-server';
import { lazyPage } from './lazy-page';

const newslettersQuery = ({ store }: QueryMember) => getGetNewslettersQueryOptions(store);

/** A page that reads its declared first call, and says what it has: the answer, a failure, or nothing yet. */
function NewslettersPage() {
  const query = usePageQuery(newslettersQuery);
  if (query.data) return <p>{query.data.newsletters.length} issues</p>;
  return <p>{query.isError ? `failed: ${query.error.status}` : 'loading'}</p>;
}
NewslettersPage.query = newslettersQuery;

let client: QueryClient;
let calls: string[];
const answerWith = (status: number) =>
  server.use(
    http.get('*/api/mynewsletterapi/:ibcNumber', ({ params }) => {
      calls.push(String(params.ibcNumber));
      return status === 200
        ? HttpResponse.json(getGetNewslettersResponseMock())
        : HttpResponse.json({ error: 'Not found' }, { status });
    }),
  );
const key = getGetNewslettersQueryOptions('10482').queryKey;
/** The route as React Router takes it on a visit of `address`: its `lazy`, then the loader that gave. */
async function visit(
  page: typeof NewslettersPage | (() => React.ReactNode) = NewslettersPage,
  address = '/newsletter',
) {
  const route = await lazyPage(() => Promise.resolve({ default: page }), client);
  route.loader?.({ request: new Request(`https://portal.test${address}`) });
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

describe("a page's first call, asked by its route's loader", () => {
  it('leaves as the code arrives, before the page renders, and the page takes it over: one call', async () => {
    answerWith(200);
    const { Component } = await visit();
    expect(calls).toEqual([]);
    await expect.poll(() => client.getQueryState(key)?.status).toBe('success');
    expect(calls).toEqual(['10482']);
    show(Component);
    expect(screen.getByText(`${getGetNewslettersResponseMock().newsletters.length} issues`)).toBeInTheDocument();
    expect(calls).toEqual(['10482']);
  });

  it('failed before the page mounted: the page shows that failure without asking again; the next visit asks again', async () => {
    answerWith(404);
    const { Component, loader } = await visit();
    await expect.poll(() => client.getQueryState(key)?.status).toBe('error');
    const first = show(Component);
    expect(screen.getByText('failed: 404')).toBeInTheDocument();
    // An observer that mounts on a failed query would start its fetch as it subscribes: none here.
    expect(client.isFetching()).toBe(0);
    expect(calls).toEqual(['10482']);
    first.unmount();

    loader?.({ request: new Request('https://portal.test/newsletter') });
    show(Component);
    await expect.poll(() => calls).toEqual(['10482', '10482']);
    expect(await screen.findByText('failed: 404')).toBeInTheDocument();
  });

  it('is asked for the address being opened', async () => {
    answerWith(200);
    const seen: string[] = [];
    const page = Object.assign(() => <NewslettersPage />, {
      query: ((member, search) => {
        seen.push(search.toString());
        return newslettersQuery(member);
      }) satisfies PageQuery,
    });
    await visit(page, '/newsletter?issue=7');
    expect(seen).toEqual(['issue=7']);
    await expect.poll(() => calls).toEqual(['10482']);
  });

  it('is not asked without a token to go with it: the page asks itself once it has one', async () => {
    setAuthToken(null);
    answerWith(200);
    const { Component } = await visit();
    expect(client.getQueryState(key)).toBeUndefined();
    setAuthToken('token-of-maria');
    show(Component);
    expect(await screen.findByText(/ issues$/)).toBeInTheDocument();
    expect(calls).toEqual(['10482']);
  });
});
