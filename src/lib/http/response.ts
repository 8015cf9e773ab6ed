import { ApiError, INVALID_TOKEN_MESSAGE, ResponseValidationError } from './errors';
import { currentToken } from './token';

// What both transports share (fetch for every call, XMLHttpRequest for uploads): the token, reading an answer,
// turning a non-2xx answer into an ApiError, and checking a JSON answer against the contract's schema.

interface SchemaIssue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
  code?: string;
  expected?: string;
}

/**
 * One line of a contract failure for developers. Zod Mini (the generated schemas) ships no English texts, so its
 * message is a plain 'Invalid input': the issue's code and expected type say what was wrong.
 */
function describeIssue(issue: SchemaIssue): string {
  const detail = [issue.code, issue.expected && `expected ${issue.expected}`].filter(Boolean).join(', ');
  return `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}${detail ? ` (${detail})` : ''}`;
}

/** The part of a zod schema the clients need; generated calls pass the response schema of their operation. */
export interface ResponseSchema {
  safeParse(
    data: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: ReadonlyArray<SchemaIssue> } };
}

/** JSON first; the few plain-text operations (enrolment, receipt e-mail) answer text/plain. */
export const ACCEPT_HEADER = 'application/json, text/plain;q=0.9';

export interface AnswerBody {
  json: unknown;
  text: string;
  isJson: boolean;
}

export function parseBody(text: string, contentType: string | null): AnswerBody {
  const isJson = (contentType ?? '').includes('json');
  if (!isJson || text === '') return { json: undefined, text, isJson };
  try {
    return { json: JSON.parse(text), text, isJson };
  } catch {
    return { json: undefined, text, isJson: false };
  }
}

function field(body: unknown, name: string): string | null {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : null;
  return typeof value === 'string' && value ? value : null;
}

/** The access token for a call, or an ApiError of kind 'token' when the identity client cannot give one. */
export async function tokenFor(operation: string): Promise<string | null> {
  try {
    return await currentToken();
  } catch (cause) {
    // Not the network: the identity client could not give a token, and asking again would not change that.
    throw new ApiError({
      kind: 'token',
      status: null,
      operation,
      cause,
      message: `${operation}: no access token (the sign-in must be renewed)`,
    });
  }
}

/** The error for a non-2xx answer, with the server's `error` field and `code`. */
export function httpError(operation: string, status: number, statusText: string, body: AnswerBody): ApiError {
  const serverMessage = field(body.json, 'error') ?? field(body.json, 'msg') ?? field(body.json, 'message');
  if (serverMessage === INVALID_TOKEN_MESSAGE) {
    // The portal only notes this; signing the member out is left to the identity provider.
    console.log('Need to logout user');
  }
  return new ApiError({
    kind: 'http',
    status,
    operation,
    serverMessage,
    serverCode: field(body.json, 'code'),
    message: `${operation}: ${status} ${serverMessage ?? statusText}`,
  });
}

/** A 2xx answer as the caller gets it: checked against its schema when it has one, else JSON or text as sent. */
export function acceptAnswer<T>(
  operation: string,
  status: number,
  body: AnswerBody,
  schema: ResponseSchema | undefined,
): T {
  if (!schema) return (body.isJson ? body.json : body.text) as T;
  if (!body.isJson) throw new ResponseValidationError(operation, status, ['the body is not JSON']);
  const parsed = schema.safeParse(body.json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map(describeIssue);
    throw new ResponseValidationError(operation, status, issues);
  }
  return parsed.data as T;
}

export function noAnswerError(operation: string, timedOut: boolean, cause?: unknown): ApiError {
  return new ApiError({
    kind: timedOut ? 'timeout' : 'network',
    status: null,
    operation,
    cause,
    message: `${operation}: ${timedOut ? 'no answer in time' : 'the server could not be reached'}`,
  });
}
