import { config } from '@/lib/config';
import { operations } from '@generated/operations';
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

export type ApiRequestInit = RequestInit & { schema?: ResponseSchema };

const operationPatterns = operations.map((operation) => ({
  ...operation,
  pattern: new RegExp(`^${operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** Names the contract operation behind a call, for error messages: "getStore (GET /mystoreapi/{ibcNumber})". */
export function describeOperation(method: string, url: string): string {
  const path = url.split('?')[0] ?? url;
  const match = operationPatterns.find((operation) => operation.method === method && operation.pattern.test(path));
  return match ? `${match.operationId} (${match.method} ${match.path})` : `${method} ${path}`;
}

function buildHeaders(init: RequestInit, token: string | null): Headers {
  const headers = new Headers(init.headers);
  headers.set('Accept', ACCEPT_HEADER);
  // FormData sets its own multipart boundary; plain-text bodies come with their type from the generated call.
  if (typeof init.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  if (token) headers.set('x-auth-token', token);
  else headers.delete('x-auth-token');
  return headers;
}

/**
 * The one hand-written piece behind every generated hook (the orval mutator): adds the base address and token,
 * throws an ApiError for anything but a 2xx answer, and checks JSON answers against the contract's schema.
 */
export async function apiClient<T>(url: string, init: ApiRequestInit = {}): Promise<T> {
  const { schema, ...requestInit } = init;
  const method = (requestInit.method ?? 'GET').toUpperCase();
  const operation = describeOperation(method, url);
  const token = await tokenFor(operation);

  // The server's time starts once the token is in hand (a quiet renewal in a hidden frame may take seconds).
  const timeout = AbortSignal.timeout(config.app.api.timeoutMs);
  const signal = requestInit.signal ? AbortSignal.any([requestInit.signal, timeout]) : timeout;
  let response: Response;
  let text: string;
  try {
    const headers = buildHeaders(requestInit, token);
    response = await fetch(`${config.app.api.baseUrl}${url}`, { ...requestInit, method, headers, signal });
    // The deadline covers the body too: an answer whose body the deadline (or a dropped connection) cuts off is no
    // answer, retried like one, not an unknown error.
    text = await response.text();
  } catch (cause) {
    if (requestInit.signal?.aborted) throw cause;
    throw noAnswerError(operation, timeout.aborted, cause);
  }

  const body = parseBody(text, response.headers.get('content-type'));
  if (!response.ok) throw httpError(operation, response.status, response.statusText, body);
  return acceptAnswer<T>(operation, response.status, body, schema);
}

export default apiClient;

/**
 * The error type of every generated hook (orval reads this export): whatever the contract documents as an error
 * body, what a hook's `error` holds at run time is the ApiError this client throws.
 */
export type ErrorType<_ErrorBody> = ApiError;
