import { afterEach, describe, expect, it } from 'vitest';
import { AHEAD_KEPT_MS, forgetAhead, keepAhead, operationUrl, takeAhead } from './ahead';

const answer = () => ({ response: Promise.resolve(new Response('{}')), timeout: new AbortController().signal });

afterEach(() => forgetAhead());

describe('the address of a GET of the contract (operationUrl), as the generated calls write it', () => {
  it('puts path parameters in place and the others in the query, in the order given', () => {
    expect(operationUrl('getActivePrograms', { ibcNumber: '10482' })).toBe('/myactiveprograms/10482');
    expect(operationUrl('getRebateReceipts', { ibcNumber: '10482', emailAddress: 'maria@example.com' })).toBe(
      '/myrebatereceipt?ibcNumber=10482&emailAddress=maria%40example.com',
    );
    expect(operationUrl('getNumberOfStoresInUserProfile', { emailClaim: 'dana@example.com' })).toBe(
      '/chaintoolsapi/GetNumberOfStoresInUserProfile/dana@example.com',
    );
  });

  it('gives none for an operation the contract lacks, a write, or a path parameter without a value', () => {
    expect(operationUrl('getNothing', { ibcNumber: '10482' })).toBeNull();
    expect(operationUrl('enrollInProgram', {})).toBeNull();
    expect(operationUrl('getActivePrograms', { emailAddress: 'maria@example.com' })).toBeNull();
  });
});

describe('an answer asked ahead', () => {
  it('is taken once, by the first call to its address', () => {
    const kept = answer();
    keepAhead('/myactiveprograms/10482', kept);
    expect(takeAhead('/myactiveprograms/10483')).toBeNull();
    expect(takeAhead('/myactiveprograms/10482')).toMatchObject({ response: kept.response });
    expect(takeAhead('/myactiveprograms/10482')).toBeNull();
  });

  it('is not served once its time is over, nor after a sign-out forgets it', () => {
    keepAhead('/myactiveprograms/10482', answer(), 0);
    expect(takeAhead('/myactiveprograms/10482', AHEAD_KEPT_MS + 1)).toBeNull();
    keepAhead('/myactiveprograms/10482', answer());
    forgetAhead();
    expect(takeAhead('/myactiveprograms/10482')).toBeNull();
  });
});
