import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import { configText } from '@/lib/i18n';
import type { MenuItemConfig } from '@/lib/config';
import { menuIcons } from './menu-icons';

export interface MenuFormProps {
  items: readonly MenuItemConfig[];
  /** Called after a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
}

export function MenuIcon({ item, size = 20 }: { item: MenuItemConfig; size?: number }) {
  const Drawing = item.icon ? menuIcons[item.icon] : null;
  return Drawing ? <Drawing size={size} stroke={1.6} aria-hidden /> : null;
}

export function CountBadge({ item }: { item: MenuItemConfig }) {
  if (item.count === null) return null;
  return (
    <Badge size="sm" circle color={item.color ?? 'secondary'}>
      {item.count}
    </Badge>
  );
}

/** A menu entry's label in the current language (titles and ids come from config/menu.json). */
export function useMenuLabel(): (item: MenuItemConfig) => string {
  const intl = useIntl();
  return (item) => configText(intl, item.messageId, item.title);
}

/** The links of a branch, nested groups flattened: the compact forms show one level of sub-menu. */
export function leavesOf(item: MenuItemConfig): MenuItemConfig[] {
  return item.children.flatMap((child) => (child.type === 'item' ? [child] : leavesOf(child)));
}
