import { defineMessages } from 'react-intl';

export const boundaryMessages = defineMessages({
  reload: {
    id: 'error.reload',
    defaultMessage: 'Reload the page',
    description: 'Button that reloads after an unexpected failure',
  },
  appFailed: {
    id: 'error.appFailed',
    defaultMessage: 'The portal could not start. Check your connection, then reload the page.',
    description: 'Full-page message when the app itself failed (e.g. the sign-in library did not load)',
  },
  pageFailed: {
    id: 'error.pageFailed',
    defaultMessage:
      'This page could not be shown. The rest of the portal still works: choose another page, or try again.',
    description: 'Shown in place of a page that failed; header and menu keep working',
  },
  newVersion: {
    id: 'error.newVersion',
    defaultMessage: 'A newer version of the portal is available. Reload the page to continue.',
    description: 'A part of the app could not be downloaded, usually because a new release replaced it',
  },
});

/** A part of the app that could not be downloaded: after a release the old file is gone, or the network dropped. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|ChunkLoadError|Unable to preload CSS/i.test(
    text,
  );
}

/** A part of the app that did not arrive (the error itself, or the cause React wrapped it in) while offline. */
export const isOfflineChunkFailure = (error: unknown): boolean =>
  typeof navigator !== 'undefined' &&
  !navigator.onLine &&
  (isChunkLoadError(error) || (error instanceof Error && isChunkLoadError(error.cause)));

/**
 * React's report of an error a boundary caught (it logs each one as a console error). A part of the app that did not
 * arrive while the device is offline is expected and handled where it happened (the boundary waits for the network):
 * a warning, so that the console's errors stay the bugs.
 */
export function logCaughtError(error: unknown): void {
  if (isOfflineChunkFailure(error)) console.warn(error);
  else console.error(error);
}

/**
 * React's report of an error it recovered from (thrown while rendering in the background, gone when it rendered again
 * at once), which by default it reports as an uncaught error. The same offline failure, handled where it happened,
 * is a warning; anything else is still reported as uncaught, so that field data and tests hear of it.
 */
export function logRecoverableError(error: unknown): void {
  if (isOfflineChunkFailure(error)) console.warn(error);
  else window.reportError(error);
}
