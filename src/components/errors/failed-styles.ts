// Vite adds a lazily loaded part's stylesheet as a <link> before it runs the part's code, and never asks for a sheet
// again once it has tried it, even when that try failed: a part whose sheet failed as the connection went, imported
// again once back online, drew without its styles until a reload (its code arrived; Vite skipped the sheet as seen).
// The failed sheets are noted here and fetched again before such an import (importFresh).
const failedSheets = new Set<string>();
// One fetch of a sheet at a time, shared by the imports that ask meanwhile: a second <link> in place of the first
// would take it out of the page before it settled, and the import waiting on it would wait for good.
const sheetsUnderWay = new Map<string, Promise<void>>();

/** The stylesheet a failed preload names (Vite: "Unable to preload CSS for <address>"), if it is one. */
export function failedStyleAddress(error: unknown): string | undefined {
  return error instanceof Error ? /Unable to preload CSS for (\S+)/.exec(error.message)?.[1] : undefined;
}

/** Notes the sheet a failed preload names, to be fetched again before the next import that may need it. */
export function noteFailedStyle(error: unknown): void {
  const address = failedStyleAddress(error);
  if (address) failedSheets.add(address);
}

/** A new <link> for the sheet (a failed one is never fetched again by the browser), in place of the failed one. */
function fetchSheetAgain(address: string): Promise<void> {
  for (const old of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (old.href === address) old.remove();
  }
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = address;
  const settled = new Promise<void>((resolve, reject) => {
    const loaded = () => {
      failedSheets.delete(address);
      resolve();
    };
    link.addEventListener('load', loaded, { once: true });
    // The same words as Vite's own failure, so that it is met as a part of the app that did not arrive.
    link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${address}`)), { once: true });
  });
  document.head.append(link);
  return settled;
}

function fetchSheetOnce(address: string): Promise<void> {
  const underWay = sheetsUnderWay.get(address);
  if (underWay) return underWay;
  const fetched = fetchSheetAgain(address).finally(() => sheetsUnderWay.delete(address));
  sheetsUnderWay.set(address, fetched);
  return fetched;
}

/** Fetches again every sheet noted as failed; rejects, as Vite's preload does, while one of them still fails. */
export async function fetchFailedStylesAgain(): Promise<void> {
  await Promise.all([...failedSheets].map(fetchSheetOnce));
}
