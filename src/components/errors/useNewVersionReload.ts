import { useEffect } from 'react';
import { isChunkLoadError } from './messages';
import { reloadOnceForNewVersion, willReloadForNewVersion } from './reload-once';

/**
 * For an error boundary: true while a missing chunk makes the page reload once (show a loader, not a message);
 * false for any other error, or when the reload already happened and the chunk is still missing (offer Reload).
 */
export function useNewVersionReload(error: unknown): boolean {
  const reloading = isChunkLoadError(error) && willReloadForNewVersion();
  useEffect(() => {
    if (reloading) reloadOnceForNewVersion();
  }, [reloading]);
  return reloading;
}
