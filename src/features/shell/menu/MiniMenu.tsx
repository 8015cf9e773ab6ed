import { Divider, Menu, Tooltip, UnstyledButton, useDirection } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import type { MenuItemConfig } from '@/lib/config';
import { containsActive, isActiveItem } from './menu-model';
import { GroupMenuItems } from './GroupMenuItems';
import { MenuIcon, useMenuLabel, type MenuFormProps } from './menu-parts';
import classes from './menu.module.css';

/** Towards the content: right of the rail, or left of it when the page runs right to left. */
function useOutwards(): 'right' | 'left' {
  return useDirection().dir === 'rtl' ? 'left' : 'right';
}

function MiniLeaf({ item, onNavigate }: { item: MenuItemConfig; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const label = useMenuLabel();
  const active = isActiveItem(item, pathname);
  return (
    // Fixed, not in a portal: it escapes the rail's scroll area yet stays inside the navigation landmark.
    <Tooltip
      label={label(item)}
      position={useOutwards()}
      withArrow
      openDelay={150}
      withinPortal={false}
      floatingStrategy="fixed"
    >
      <UnstyledButton
        component={Link}
        to={item.url ?? '/'}
        className={classes.miniButton}
        data-active={active || undefined}
        aria-current={active ? 'page' : undefined}
        aria-label={label(item)}
        onClick={onNavigate}
      >
        <MenuIcon item={item} size={22} />
      </UnstyledButton>
    </Tooltip>
  );
}

/** A group as an icon whose sub-menu opens in a popover, on hover and from the keyboard (Enter, Space, arrows). */
function MiniGroup({ item, onNavigate }: { item: MenuItemConfig; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const label = useMenuLabel();
  const holdsActive = containsActive(item, pathname);
  return (
    <Menu
      trigger="click-hover"
      position={`${useOutwards()}-start`}
      offset={6}
      withArrow
      openDelay={60}
      closeDelay={180}
      width={220}
      shadow="md"
      withinPortal={false}
      floatingStrategy="fixed"
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton
          className={classes.miniButton}
          data-active={holdsActive || undefined}
          data-group={item.id}
          aria-label={label(item)}
        >
          <MenuIcon item={item} size={22} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label(item)}</Menu.Label>
        <GroupMenuItems item={item} onNavigate={onNavigate} />
      </Menu.Dropdown>
    </Menu>
  );
}

/** The compact form (4 rem, 5 rem on extra-large screens): icons, names in tooltips, sub-menus in popovers. */
export function MiniMenu({ items, onNavigate }: MenuFormProps) {
  return (
    <div className={classes.mini}>
      {items.map((item) => {
        if (item.type === 'divider')
          return <Divider key={item.id} my={4} role="separator" className={classes.divider} />;
        if (item.type === 'item') return <MiniLeaf key={item.id} item={item} onNavigate={onNavigate} />;
        return <MiniGroup key={item.id} item={item} onNavigate={onNavigate} />;
      })}
    </div>
  );
}
