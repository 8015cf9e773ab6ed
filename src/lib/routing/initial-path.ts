import { toSafeInAppPath } from './safe-path';

// Session storage, so the path survives the identity provider's redirect but not the browser session.
const STORAGE_KEY = 'memberPortal.initialPath';

/** The first path a signed-out visitor asked for, reopened after sign-in. */
export function rememberInitialPath(path: string): void {
  const safe = toSafeInAppPath(path);
  try {
    if (safe) sessionStorage.setItem(STORAGE_KEY, safe);
  } catch {
    // Without storage the member lands on the dashboard instead; nothing breaks.
  }
}

/** The remembered path, re-checked since storage can be edited. Reading does not forget it, so it is safe in render. */
export function peekInitialPath(): string | null {
  try {
    return toSafeInAppPath(sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Called once the member is inside the app, so a later sign-in does not reopen an old path. */
export function forgetInitialPath(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}
