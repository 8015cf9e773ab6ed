import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { AccountInfo } from '@azure/msal-browser';
import { describe, expect, it } from 'vitest';
import { getMemberState, setMemberProfile, setMemberStores } from '@/lib/member';
import { keepLastSeen } from '@/lib/query/last-seen';
import { testQueryClient } from '../../../../tests/render';
import { useForgetReplacedMember } from './forget-replaced-member';

const account = (homeAccountId: string) => ({ homeAccountId }) as AccountInfo;
const CHAIN = ['/ibcstorechain/member@example.com'];

function Probe({ shown, client }: { shown: AccountInfo | null; client: ReturnType<typeof testQueryClient> }) {
  useForgetReplacedMember(shown, client);
  return null;
}

/** The probe in its query client, for the account MSAL reports: render it, then rerender with the next account. */
const probeFor = (client: ReturnType<typeof testQueryClient>) => (shown: AccountInfo | null) => (
  <QueryClientProvider client={client}>
    <Probe shown={shown} client={client} />
  </QueryClientProvider>
);

describe('useForgetReplacedMember', () => {
  it('keeps the member while MSAL reports them, and drops everything of them once it reports nobody or someone else', async () => {
    const client = testQueryClient();
    const ui = probeFor(client);
    const view = render(ui(account('maria.tenant')));
    setMemberProfile({
      firstName: 'Maria',
      lastName: 'Alvarez',
      ibcNumber: '10482',
      emailClaim: 'member@example.com',
      emails: [],
    });
    setMemberStores([{ ibcNumber: '10482', storeName: 'Maple Street Market' }], []);
    const stop = keepLastSeen(client, 'maria.tenant');
    client.setQueryData(CHAIN, { stores: [] });
    await waitFor(() => expect(sessionStorage.getItem('memberPortal.lastSeen')).not.toBeNull());

    // The same member, reported again (a new object): nothing changes.
    view.rerender(ui(account('maria.tenant')));
    expect(client.getQueryData(CHAIN)).toEqual({ stores: [] });

    // Signed out in another tab: nobody.
    view.rerender(ui(null));
    stop();
    expect(client.getQueryData(CHAIN)).toBeUndefined();
    expect(getMemberState().availableStores).toEqual([]);
    expect(getMemberState().emailClaim).toBe('');
    expect(sessionStorage.getItem('memberPortal.lastSeen')).toBeNull();
  });

  it('drops the first member’s answers when another account replaces them', () => {
    const client = testQueryClient();
    const ui = probeFor(client);
    const view = render(ui(account('maria.tenant')));
    client.setQueryData(CHAIN, { stores: [] });
    view.rerender(ui(account('sam.tenant')));
    expect(client.getQueryData(CHAIN)).toBeUndefined();
  });
});
