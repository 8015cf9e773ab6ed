import { useMutation } from '@tanstack/react-query';
import type { IntlShape } from 'react-intl';
import { submitIncentiveWithImage, submitIncentiveWithoutImage } from '@generated/api/incentives/incentives';
import {
  MemberNoteMax,
  submitIncentiveWithImageBodyTitleMax,
  submitIncentiveWithoutImageParamsTitleMax,
  type Incentive,
  type IncentiveSubmissionResult,
  type SubmitIncentiveWithImageParams,
  type SubmitIncentiveWithoutImageParams,
} from '@generated/model';
import { withoutPhotoMetadata, type MutationHook } from '@/lib/forms';
import { emailRule, maxLengthRule, phoneRule, requiredTextRule } from '@/lib/validation';
import { incentiveMessages } from './messages';

/** The web portal names itself as the source of a claim, so the sponsor knows where it came from. */
export const CLAIM_SOURCE = 'Web Portal';
/** The contract's maxLength for a title: the Title query and the photo claim's Title (the stricter, should they part). */
export const TITLE_MAX = Math.min(submitIncentiveWithoutImageParamsTitleMax, submitIncentiveWithImageBodyTitleMax);
// The contract sets no maxLength for names: 100 is the portal's own guard against a pasted wall of text.
const NAME_MAX = 100;
/** DropdownValue when the incentive has no options (the contract: never empty). */
const NO_OPTION = 'N/A';

export interface ClaimValues extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  email: string;
  cellNumber: string;
  title: string;
  dropdownValue: string;
  comment: string;
  photo: File | null;
}

/** The fields in the order they appear, for the focus on the first wrong one. */
export const CLAIM_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'cellNumber',
  'title',
  'dropdownValue',
  'photo',
  'comment',
] as const;
export const FILE_FIELDS = ['photo'] as const;

export function initialClaim(profile: {
  firstName: string;
  lastName: string;
  emailClaim: string;
  phone?: string;
}): ClaimValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.emailClaim,
    cellNumber: profile.phone ?? '',
    title: '',
    dropdownValue: '',
    comment: '',
    photo: null,
  };
}

/** The contact fields and the title, the dropdown when the incentive has options, the photo when it needs one. */
export function claimRules(intl: IntlShape, incentive: Incentive, photoRequiredText: string) {
  return {
    firstName: requiredTextRule(intl, 'nameRequired', NAME_MAX),
    lastName: requiredTextRule(intl, 'nameRequired', NAME_MAX),
    email: emailRule(intl),
    cellNumber: phoneRule(intl),
    title: requiredTextRule(intl, 'titleRequired', TITLE_MAX),
    dropdownValue: (value: string) =>
      incentive.dropdownOptions.length > 0 && !incentive.dropdownOptions.includes(value)
        ? intl.formatMessage(incentiveMessages.optionRequired)
        : null,
    photo: (value: File | null) => (incentive.imageRequired && !value ? photoRequiredText : null),
    comment: incentive.imageRequired ? () => null : maxLengthRule(intl, MemberNoteMax),
  };
}

export type ClaimVariables =
  | {
      kind: 'photo';
      params: SubmitIncentiveWithImageParams;
      data: { image: File; Title: string; DropdownValue: string };
    }
  | { kind: 'text'; params: SubmitIncentiveWithoutImageParams; data: string };

/**
 * What is sent, built once when Send is pressed and kept for Try again: the query names each call expects;
 * the photo claim carries Title and DropdownValue in its multipart body (its query has no such names).
 */
export function toClaimVariables(values: ClaimValues, incentive: Incentive, ibcNumber: string): ClaimVariables {
  const contact = {
    FirstName: values.firstName.trim(),
    LastName: values.lastName.trim(),
    Email: values.email.trim(),
    CellNumber: values.cellNumber.trim(),
  };
  const chosen = incentive.dropdownOptions.length > 0 ? values.dropdownValue : NO_OPTION;
  const common = { IbcNumber: ibcNumber, IncentiveId: incentive.id, Source: CLAIM_SOURCE };
  if (incentive.imageRequired && values.photo) {
    return {
      kind: 'photo',
      params: { ...contact, ...common },
      data: { image: values.photo, Title: values.title.trim(), DropdownValue: chosen },
    };
  }
  return {
    kind: 'text',
    params: { ...common, DropdownValue: chosen, ...contact, Title: values.title.trim() },
    data: values.comment.trim(),
  };
}

/**
 * The claim's mutation, in the shape of the generated hooks: with a photo through the upload operation, without
 * through the plain-text one (each generated hook takes only its own operation's variables, and one form sends
 * either).
 */
export const useSubmitClaim: MutationHook<ClaimVariables, IncentiveSubmissionResult> = ({ mutation, request }) =>
  useMutation({
    ...mutation,
    mutationKey: ['submitIncentive'],
    mutationFn: async (claim) => {
      if (claim.kind === 'text')
        return submitIncentiveWithoutImage(claim.params, claim.data, { signal: request.signal });
      // The photo leaves without where, when and on what it was taken (its metadata), under a neutral name: a claim
      // needs the picture, not the member's whereabouts.
      const image = await withoutPhotoMetadata(claim.data.image);
      return submitIncentiveWithImage({ ...claim.data, image }, claim.params, request);
    },
  });
