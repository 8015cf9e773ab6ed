import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { server } from '../../../tests/setup/msw-server';
import { forgetAhead } from './ahead';
import { apiClient, askAhead } from './api-client';
import { ApiError } from './errors';
import { setAuthToken, setTokenSource } from './token';

const Store = z.object({ ibcNumber: z.string(), storeName: z.string() });

/** Answers GET /mystoreapi/:ibcNumber with `reply`, counting the requests and the token each carried. */
function storeAnswers(reply: () => Response = () => HttpResponse.json({ ibcNumber: '10482', storeName: 'Maple' })) {
  const tokens: (string | null)[] = [];
  server.use(
    http.get('*/api/mystoreapi/:ibcNumber', ({ request }) => {
      tokens.push(request.headers.get('x-auth-token'));
      return reply();
    }),
  );
  return tokens;
}

afterEach(() => {
  setAuthToken(null);
  forgetAhead();
});

describe('apiClient takes an answer asked ahead (askAhead)', () => {
  it('one request with the token of the moment it was asked; the first call to the address reads and checks it', async () => {
    const tokens = storeAnswers();
    setAuthToken('token-at-start');
    askAhead('/mystoreapi/10482');
    setAuthToken('token-later');
    await expect(apiClient('/mystoreapi/10482', { schema: Store })).resolves.toEqual({
      ibcNumber: '10482',
      storeName: 'Maple',
    });
    expect(tokens).toEqual(['token-at-start']);
    // Taken once: the next call asks the server again, as usual.
    await apiClient('/mystoreapi/10482', { schema: Store });
    expect(tokens).toEqual(['token-at-start', 'token-later']);
  });

  it('a write to the same address is not answered by it', async () => {
    const tokens = storeAnswers();
    const posts: string[] = [];
    server.use(http.post('*/api/mystoreapi/:ibcNumber', () => (posts.push('POST'), HttpResponse.json({}))));
    askAhead('/mystoreapi/10482');
    await apiClient('/mystoreapi/10482', { method: 'POST', body: '{}' });
    expect(posts).toEqual(['POST']);
    await apiClient('/mystoreapi/10482', { schema: Store });
    expect(tokens).toHaveLength(1);
  });

  it("its failure is the taker's, as if it had asked itself: the server's error, or no answer", async () => {
    storeAnswers(() => HttpResponse.json({ error: 'Store not found' }, { status: 404 }));
    askAhead('/mystoreapi/10482');
    await expect(apiClient('/mystoreapi/10482', { schema: Store })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      serverMessage: 'Store not found',
      operation: expect.stringContaining('getStore'),
    });
    storeAnswers(() => HttpResponse.error());
    askAhead('/mystoreapi/10482');
    await expect(apiClient('/mystoreapi/10482', { schema: Store })).rejects.toMatchObject({ kind: 'network' });
  });

  it('asked without a token to be had, the taker gets the token error, not a network one', async () => {
    const tokens = storeAnswers();
    setTokenSource(() => Promise.reject(new Error('interaction required')));
    askAhead('/mystoreapi/10482');
    const failure = await apiClient('/mystoreapi/10482', { schema: Store }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'token' });
    expect(tokens).toEqual([]);
  });
});
