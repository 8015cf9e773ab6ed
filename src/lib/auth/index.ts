export { useAuth, AuthContext } from './context';
export { authProblemMessages } from './problem-messages';
export {
  DEFAULT_MEMBER_ROLE,
  type AuthContextValue,
  type AuthProblem,
  type AuthStatus,
  type AuthUser,
  type LockedMember,
  type PasswordCredentials,
} from './types';
export { sessionLikelyAtStart } from './session-at-start';
export { forgetSessionMember, noteDrawnFor, redrawRestoredPages } from './restored-page';
export { liveSessionMember, sessionEndedBy, type SessionEnd } from './live-session';
export { lastActivity, noteActivity, onActivityElsewhere } from './idle-activity';
