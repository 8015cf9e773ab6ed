import { createSafeContext } from '@/lib/react/create-safe-context';
import type { AuthContextValue } from './types';

export const [AuthContext, useAuth] = createSafeContext<AuthContextValue>('AuthContext');
