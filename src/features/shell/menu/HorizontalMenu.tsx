import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import type { MenuItemConfig } from '@/lib/config';
import { containsActive, isActiveItem } from './menu-model';
import { GroupMenuItems } from './GroupMenuItems';
import { CountBadge, MenuIcon, useMenuLabel, type MenuFormProps } from './menu-parts';
import classes from './menu.module.css';

function TopGroup({ item }: { item: MenuItemConfig }) {
  const { pathname } = useLocation();
  const label = useMenuLabel();
  return (
    <Menu
      trigger="click-hover"
      position="bottom-start"
      offset={4}
      openDelay={60}
      closeDelay={180}
      width={240}
      shadow="md"
      withinPortal={false}
      floatingStrategy="fixed"
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton
          className={classes.topItem}
          data-active={containsActive(item, pathname) || undefined}
          data-group={item.id}
        >
          <MenuIcon item={item} size={18} />
          <span>{label(item)}</span>
          <IconChevronDown size={14} stroke={1.8} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <GroupMenuItems item={item} />
      </Menu.Dropdown>
    </Menu>
  );
}

function TopLeaf({ item }: { item: MenuItemConfig }) {
  const { pathname } = useLocation();
  const label = useMenuLabel();
  const active = isActiveItem(item, pathname);
  return (
    <UnstyledButton
      component={Link}
      to={item.url ?? '/'}
      className={classes.topItem}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
    >
      <MenuIcon item={item} size={18} />
      <span>{label(item)}</span>
      <CountBadge item={item} />
    </UnstyledButton>
  );
}

/** The top bar form: one row of entries, groups as drop-down menus (hover, click or keyboard). */
export function HorizontalMenu({ items }: MenuFormProps) {
  return (
    <div className={classes.horizontal}>
      {items.map((item) => {
        if (item.type === 'divider')
          return <span key={item.id} role="separator" aria-orientation="vertical" className={classes.topDivider} />;
        if (item.type === 'item') return <TopLeaf key={item.id} item={item} />;
        return <TopGroup key={item.id} item={item} />;
      })}
    </div>
  );
}
