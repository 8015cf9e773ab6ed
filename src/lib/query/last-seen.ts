import { useSyncExternalStore } from 'react';
import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { noteVisit } from '@/lib/telemetry';
import { keptQueries } from './kept-queries';
import {
  answersGeneration,
  answersWritten,
  dropAnswers,
  openAnswers,
  openedAnswers,
  sealAnswers,
  storedAnswersExist,
} from './sealed-answers';

/**
 * Last-seen answers: a member coming back to the portal in the same tab sees the answers of their last
 * visit at once, each section marked "As of <time>", while the fresh answers, always asked for, are on their way.
 *
 * - Kept in the tab's sessionStorage, sealed under a key that ends with the browser session (sealed-answers.ts): a
 *   browser that restores its tabs restores them unreadable, and they are dropped. Opened once, as this module
 *   loads (before the app's first render, which reads them synchronously). One account's only: a different owner
 *   (another account signed in) finds nothing, and Logout forgets them (resetMember; the other tabs reload and drop
 *   theirs as they start).
 * - Only the queries listed in kept-queries.ts (the store chain, the dashboard), and only answers that the
 *   contract's zod schema still accepts as they are read back; a new release (another build of this module) drops
 *   them all, whatever their shape.
 * - Restored answers are marked invalid at once, so every query using them asks the server again as it mounts.
 * TanStack Query's own dehydrate/hydrate do the work; @tanstack/query-persist-client-core is pinned to an older
 * query-core than ours (5.104.5), which would ship a second copy of it.
 */

// This module's own address: a new build (a new release) names it anew, and what an older one kept is dropped.
const RELEASE = import.meta.url;

/** The moments (dataUpdatedAt) of the answers read back from storage and not replaced yet. */
const restored = new Set<number>();
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

type Schemas = (typeof import('./kept-schemas'))['keptSchemas'];
let schemas: Schemas | null = null;
let loadingSchemas: Promise<void> | null = null;

const keptFor = (queryKey: QueryKey) =>
  keptQueries.find((entry) => typeof queryKey[0] === 'string' && queryKey[0].startsWith(entry.path));

/** Logout, or an answer that cannot be trusted: nothing stays, and no keeper started so far writes again. */
export function forgetLastSeen(): void {
  dropAnswers();
  restored.clear();
  changed();
}

/**
 * Another member signs in where this tab kept someone's answers: those go, and the keeper already started for the
 * member now signing in (its effect may run first) keeps their answers as they arrive.
 */
export function dropOthersLastSeen(): void {
  dropAnswers(false);
  restored.clear();
  changed();
}

/**
 * Opens what this tab kept into memory: as this module loads (a page load), and where a test stands for one. What
 * cannot be opened (another release, the key of a browser session that ended, altered) is dropped.
 */
export async function openLastSeen(): Promise<void> {
  if (!(await openAnswers(RELEASE))) forgetLastSeen();
}

function read(owner: string): DehydratedState | null {
  const saved = openedAnswers();
  if (saved?.release === RELEASE && saved.owner === owner && Array.isArray(saved.state?.queries)) return saved.state;
  if (saved || storedAnswersExist()) forgetLastSeen();
  return null;
}

/** Resolves once what was kept last has reached storage (or was given up). */
export const lastSeenWritten = answersWritten;

/**
 * The owner and identity of this release's last-seen answers, without restoring them: for the identity method to
 * decide, before it has loaded, whether the member it is about to confirm can be painted now. Unchecked: the caller
 * checks the identity's shape.
 */
export function lastSeenIdentity(): { owner: string; identity: unknown } | null {
  const saved = openedAnswers();
  if (saved?.release !== RELEASE || typeof saved.owner !== 'string' || !saved.owner || saved.identity === undefined)
    return null;
  return { owner: saved.owner, identity: saved.identity };
}

/**
 * The schemas that check kept answers as they are read back (and zod with them): loaded only when this tab kept
 * answers, before the restore that needs them (the callers wait for it). Resolves at once when nothing was kept;
 * a failed load is tried again at the next call.
 */
