import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { StoreChain } from '@generated/model/storeChain.zod';
import { clearDrafts, deleteExpiredDrafts } from '@/lib/drafts';
import { forgetKeptToken } from '@/lib/http';
import { dropOthersLastSeen, forgetLastSeen } from '@/lib/query/last-seen';
import { dataKey } from '@/lib/session-key';
import type { MemberProfile } from './claims';
import { forgetDataOwner, takeOverBrowserData } from './data-owner';
import {
  forgetStoreChoices,
  readDismissedNotice,
  readStoreChoice,
  rememberRecentStore,
  saveDismissedNotice,
  saveStoreChoice,
} from './store-choice';
import { preselectStore, type PreselectionNotice, type Store, type StoreNotification } from './stores';
import { createListeners } from '@/lib/react/listeners';

/** The member state every part of the app shares (the identity client instance lives with the identity method). */
export interface MemberState extends MemberProfile {
  availableStores: Store[];
  currentStore: Store | null;
  notifications: StoreNotification[];
  /** Set when the first store was taken because none matched the member's number. */
  preselectionNotice: PreselectionNotice;
  /** The member number from the sign-in, kept apart from ibcNumber, which follows the store selector. */
  claimedIbcNumber: string;
  /** The store notice the member closed ('numberNotFound:10482'); it stays closed across remounts and reloads. */
  dismissedNotice: string | null;
}

export const emptyMemberState: MemberState = {
  ibcNumber: '',
  firstName: '',
  lastName: '',
  emailClaim: '',
  emails: [],
  availableStores: [],
  currentStore: null,
  notifications: [],
  preselectionNotice: null,
  claimedIbcNumber: '',
  dismissedNotice: null,
};

let state: MemberState = { ...emptyMemberState, dismissedNotice: readDismissedNotice() };
const { subscribe, notify } = createListeners();

function update(next: MemberState): void {
  state = next;
  notify();
}

const sameProfile = (a: MemberProfile, b: MemberProfile) =>
  a.firstName === b.firstName &&
  a.lastName === b.lastName &&
  a.emailClaim === b.emailClaim &&
  a.ibcNumber === b.ibcNumber &&
  (a.phone ?? '') === (b.phone ?? '') &&
  a.emails.join('\n') === b.emails.join('\n');

/**
 * The member's profile from the sign-in (claims, or the template flow's user). The same profile again (an identity
 * provider re-rendering with a new account object) changes nothing, so the stores and the choice stay.
 */
export function setMemberProfile(profile: MemberProfile): void {
  if (sameProfile({ ...state, ibcNumber: state.claimedIbcNumber }, profile)) return;
  if (profile.emailClaim && profile.emailClaim !== state.emailClaim) {
    // Another member's data in this browser (a close or an idle sign-out without Logout) goes before anything of this
    // member is read: their drafts, store choices and last-seen answers. Then, as a session starts, drafts older
    // than config's draftMaxAgeDays or sealed under a key of a browser session that ended go too.
    if (takeOverBrowserData(profile.emailClaim)) void dropOthersData();
    void deleteExpiredDrafts();
  }
  update({
    ...emptyMemberState,
    ...profile,
    claimedIbcNumber: profile.ibcNumber,
    dismissedNotice: state.emailClaim ? null : state.dismissedNotice,
  });
}

/**
 * A returning member's store chain, already in the cache (their last-seen answers): their stores and current
 * store are set before the first render, so the frame and the page take their final shape in one commit rather than
 * a loading state first and then a second, synchronous render of the whole page once an effect has set them. Call it
 * after setMemberProfile (a new profile empties the stores).
 */
// The generated client's key of the member's store chain (getGetStoreChainQueryKey), spelled here: its module builds the
// answer's zod schema as it loads, which would bring zod into the first load for one line.
const storeChainKey = (emailClaim: string) => [`/ibcstorechain/${emailClaim}`] as const;

export function adoptKeptStores(client: QueryClient): void {
  if (!state.emailClaim) return;
  // Read as it may be (a test's stand-in, say): only a store chain's shape is taken.
  const entry = client.getQueryData<Partial<StoreChain>>(storeChainKey(state.emailClaim))?.data?.[0];
  if (entry) setMemberStores(entry.stores, entry.notifications);
}

/** The member closed a store notice. */
export function dismissStoreNotice(key: string): void {
  saveDismissedNotice(key);
  update({ ...state, dismissedNotice: key });
}

/**
 * The store chain arrived. The current store is, in order: the one already current (a remount, a refetch), the one
 * this member chose last time in this browser, or the preselection by member number. A remembered number that
 * is no longer among the member's stores is dropped.
 */
