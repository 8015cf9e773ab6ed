import { useId } from 'react';
import { NativeSelect, SimpleGrid, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { getGetIncentivesQueryKey } from '@generated/api/incentives/incentives';
import type { Incentive } from '@generated/model';
import {
  EmailField,
  FormSection,
  NameField,
  PhoneField,
  PhotoField,
  SendFormFrame,
  TitleField,
  fieldMessages,
  photoMessages,
} from '@/components/form';
import { sentMessage, useFocusOnOpen, useKeptForm } from '@/lib/forms';
import { useMember } from '@/lib/member';
import {
  CLAIM_FIELDS,
  FILE_FIELDS,
  claimRules,
  initialClaim,
  toClaimVariables,
  useSubmitClaim,
  type ClaimValues,
} from './claim-model';
import { IncentiveSummary } from './IncentiveSummary';
import { claimSentMessage, claimTitleMessage, incentiveMessages } from './messages';

interface ClaimFormProps {
  incentive: Incentive;
  ibcNumber: string;
  /** Back to the list without sending. */
  onClose: () => void;
  /** Sent: the one message for the page to show (the service's, or ours when it said nothing); the page closes the form. */
  onClaimed: (message: string, submissionId: string) => void;
}

/**
 * A claim for one incentive: contact details prefilled from the profile and
 * editable, the title, the incentive's option when it has some, and the photo when it needs one. Kept as a draft
 * in the browser until it is sent; sent once, and again only by Try again with the very same payload.
 */
export function ClaimForm({ incentive, ibcNumber, onClose, onClaimed }: ClaimFormProps) {
  const intl = useIntl();
  const headingId = useId();
  const headingRef = useFocusOnOpen();
  const queryClient = useQueryClient();
  const profile = useMember();
  const form = useForm<ClaimValues>({
    name: `claim-${incentive.id}`,
    initialValues: initialClaim(profile),
    validate: claimRules(intl, incentive, intl.formatMessage(photoMessages.required)),
  });
  const { draft, send, guard, busy } = useKeptForm({
    form,
    formKey: `incentive:${incentive.id}`,
    fileFields: FILE_FIELDS,
    fieldOrder: CLAIM_FIELDS,
    mutation: useSubmitClaim,
    toVariables: (values) => toClaimVariables(values, incentive, ibcNumber),
    onSent: (result) => {
      onClaimed(
        sentMessage(result.message, () =>
          intl.formatMessage(claimSentMessage, { title: incentive.title, submissionId: result.submissionId }),
        ),
        result.submissionId,
      );
      // The list shows the claim as submitted once the server says so: the store's incentives are asked for again.
      void queryClient.invalidateQueries({ queryKey: getGetIncentivesQueryKey(ibcNumber) });
    },
  });

  return (
    <FormSection
      headingId={headingId}
      headingRef={headingRef}
      title={intl.formatMessage(claimTitleMessage, { title: incentive.title })}
    >
      <IncentiveSummary incentive={incentive} />
      <SendFormFrame
        send={send}
        draft={draft}
        guard={guard}
        labelledBy={headingId}
        submitLabel={intl.formatMessage(incentiveMessages.send)}
        back={{ label: intl.formatMessage(incentiveMessages.back), onClick: onClose }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NameField
            label={intl.formatMessage(fieldMessages.firstName)}
            autoComplete="given-name"
            disabled={busy}
            {...form.getInputProps('firstName')}
          />
          <NameField
            label={intl.formatMessage(fieldMessages.lastName)}
            autoComplete="family-name"
            disabled={busy}
            {...form.getInputProps('lastName')}
          />
          <EmailField disabled={busy} {...form.getInputProps('email')} />
          <PhoneField disabled={busy} {...form.getInputProps('cellNumber')} />
        </SimpleGrid>
        <TitleField disabled={busy} {...form.getInputProps('title')} />
        {incentive.dropdownOptions.length > 0 && (
          // A native select: the phone's own picker, and nothing to float or scroll on a small screen.
          <NativeSelect
            label={incentive.dropdownLabel ?? intl.formatMessage(incentiveMessages.chooseOption)}
            data={[
              { value: '', label: intl.formatMessage(incentiveMessages.chooseOption), disabled: true },
              ...incentive.dropdownOptions,
            ]}
            required
            withAsterisk={false}
            disabled={busy}
            {...form.getInputProps('dropdownValue')}
          />
        )}
        {incentive.imageRequired ? (
          <PhotoField
            value={form.values.photo}
            onChange={(file) => {
              form.setFieldValue('photo', file);
              form.clearFieldError('photo');
            }}
            error={form.errors.photo}
            onError={(message) => (message ? form.setFieldError('photo', message) : form.clearFieldError('photo'))}
            disabled={busy}
            data-path={(form.getInputProps('photo') as { 'data-path'?: string })['data-path']}
          />
        ) : (
          <Textarea
            label={intl.formatMessage(incentiveMessages.comment)}
            rows={3}
            disabled={busy}
            {...form.getInputProps('comment')}
          />
        )}
      </SendFormFrame>
    </FormSection>
  );
}
