import type { ReactElement } from 'react';

/**
 * Bidi isolation of the values put into a translated sentence: a signed figure ('+4.5%', '-$45.00'), a
 * store number, an e-mail address or a Latin name keeps its own direction and stays whole in a right-to-left page
 * (Arabic, or the right-to-left switch on an English page), and the sentence's own punctuation no longer joins it
 * ('+4.5%' read '4.5%+' before). Each value goes into a <bdi>, which isolates it and takes its direction from its own
 * first strong letter (left to right for a figure, which has none).
 *
 * Markup rather than FSI/PDI marks in the string: a member who copies a figure gets the figure (the invisible marks
 * would come along and break a paste into a spreadsheet or a search box), and screen readers read the text as it
 * is. Use it with intl.formatMessage, which then returns React nodes; a string that reaches no markup (an aria-label,
 * a document title) stays as it is.
 */
export function isolated<K extends string>(values: Record<K, string | number>): Record<K, ReactElement> {
  return Object.fromEntries(
    Object.entries<string | number>(values).map(([key, value]) => [key, <bdi key={key}>{value}</bdi>]),
  ) as Record<K, ReactElement>;
}
