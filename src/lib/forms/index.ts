export { describeFailure, useFormAction, type Failure, type FormAction, type KnownServerErrors } from './form-action';
export { describeSendFailure } from './failure';
export { clearDrafts, draftKey, draftsUnder, subscribeDrafts } from './drafts';
export { useFormDraft, type FormDraft } from './draft';
export { useFocusOnOpen } from './focus';
export { useLeaveGuard, type LeaveGuard } from './leave-guard';
export { useOnline, whenOnline } from './online';
export { checkPhoto, sniffImageType, type PhotoProblem, type PhotoType } from './photo';
export { useSendForm, type SendContext, type SendForm, type SendPhase } from './send';
