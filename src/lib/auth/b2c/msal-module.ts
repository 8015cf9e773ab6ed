import { startTransition, useEffect, useState } from 'react';
import { loadLastSeenSchemas } from '@/lib/query/last-seen';

// MSAL and the provider built on it: their own chunk (~70 KiB), loaded only when MSAL has work to do.
type MsalModule = typeof import('./B2CAuthProvider');

let msalModule: MsalModule | null = null;

/**
 * Loads MSAL's chunk (again after a failure: the browser keeps no failed module), and the schemas that check the last
 * answers this tab kept, which the provider restores as it first renders (none to load when nothing was kept).
 */
export const loadMsal = (): Promise<MsalModule> =>
  Promise.all([import('./B2CAuthProvider'), loadLastSeenSchemas().catch(() => undefined)]).then(
    ([module]) => (msalModule = module),
  );

/**
 * MSAL's module once `wanted` and loaded; null until then. A component draws its provider from this rather than
 * through React.lazy in a Suspense boundary: React reveals what a boundary held back no sooner than 300 ms after its
 * fallback appeared, and the module (fetched ahead, or cached) is usually here well within that, so every start
 * through MSAL waited for nothing (traced: 247 ms idle before a new tab's first API call).
 *
 * A load that fails while the browser is offline is tried again when the network is back: the member keeps the page
 * painted from what the tab kept, whose calls say they wait for the network, rather than an error page for a chunk
 * that is only out of reach. Any other failure is thrown to the error boundary above, as React.lazy's was.
 */
export function useMsalModule(wanted: boolean): MsalModule | null {
  const [loaded, setLoaded] = useState(() => msalModule);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    const attempt = () =>
      void loadMsal().then(
        // What MSAL's provider holds renders in slices, as a transition (see AfterSchemas in B2CAuth.tsx).
        (module) => live && startTransition(() => setLoaded(module)),
        (error: unknown) => {
          if (!live) return;
          if (navigator.onLine === false) window.addEventListener('online', attempt, { once: true });
          else setFailure({ error });
        },
      );
    attempt();
    return () => {
      live = false;
      window.removeEventListener('online', attempt);
    };
  }, [wanted, loaded]);
  if (failure) throw failure.error;
  return wanted ? loaded : null;
}
