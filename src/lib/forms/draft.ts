import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { useCurrentStoreNumber, useMember } from '@/lib/member';
import { deleteDraft, draftKey, readDraft, saveDraftFile, saveDraftValues } from '@/lib/drafts';

export interface FormDraft {
  /** When the draft that was put back into the form had been saved; null when the form started fresh. */
  restoredAt: number | null;
  /** False until the stored draft (if any) has been read: the form waits for it rather than flash empty. */
  ready: boolean;
  /** Writes the current values at once (before sending: a redirect to sign in again must find them saved). */
  flush: () => Promise<void>;
  /** Throws the draft away and starts the form afresh. */
  discard: () => Promise<void>;
  /** The form was sent: the draft goes. */
  remove: () => Promise<void>;
}

type FileFields<Values> = ReadonlyArray<keyof Values & string>;

function split<Values extends Record<string, unknown>>(values: Values, fileFields: FileFields<Values>) {
  const plain: Record<string, unknown> = { ...values };
  for (const field of fileFields) delete plain[field];
  return plain;
}

/**
 * Keeps a form's unsent values, its photo included, in the browser while the member fills it in, under the member,
 * the current store and `formKey`; puts them back when the form opens again (after a reload, a redirect to sign in
 * again, another visit). Nothing is saved before the member changes something.
 */
export function useFormDraft<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  formKey: string,
  fileFields: FileFields<Values> = [],
): FormDraft {
  const member = useMember((state) => state.emailClaim);
  const store = useCurrentStoreNumber();
  const key = member && store ? draftKey(member, store, formKey) : null;
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const savedFiles = useRef<Record<string, unknown>>({});
  const ready = key !== null && loadedKey === key;
  const { setValues } = form;

  useEffect(() => {
    if (!key) return;
    let live = true;
    void readDraft(key).then((draft) => {
      if (!live) return;
      if (draft) {
        savedFiles.current = { ...draft.files };
        setValues({ ...draft.values, ...draft.files } as Partial<Values>);
        setRestoredAt(draft.savedAt);
      }
      setLoadedKey(key);
    });
    return () => {
      live = false;
    };
  }, [key, setValues]);

  const save = useCallback(
    async (values: Values) => {
      if (!key) return;
      const writes = [saveDraftValues(key, split(values, fileFields), [...fileFields])];
      for (const field of fileFields) {
        if (values[field] === savedFiles.current[field]) continue;
        savedFiles.current[field] = values[field];
        writes.push(saveDraftFile(key, field, (values[field] as File | null) ?? null));
      }
      await Promise.all(writes);
    },
    [key, fileFields],
  );

  const dirty = form.isDirty();
  useEffect(() => {
    if (ready && dirty) void save(form.values);
  }, [ready, dirty, form.values, save]);

  const remove = useCallback(async () => {
    if (key) await deleteDraft(key);
    savedFiles.current = {};
  }, [key]);

  return {
    restoredAt,
    ready,
    flush: () => save(form.getValues()),
    discard: async () => {
      await remove();
      form.reset();
      setRestoredAt(null);
    },
    remove,
  };
}
