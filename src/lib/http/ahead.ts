import { operations } from '@generated/operations';

// Answers asked before anyone needs them: the app asks the call a page's content needs as it starts (before the
// page's code has arrived, see src/app/first-answer.ts), and the page's own first call to the same address takes
// that answer instead of asking again. Kept a short while only: an answer nobody took is dropped, not served late.

/** How long an answer asked ahead waits for its caller. A page's code arrives within a second on a slow phone. */
export const AHEAD_KEPT_MS = 10_000;

export interface AnswerAhead {
  response: Promise<Response>;
  /** The deadline the request was made with: whether it is what cut the answer off. */
  timeout: AbortSignal;
}

const asked = new Map<string, AnswerAhead & { until: number }>();

/** Keeps an answer under its address (the API path with its query, as the generated calls write it). */
export function keepAhead(url: string, answer: AnswerAhead, now = Date.now()): void {
  // A failure is the taker's to report (or nobody's, when nobody takes it).
  answer.response.catch(() => undefined);
  asked.set(url, { ...answer, until: now + AHEAD_KEPT_MS });
}

/** The answer asked ahead for this address, once: the first GET of it takes it; none, or too old, gives null. */
export function takeAhead(url: string, now = Date.now()): AnswerAhead | null {
  const found = asked.get(url);
  if (!found) return null;
  asked.delete(url);
  return found.until >= now ? found : null;
}

/** Drops every answer asked ahead (a member signing out, or another signing in: they were asked for the last one). */
export function forgetAhead(): void {
  asked.clear();
}

/**
 * The address of a GET of the contract, as the generated calls write it: path parameters put in place as they are,
 * the others added as the query in the order given (URLSearchParams, as the generated URL builders do). Null when the
 * contract has no such GET or a path parameter has no value.
 */
export function operationUrl(operationId: string, params: Readonly<Record<string, string>>): string | null {
  const operation = operations.find((found) => found.operationId === operationId && found.method === 'GET');
  if (!operation) return null;
  const query = new URLSearchParams();
  const inPath = new Set<string>();
  let missing = false;
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    inPath.add(name);
    const value = params[name];
    if (value === undefined) missing = true;
    return value ?? '';
  });
  if (missing) return null;
  for (const [name, value] of Object.entries(params)) if (!inPath.has(name)) query.append(name, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
