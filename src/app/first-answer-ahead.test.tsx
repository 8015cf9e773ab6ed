import { render, screen } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getGetNewslettersQueryOptions, useGetNewsletters } from '@generated/api/newsletter/newsletter';
import { getGetNewslettersResponseMock } from '@generated/api/newsletter/newsletter.msw';
import { config } from '@/lib/config';
import { forgetAhead, operationUrl, setAuthToken } from '@/lib/http';
import { resetMember, whenStoreKnown } from '@/lib/member';
import { createQueryClient } from '@/lib/query/query-client';
import type { FirstQuery } from '@/lib/query/first-query';
import { signInMaria } from '../../tests/member';
import { server } from '../../tests/setup/msw-server';
import { askFirstAnswerAhead } from './first-answer';
import { lazyPage } from './lazy-page';
import { pageLoader } from './page-registry';

function NewslettersPage() {
  const query = useGetNewsletters('10482', whenStoreKnown('10482'));
  return <p>{query.data ? `${query.data.newsletters.length} issues` : 'loading'}</p>;
}
NewslettersPage.firstQuery = (({ store }) => getGetNewslettersQueryOptions(store)) satisfies FirstQuery;

let client: QueryClient;
let calls: string[];
beforeEach(() => {
  client = createQueryClient();
  calls = [];
  signInMaria();
  setAuthToken('token-of-maria');
  server.use(
    http.get('*/api/*', ({ request }) => {
      calls.push(new URL(request.url).pathname);
      return HttpResponse.json(getGetNewslettersResponseMock());
    }),
  );
});
afterEach(async () => {
  setAuthToken(null);
  forgetAhead();
  await resetMember();
  client.clear();
});

describe("a page's first call, asked as the app starts (routes.json firstCall)", () => {
  it("leaves before the page's code has arrived; the page then shows its content from that one call", async () => {
    askFirstAnswerAhead(new URL('https://portal.test/newsletter'));
    await expect.poll(() => calls).toEqual(['/api/mynewsletterapi/10482']);

    const route = await lazyPage(() => Promise.resolve({ default: NewslettersPage }), client);
    await route.loader?.({ request: new Request('https://portal.test/newsletter') });
    render(
      <QueryClientProvider client={client}>
        <route.Component />
      </QueryClientProvider>,
    );
    expect(screen.getByText(`${getGetNewslettersResponseMock().newsletters.length} issues`)).toBeInTheDocument();
    expect(calls).toEqual(['/api/mynewsletterapi/10482']);
  });

  it('asks nothing for a page without one, a visitor, or a member with no token yet', async () => {
    askFirstAnswerAhead(new URL('https://portal.test/dashboard'));
    setAuthToken(null);
    askFirstAnswerAhead(new URL('https://portal.test/newsletter'));
    setAuthToken('token-of-maria');
    await resetMember();
    askFirstAnswerAhead(new URL('https://portal.test/newsletter'));
    // An unrelated call made after them arrives alone: none of the three was asked.
    await fetch('/api/mystoreapi/10482');
    expect(calls).toEqual(['/api/mystoreapi/10482']);
  });
});

describe('every route that declares a first call', () => {
  const member = { store: '10482', email: 'maria@example.com' };
  const declaring = config.routes.filter((route) => route.firstCall);

  it('is a page whose own first query asks exactly that address', async () => {
    expect(declaring.length).toBeGreaterThan(0);
    for (const route of declaring) {
      const { firstCall, page, path } = route as typeof route & { firstCall: NonNullable<typeof route.firstCall> };
      const Page = (await pageLoader(page ?? '')()).default as { firstQuery?: FirstQuery };
      const key = Page.firstQuery?.(member, new URL(`https://portal.test${path}`)).queryKey;
      // The generated keys are the call's path and, when it has a query, its parameters (as its URL builder reads them).
      const [address, query] = (key ?? []) as [string, Record<string, string>?];
      const asked = query ? `${address}?${new URLSearchParams(query)}` : address;
      const params = Object.fromEntries(Object.entries(firstCall.params).map(([name, value]) => [name, member[value]]));
      expect({ route: route.id, asked }).toEqual({ route: route.id, asked: operationUrl(firstCall.operation, params) });
    }
  });
});
