import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { directionOf } from './locale';

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

// Arabic writes the currency after the figure ('7,248.15 US$'); right to left, the '$' of that Latin code falls
// away from its letters and the amount read '$US 7,248.15'. The code goes between isolate marks (LRI…PDI) and stays
// whole. Marks, not markup, because an amount is a string everywhere (labels, chart ticks); ICU's own Arabic amounts
// carry bidi marks (RLM, LRM) already, so a copied Arabic amount had invisible characters before too.
const LRI = '\u2066';
const PDI = '\u2069';

export function createFormatters(intl: IntlShape): Formatters {
  const rightToLeft = directionOf(intl.locale) === 'rtl';
  return {
    currency: (amount, currency = DEFAULT_CURRENCY) =>
      rightToLeft
        ? intl
            .formatNumberToParts(amount, { style: 'currency', currency })
            .map(({ type, value }) => (type === 'currency' && /[A-Za-z]/.test(value) ? `${LRI}${value}${PDI}` : value))
            .join('')
        : intl.formatNumber(amount, { style: 'currency', currency }),
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
