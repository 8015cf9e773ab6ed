/**
 * Why a call failed; pages choose their message from this, never from the raw text. 'token': no access token could
 * be had for the call (the sign-in must be renewed), so the request was never sent.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'contract' | 'token';

/** A failed call to the portal API: a non-2xx answer, no answer, or an answer that breaks the contract. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, or null when no answer arrived. */
  readonly status: number | null;
  /** The operation that failed, e.g. "getStore (GET /mystoreapi/{ibcNumber})". */
  readonly operation: string;
  /** The server's `error` field, when it sent one. */
  readonly serverMessage: string | null;
  /** The server's machine-readable `code` (e.g. `code_expired`), when it sent one; pages choose a translated text by it. */
  readonly serverCode: string | null;

  constructor(init: {
    kind: ApiErrorKind;
    status: number | null;
    operation: string;
    serverMessage?: string | null;
    serverCode?: string | null;
    message: string;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.operation = init.operation;
    this.serverMessage = init.serverMessage ?? null;
    this.serverCode = init.serverCode ?? null;
  }
}

/** An answer whose body does not match the contract's schema for that operation. */
export class ResponseValidationError extends ApiError {
  readonly issues: readonly string[];

  constructor(operation: string, status: number, issues: readonly string[]) {
    super({
      kind: 'contract',
      status,
      operation,
      message: `${operation}: the response does not match the API contract (${issues.join('; ')})`,
    });
    this.name = 'ResponseValidationError';
    this.issues = issues;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's message for a session token it rejected. */
export const INVALID_TOKEN_MESSAGE = 'Token is not valid';
