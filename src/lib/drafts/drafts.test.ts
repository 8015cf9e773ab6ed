import { describe, expect, it, vi } from 'vitest';
import { entries, createStore } from 'idb-keyval';
import { config } from '@/lib/config';
import { dataKey, memberId } from '@/lib/session-key';
import {
  clearDrafts,
  deleteDraft,
  deleteExpiredDrafts,
  draftKey,
  draftsUnder,
  readDraft,
  saveDraftFile,
  saveDraftValues,
} from './drafts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

describe('drafts in IndexedDB', () => {
  const key = draftKey('Member@Example.com', '10482', 'incentive:INC-2026-118');

  it('keys a draft by member (any case, an opaque id: no e-mail), store and form', () => {
    expect(key).toBe(`${memberId('member@example.com')}|10482|incentive:INC-2026-118`);
    expect(key).not.toMatch(/member|example/i);
  });

  it('keeps the values and the photo, byte for byte, until deleted', async () => {
    const photo = new File([new Uint8Array(PNG)], 'shelf.png', { type: 'image/png', lastModified: 1_700_000_000_000 });
    await saveDraftValues(key, { firstName: 'Maria', title: 'Owner' }, ['photo']);
    await saveDraftFile(key, 'photo', photo);
    const draft = await readDraft(key);
    expect(draft?.values).toEqual({ firstName: 'Maria', title: 'Owner' });
    expect(draft?.files.photo).toBeInstanceOf(File);
    expect(draft?.files.photo?.name).toBe('shelf.png');
    expect(draft?.files.photo?.type).toBe('image/png');
    expect([...new Uint8Array(await draft!.files.photo!.arrayBuffer())]).toEqual(PNG);
    expect(await draftsUnder(draftKey('member@example.com', '10482', 'incentive:'))).toEqual(['INC-2026-118']);

    await deleteDraft(key);
    expect(await readDraft(key)).toBeNull();
    expect(await draftsUnder(draftKey('member@example.com', '10482', ''))).toEqual([]);
  });

  it('is emptied for everyone by clearDrafts (Logout), and a save begun before it does not come back', async () => {
    await saveDraftValues(key, { firstName: 'Maria' }, ['photo']);
    await saveDraftValues(draftKey('single@example.com', '20871', 'enrol:PRG-1'), { note: 'x' }, []);
    const late = saveDraftFile(key, 'photo', new File([new Uint8Array(PNG)], 'late.png', { type: 'image/png' }));
    await clearDrafts();
    await late;
    expect(await draftsUnder('')).toEqual([]);
    expect(await readDraft(key)).toBeNull();
  });
});

describe('drafts belong to one member', () => {
  it('another member signed in on the same browser finds none of them', async () => {
    const key = draftKey('member@example.com', '10482', 'incentive:INC-2026-118');
    await saveDraftValues(key, { firstName: 'Maria' }, []);
    expect(await draftsUnder(draftKey('single@example.com', '10482', 'incentive:'))).toEqual([]);
    expect(await readDraft(draftKey('single@example.com', '10482', 'incentive:INC-2026-118'))).toBeNull();
    expect(await draftsUnder(draftKey('member@example.com', '10482', 'incentive:'))).toEqual(['INC-2026-118']);
    await clearDrafts();
  });
});

