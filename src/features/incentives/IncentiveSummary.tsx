import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { IconCamera, IconFileText } from '@tabler/icons-react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Incentive } from '@generated/model';
import { StatusText } from '@/components/data-table';
import { useFormatters } from '@/lib/i18n';
import { incentiveMessages, incentivePeriod } from './messages';
import classes from './incentives.module.css';

const statusColour: Record<Incentive['status'], string> = {
  Open: 'blue',
  Submitted: 'yellow',
  Approved: 'teal',
  Paid: 'green',
};
const statusText = {
  Open: incentiveMessages.statusOpen,
  Submitted: incentiveMessages.statusSubmitted,
  Approved: incentiveMessages.statusApproved,
  Paid: incentiveMessages.statusPaid,
};

export function statusLabel(intl: IntlShape, status: Incentive['status']): string {
  return intl.formatMessage(statusText[status]);
}

export function IncentiveStatus({ status }: { status: Incentive['status'] }) {
  const intl = useIntl();
  return <StatusText color={statusColour[status]}>{statusLabel(intl, status)}</StatusText>;
}

export function ProofText({ imageRequired }: { imageRequired: boolean }) {
  const intl = useIntl();
  const Icon = imageRequired ? IconCamera : IconFileText;
  return (
    <Group gap={4} wrap="nowrap">
      <Icon size={16} aria-hidden />
      <Text size="sm">
        {intl.formatMessage(imageRequired ? incentiveMessages.photoRequired : incentiveMessages.noPhoto)}
      </Text>
    </Group>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={500} className={classes.factValue}>
        {children}
      </Text>
    </div>
  );
}

/** What the member is claiming, above the claim form: sponsor, what to do, amount, period, proof. */
export function IncentiveSummary({ incentive }: { incentive: Incentive }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <div>
      <Text size="sm" c="dimmed">
        <bdi>{incentive.sponsor}</bdi>
      </Text>
      <Text size="sm" mb="sm">
        <bdi>{incentive.description}</bdi>
      </Text>
      <Group component="dl" wrap="wrap" className={classes.facts}>
        <Fact label={intl.formatMessage(incentiveMessages.amount)}>{format.currency(incentive.amount)}</Fact>
        <Fact label={intl.formatMessage(incentiveMessages.period)}>
          {intl.formatMessage(incentivePeriod, {
            start: format.date(incentive.startDate),
            end: format.date(incentive.endDate),
          })}
        </Fact>
        <Fact label={intl.formatMessage(incentiveMessages.proof)}>
          <ProofText imageRequired={incentive.imageRequired} />
        </Fact>
      </Group>
    </div>
  );
}
