import { useSyncExternalStore } from 'react';
import type { MemberProfile } from './claims';
import { preselectStore, type PreselectionNotice, type Store, type StoreNotification } from './stores';

/** Spec §3 "Shared client state" (the identity client instance lives with the identity method). */
export interface MemberState extends MemberProfile {
  availableStores: Store[];
  userStores: Store[];
  currentStore: Store | null;
  notifications: StoreNotification[];
  /** Set when the first store was taken because none matched the member's number. */
  preselectionNotice: PreselectionNotice;
  /** The member number from the sign-in, kept apart from ibcNumber, which follows the store selector. */
  claimedIbcNumber: string;
}

export const emptyMemberState: MemberState = {
  ibcNumber: '',
  firstName: '',
  lastName: '',
  emailClaim: '',
  emails: [],
  availableStores: [],
  userStores: [],
  currentStore: null,
  notifications: [],
  preselectionNotice: null,
  claimedIbcNumber: '',
};

let state: MemberState = emptyMemberState;
const listeners = new Set<() => void>();

function update(next: MemberState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The member's profile from the sign-in (claims, or the template flow's user). */
export function setMemberProfile(profile: MemberProfile): void {
  update({ ...emptyMemberState, ...profile, claimedIbcNumber: profile.ibcNumber });
}

/** The store chain arrived: keep it and preselect the current store (spec §4). */
export function setMemberStores(stores: Store[], notifications: StoreNotification[]): void {
  const { store, notice } = preselectStore(stores, state.claimedIbcNumber);
  update({ ...state, availableStores: stores, userStores: stores, notifications, currentStore: store, ibcNumber: store?.ibcNumber ?? state.claimedIbcNumber, preselectionNotice: notice });
}

/** The store selector: sets both currentStore and ibcNumber (spec §4). Unknown numbers are ignored. */
export function selectStore(ibcNumber: string): void {
  const store = state.availableStores.find((candidate) => candidate.ibcNumber === ibcNumber);
  if (store) update({ ...state, currentStore: store, ibcNumber: store.ibcNumber, preselectionNotice: null });
}

/** Sign-out: back to the empty defaults of spec §3. */
export function resetMember(): void {
  update(emptyMemberState);
}

export function getMemberState(): MemberState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads the member state (or a slice of it) and re-renders when it changes. */
export function useMember<T = MemberState>(select: (member: MemberState) => T = (member) => member as T): T {
  return useSyncExternalStore(subscribe, () => select(state), () => select(emptyMemberState));
}
