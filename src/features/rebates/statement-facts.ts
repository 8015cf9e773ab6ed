import type { IntlShape } from 'react-intl';
import type { FifthCheckStatement } from '@generated/model';
import type { Formatters } from '@/lib/i18n';
import { fifthCheckMessages } from './messages';

/** A statement's dates, issue date and check number, as its detail and its printout show them. */
export function statementFacts(
  intl: IntlShape,
  format: Formatters,
  statement: FifthCheckStatement,
): { label: string; value: string }[] {
  return [
    {
      label: intl.formatMessage(fifthCheckMessages.dates),
      value: intl.formatDateTimeRange(statement.periodStart, statement.periodEnd, {
        dateStyle: 'medium',
        timeZone: 'UTC',
      }),
    },
    { label: intl.formatMessage(fifthCheckMessages.issuedOn), value: format.date(statement.issuedOn) },
    { label: intl.formatMessage(fifthCheckMessages.checkNumber), value: statement.checkNumber },
  ];
}

/** The contract gives a rate in percent (1.25 means 1.25 %); the formatter wants the fraction. */
export function ratePercent(intl: IntlShape, percent: number): string {
  return intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 3 });
}
