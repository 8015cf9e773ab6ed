import type { MenuItemConfig } from '@/lib/config';

export interface PageHit {
  id: string;
  url: string;
  label: string;
  /** The group the page sits in, as the menu shows it ('Rebates'), or null at the top level. */
  group: string | null;
  item: MenuItemConfig;
}

/** Lower case without accents, so 'reseau' finds 'Réseau' and 'POS' finds 'pos'. */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** Every page of the (role-filtered) menu with its label in the current language. */
export function menuPages(
  items: readonly MenuItemConfig[],
  label: (item: MenuItemConfig) => string,
  group: string | null = null,
): PageHit[] {
  return items.flatMap((item): PageHit[] => {
    if (item.type === 'divider') return [];
    if (item.type === 'item') return item.url ? [{ id: item.id, url: item.url, label: label(item), group, item }] : [];
    return menuPages(item.children, label, label(item));
  });
}

/**
 * The pages whose label (or group) contains every word of the query, pages whose own label matches first. An empty
 * query finds nothing: the header box lists results only once the member types.
 */
export function searchPages(pages: readonly PageHit[], query: string, limit = 8): PageHit[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored = pages.flatMap((page) => {
    const own = fold(page.label);
    const haystack = `${own} ${page.group ? fold(page.group) : ''}`;
    if (!words.every((word) => haystack.includes(word))) return [];
    const score = words.every((word) => own.includes(word)) ? (own.startsWith(words[0]!) ? 0 : 1) : 2;
    return [{ page, score }];
  });
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((entry) => entry.page);
}
