import { config } from '@/lib/config';
import { describeOperation } from './api-client';
import type { ApiError } from './errors';
import {
  acceptAnswer,
  ACCEPT_HEADER,
  httpError,
  noAnswerError,
  parseBody,
  tokenFor,
  type ResponseSchema,
} from './response';

export interface UploadProgress {
  /** Bytes sent so far and in all (the whole multipart body, not only the photo). */
  loaded: number;
  total: number;
}

/** The same options as the fetch client, plus upload progress; the body is the multipart form. */
export interface UploadRequestInit {
  method?: string;
  body?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal | null;
  schema?: ResponseSchema;
  onUploadProgress?: (progress: UploadProgress) => void;
}

type RequestFactory = () => XMLHttpRequest;
const browserRequest: RequestFactory = () => new XMLHttpRequest();
let createRequest: RequestFactory = browserRequest;

/** Tests only: a controllable XMLHttpRequest (DOM test environments send no upload progress events). */
export function setUploadTransport(factory: RequestFactory | null): void {
  createRequest = factory ?? browserRequest;
}

const abortReason = (signal: AbortSignal | null | undefined): Error =>
  signal?.reason instanceof Error ? signal.reason : new DOMException('The upload was cancelled', 'AbortError');

/**
 * The orval mutator of the photo upload. fetch() reports no upload progress, so this one sends with
 * XMLHttpRequest, behind the same interface as apiClient: base address, x-auth-token, an ApiError for a non-2xx
 * answer or no answer, the answer checked against the contract's schema, `signal` cancels (xhr.abort()). The
 * timeout counts from the last sign of life (a progress event), so a slow connection that keeps sending is not
 * cut off, while a stalled one is.
 */
export async function uploadClient<T>(url: string, init: UploadRequestInit = {}): Promise<T> {
  const { schema, signal, onUploadProgress, body, headers = {} } = init;
  const method = (init.method ?? 'POST').toUpperCase();
  const operation = describeOperation(method, url);
  if (signal?.aborted) throw abortReason(signal);
  const token = await tokenFor(operation);
  if (signal?.aborted) throw abortReason(signal);

  return new Promise<T>((resolve, reject) => {
    const xhr = createRequest();
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const armTimeout = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        xhr.abort();
      }, config.app.api.timeoutMs);
    };
    const onCancel = () => xhr.abort();
    const finish = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCancel);
    };

    xhr.open(method, `${config.app.api.baseUrl}${url}`);
    xhr.setRequestHeader('Accept', ACCEPT_HEADER);
    // No Content-Type: the browser writes the multipart boundary itself.
    for (const [name, value] of Object.entries(headers))
      if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
    if (token) xhr.setRequestHeader('x-auth-token', token);

    xhr.upload.addEventListener('progress', (event) => {
      armTimeout();
      if (event.lengthComputable) onUploadProgress?.({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () => {
      finish();
      const answer = parseBody(xhr.responseText, xhr.getResponseHeader('content-type'));
      try {
        if (xhr.status < 200 || xhr.status > 299) throw httpError(operation, xhr.status, xhr.statusText, answer);
        resolve(acceptAnswer<T>(operation, xhr.status, answer, schema));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    xhr.addEventListener('error', () => {
      finish();
      reject(noAnswerError(operation, false));
    });
    xhr.addEventListener('abort', () => {
      finish();
      reject(timedOut ? noAnswerError(operation, true) : abortReason(signal));
    });
    signal?.addEventListener('abort', onCancel, { once: true });
    armTimeout();
    xhr.send(body ?? null);
  });
}

export default uploadClient;

export type ErrorType<_ErrorBody> = ApiError;
