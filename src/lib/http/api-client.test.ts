import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { config } from '@/lib/config';
import { server } from '../../../tests/setup/msw-server';
import { apiClient } from './api-client';
import { ApiError, ResponseValidationError } from './errors';
import { setAuthToken } from './token';

const Store = z.object({ ibcNumber: z.string(), storeName: z.string() });

/** Records what reached the server, so a test can look at the request the client sent. */
function capture(method: 'get' | 'post', path: string, reply: () => Response) {
  const seen: Request[] = [];
  server.use(
    http[method](path, ({ request }) => {
      seen.push(request.clone());
      return reply();
    }),
  );
  return seen;
}

afterEach(() => setAuthToken(null));

describe('apiClient (the orval mutator)', () => {
  it('calls the configured base address ending in /api and asks for JSON', async () => {
    const seen = capture('get', '*/api/mystoreapi/10482', () =>
      HttpResponse.json({ ibcNumber: '10482', storeName: 'Maple Street Market' }),
    );
    await apiClient('/mystoreapi/10482', { schema: Store });
    expect(new URL(seen[0]!.url).pathname).toBe('/api/mystoreapi/10482');
    expect(seen[0]!.headers.get('accept')).toMatch(/^application\/json/);
  });

  it('sends a JSON body with the JSON content type', async () => {
    const seen = capture('post', '*/api/auth', () => HttpResponse.json({ token: 't' }));
    await apiClient('/auth', { method: 'POST', body: JSON.stringify({ email: 'a@b.c' }) });
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]!.json()).toEqual({ email: 'a@b.c' });
  });

  it('sends x-auth-token when a token is set, and not when it is removed', async () => {
    const seen = capture('get', '*/api/auth', () => HttpResponse.json({}));
    setAuthToken('secret-token');
    await apiClient('/auth');
    setAuthToken(null);
    await apiClient('/auth');
    expect(seen[0]!.headers.get('x-auth-token')).toBe('secret-token');
    expect(seen[1]!.headers.has('x-auth-token')).toBe(false);
  });

  it('sends a plain-text body as text/plain and returns a plain-text answer as text', async () => {
    const seen = capture(
      'post',
      '*/api/myrebatereceipt',
      () => new HttpResponse('Receipt sent', { headers: { 'content-type': 'text/plain' } }),
    );
    const answer = await apiClient<string>('/myrebatereceipt?emailAddress=a%40b.c', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'please',
    });
    expect(answer).toBe('Receipt sent');
    expect(seen[0]!.headers.get('content-type')).toBe('text/plain');
    expect(await seen[0]!.text()).toBe('please');
  });

  it('sends multipart form data with its own boundary and the image in it', async () => {
    const seen = capture('post', '*/api/incentivesblobservice/PostIncentiveBlob', () =>
      HttpResponse.json({ status: 'received' }),
    );
    const form = new FormData();
    form.append('image', new File([new Uint8Array([137, 80, 78, 71])], 'shelf.png', { type: 'image/png' }));
    await apiClient('/incentivesblobservice/PostIncentiveBlob?IbcNumber=10482', { method: 'POST', body: form });
    expect(seen[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const received = await seen[0]!.formData();
    expect((received.get('image') as File).name).toBe('shelf.png');
  });

  it('throws a typed error with the status and the server’s error field and code on a non-2xx answer', async () => {
    server.use(
      http.get('*/api/ibcstorechain/:email', () =>
        HttpResponse.json({ error: 'No User Found!', code: 'not_found' }, { status: 404 }),
      ),
    );
    const failure = apiClient('/ibcstorechain/nobody%40example.com');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      serverMessage: 'No User Found!',
      serverCode: 'not_found',
      operation: expect.stringContaining('getStoreChain'),
    });
  });

  it("logs 'Need to logout user' for 'Token is not valid', signs nobody out, and still lets the caller handle the error", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    setAuthToken('expired');
    server.use(
      http.get('*/api/auth', () =>
        HttpResponse.json({ error: 'Token is not valid', code: 'token_invalid' }, { status: 401 }),
      ),
    );
    await expect(apiClient('/auth')).rejects.toMatchObject({ status: 401, serverMessage: 'Token is not valid' });
    expect(log).toHaveBeenCalledWith('Need to logout user');
    // No logout: the token is still sent on the next call.
    const seen = capture('get', '*/api/auth', () => HttpResponse.json({}));
    await apiClient('/auth');
    expect(seen[0]!.headers.get('x-auth-token')).toBe('expired');
  });

  it('does not log for other errors', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    server.use(
      http.get('*/api/auth', () =>
        HttpResponse.json({ error: 'Something went wrong, Please try again!' }, { status: 500 }),
      ),
    );
    await expect(apiClient('/auth')).rejects.toMatchObject({ status: 500 });
    expect(log).not.toHaveBeenCalled();
  });

  it('throws a validation error naming the operation when the body breaks its schema', async () => {
    server.use(http.get('*/api/mystoreapi/:ibc', () => HttpResponse.json({ ibcNumber: 10482 })));
    const failure = apiClient('/mystoreapi/10482', { schema: Store });
    await expect(failure).rejects.toBeInstanceOf(ResponseValidationError);
    await expect(failure).rejects.toThrow(
      /getStore \(GET \/mystoreapi\/\{ibcNumber\}\).*ibcNumber: .*\(invalid_type, expected string\)/,
    );
  });

  it('treats HTML or truncated JSON where JSON was promised as a contract error, not a crash', async () => {
    server.use(
      http.get(
        '*/api/mystoreapi/:ibc',
        () => new HttpResponse('<html>oops</html>', { headers: { 'content-type': 'text/html' } }),
      ),
    );
    await expect(apiClient('/mystoreapi/10482', { schema: Store })).rejects.toMatchObject({ kind: 'contract' });
    server.use(
      http.get(
        '*/api/mystoreapi/:ibc',
        () => new HttpResponse('{"ibcNumber": "10', { headers: { 'content-type': 'application/json' } }),
      ),
    );
    await expect(apiClient('/mystoreapi/10482', { schema: Store })).rejects.toMatchObject({ kind: 'contract' });
  });

  it('reports an unreachable server as a network error', async () => {
    server.use(http.get('*/api/mystoreapi/:ibc', () => HttpResponse.error()));
    await expect(apiClient('/mystoreapi/10482', { schema: Store })).rejects.toMatchObject({
      kind: 'network',
      status: null,
    });
  });
});

