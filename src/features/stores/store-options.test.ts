import { describe, expect, it } from 'vitest';
import { MORE_VALUE, SEARCHABLE_FROM, storeFilter, storeOptions } from './store-options';

const groups = { recent: 'Current and recent', all: 'All stores' };
const chain = Array.from({ length: 300 }, (_, index) => ({
  ibcNumber: String(30001 + index),
  storeName: index === 249 ? 'Crème Café Kankakee' : `Store ${index + 1}`,
}));
const filter = storeFilter((count) => `${count} more`);
const labels = (entries: ReturnType<typeof filter>) =>
  entries.flatMap((entry) =>
    'group' in entry ? ['[' + (entry.group as string) + ']', ...entry.items.map((item) => item.label)] : entry.label,
  );

describe('the store selector’s options', () => {
  it('lists a few stores as the chain gives them, no groups', () => {
    const few = chain.slice(0, SEARCHABLE_FROM - 1);
    expect(storeOptions(few, '30003', ['30002'], groups)).toEqual(
      few.map((store) => ({ value: store.ibcNumber, label: store.storeName })),
    );
  });

  it('puts a chain’s current store and the recent ones first, each once, then every other store in order', () => {
    const options = storeOptions(chain, '30100', ['30007', '30100', '99999', '30003'], groups);
    const [first, rest] = options as { group: string; items: { value: string }[] }[];
    expect(first?.group).toBe('Current and recent');
    expect(first?.items.map((item) => item.value)).toEqual(['30100', '30007', '30003']);
    expect(rest?.group).toBe('All stores');
    expect(rest?.items).toHaveLength(297);
    expect(rest?.items.slice(0, 3).map((item) => item.value)).toEqual(['30001', '30002', '30004']);
  });

  it('draws only the first stores until the member types, and says how many more there are', () => {
    const shown = filter({ options: storeOptions(chain, '30001', [], groups), search: '', limit: 30 });
    const all = labels(shown);
    expect(all).toHaveLength(2 + 30 + 1);
    expect(all.slice(0, 3)).toEqual(['[Current and recent]', 'Store 1', '[All stores]']);
    expect(shown.at(-1)).toEqual({ value: MORE_VALUE, label: '270 more', disabled: true });
  });

  it('finds a store by its number or by its name, whatever the case and accents', () => {
    const options = storeOptions(chain, '30001', [], groups);
    expect(labels(filter({ options, search: '30250', limit: 30 }))).toEqual(['[All stores]', 'Crème Café Kankakee']);
    expect(labels(filter({ options, search: ' creme cafe ', limit: 30 }))).toEqual([
      '[All stores]',
      'Crème Café Kankakee',
    ]);
    expect(filter({ options, search: 'nothing like it', limit: 30 })).toEqual([]);
  });

  it('keeps the limit across the groups while narrowing', () => {
    const options = storeOptions(chain, '30011', [], groups);
    const found = labels(filter({ options, search: 'store 1', limit: 5 }));
    // Store 1, Store 10-19, Store 100-199: 111 matches; the current store (Store 11) first.
    expect(found).toEqual([
      '[Current and recent]',
      'Store 11',
      '[All stores]',
      'Store 1',
      'Store 10',
      'Store 12',
      'Store 13',
      '106 more',
    ]);
  });
});
