// Types only: the hook (page-query.ts) is imported by the pages themselves, so that TanStack Query's useQuery is no
// part of the first download, which imports this module.
export type { PageQuery, QueryMember } from './page-query';
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
  memberSession,
  subscribeMember,
  useCurrentStore,
  useCurrentStoreNumber,
  useMember,
  type MemberState,
} from './member-store';
