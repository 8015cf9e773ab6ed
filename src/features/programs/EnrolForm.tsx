import { useId, useState, type FormEvent } from 'react';
import { Alert, Checkbox, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  getGetActiveProgramsQueryKey,
  getGetAvailableProgramsQueryKey,
  useEnrollInProgram,
  type EnrollInProgramMutationVariables,
} from '@generated/api/programs/programs';
import type { AvailableProgram, DistributorAccount } from '@generated/model';
import { FormSection, SendFormFrame } from '@/components/form';
import { sentMessage, useFocusOnOpen, useKeptForm } from '@/lib/forms';
import { useCurrentStore } from '@/lib/member';
import { accountOption, enrolMessages, enrolSent, enrolTitle } from './enrol-messages';
import {
  accountKey,
  ENROL_FIELDS,
  enrolRules,
  initialEnrolment,
  toEnrolVariables,
  type EnrolValues,
} from './enrol-model';
import classes from './programs.module.css';

interface EnrolFormProps {
  program: AvailableProgram;
  accounts: readonly DistributorAccount[];
  ibcNumber: string;
  onClose: () => void;
  /** The one message for the page to show as text: the server's plain-text confirmation, or ours if it is empty. */
  onEnrolled: (confirmation: string) => void;
}

/**
 * Enrolment in a program the store does not have: the distributor account
 * from the store's accounts, co-op advertising when the program offers it, a note; then a review to confirm.
 */
export function EnrolForm({ program, accounts, ibcNumber, onClose, onEnrolled }: EnrolFormProps) {
  const intl = useIntl();
  const headingId = useId();
  const headingRef = useFocusOnOpen();
  const queryClient = useQueryClient();
  const store = useCurrentStore();
  const [reviewing, setReviewing] = useState(false);
  const form = useForm<EnrolValues>({
    name: `enrol-${program.id}`,
    initialValues: initialEnrolment(program, accounts),
    validate: enrolRules(intl, accounts),
  });
  const { draft, send, guard, busy } = useKeptForm<EnrolValues, EnrollInProgramMutationVariables, string>({
    form,
    formKey: `enrol:${program.id}`,
    fieldOrder: ENROL_FIELDS,
    mutation: useEnrollInProgram,
    toVariables: (values) => toEnrolVariables(values, program, ibcNumber),
    onSent: (confirmation) => {
      // Both lists change on the server: the program leaves the offers and joins the store's active programs.
      void queryClient.invalidateQueries({ queryKey: getGetAvailableProgramsQueryKey(ibcNumber) });
      void queryClient.invalidateQueries({ queryKey: getGetActiveProgramsQueryKey(ibcNumber) });
      onEnrolled(sentMessage(confirmation, () => intl.formatMessage(enrolSent, { program: program.name })));
    },
  });
  const review = (event: FormEvent<HTMLFormElement>) =>
    form.onSubmit(
      () => setReviewing(true),
      () => form.getInputNode('account')?.focus(),
    )(event);
  const chosen = accounts.find((account) => accountKey(account) === form.values.account);

  return (
    <FormSection
      headingId={headingId}
      headingRef={headingRef}
      title={intl.formatMessage(enrolTitle, { program: program.name })}
    >
      <Text size="sm">
        <bdi>{program.description}</bdi>
      </Text>
      {accounts.length === 0 ? (
        <Alert color="yellow" variant="light" role="status">
          {intl.formatMessage(enrolMessages.noAccounts)}
        </Alert>
      ) : (
        <SendFormFrame
          send={send}
          draft={draft}
          guard={guard}
          labelledBy={headingId}
          onSubmit={reviewing ? undefined : review}
          submitLabel={intl.formatMessage(reviewing ? enrolMessages.confirm : enrolMessages.review)}
          back={{
            label: intl.formatMessage(reviewing ? enrolMessages.change : enrolMessages.back),
            onClick: reviewing ? () => setReviewing(false) : onClose,
          }}
        >
          {reviewing ? (
            <Stack gap="xs">
              <Title order={3} size="h5">
                {intl.formatMessage(enrolMessages.reviewTitle)}
              </Title>
              <dl className={classes.review}>
                <dt>{intl.formatMessage(enrolMessages.store)}</dt>
                <dd>
                  <bdi>{store?.storeName}</bdi> ({ibcNumber})
                </dd>
                <dt>{intl.formatMessage(enrolMessages.program)}</dt>
                <dd>
                  <bdi>{program.name}</bdi>
                </dd>
                <dt>{intl.formatMessage(enrolMessages.account)}</dt>
                <dd>
                  {chosen &&
                    intl.formatMessage(accountOption, {
                      distributor: chosen.distributor,
                      account: chosen.accountNumber,
                    })}
                </dd>
                {program.offersAdvertising && (
                  <>
                    <dt>{intl.formatMessage(enrolMessages.advertisingChoice)}</dt>
                    <dd>{intl.formatMessage(form.values.advertising ? enrolMessages.yes : enrolMessages.no)}</dd>
                  </>
                )}
                {form.values.note.trim() && (
                  <>
                    <dt>{intl.formatMessage(enrolMessages.note)}</dt>
                    <dd className={classes.note}>{form.values.note.trim()}</dd>
                  </>
                )}
              </dl>
            </Stack>
          ) : (
            <>
              <NativeSelect
                label={intl.formatMessage(enrolMessages.account)}
                description={intl.formatMessage(enrolMessages.accountHint)}
                data={[
                  { value: '', label: intl.formatMessage(enrolMessages.chooseAccount), disabled: true },
                  ...accounts.map((account) => ({
                    value: accountKey(account),
                    label: intl.formatMessage(accountOption, {
                      distributor: account.distributor,
                      account: account.accountNumber,
                    }),
                  })),
                ]}
                required
                withAsterisk={false}
                disabled={busy}
                {...form.getInputProps('account')}
              />
              {program.offersAdvertising && (
                <Checkbox
                  label={intl.formatMessage(enrolMessages.advertising)}
                  disabled={busy}
                  {...form.getInputProps('advertising', { type: 'checkbox' })}
                />
              )}
              <Textarea
                label={intl.formatMessage(enrolMessages.note)}
                rows={3}
                disabled={busy}
                {...form.getInputProps('note')}
              />
            </>
          )}
        </SendFormFrame>
      )}
    </FormSection>
  );
}
