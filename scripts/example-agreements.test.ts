import { describe, expect, it } from 'vitest';
import type { AvailableProgramList, Dashboard, FifthCheckStatementList, StoreChain } from '../generated/model/index.ts';
import { loadContract as contract } from './contract-document.mjs';
import { examplesOf, type ContractDocument } from './contract-examples.ts';
import { disagreements } from './example-agreements.ts';

/** One example, to edit in place (the tests' copy of the contract). */
function example<T>(document: ContractDocument, route: string, name: string): T {
  const value = examplesOf<T>(document, route).get(name);
  if (value === undefined) throw new Error(`no example ${name} of ${route}`);
  return value;
}

describe('the contract’s examples tell one story per store', () => {
  it('agree wherever two calls state the same fact', () => {
    expect(disagreements(contract())).toEqual([]);
  });

  it('read every call the rules compare (a renamed path would otherwise check nothing)', () => {
    const document = contract();
    const calls: Array<[string, string?, string?]> = [
      ['/myDashboardApi'],
      ['/myfifthcheckapi'],
      ['/myrebatereceipt'],
      ['/incentivesblobservice/GetIncentives/{id}'],
      ['/myactiveprograms/{ibcNumber}'],
      ['/myavailableprograms/{ibcNumber}'],
      ['/mystoreapi/{ibcNumber}'],
      ['/myregionalmanagerapi/{ibcNumber}'],
      ['/mynewsletterapi/{ibcNumber}'],
      ['/ibcstorechain/{emailClaim}'],
      ['/chaintoolsapi/GetNumberOfStoresInUserProfile/{emailClaim}'],
      ['/incentivesblobservice/PostIncentiveBlob', 'post'],
      ['/incentivesblobservice/PostIncentiveNoImage', 'post'],
      ['/myavailableprograms/', 'post', 'text/plain'],
    ];
    for (const [route, method, type] of calls)
      expect(examplesOf(document, route, method, type).size, route).toBeGreaterThan(0);
  });

  it('fail on an edited example, naming the store and both figures', () => {
    const document = contract();
    const chain = example<StoreChain>(document, '/ibcstorechain/{emailClaim}', 'member');
    chain.data[0]!.notifications[0]!.message =
      'Your 2026 Q3 fifth check (no. 504812) for $1,842.60 was mailed on October 20.';
    example<Dashboard>(document, '/myDashboardApi', 'store10517').rebates.byMonth[3]!.amount += 1;
    example<Dashboard>(document, '/myDashboardApi', 'store11093').counts.openIncentives += 1;
    example<FifthCheckStatementList>(document, '/myfifthcheckapi', 'store20871').statements[0]!.lines[0]!.amount +=
      0.01;
    example<AvailableProgramList>(document, '/myavailableprograms/{ibcNumber}', 'store10482').programs[2]!.hasProgram =
      true;
    expect(disagreements(document)).toEqual(
      expect.arrayContaining([
        'store 10482: NTF-1001 says fifth check 504812 was $1842.60, its statement says $1644.63',
        expect.stringMatching(
          /^store 10517: dashboard store10517 says \$4889\.95 this year, its months add up to \$4890\.95$/,
        ),
        'store 11093: the dashboard counts 2 open incentives, the list has 1',
        expect.stringMatching(/^store 20871: fifth check 504871 is \$776\.80, its lines add up to \$776\.81$/),
        expect.stringMatching(/^store 20871: fifth check 504871: 1.25% of \$46820\.00 is not \$585\.26/),
        expect.stringMatching(/^store 10482: the dashboard counts 3 programs it may enrol in, the list has 2$/),
        expect.stringMatching(/^store 10482: its active programs are .*, the available list says it has .*PRG-108/),
      ]),
    );
  });
});
