/** The value of every select filter's first choice, which keeps every row; not a value an API sends. */
export const ALL = '__all__';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A choice above the list (a category, a month, a status) that keeps the rows whose value is the chosen one. Its
 * first option, `allLabel`, keeps every row and is chosen at first.
 */
export interface SelectFilter<T> {
  label: string;
  allLabel: string;
  /** The record's value the choice compares. */
  value: (record: T) => string;
  /**
   * The options after All. Default: each value the records have, once, in the member's language order, shown as it
   * is. A function gets those values and makes the options (a label per value, another order); a list is taken as is.
   */
  options?: readonly FilterOption[] | ((values: string[]) => FilterOption[]);
}

export function filterOptions<T>(
  filter: SelectFilter<T>,
  records: readonly T[],
  locale: string,
): readonly FilterOption[] {
  if (filter.options && typeof filter.options !== 'function') return filter.options;
  const values = [...new Set(records.map(filter.value))].sort(new Intl.Collator(locale).compare);
  return filter.options ? filter.options(values) : values.map((value) => ({ value, label: value }));
}

/** The records every filter's choice keeps (`choices[i]` is filter i's; none or ALL keeps all). */
export function applySelectFilters<T>(
  records: readonly T[],
  filters: readonly SelectFilter<T>[],
  choices: readonly string[],
): readonly T[] {
  const active = filters.flatMap((filter, index) => {
    const choice = choices[index] ?? ALL;
    return choice === ALL ? [] : [(record: T) => filter.value(record) === choice];
  });
  return active.length === 0 ? records : records.filter((record) => active.every((keeps) => keeps(record)));
}
