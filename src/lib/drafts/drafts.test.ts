import { describe, expect, it, vi } from 'vitest';
import { config } from '@/lib/config';
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

  it('keys a draft by member (any case), store and form', () => {
    expect(key).toBe('member@example.com|10482|incentive:INC-2026-118');
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
    expect(await draftsUnder('member@example.com|10482|incentive:')).toEqual(['INC-2026-118']);

    await deleteDraft(key);
    expect(await readDraft(key)).toBeNull();
    expect(await draftsUnder('member@example.com|10482|')).toEqual([]);
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
    expect(await draftsUnder('member@example.com|10482|incentive:')).toEqual(['INC-NEW']);
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
