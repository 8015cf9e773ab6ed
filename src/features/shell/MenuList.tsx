import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Badge, Divider, NavLink } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { configText } from '@/lib/i18n';
import type { MenuItemConfig } from '@/lib/config';
import { menuIcons } from './menu-icons';
import { containsActive, isActiveItem } from './menu-model';
import classes from './shell.module.css';

interface MenuEntryProps {
  item: MenuItemConfig;
  onNavigate?: () => void;
}

function MenuIcon({ item }: { item: MenuItemConfig }) {
  const Drawing = item.icon ? menuIcons[item.icon] : null;
  return Drawing ? <Drawing size={20} stroke={1.6} aria-hidden /> : null;
}

function CountBadge({ item }: { item: MenuItemConfig }) {
  if (item.count === null) return null;
  return (
    <Badge size="sm" circle color={item.color ?? undefined}>
      {item.count}
    </Badge>
  );
}

function MenuGroup({ item, onNavigate }: MenuEntryProps) {
  const { pathname } = useLocation();
  const intl = useIntl();
  const holdsCurrentPage = containsActive(item, pathname);
  const [opened, setOpened] = useState(holdsCurrentPage);
  const [seenPath, setSeenPath] = useState(pathname);

  // Spec §2: a group opens whenever the member arrives at one of its pages (by link, Back or address bar).
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    if (holdsCurrentPage) setOpened(true);
  }

  return (
    <NavLink
      component="button"
      type="button"
      className={classes.menuLink}
      label={configText(intl, item.messageId, item.title)}
      leftSection={<MenuIcon item={item} />}
      rightSection={
        <>
          <CountBadge item={item} />
          <IconChevronRight size={16} stroke={1.6} aria-hidden className={classes.menuChevron} />
        </>
      }
      disableRightSectionRotation
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      data-group={item.id}
      childrenOffset={28}
    >
      <MenuEntries items={item.children} onNavigate={onNavigate} />
    </NavLink>
  );
}

function MenuLeaf({ item, onNavigate }: MenuEntryProps) {
  const { pathname } = useLocation();
  const intl = useIntl();
  const active = isActiveItem(item, pathname);
  return (
    <NavLink
      component={Link}
      to={item.url ?? '/'}
      className={classes.menuLink}
      label={configText(intl, item.messageId, item.title)}
      leftSection={<MenuIcon item={item} />}
      rightSection={<CountBadge item={item} />}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

export function MenuEntries({ items, onNavigate }: { items: readonly MenuItemConfig[]; onNavigate?: () => void }) {
  return items.map((item) => {
    if (item.type === 'divider') return <Divider key={item.id} my="xs" role="separator" />;
    if (item.type === 'item') return <MenuLeaf key={item.id} item={item} onNavigate={onNavigate} />;
    return <MenuGroup key={item.id} item={item} onNavigate={onNavigate} />;
  });
}
