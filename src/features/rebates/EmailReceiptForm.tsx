import { useId } from 'react';
import { Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useIntl } from 'react-intl';
import {
  useRequestRebateReceiptEmail,
  type RequestRebateReceiptEmailMutationVariables,
} from '@generated/api/rebates/rebates';
import { MemberNoteMax, type RebateReceipt } from '@generated/model';
import { EmailField, FormSection, SendFormFrame } from '@/components/form';
import { sentMessage, useFocusOnOpen, useKeptForm } from '@/lib/forms';
import { useLocale } from '@/lib/i18n';
import { useMember } from '@/lib/member';
import { emailRule, maxLengthRule } from '@/lib/validation';
import { emailReceiptMessages, emailReceiptSent, emailReceiptTitle, receiptReference } from './email-receipt-messages';

interface EmailReceiptValues extends Record<string, unknown> {
  email: string;
  note: string;
}

/**
 * 'E-mail me this receipt' (POST /myrebatereceipt: emailAddress, source=Web Portal, plain text): the body
 * names the receipt on its first line, then the member's note. The page shows one message: the raw answer, or ours
 * when the service answered nothing.
 */
export function EmailReceiptForm({
  receipt,
  onClose,
  onAnswered,
}: {
  receipt: RebateReceipt;
  onClose: () => void;
  onAnswered: (answer: string) => void;
}) {
  const intl = useIntl();
  const headingId = useId();
  const headingRef = useFocusOnOpen();
  const emailClaim = useMember((member) => member.emailClaim);
  const { direction } = useLocale();
  // On a right-to-left page an invoice number such as SBC-INV-884517 keeps its own direction (Unicode isolates) and
  // stays on one line (non-breaking hyphens): broken at a hyphen, its halves would swap places.
  const isolate = (text: string) => (direction === 'rtl' ? `\u2068${text.replaceAll('-', '\u2011')}\u2069` : text);
  const reference = intl.formatMessage(receiptReference, { id: receipt.id, invoice: receipt.invoiceNumber });
  // The body is the reference line, a line break and the note: the note has the contract's limit less that line.
  const noteMax = MemberNoteMax - reference.length - 1;
  const form = useForm<EmailReceiptValues>({
    name: `email-receipt-${receipt.id}`,
    initialValues: { email: emailClaim, note: '' },
    validate: { email: emailRule(intl), note: maxLengthRule(intl, noteMax) },
  });
  const { draft, send, guard, busy } = useKeptForm<
    EmailReceiptValues,
    RequestRebateReceiptEmailMutationVariables,
    string
  >({
    form,
    formKey: `receipt:${receipt.id}`,
    fieldOrder: ['email', 'note'],
    mutation: useRequestRebateReceiptEmail,
    toVariables: (values) => ({
      params: { emailAddress: values.email.trim(), source: 'Web Portal' },
      data: [reference, values.note.trim()].filter(Boolean).join('\n'),
    }),
    onSent: (answer, variables) =>
      onAnswered(
        sentMessage(answer, () =>
          intl.formatMessage(emailReceiptSent, {
            invoice: receipt.invoiceNumber,
            email: variables.params.emailAddress,
          }),
        ),
      ),
  });

  return (
    <FormSection
      headingId={headingId}
      headingRef={headingRef}
      title={intl.formatMessage(emailReceiptTitle, { invoice: isolate(receipt.invoiceNumber) })}
    >
      <SendFormFrame
        send={send}
        draft={draft}
        guard={guard}
        labelledBy={headingId}
        submitLabel={intl.formatMessage(emailReceiptMessages.send)}
        back={{ label: intl.formatMessage(emailReceiptMessages.back), onClick: onClose }}
      >
        <EmailField
          label={intl.formatMessage(emailReceiptMessages.address)}
          disabled={busy}
          {...form.getInputProps('email')}
        />
        <Textarea
          label={intl.formatMessage(emailReceiptMessages.note)}
          rows={3}
          disabled={busy}
          {...form.getInputProps('note')}
        />
      </SendFormFrame>
    </FormSection>
  );
}
