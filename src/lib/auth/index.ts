export { useAuth, AuthContext } from './context';
export { TemplateAuthProvider } from './TemplateAuthProvider';
export { canAccess } from './can-access';
export { DEFAULT_MEMBER_ROLE, type AuthContextValue, type AuthStatus, type AuthUser, type PasswordCredentials } from './types';
