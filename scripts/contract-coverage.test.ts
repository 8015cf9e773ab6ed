import { describe, expect, it } from 'vitest';
import { createContractLog, loadOperations, matchOperation, requestViolations } from './contract-coverage.mjs';

// The answers below are what `prism mock --errors` sent for such requests in a trial run.
const operations = loadOperations();
const ok = { status: 200, contentType: 'application/json', violationsHeader: undefined, body: '' };

describe('the contract’s operations', () => {
  it('are the 18 calls of the original API and the template identity method’s', () => {
    expect(operations.filter((operation) => operation.inSpecTable)).toHaveLength(18);
    expect(
      operations
        .filter((operation) => !operation.inSpecTable)
        .map((operation) => operation.operationId)
        .sort(),
    ).toEqual([
      'confirmRegistration',
      'getAuthUser',
      'registerUser',
      'requestPasswordReset',
      'resetPassword',
      'signIn',
    ]);
  });

  it('are told apart by method and exact path, whatever the query', () => {
    const id = (method: string, url: string) => matchOperation(operations, method, url)?.operationId;
    expect(id('GET', '/myrebatereceipt?ibcNumber=10482&emailAddress=member%40example.com')).toBe('getRebateReceipts');
    expect(id('POST', '/myrebatereceipt?emailAddress=a&source=Web%20Portal')).toBe('requestRebateReceiptEmail');
    expect(id('POST', '/myavailableprograms/?ibcNumber=10482')).toBe('enrollInProgram');
    expect(id('GET', '/myavailableprograms/10482')).toBe('getAvailablePrograms');
    expect(id('GET', '/auth')).toBe('getAuthUser');
    expect(id('POST', '/auth/forgot-password')).toBe('requestPasswordReset');
    expect(id('GET', '/chaintoolsapi/GetNumberOfStoresInUserProfile/member%40example.com')).toBe(
      'getNumberOfStoresInUserProfile',
    );
    expect(id('GET', '/myactiveprograms/10482/extra')).toBeUndefined();
    expect(id('DELETE', '/auth')).toBeUndefined();
  });
});

describe('a request that breaks the contract', () => {
  it('is seen in the header of an answer the contract documents (400, 401)', () => {
    const header =
      '[{"location":["request","query"],"severity":"Error","code":"required","message":"Request query must have required property \'program\'"}]';
    expect(requestViolations({ status: 400, contentType: 'application/json', violationsHeader: header })).toEqual([
      "request.query: Request query must have required property 'program'",
    ]);
    expect(
      requestViolations({
        status: 401,
        violationsHeader:
          '[{"location":["request"],"severity":"Error","code":401,"message":"Invalid security scheme used"}]',
      }),
    ).toEqual(['request: Invalid security scheme used']);
  });

  it('is seen in an answer Prism made up (422, unknown path)', () => {
    const body =
      '{"type":"https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY","title":"Invalid request","status":422,"validation":[{"location":["query"],"severity":"Error","message":"Request query must have required property \'emailaddress\'"}]}';
    expect(requestViolations({ status: 422, contentType: 'application/problem+json', body })).toEqual([
      "422 Invalid request (query: Request query must have required property 'emailaddress')",
    ]);
    expect(
      requestViolations({
        status: 404,
        contentType: 'application/problem+json',
        body: '{"title":"Route not resolved, no path matched","status":404}',
      }),
    ).toEqual(['404 Route not resolved, no path matched']);
  });

  it('is not a warning, nor a violation of the answer alone', () => {
    expect(
      requestViolations({
        ...ok,
        violationsHeader:
          '[{"location":["request","query"],"severity":"Warning","message":"unknown format"},{"location":["response","body"],"severity":"Error","message":"x"}]',
      }),
    ).toEqual([]);
    expect(requestViolations(ok)).toEqual([]);
  });
});

describe('the log of a run', () => {
  it('counts each operation once, and only when its request kept to the contract', () => {
    const log = createContractLog();
    log.record({ ...ok, method: 'GET', url: '/mystoreapi/10482' });
    log.record({ ...ok, method: 'GET', url: '/mystoreapi/10517' });
    log.record({ ...ok, method: 'GET', url: '/auth' });
    log.record({
      ...ok,
      method: 'GET',
      url: '/myrebatereceipt?ibcNumber=10482',
      status: 422,
      contentType: 'application/problem+json',
      body: '{"title":"Invalid request"}',
    });
    log.record({ ...ok, method: 'GET', url: '/not-in-the-contract' });
    const summary = log.summary();
    expect(summary.specTable).toEqual({ total: 18, exercised: 1 });
    expect(summary.all).toEqual({ total: 24, exercised: 2 });
    expect(summary.missing).toContain('getRebateReceipts');
    expect(summary.violations).toEqual([
      'GET /myrebatereceipt (getRebateReceipts): 422 Invalid request',
      'GET /not-in-the-contract: no operation of the contract has this method and path',
    ]);
    expect(log.line()).toBe(
      'contract: 1 of 18 operations exercised, 2 request violations (the calls of the original API; 2 of 24 operations of openapi/member-portal.yaml)',
    );
  });
});
