import type { MenuItemConfig } from '@/lib/config';
// By a relative path with its extension, so this file loads under plain Node too: `npm run config:explain` shows
// each role's menu through visibleMenu itself, not a copy of the rule.
import { canAccess } from '../../../lib/routing/can-access.ts';

/**
 * The menu a member may see: entries whose role check fails are dropped, a group left with no
 * visible child is dropped with it, and dividers never lead, trail or double up.
 */
export function visibleMenu(items: readonly MenuItemConfig[], roles: readonly string[]): MenuItemConfig[] {
  const kept = items.flatMap((item): MenuItemConfig[] => {
    if (item.type === 'divider') return [item];
    if (!canAccess(item.roles, roles)) return [];
    if (item.type === 'item') return [item];
    const children = visibleMenu(item.children, roles);
    return children.some((child) => child.type !== 'divider') ? [{ ...item, children }] : [];
  });
  return kept.filter((item, index) => {
    if (item.type !== 'divider') return true;
    const previous = kept[index - 1];
    return index > 0 && index < kept.length - 1 && previous?.type !== 'divider';
  });
}

export function isActiveItem(item: MenuItemConfig, pathname: string): boolean {
  if (!item.url) return false;
  return item.exact ? pathname === item.url : pathname === item.url || pathname.startsWith(`${item.url}/`);
}

/** Whether the current path lies under one of a group's children (then the group is open). */
export function containsActive(item: MenuItemConfig, pathname: string): boolean {
  return item.children.some((child) => isActiveItem(child, pathname) || containsActive(child, pathname));
}