export function loadLastSeenSchemas(): Promise<void> {
  if (schemas || !openedAnswers()) return Promise.resolve();
  loadingSchemas ??= import('./kept-schemas').then(
    (module) => {
      schemas = module.keptSchemas;
    },
    (error: unknown) => {
      loadingSchemas = null;
      throw error;
    },
  );
  return loadingSchemas;
}

/**
 * Before the first render of a signed-in member: their last answers go into the cache, each checked against its
 * schema (one that fails is left out), all marked invalid so they are asked for again. Nothing without the schemas
 * (loadLastSeenSchemas, awaited first): an answer that cannot be checked is not shown.
 */
export function restoreLastSeen(client: QueryClient, owner: string): void {
  const state = read(owner);
  const check = schemas;
  if (!state || !check) return;
  const queries = state.queries.filter((query) => {
    const path = keptFor(query.queryKey)?.path;
    return query.state.status === 'success' && path !== undefined && check[path]?.safeParse(query.state.data).success;
  });
  hydrate(client, { mutations: [], queries });
  // Field data files this page view's figures as a returning member's: painted from what was kept.
  if (queries.length > 0) noteVisit('returning');
  for (const query of queries) {
    restored.add(query.state.dataUpdatedAt);
    void client.invalidateQueries({ queryKey: query.queryKey, exact: true, refetchType: 'none' });
  }
  changed();
}

const keptQuery = (query: Query) => query.state.status === 'success' && Boolean(keptFor(query.queryKey));

/** Answers kept of each kind (each path of kept-queries.ts): a member's few stores, not a chain's hundreds. */
export const MAX_KEPT_PER_KIND = 12;

/**
 * The answers to keep: of each kind the first MAX_KEPT_PER_KIND in the cache's order, the order the queries were
 * created in (the member's own store comes first: its dashboard is fetched ahead). Without the bound a chain owner's
 * 'All my stores' rewrote every answer so far into storage at each of 300 answers: 4.3 s of setItem.
 */
function queriesToKeep(client: QueryClient): Set<Query> {
  const counts = new Map<string, number>();
  const kept = new Set<Query>();
  for (const query of client.getQueryCache().getAll()) {
    const kind = keptQuery(query) ? keptFor(query.queryKey)?.path : undefined;
    if (!kind) continue;
    const count = counts.get(kind) ?? 0;
    if (count >= MAX_KEPT_PER_KIND) continue;
    counts.set(kind, count + 1);
    kept.add(query);
  }
  return kept;
}

/** Keeps the member's kept answers (and who they are) as they arrive; returns the function that stops it. */
export function keepLastSeen(client: QueryClient, owner: string, identity?: unknown): () => void {
  const started = answersGeneration();
  const save = (kept: Set<Query>) => {
    if (answersGeneration() !== started) return;
    sealAnswers({
      release: RELEASE,
      owner,
      identity,
      state: dehydrate(client, {
        shouldDehydrateQuery: (query) => kept.has(query),
        shouldDehydrateMutation: () => false,
      }),
    });
  };
  return client.getQueryCache().subscribe((event) => {
    // A fresh answer has a new dataUpdatedAt: its section's "As of" goes by itself (useLastSeenAt).
    if (event.type !== 'updated' || event.action.type !== 'success' || !keptFor(event.query.queryKey as QueryKey))
      return;
    // An answer beyond the bound changes nothing kept: no rewrite.
    const kept = queriesToKeep(client);
    if (kept.has(event.query as Query)) save(kept);
  });
}

/** The moment of an answer shown from the last visit (its dataUpdatedAt), or null for a fresh one. */
export function useLastSeenAt(dataUpdatedAt: number | undefined): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (dataUpdatedAt !== undefined && restored.has(dataUpdatedAt) ? dataUpdatedAt : null),
    () => null,
  );
}

// The app's first render reads the kept answers synchronously (the returning member's paint): they are opened first.
await openLastSeen();
