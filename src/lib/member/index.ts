export { useFetchAheadForLikelyStore } from './fetch-ahead';
export { claimsRead, mapClaims, type ClaimProblem, type MemberProfile } from './claims';
export { readRecentStores } from './store-choice';
export {
  notificationsForStore,
  preselectStore,
  type PreselectionNotice,
  type Store,
  type StoreNotification,
} from './stores';
export {
  adoptKeptStores,
  dismissStoreNotice,
  firstCallMember,
  forgetBrowserSessionData,
  getMemberState,
  resetMember,
  selectStore,
  setMemberProfile,
  setMemberStores,
  useCurrentStore,
  useCurrentStoreNumber,
  useLikelyStoreNumber,
  useMember,
  whenStoreKnown,
  type MemberState,
} from './member-store';
