import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

/** The cooperative trades in US dollars; an amount from the API in another currency passes its own code. */
export const DEFAULT_CURRENCY = 'USD';

// An API date without a time ('2026-03-01') is a calendar day: read as UTC midnight, it must also be shown in UTC,
// or a member west of Greenwich sees the day before.
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export interface Formatters {
  /** 1234.5 → '$1,234.50' (en), '1 234,50 $US' (fr), 'US$ 1,234.50' (ar)… */
  currency(amount: number, currency?: string): string;
  /** Plain numbers and counts with the locale's grouping and digits. */
  number(value: number): string;
  /** A change as a signed percentage, 0.045 → '+4.5%': put it in a sentence through isolated() (bidi.tsx). */
  change(ratio: number): string;
  /** A calendar date such as an issue date or a deadline: '1 mars 2026' (fr). */
  date(value: Date | string | number): string;
  /** A year as the locale writes it (the footer's copyright year). */
  year(value?: Date): string;
}

export function createFormatters(intl: IntlShape): Formatters {
  return {
    currency: (amount, currency = DEFAULT_CURRENCY) => intl.formatNumber(amount, { style: 'currency', currency }),
    number: (value) => intl.formatNumber(value),
    change: (ratio) =>
      intl.formatNumber(ratio, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 1 }),
    date: (value) =>
      intl.formatDate(value, {
        dateStyle: 'medium',
        ...(typeof value === 'string' && DATE_ONLY.test(value) ? { timeZone: 'UTC' } : {}),
      }),
    year: (value = new Date()) => intl.formatDate(value, { year: 'numeric' }),
  };
}

/**
 * Numbers, amounts and dates in the active language. Every number or date on screen goes through these (or
 * through intl.formatNumber / intl.formatDate directly), never through toFixed, toLocaleString or string building.
 */
export function useFormatters(): Formatters {
  const intl = useIntl();
  return useMemo(() => createFormatters(intl), [intl]);
}
