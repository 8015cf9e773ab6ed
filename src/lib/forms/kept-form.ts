import type { UseFormReturnType } from '@mantine/form';
import { useFormDraft, type FormDraft } from './draft';
import type { KnownServerErrors } from './form-action';
import { useLeaveGuard, type LeaveGuard } from './leave-guard';
import { useSendForm, type MutationHook, type SendForm } from './send';

interface KeptFormOptions<Values, Variables, Result> {
  form: UseFormReturnType<Values>;
  /** Names the form's draft, under the member and the current store (e.g. `incentive:INC-2026-118`). */
  formKey: string;
  /** Fields holding a File (kept apart in the draft, so typing does not rewrite a photo). */
  fileFields?: ReadonlyArray<keyof Values & string>;
  fieldOrder: ReadonlyArray<keyof Values & string>;
  /** The generated mutation hook of the form's operation (e.g. useEnrollInProgram). */
  mutation: MutationHook<Variables, Result>;
  /** The operation's variables, built once when Send is pressed and sent again as they are by Try again. */
  toVariables: (values: Values) => Variables;
  /** After the draft is gone and the form is clean: the page's own success (a message, invalidation, closing). */
  onSent: (result: Result, variables: Variables) => void | Promise<void>;
  known?: KnownServerErrors;
}

export interface KeptForm {
  draft: FormDraft;
  send: SendForm;
  guard: LeaveGuard;
  /** The fields wait: a send is under way, or the stored draft is still being read. */
  busy: boolean;
}

/**
 * A form that loses nothing, wired once: its draft in the browser (saved again right before each send, so a
 * redirect to sign in again finds it), one send at a time with Try again, and the question before leaving with
 * unsent changes; once sent, the draft goes and the form may close without asking.
 */
export function useKeptForm<Values extends Record<string, unknown>, Variables, Result>(
  options: KeptFormOptions<Values, Variables, Result>,
): KeptForm {
  const { form } = options;
  const draft = useFormDraft(form, options.formKey, options.fileFields);
  const send = useSendForm<Values, Variables, Result>({
    form,
    fieldOrder: options.fieldOrder,
    mutation: options.mutation,
    toVariables: options.toVariables,
    known: options.known,
    beforeSend: draft.flush,
    onSent: async (result, variables) => {
      guard.release();
      await draft.remove();
      form.resetDirty();
      await options.onSent(result, variables);
    },
  });
  const guard = useLeaveGuard(form.isDirty() && !send.pending);
  return { draft, send, guard, busy: send.pending || !draft.ready };
}