describe('drafts are sealed under the browser session’s data key', () => {
  const key = draftKey('member@example.com', '10482', 'incentive:INC-2026-118');
  const photo = () => new File([new Uint8Array(PNG)], 'maria-alvarez-shelf.png', { type: 'image/png' });
  const stored = () => entries(createStore('member-portal-drafts', 'drafts'));

  it('holds nothing readable in IndexedDB: no value typed, no file name, no photo byte', async () => {
    await saveDraftValues(key, { firstName: 'Maria', phone: '(217) 555-0166', note: 'Aisle 4 by the door' }, ['photo']);
    await saveDraftFile(key, 'photo', photo());
    const all = await stored();
    expect(all).toHaveLength(2);
    const text = all
      .flatMap(([, value]) => Object.values(value as Record<string, { data?: Uint8Array }>))
      .map((part) => (part.data ? new TextDecoder('latin1').decode(part.data) : JSON.stringify(part)))
      .join('\n');
    expect(text).not.toMatch(/Maria|555-0166|Aisle|shelf|image\/png|PNG/);
    expect(JSON.stringify(all.map(([entryKey]) => entryKey))).not.toMatch(/member@example\.com/);
    // …and the same member, in the same browser session, gets it all back.
    const draft = await readDraft(key);
    expect(draft?.values).toEqual({ firstName: 'Maria', phone: '(217) 555-0166', note: 'Aisle 4 by the door' });
    expect(draft?.files.photo?.name).toBe('maria-alvarez-shelf.png');
    expect([...new Uint8Array(await draft!.files.photo!.arrayBuffer())]).toEqual(PNG);
    await clearDrafts();
  });

  it('once the key is gone (the browser closed, or Logout) cannot be read, and is dropped on reading', async () => {
    await saveDraftValues(key, { firstName: 'Maria' }, ['photo']);
    await saveDraftFile(key, 'photo', photo());
    dataKey.forget();
    expect(await readDraft(key)).toBeNull();
    expect(await stored()).toEqual([]);
  });

  it('once the key is gone, is dropped by the sweep as the next session starts, photo and all', async () => {
    await saveDraftValues(key, { firstName: 'Maria' }, ['photo']);
    await saveDraftFile(key, 'photo', photo());
    dataKey.forget();
    // A new key for the new session: what the old one sealed stays unreadable.
    await saveDraftValues(draftKey('single@example.com', '20871', 'enrol:PRG-1'), { note: 'new' }, []);
    expect(await deleteExpiredDrafts()).toBe(1);
    expect(await draftsUnder('')).toEqual(['enrol:PRG-1'].map((form) => draftKey('single@example.com', '20871', form)));
    await clearDrafts();
  });
});

describe('drafts expire after config.app.forms.draftMaxAgeDays', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const old = draftKey('member@example.com', '10482', 'incentive:INC-OLD');
  const recent = draftKey('member@example.com', '10482', 'incentive:INC-NEW');
  const photo = () => new File([new Uint8Array(PNG)], 'shelf.png', { type: 'image/png' });

  /** Saves a draft with its photo as if it had been `daysAgo` days ago. */
  async function saveDraftFrom(daysAgo: number, key: string, now: number) {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now - daysAgo * DAY);
    await saveDraftValues(key, { firstName: 'Maria' }, ['photo']);
    await saveDraftFile(key, 'photo', photo());
    clock.mockRestore();
  }

  it('is seven days unless configured otherwise', () => {
    expect(config.app.forms.draftMaxAgeDays).toBe(7);
  });

  it('deletes at start-up a draft older than the age, its photo with it, and keeps a younger one whole', async () => {
    const now = Date.now();
    await saveDraftFrom(8, old, now);
    await saveDraftFrom(6, recent, now);
    expect(await deleteExpiredDrafts({ now })).toBe(1);
    expect(await draftsUnder(draftKey('member@example.com', '10482', 'incentive:'))).toEqual(['INC-NEW']);
    expect(await readDraft(old)).toBeNull();
    expect((await readDraft(recent))?.files.photo?.name).toBe('shelf.png');
    await clearDrafts();
  });

  it('drops a photo whose values were never saved (a tab closed mid-save)', async () => {
    await saveDraftFile(draftKey('member@example.com', '10482', 'incentive:INC-ORPHAN'), 'photo', photo());
    await deleteExpiredDrafts();
    // Nothing is left to find, not even under the file's own key.
    expect(await readDraft(draftKey('member@example.com', '10482', 'incentive:INC-ORPHAN'))).toBeNull();
    await saveDraftValues(draftKey('member@example.com', '10482', 'incentive:INC-ORPHAN'), { firstName: 'Maria' }, [
      'photo',
    ]);
    expect((await readDraft(draftKey('member@example.com', '10482', 'incentive:INC-ORPHAN')))?.files).toEqual({});
    await clearDrafts();
  });

  it('is not given back by readDraft once past the age, even before the start-up sweep', async () => {
    const now = Date.now();
    await saveDraftFrom(8, old, now);
    expect(await readDraft(old, { now })).toBeNull();
    expect(await draftsUnder('')).toEqual([]);
  });
});
