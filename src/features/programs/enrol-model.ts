import type { IntlShape } from 'react-intl';
import type { EnrollInProgramMutationVariables } from '@generated/api/programs/programs';
import { MemberNoteMax, type AvailableProgram, type DistributorAccount } from '@generated/model';
import { maxLengthRule } from '@/lib/validation';
import { enrolMessages } from './enrol-messages';

export interface EnrolValues extends Record<string, unknown> {
  /** The chosen account as `distributor\naccountNumber` (a distributor may have several accounts). */
  account: string;
  advertising: boolean;
  note: string;
}

export const ENROL_FIELDS = ['account', 'advertising', 'note'] as const;

export const accountKey = (account: Pick<DistributorAccount, 'distributor' | 'accountNumber'>) =>
  `${account.distributor}\n${account.accountNumber}`;

/** The account the program runs through, when the store has it; else none, and the member chooses. */
export function initialEnrolment(program: AvailableProgram, accounts: readonly DistributorAccount[]): EnrolValues {
  const match = accounts.find(
    (account) =>
      account.distributor === program.distributor &&
      (!program.accountNumber || account.accountNumber === program.accountNumber),
  );
  return { account: match ? accountKey(match) : '', advertising: false, note: '' };
}

export function enrolRules(intl: IntlShape, accounts: readonly DistributorAccount[]) {
  return {
    account: (value: string) =>
      accounts.some((account) => accountKey(account) === value)
        ? null
        : intl.formatMessage(enrolMessages.accountRequired),
    note: maxLengthRule(intl, MemberNoteMax),
  };
}

/** The enrolment call's variables: the store, program, advertising choice and account in the query, the note as the
 * plain-text body. */
export function toEnrolVariables(
  values: EnrolValues,
  program: AvailableProgram,
  ibcNumber: string,
): EnrollInProgramMutationVariables {
  const [distributor = '', accountNumber = ''] = values.account.split('\n');
  return {
    params: {
      ibcNumber,
      program: program.id,
      advertising: program.offersAdvertising && values.advertising ? 'true' : 'false',
      distributor,
      accountNumber,
    },
    data: values.note.trim(),
  };
}
