import { describe, expect, it } from 'vitest';
import { createExamplePicker } from './mock-examples.mjs';

const pick = createExamplePicker();

describe('the mock API’s example per store', () => {
  it('answers the specification’s calls with the store’s example, as before', () => {
    expect(pick('GET', '/myrebatereceipt?ibcNumber=10482&emailAddress=member%40example.com')).toBe(
      'example=store10482',
    );
    expect(pick('GET', '/myDashboardApi?ibcNumber=10517&requestSource=Web')).toBe('example=store10517');
  });

  it('answers a year the member picked with that store’s example for the year', () => {
    expect(pick('GET', '/myrebatereceipt?ibcNumber=10482&emailAddress=member%40example.com&year=2025')).toBe(
      'example=store10482-2025',
    );
    expect(pick('GET', '/myfifthcheckapi?ibcNumber=10482&emailAddress=member%40example.com&year=2025')).toBe(
      'example=store10482-2025',
    );
    expect(pick('GET', '/myDashboardApi?ibcNumber=11093&year=2025&requestSource=Web')).toBe('example=store11093-2025');
  });

  it('answers a year without an example of its own with the store’s usual answer (the portal narrows it)', () => {
    expect(pick('GET', '/myrebatereceipt?ibcNumber=10482&emailAddress=member%40example.com&year=2023')).toBe(
      'example=store10482',
    );
    // A year is never read as a store number.
    expect(pick('GET', '/myrebatereceipt?year=2025&ibcNumber=10517&emailAddress=member%40example.com')).toBe(
      'example=store10517-2025',
    );
  });
});
