import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { setAuthToken, setTokenSource } from '@/lib/http';
import { createQueryClient } from '@/lib/query/query-client';
import { askFirstCalls, type FirstCalls } from './fetch-ahead';
import { resetMember, selectStore, setMemberProfile, setMemberStores } from './member-store';

const profile = {
  firstName: 'Maria',
  lastName: 'Alvarez',
  ibcNumber: '10517',
  emailClaim: 'member@example.com',
  emails: ['member@example.com'],
};

/** A page's first call, recording the member and store it was asked for. */
function recordingCalls() {
  const asked: string[] = [];
  const calls: FirstCalls = ({ emailClaim, storeNumber }) => [
    {
      queryKey: ['first', emailClaim, storeNumber],
      queryFn: () => {
        asked.push(`${emailClaim} ${storeNumber}`);
        return Promise.resolve('answer');
      },
    },
    null,
  ];
  return { asked, calls };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(async () => {
  setTokenSource(null);
  await resetMember();
});

describe('a page’s first calls, asked for as the router opens it', () => {
  it('go at once for a known member, about the current store', async () => {
    setMemberProfile(profile);
    setMemberStores([{ ibcNumber: '10482', storeName: 'Maple Street Market' }], []);
    selectStore('10482');
    setAuthToken('token');
    const client = new QueryClient();
    const { asked, calls } = recordingCalls();
    askFirstCalls(client, calls);
    await settled();
    expect(asked).toEqual(['member@example.com 10482']);
    expect(client.getQueryData(['first', 'member@example.com', '10482'])).toBe('answer');
  });

  it('wait for the member and the token source set after them, then ask once about the likely store', async () => {
    const client = new QueryClient();
    const { asked, calls } = recordingCalls();
    askFirstCalls(client, calls);
    await settled();
    expect(asked).toEqual([]);
    // As the identity methods do it: the member first, the token source right after, in the same task.
    setMemberProfile(profile);
    expect(asked).toEqual([]);
    setAuthToken('token');
    await settled();
    // No store confirmed yet: the sign-in's member number is the likely one.
    expect(asked).toEqual(['member@example.com 10517']);
    setMemberStores([{ ibcNumber: '10517', storeName: 'Riverside Fuel & Go' }], []);
    await settled();
    expect(asked).toHaveLength(1);
  });

  it('ask nothing once stopped (the member has moved to another page meanwhile)', async () => {
    const client = new QueryClient();
    const { asked, calls } = recordingCalls();
    const stop = askFirstCalls(client, calls);
    stop();
    setMemberProfile(profile);
    setAuthToken('token');
    await settled();
    expect(asked).toEqual([]);
  });

  it('never go without a token: a member known while no token source is set waits', async () => {
    const fetchSpy = vi.fn();
    setMemberProfile(profile);
    const client = new QueryClient();
    askFirstCalls(client, () => [{ queryKey: ['waiting'], queryFn: fetchSpy }]);
    await settled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('a first call that fails before its page has drawn', () => {
  it('is the page’s failure, not asked again as the page opens on it; Try again asks', async () => {
    setMemberProfile(profile);
    setAuthToken('token');
    // The app's own client: its rules for a query opening on a failure are what this is about.
    const client = createQueryClient();
    let asked = 0;
    const options = {
      queryKey: ['failing'],
      queryFn: () => {
        asked += 1;
        return Promise.reject(new Error('unreadable answer'));
      },
    };
    askFirstCalls(client, () => [options]);
    await settled();
    expect(asked).toBe(1);
    // The page's own query opens on the failure.
    const observer = new QueryObserver(client, options);
    const unsubscribe = observer.subscribe(() => undefined);
    await settled();
    expect(asked).toBe(1);
    expect(observer.getCurrentResult().status).toBe('error');
    await observer.refetch();
    expect(asked).toBe(2);
    unsubscribe();
    // A later page opening on a failure asks again, as usual.
    const later = new QueryObserver(client, options);
    const stop = later.subscribe(() => undefined);
    await settled();
    expect(asked).toBe(3);
    stop();
  });
});
