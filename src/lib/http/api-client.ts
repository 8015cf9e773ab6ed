import { config } from '@/lib/config';
import { operations } from '@generated/operations';
import { ApiError, INVALID_TOKEN_MESSAGE, ResponseValidationError } from './errors';
import { currentToken } from './token';

/** The part of a zod schema the client needs; generated hooks pass the response schema of their operation. */
interface ResponseSchema {
  safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

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

function readServerMessage(body: unknown): string | null {
  if (typeof body === 'object' && body !== null) {
    const { error, msg, message } = body as Record<string, unknown>;
    for (const candidate of [error, msg, message]) if (typeof candidate === 'string' && candidate) return candidate;
  }
  return null;
}

function readServerCode(body: unknown): string | null {
  const code = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).code : null;
  return typeof code === 'string' && code ? code : null;
}

async function readBody(response: Response): Promise<{ json: unknown; text: string; isJson: boolean }> {
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  if (!isJson || text === '') return { json: undefined, text, isJson };
  try {
    return { json: JSON.parse(text), text, isJson };
  } catch {
    return { json: undefined, text, isJson: false };
  }
}

function buildHeaders(init: RequestInit, token: string | null): Headers {
  const headers = new Headers(init.headers);
  // JSON first; the few plain-text operations (enrolment, receipt e-mail) answer text/plain.
  headers.set('Accept', 'application/json, text/plain;q=0.9');
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
  let token: string | null;
  try {
    token = await currentToken();
  } catch (cause) {
    // Not the network: the identity client could not give a token, and asking again would not change that.
    throw new ApiError({ kind: 'token', status: null, operation, cause, message: `${operation}: no access token (the sign-in must be renewed)` });
  }

  // The server's time starts once the token is in hand (a quiet renewal in a hidden frame may take seconds).
  const timeout = AbortSignal.timeout(config.app.api.timeoutMs);
  const signal = requestInit.signal ? AbortSignal.any([requestInit.signal, timeout]) : timeout;
  let response: Response;
  try {
    const headers = buildHeaders(requestInit, token);
    response = await fetch(`${config.app.api.baseUrl}${url}`, { ...requestInit, method, headers, signal });
  } catch (cause) {
    if (requestInit.signal?.aborted) throw cause;
    const timedOut = timeout.aborted;
    throw new ApiError({ kind: timedOut ? 'timeout' : 'network', status: null, operation, cause, message: `${operation}: ${timedOut ? 'no answer in time' : 'the server could not be reached'}` });
  }

  const body = await readBody(response);
  if (!response.ok) {
    const serverMessage = readServerMessage(body.json);
    if (serverMessage === INVALID_TOKEN_MESSAGE) {
      // Spec §8: the portal only notes this; signing the member out is left to the identity provider.
      console.log('Need to logout user');
    }
    throw new ApiError({ kind: 'http', status: response.status, operation, serverMessage, serverCode: readServerCode(body.json), message: `${operation}: ${response.status} ${serverMessage ?? response.statusText}` });
  }

  if (!schema) return (body.isJson ? body.json : body.text) as T;
  if (!body.isJson) throw new ResponseValidationError(operation, response.status, ['the body is not JSON']);
  const parsed = schema.safeParse(body.json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`);
    throw new ResponseValidationError(operation, response.status, issues);
  }
  return parsed.data as T;
}

export default apiClient;

/**
 * The error type of every generated hook (orval reads this export): whatever the contract documents as an error
 * body, what a hook's `error` holds at run time is the ApiError this client throws.
 */
export type ErrorType<_ErrorBody> = ApiError;
