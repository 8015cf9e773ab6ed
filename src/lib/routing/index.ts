export { matchRoute, routeById, routePath } from './match-route';
export { ACCOUNT_TABS, accountTabSearch, accountTabState, type AccountTab } from './account-tabs';
export { toSafeInAppPath } from './safe-path';
export { forgetInitialPath, peekInitialPath, rememberInitialPath } from './initial-path';
export { decideNavigation, type GuardDecision, type GuardInput } from './guard';
export { canAccess } from './can-access';
export {
  markSignInReturn,
  noteSignInStart,
  openedWithSignInAnswer,
  passBackOverSignIn,
  signInReturnSkip,
} from './sign-in-return';
export { inPageLink, useQueryParams } from './query-params';
