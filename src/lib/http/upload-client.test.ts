import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ControlledRequest } from '../../../tests/controlled-xhr';
import { server } from '../../../tests/setup/msw-server';
import { setAuthToken } from './token';
import { setUploadTransport, uploadClient } from './upload-client';

const Result = z.object({ submissionId: z.string(), status: z.string(), message: z.string() });
const URL_PATH = '/incentivesblobservice/PostIncentiveBlob?IbcNumber=10482';

const form = () => {
  const body = new FormData();
  body.append(
    'image',
    new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'shelf.png', { type: 'image/png' }),
  );
  return body;
};

/** The request is opened after the token is read (a microtask later): wait for it to exist. */
const opened = () =>
  vi.waitFor(() => expect(ControlledRequest.last).not.toBeNull()).then(() => ControlledRequest.last!);

afterEach(() => {
  setUploadTransport(null);
  setAuthToken(null);
  ControlledRequest.last = null;
});

describe('uploadClient (the XMLHttpRequest mutator of the photo upload)', () => {
  it('posts the form to the base address with the token, reports upload progress and validates the answer', async () => {
    setUploadTransport(() => new ControlledRequest() as unknown as XMLHttpRequest);
    setAuthToken('secret');
    const seen: number[] = [];
    const body = form();
    const sent = uploadClient(URL_PATH, {
      method: 'POST',
      body,
      schema: Result,
      onUploadProgress: ({ loaded, total }) => seen.push(loaded / total),
    });
    const request = await opened();
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`/api${URL_PATH}`);
    expect(request.headers['x-auth-token']).toBe('secret');
    expect(request.headers['content-type']).toBeUndefined();
    expect(request.body).toBe(body);
    request.progress(25, 100);
    request.progress(100, 100);
    request.answer(200, JSON.stringify({ submissionId: 'S-1', status: 'Received', message: 'Thanks' }));
    await expect(sent).resolves.toEqual({ submissionId: 'S-1', status: 'Received', message: 'Thanks' });
    expect(seen).toEqual([0.25, 1]);
  });

  it('throws the same typed errors as the fetch client: a 500 with the server’s field, no answer, a contract break', async () => {
    setUploadTransport(() => new ControlledRequest() as unknown as XMLHttpRequest);
    const failing = uploadClient(URL_PATH, { body: form(), schema: Result });
    (await opened()).answer(500, JSON.stringify({ error: 'Something went wrong, Please try again!' }));
    await expect(failing).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      serverMessage: 'Something went wrong, Please try again!',
      operation: expect.stringContaining('submitIncentiveWithImage'),
    });

    ControlledRequest.last = null;
    const unreachable = uploadClient(URL_PATH, { body: form(), schema: Result });
    (await opened()).fail();
    await expect(unreachable).rejects.toMatchObject({ kind: 'network', status: null });

    ControlledRequest.last = null;
    const broken = uploadClient(URL_PATH, { body: form(), schema: Result });
    (await opened()).answer(200, JSON.stringify({ submissionId: 7 }));
    await expect(broken).rejects.toMatchObject({ kind: 'contract' });
  });

  it("logs 'Need to logout user' for 'Token is not valid'", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    setUploadTransport(() => new ControlledRequest() as unknown as XMLHttpRequest);
    const refused = uploadClient(URL_PATH, { body: form() });
    (await opened()).answer(401, JSON.stringify({ error: 'Token is not valid' }));
    await expect(refused).rejects.toMatchObject({ status: 401, serverMessage: 'Token is not valid' });
    expect(log).toHaveBeenCalledWith('Need to logout user');
  });

  it('cancels with the signal: the request is aborted and the caller gets an AbortError', async () => {
    setUploadTransport(() => new ControlledRequest() as unknown as XMLHttpRequest);
    const controller = new AbortController();
    const cancelled = uploadClient(URL_PATH, { body: form(), signal: controller.signal });
    const request = await opened();
    request.progress(10, 100);
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(request.aborted).toBe(true);
  });

  it('reports a stalled upload as a timeout', async () => {
    vi.useFakeTimers();
    try {
      setUploadTransport(() => new ControlledRequest() as unknown as XMLHttpRequest);
      const stalled = uploadClient(URL_PATH, { body: form() });
      const request = await opened();
      const outcome = expect(stalled).rejects.toMatchObject({ kind: 'timeout' });
      await vi.advanceTimersByTimeAsync(15_000);
      await outcome;
      expect(request.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes through MSW like any request when no transport is set (the multipart body arrives whole)', async () => {
    const received: FormData[] = [];
    server.use(
      http.post('*/api/incentivesblobservice/PostIncentiveBlob', async ({ request }) => {
        received.push(await request.formData());
        return HttpResponse.json({ submissionId: 'S-2', status: 'Received', message: 'ok' });
      }),
    );
    await expect(uploadClient(URL_PATH, { body: form(), schema: Result })).resolves.toMatchObject({
      submissionId: 'S-2',
    });
    expect((received[0]!.get('image') as File).name).toBe('shelf.png');
  });
});