export function setMemberStores(stores: Store[], notifications: StoreNotification[]): void {
  // The same answer again (the one set ahead of the first render, then seen by the store chain's effect): nothing changes.
  if (stores === state.availableStores && notifications === state.notifications) return;
  const among = (ibcNumber: string | null | undefined) =>
    ibcNumber ? stores.find((store) => store.ibcNumber === ibcNumber) : undefined;
  const kept = among(state.currentStore?.ibcNumber) ?? among(readStoreChoice(state.emailClaim));
  if (kept) {
    const notice = kept.ibcNumber === state.currentStore?.ibcNumber ? state.preselectionNotice : null;
    update({
      ...state,
      availableStores: stores,
      notifications,
      currentStore: kept,
      ibcNumber: kept.ibcNumber,
      preselectionNotice: notice,
    });
    return;
  }
  const { store, notice } = preselectStore(stores, state.claimedIbcNumber);
  update({
    ...state,
    availableStores: stores,
    notifications,
    currentStore: store,
    ibcNumber: store?.ibcNumber ?? state.claimedIbcNumber,
    preselectionNotice: notice,
  });
}

/** The store selector: sets both currentStore and ibcNumber and remembers the choice. Unknown numbers are ignored. */
export function selectStore(ibcNumber: string): void {
  const store = state.availableStores.find((candidate) => candidate.ibcNumber === ibcNumber);
  if (!store) return;
  saveStoreChoice(state.emailClaim, store.ibcNumber);
  if (state.currentStore && state.currentStore.ibcNumber !== store.ibcNumber)
    rememberRecentStore(state.emailClaim, state.currentStore.ibcNumber);
  update({ ...state, currentStore: store, ibcNumber: store.ibcNumber, preselectionNotice: null });
}

function dropOthersData(): Promise<void> {
  forgetStoreChoices();
  dropOthersLastSeen();
  return clearDrafts();
}

/**
 * Logout: everything of the member this browser keeps for the portal goes, and the key it was sealed under, so
 * nothing of theirs comes back in this browser session: drafts, last-seen answers, store choices, whose they were.
 * Resolves once the drafts are gone.
 */
export function forgetBrowserSessionData(): Promise<void> {
  forgetStoreChoices();
  forgetLastSeen();
  const dropped = clearDrafts();
  forgetDataOwner();
  dataKey.forget();
  return dropped;
}

/**
 * Sign-out: back to the empty defaults, with no last-seen answer and no kept token left in the browser. Resolves once
 * the drafts are gone: a sign-out that leaves the page waits for it.
 * `keepDrafts`: a sign-out the member did not ask for (inactivity) keeps what is theirs for when
 * they are back in this browser session: drafts, store choices, whose they are and the key they are sealed under
 * (another member's sign-in drops them). Anything else is forgotten as at Logout (forgetBrowserSessionData).
 */
export function resetMember({ keepDrafts = false }: { keepDrafts?: boolean } = {}): Promise<void> {
  session += 1;
  let dropped: Promise<void> = Promise.resolve();
  if (keepDrafts) forgetLastSeen();
  else dropped = forgetBrowserSessionData();
  forgetKeptToken();
  saveDismissedNotice(null);
  update(emptyMemberState);
  return dropped;
}

export function getMemberState(): MemberState {
  return state;
}

// How many times the member state was reset (a sign-out): what waits for a member stops waiting across a reset.
let session = 0;
/** Which member session this is: it changes each time the member state is reset (a sign-out). */
export const memberSession = (): number => session;

/** Calls `listener` after each change of the member state, until the returned function is called. */
export const subscribeMember = (listener: () => void): (() => void) => subscribe(listener);

/** Reads the member state (or a slice of it) and re-renders when it changes. */
export function useMember<T = MemberState>(select: (member: MemberState) => T = (member) => member as T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(emptyMemberState),
  );
}

/** The one source of the current store: null until the member's stores have loaded. */
export function useCurrentStore(): Store | null {
  return useMember((member) => member.currentStore);
}

/** The current store's number, '' until it is known: pages key their queries by it and wait while it is ''. */
export function useCurrentStoreNumber(): string {
  return useMember((member) => member.currentStore?.ibcNumber ?? '');
}

/** The store this member chose last time in this browser, else the member number of the sign-in (the preselection). */
const likelyStoreOf = (member: MemberState): string => readStoreChoice(member.emailClaim) ?? member.claimedIbcNumber;

/**
 * Who a page's first call is about before anything has rendered: the member's e-mail and their store (the current
 * one, else the likeliest). Null without a member. A page asks its first answer with these as its code arrives
 * (its route's loader, src/app/lazy-page.tsx); a guess that turns out wrong only costs that one call.
 */
export function firstCallMember(): { store: string; email: string } | null {
  const store = state.currentStore?.ibcNumber ?? likelyStoreOf(state);
  return state.emailClaim && store ? { store, email: state.emailClaim } : null;
}
