import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Divider, NavLink } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { MenuItemConfig } from '@/lib/config';
import { containsActive, isActiveItem } from './menu-model';
import { CountBadge, MenuIcon, useMenuLabel, type MenuFormProps } from './menu-parts';
import classes from './menu.module.css';

interface EntryProps {
  item: MenuItemConfig;
  onNavigate?: () => void;
}

function MenuGroup({ item, onNavigate }: EntryProps) {
  const { pathname } = useLocation();
  const label = useMenuLabel();
  const holdsCurrentPage = containsActive(item, pathname);
  const [opened, setOpened] = useState(holdsCurrentPage);
  const [seenPath, setSeenPath] = useState(pathname);

  // A group opens whenever the member arrives at one of its pages (by link, Back or address bar).
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    if (holdsCurrentPage) setOpened(true);
  }

  return (
    <NavLink
      component="button"
      type="button"
      className={classes.link}
      label={label(item)}
      leftSection={<MenuIcon item={item} />}
      rightSection={
        <>
          <CountBadge item={item} />
          <IconChevronRight size={16} stroke={1.6} aria-hidden className={classes.chevron} />
        </>
      }
      disableRightSectionRotation
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      data-group={item.id}
      data-holds-active={holdsCurrentPage || undefined}
      childrenOffset={28}
    >
      <VerticalEntries items={item.children} onNavigate={onNavigate} />
    </NavLink>
  );
}

function MenuLeaf({ item, onNavigate }: EntryProps) {
  const { pathname } = useLocation();
  const label = useMenuLabel();
  const active = isActiveItem(item, pathname);
  return (
    <NavLink
      component={Link}
      to={item.url ?? '/'}
      className={classes.link}
      label={label(item)}
      leftSection={<MenuIcon item={item} />}
      rightSection={<CountBadge item={item} />}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

function VerticalEntries({ items, onNavigate }: MenuFormProps) {
  return items.map((item) => {
    if (item.type === 'divider') return <Divider key={item.id} my="xs" role="separator" className={classes.divider} />;
    if (item.type === 'item') return <MenuLeaf key={item.id} item={item} onNavigate={onNavigate} />;
    return <MenuGroup key={item.id} item={item} onNavigate={onNavigate} />;
  });
}

/** The full sidebar form: labels and icons, groups that fold open in place. */
export function VerticalMenu({ items, onNavigate }: MenuFormProps) {
  return (
    <div className={classes.vertical}>
      <VerticalEntries items={items} onNavigate={onNavigate} />
    </div>
  );
}
