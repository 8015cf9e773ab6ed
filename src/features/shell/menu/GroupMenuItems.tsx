import { Menu } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import type { MenuItemConfig } from '@/lib/config';
import { isActiveItem } from './menu-model';
import { CountBadge, leavesOf, MenuIcon, useMenuLabel } from './menu-parts';
import classes from './menu.module.css';

/** A group's pages as the entries of its drop-down (the top bar) or popover (the mini rail). */
export function GroupMenuItems({ item, onNavigate }: { item: MenuItemConfig; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const label = useMenuLabel();
  return leavesOf(item).map((leaf) => {
    const active = isActiveItem(leaf, pathname);
    return (
      <Menu.Item
        key={leaf.id}
        component={Link}
        to={leaf.url ?? '/'}
        leftSection={<MenuIcon item={leaf} size={18} />}
        rightSection={<CountBadge item={leaf} />}
        aria-current={active ? 'page' : undefined}
        data-active={active || undefined}
        className={classes.popoverItem}
        onClick={onNavigate}
      >
        {label(leaf)}
      </Menu.Item>
    );
  });
}
