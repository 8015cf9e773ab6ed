import type { LockedMember } from './types';

// sessionStorage, not localStorage: a locked session is forgotten when the tab closes, so a shared store computer
// does not keep greeting the last member by name.
const STORAGE_KEY = 'lockedMember';

/** The member who locked this tab, if the stored value still has the expected shape. */
export function readLockedMember(): LockedMember | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { displayName, email, photoURL } = value as Record<string, unknown>;
    if (typeof displayName !== 'string' || typeof email !== 'string' || !email) return null;
    return { displayName, email, photoURL: typeof photoURL === 'string' ? photoURL : null };
  } catch {
    return null;
  }
}

export function storeLockedMember(member: LockedMember | null): void {
  try {
    if (member) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(member));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode quotas); the lock screen then simply greets nobody.
  }
}
