import { clear, createStore, del, delMany, get, getMany, keys, set, type UseStore } from 'idb-keyval';
import { config } from '@/lib/config';
import { dataKey, memberId, type Sealed } from '@/lib/session-key';

// Drafts of unsent forms, kept in IndexedDB (a photo of several megabytes fits; localStorage would not) so that a
// reload, a closed tab or a redirect to sign in again loses nothing. One entry holds a form's values, one entry per
// file field holds its file, so typing does not rewrite a photo. Everything is personal (names, phone, a photo of
// the store), so it is sealed under the members' data key (@/lib/session-key), which ends with the browser session:
// after a close without Logout what is left cannot be read, and is dropped as the next session starts. The key names
// the member by an opaque id, never by e-mail. Logout clears the whole store (resetMember in @/lib/member calls
// clearDrafts), and a draft left longer than config's forms.draftMaxAgeDays is deleted when a member starts a
// session (deleteExpiredDrafts) and never read.

/** A file as stored: its name, type and date sealed apart from its bytes (each a Uint8Array, which IndexedDB clones). */
interface StoredFile {
  about: Sealed;
  bytes: Sealed;
}
interface FileAbout {
  name: string;
  type: string;
  lastModified: number;
}

/** A form's values as stored: when (to sweep old ones without the key), the rest sealed. */
interface StoredValues {
  savedAt: number;
  sealed: Sealed;
}
interface OpenValues {
  values: Record<string, unknown>;
  fileFields: string[];
}

const sealJson = (value: unknown) => dataKey.seal(new TextEncoder().encode(JSON.stringify(value)));
const openJson = async <T>(sealed: Sealed) => JSON.parse(new TextDecoder().decode(await dataKey.open(sealed))) as T;

export interface Draft {
  values: Record<string, unknown>;
  files: Record<string, File>;
  savedAt: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DRAFT_MAX_AGE_MS = config.app.forms.draftMaxAgeDays * DAY_MS;

let database: UseStore | null = null;
const db = () => (database ??= createStore('member-portal-drafts', 'drafts'));

// Bumped by clearDrafts: a save that started before a Logout must not write the draft back afterwards.
let generation = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

const fileKey = (key: string, field: string) => `${key}#${field}`;

/** The key of a form's draft: whose (an opaque id of the member's e-mail), for which store, which form. */
export function draftKey(member: string, store: string, form: string): string {
  return `${memberId(member)}|${store}|${form}`;
}

/** IndexedDB can be missing or refused (private windows of some browsers): the form then works without drafts. */
async function safely<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    console.warn('Drafts: the browser storage is not available', error instanceof Error ? error.name : '');
    return fallback;
  }
}

export function saveDraftValues(key: string, values: Record<string, unknown>, fileFields: string[]): Promise<void> {
  const started = generation;
  return safely(async () => {
    const sealed = await sealJson({ values, fileFields } satisfies OpenValues);
    if (started !== generation) return;
    await set(key, { savedAt: Date.now(), sealed } satisfies StoredValues, db());
    changed();
  }, undefined);
}

/** Stores (or, with null, removes) the file of one field. */
export function saveDraftFile(key: string, field: string, file: File | null): Promise<void> {
  const started = generation;
  return safely(async () => {
    if (!file) {
      await del(fileKey(key, field), db());
      return;
    }
    const about = await sealJson({ name: file.name, type: file.type, lastModified: file.lastModified });
    const bytes = await dataKey.seal(new Uint8Array(await file.arrayBuffer()));
    if (started !== generation) return;
    await set(fileKey(key, field), { about, bytes } satisfies StoredFile, db());
  }, undefined);
}

/** A draft saved before this moment is too old to give back: it may hold a photo of a store the member left. */
const expiredBefore = (now: number, maxAgeMs: number) => now - maxAgeMs;

export function readDraft(key: string, { now = Date.now(), maxAgeMs = DRAFT_MAX_AGE_MS } = {}): Promise<Draft | null> {
  return safely(async () => {
    const stored = await get<StoredValues>(key, db());
    if (!stored) return null;
    const opened = stored.savedAt < expiredBefore(now, maxAgeMs) ? null : await openDraft(key, stored);
    // Too old, or sealed under a key this browser session no longer has (a close without Logout): gone for good.
    if (!opened) await deleteDraft(key);
    return opened;
  }, null);
}

async function openDraft(key: string, stored: StoredValues): Promise<Draft | null> {
  try {
    const { values, fileFields } = await openJson<OpenValues>(stored.sealed);
    const storedFiles = await getMany<StoredFile | undefined>(
      fileFields.map((field) => fileKey(key, field)),
      db(),
    );
    const files: Record<string, File> = {};
    for (const [index, field] of fileFields.entries()) {
      const file = storedFiles[index];
      if (!file) continue;
      const about = await openJson<FileAbout>(file.about);
      const bytes = await dataKey.open(file.bytes);
      files[field] = new File([bytes as BlobPart], about.name, { type: about.type, lastModified: about.lastModified });
    }
    return { values, files, savedAt: stored.savedAt };
  } catch {
    return null;
  }
}

/** Whether a stored entry can still be opened under this browser session's key. */
const readable = (stored: StoredValues | undefined) =>
  stored?.sealed
    ? dataKey.open(stored.sealed).then(
        () => true,
        () => false,
      )
    : Promise.resolve(false);

export function deleteDraft(key: string): Promise<void> {
  return safely(async () => {
    const all = await keys<string>(db());
    await Promise.all(
      all
        .filter((candidate) => candidate === key || candidate.startsWith(`${key}#`))
        .map((candidate) => del(candidate, db())),
    );
    changed();
  }, undefined);
}

/** The forms with a draft under a key prefix (e.g. every incentive claim of a member's store). */
export function draftsUnder(prefix: string): Promise<string[]> {
  return safely(
    async () =>
      (await keys<string>(db()))
        .filter((key) => key.startsWith(prefix) && !key.includes('#'))
        .map((key) => key.slice(prefix.length)),
    [],
  );
}

/**
 * Deletes every draft saved longer ago than the configured age or that can no longer be read (sealed under the key
 * of a browser session that ended), its files with it, and any file whose values are gone (a save interrupted by
 * closing the tab). Resolves with how many drafts went.
 */
export function deleteExpiredDrafts({ now = Date.now(), maxAgeMs = DRAFT_MAX_AGE_MS } = {}): Promise<number> {
  return safely(async () => {
    const all = await keys<string>(db());
    const valueKeys = all.filter((key) => !key.includes('#'));
    const stored = await getMany<StoredValues | undefined>(valueKeys, db());
    const open = await Promise.all(stored.map(readable));
    const expired = new Set(
      valueKeys.filter((_key, index) => !open[index] || (stored[index]?.savedAt ?? 0) < expiredBefore(now, maxAgeMs)),
    );
    const kept = new Set(valueKeys.filter((key) => !expired.has(key)));
    const doomed = all.filter(
      (key) => expired.has(key) || (key.includes('#') && !kept.has(key.slice(0, key.indexOf('#')))),
    );
    if (doomed.length === 0) return 0;
    await delMany(doomed, db());
    changed();
    return expired.size;
  }, 0);
}

/** Logout: no draft of anyone is left in this browser. */
export function clearDrafts(): Promise<void> {
  generation += 1;
  return safely(async () => {
    await clear(db());
    changed();
  }, undefined);
}

export function subscribeDrafts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
