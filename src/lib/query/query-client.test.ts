import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http';
import { shouldRetry } from './query-client';

const failure = (kind: ApiError['kind'], status: number | null) => new ApiError({ kind, status, operation: 'getStore', message: 'x' });

describe('shouldRetry (what may succeed on a second try)', () => {
  it('retries no answer, a timeout and a server fault, twice at most', () => {
    expect(shouldRetry(0, failure('network', null))).toBe(true);
    expect(shouldRetry(1, failure('timeout', null))).toBe(true);
    expect(shouldRetry(0, failure('http', 503))).toBe(true);
    expect(shouldRetry(2, failure('http', 503))).toBe(false);
  });

  it('never retries a refusal, a missing record, a contract break, a missing token or a programming error', () => {
    expect(shouldRetry(0, failure('token', null))).toBe(false);
    expect(shouldRetry(1, failure('token', null))).toBe(false);
    expect(shouldRetry(0, failure('http', 401))).toBe(false);
    expect(shouldRetry(0, failure('http', 404))).toBe(false);
    expect(shouldRetry(0, failure('contract', 200))).toBe(false);
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });
});
