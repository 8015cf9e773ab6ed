export { matchRoute, routeById } from './match-route';
export { toSafeInAppPath } from './safe-path';
export { forgetInitialPath, peekInitialPath, rememberInitialPath } from './initial-path';
export { decideNavigation, type GuardDecision, type GuardInput } from './guard';