describe('apiClient: every request has a deadline', () => {
  /** A server that never answers; the request ends only when its signal aborts. */
  const hang = () =>
    server.use(
      http.get('*/api/mystoreapi/:ibc', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );

  /** AbortSignal.timeout as the client calls it, with the deadline in the test's hands. */
  function controlledTimeout() {
    let deadline = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => {
      deadline = new AbortController();
      return deadline.signal;
    });
    return { timeout, expire: () => deadline.abort(new DOMException('signal timed out', 'TimeoutError')) };
  }

  it('gives up after config api.timeoutMs with a timeout error (retried like no answer)', async () => {
    const { timeout, expire } = controlledTimeout();
    hang();
    const call = apiClient('/mystoreapi/10482', { schema: Store });
    await vi.waitFor(() => expect(timeout).toHaveBeenCalledWith(config.app.api.timeoutMs));
    expire();
    await expect(call).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'timeout',
      status: null,
      operation: expect.stringContaining('getStore'),
    });
  });

  it('gives up with a timeout error when the deadline passes while the body is still arriving', async () => {
    const { expire } = controlledTimeout();
    // The headers and the start of the body in time, the rest never.
    server.use(
      http.get(
        '*/api/mystoreapi/:ibc',
        () =>
          new HttpResponse(
            new ReadableStream({ start: (body) => body.enqueue(new TextEncoder().encode('{"ibcNumber":')) }),
            { headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );
    const reading = vi.spyOn(Response.prototype, 'text');
    const call = apiClient('/mystoreapi/10482', { schema: Store });
    await vi.waitFor(() => expect(reading).toHaveBeenCalled());
    expire();
    await expect(call).rejects.toMatchObject({ name: 'ApiError', kind: 'timeout', status: null });
  });

  it("keeps the deadline when the query passes its own signal, and lets the query's cancellation through as such", async () => {
    const { timeout, expire } = controlledTimeout();
    hang();
    const query = new AbortController();
    const timedOut = apiClient('/mystoreapi/10482', { schema: Store, signal: query.signal });
    await vi.waitFor(() => expect(timeout).toHaveBeenCalledTimes(1));
    expire();
    await expect(timedOut).rejects.toMatchObject({ kind: 'timeout' });

    const cancelled = apiClient('/mystoreapi/10482', { schema: Store, signal: query.signal });
    await vi.waitFor(() => expect(timeout).toHaveBeenCalledTimes(2));
    query.abort();
    const reason = await cancelled.catch((error: unknown) => error);
    expect(reason).not.toBeInstanceOf(ApiError);
    expect(reason).toMatchObject({ name: 'AbortError' });
  });
});
