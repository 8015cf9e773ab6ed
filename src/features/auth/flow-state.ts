import { isEmail } from '@/lib/validation';

/** Why the member arrived at the code page: the code was just sent, or a sign-up for the address was left unfinished. */
export type FlowNotice = 'codeSent' | 'signUpInProgress';

/** What one step of a code flow hands to the next through the router's navigation state. */
export interface FlowState {
  email: string;
  notice: FlowNotice | null;
}

const NOTICES: readonly FlowNotice[] = ['codeSent', 'signUpInProgress'];

export const flowState = (email: string, notice: FlowNotice): FlowState => ({ email, notice });

/** Navigation state is whatever the history entry holds (a reload or a hand-made link): keep only what is valid. */
export function readFlowState(state: unknown): FlowState {
  const { email, notice } = (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>;
  return {
    email: typeof email === 'string' && isEmail(email) ? email : '',
    notice: NOTICES.find((known) => known === notice) ?? null,
  };
}
