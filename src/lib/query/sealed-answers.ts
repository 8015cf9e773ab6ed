import type { DehydratedState } from '@tanstack/react-query';
import { dataKey } from '@/lib/session-key';

// Where last-seen.ts keeps a tab's last answers: the tab's sessionStorage, sealed (AES-GCM) under the members' data
// key, which ends with the browser session (@/lib/session-key). Only the release and the account's id are in the
// clear, to decide without opening anything; a browser that restores its tabs after a close restores the rest
// unreadable. Opened once per page load into memory (the first render reads it synchronously); sealing each new set
// takes a moment, so what this page kept is also held in memory, and the newest write wins.

export interface Saved {
  release: string;
  owner: string;
  /** Who the answers were for, as the identity method keeps it (B2C: the account's claims), to paint before it loads. */
  identity?: unknown;
  state: DehydratedState;
}

interface Stored {
  release: string;
  owner: string;
  iv: string;
  data: string;
}

const STORAGE_KEY = 'memberPortal.lastSeen';

let current: Saved | null = null;
let writes = 0;
let written: Promise<void> = Promise.resolve();
// Bumped by dropAnswers: a keeper started before it (an answer landing during Logout) writes nothing more.
let generation = 0;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** What this page opened as it loaded, or has kept since. */
export const openedAnswers = (): Saved | null => current;
export const answersGeneration = (): number => generation;
/** Resolves once what was kept last has reached storage (or was given up). */
export const answersWritten = (): Promise<void> => written;

export function storedAnswersExist(): boolean {
  try {
    return Boolean(storage()?.getItem(STORAGE_KEY));
  } catch {
    return false;
  }
}

/** Drops what is kept; `stopKeepers` also stops every keeper started so far from writing again (Logout). */
export function dropAnswers(stopKeepers = true): void {
  if (stopKeepers) generation += 1;
  current = null;
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept if storage cannot be written.
  }
}

/** Opens what is stored; false when something was there that `release` cannot open (the caller drops it). */
export async function openAnswers(release: string): Promise<boolean> {
  current = null;
  let stored: Partial<Stored>;
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return true;
    stored = JSON.parse(raw) as Partial<Stored>;
  } catch {
    return false;
  }
  const { owner, iv, data } = stored;
  if (stored.release !== release || typeof owner !== 'string' || typeof iv !== 'string' || typeof data !== 'string')
    return false;
  try {
    const opened = JSON.parse(await dataKey.openText({ iv, data })) as Pick<Saved, 'identity' | 'state'>;
    current = { release, owner, identity: opened.identity, state: opened.state };
    return true;
  } catch {
    // Sealed under the key of a browser session that ended, or altered.
    return false;
  }
}

/** Holds `saved` as what this page kept, and stores it sealed unless dropped (or outdone) meanwhile. */
export function sealAnswers(saved: Saved): void {
  current = saved;
  const started = generation;
  const seq = (writes += 1);
  written = dataKey
    .sealText(JSON.stringify({ identity: saved.identity, state: saved.state }))
    .then((sealed) => {
      if (generation !== started || seq !== writes) return;
      storage()?.setItem(STORAGE_KEY, JSON.stringify({ release: saved.release, owner: saved.owner, ...sealed }));
    })
    .catch(() => {
      // Full or refused storage, no Web Crypto: the next visit simply starts without them.
    });
}
