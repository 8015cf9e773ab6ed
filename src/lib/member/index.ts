export { FIRST_QUERY, usePageQuery, type PageQuery, type QueryMember } from './page-query';
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
  subscribeMember,
  useCurrentStore,
  useCurrentStoreNumber,
  useMember,
  type MemberState,
} from './member-store';
