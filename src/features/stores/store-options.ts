import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import type { Store } from '@/lib/member';

/** From this many stores the selector is a search field with the recent stores first (a chain); below, a plain list. */
export const SEARCHABLE_FROM = 10;
/** Options drawn at once in a chain's list: the rest are found by typing (a note at the end says how many). */
export const SHOWN_AT_ONCE = 30;
/** The value of that note: never a store number (those are digits only). */
export const MORE_VALUE = 'more';

export interface StoreGroups {
  recent: string;
  all: string;
}

/**
 * The selector's options: for a few stores, the list as the chain gives it; for a chain, the current store and those
 * used recently in a group of their own at the top, then every other store in the chain's order.
 */
export function storeOptions(
  stores: readonly Store[],
  current: string | null,
  recent: readonly string[],
  groups: StoreGroups,
): (ComboboxItem | { group: string; items: ComboboxItem[] })[] {
  const item = (store: Store): ComboboxItem => ({ value: store.ibcNumber, label: store.storeName });
  if (stores.length < SEARCHABLE_FROM) return stores.map(item);
  const byNumber = new Map(stores.map((store) => [store.ibcNumber, store]));
  const first = [...new Set([...(current ? [current] : []), ...recent])].flatMap((ibcNumber) => {
    const store = byNumber.get(ibcNumber);
    return store ? [store] : [];
  });
  const firstNumbers = new Set(first.map((store) => store.ibcNumber));
  return [
    ...(first.length ? [{ group: groups.recent, items: first.map(item) }] : []),
    { group: groups.all, items: stores.filter((store) => !firstNumbers.has(store.ibcNumber)).map(item) },
  ];
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

type Parsed = ComboboxParsedItem;
type Group = Extract<Parsed, { group: unknown }>;
const isGroup = (entry: Parsed): entry is Group => 'group' in entry;

/**
 * Mantine's filter for the selector: a store matches by its name or its number, case- and accent-insensitively; at
 * most `limit` stores are drawn, and when some are left out a last, disabled option says how many (`more`).
 */
export function storeFilter(more: (hidden: number) => string): OptionsFilter {
  return ({ options, search, limit }) => {
    const wanted = fold(search);
    const matches = (item: ComboboxItem) => !wanted || fold(item.label).includes(wanted) || item.value.includes(wanted);
    let room = limit;
    let hidden = 0;
    const take = (items: ComboboxItem[]) => {
      const found = items.filter(matches);
      const shown = found.slice(0, Math.max(room, 0));
      room -= shown.length;
      hidden += found.length - shown.length;
      return shown;
    };
    const result: ComboboxParsedItem[] = [];
    for (const entry of options) {
      if (isGroup(entry)) {
        const items = take(entry.items);
        if (items.length) result.push({ group: entry.group, items });
      } else result.push(...take([entry]));
    }
    if (hidden > 0) result.push({ value: MORE_VALUE, label: more(hidden), disabled: true });
    return result;
  };
}
