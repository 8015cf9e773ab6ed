import { lazy, Suspense, type ReactNode } from 'react';
import { ActionIcon, Box, Burger, Group } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconSearch } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import type { NavigationStyle } from '@/lib/theme';
import { shellMessages } from '../messages';
import { useOpenSearch } from '../search/SearchLauncher';
import { Brand } from './Brand';
import { MessagesPopover } from './MessagesPopover';
import { UserMenu } from './UserMenu';
import classes from './header.module.css';

// The search box (Mantine's Combobox with floating-ui) shows in one layout only: its own chunk, which that layout
// fetches with the shell (ShellLayout). Until it arrives its place is held at its width.
export const loadSearchBox = () => import('./SearchBox').then((module) => ({ default: module.SearchBox }));
const SearchBox = lazy(loadSearchBox);

/** Header parts other features provide (src/app composes them; features never import each other). */
export interface HeaderSlots {
  /** The current store's name (shown wider than 900 px by the stores feature). */
  storeName?: ReactNode;
  storeSelector?: ReactNode;
  notifications?: ReactNode;
}

interface HeaderProps extends HeaderSlots {
  style: NavigationStyle;
  drawerOpened: boolean;
  onOpenDrawer: () => void;
  /** The drawer style opens its drawer at every size; the others only below the large breakpoint. */
  burgerAlways: boolean;
  /** Layouts whose sidebar carries the logo show it here only while the sidebar is a drawer. */
  brandOnlyWhenNoSidebar: boolean;
  sidebarToggle?: { collapsed: boolean; onToggle: () => void };
}

/** Header: logo, store name, store selector, language switcher, messages, notifications, user menu. */
export function Header({
  style,
  drawerOpened,
  onOpenDrawer,
  burgerAlways,
  brandOnlyWhenNoSidebar,
  sidebarToggle,
  storeName,
  storeSelector,
  notifications,
}: HeaderProps) {
  const intl = useIntl();
  const openSearch = useOpenSearch();
  return (
    // Narrower edges on a phone: at 320 px the account button ended at 324 px, cut by the screen's edge.
    <Group
      h="100%"
      px={{ base: 'xs', xs: 'md' }}
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      className={classes.header}
    >
      <Group gap="sm" wrap="nowrap" className={classes.headerStart}>
        <Burger
          opened={false}
          onClick={onOpenDrawer}
          hiddenFrom={burgerAlways ? undefined : 'lg'}
          size="sm"
          color="currentColor"
          aria-label={intl.formatMessage(shellMessages.openNavigation)}
          aria-expanded={drawerOpened}
        />
        {sidebarToggle && (
          <ActionIcon
            variant="subtle"
            size="lg"
            visibleFrom="lg"
            className={classes.headerIcon}
            onClick={sidebarToggle.onToggle}
            aria-label={intl.formatMessage(
              sidebarToggle.collapsed ? shellMessages.expandSidebar : shellMessages.collapseSidebar,
            )}
          >
            {sidebarToggle.collapsed ? (
              <IconLayoutSidebarLeftExpand size={22} stroke={1.6} aria-hidden className={classes.mirrored} />
            ) : (
              <IconLayoutSidebarLeftCollapse size={22} stroke={1.6} aria-hidden className={classes.mirrored} />
            )}
          </ActionIcon>
        )}
        <Box hiddenFrom={brandOnlyWhenNoSidebar && !burgerAlways ? 'lg' : undefined} className={classes.brandSlot}>
          <Brand />
        </Box>
        {storeName && <span className={classes.storeNameSlot}>{storeName}</span>}
        {style.search && (
          <>
            <Box visibleFrom="sm" miw="var(--portal-search-width)">
              <Suspense fallback={null}>
                <SearchBox />
              </Suspense>
            </Box>
            <ActionIcon
              variant="subtle"
              size="lg"
              hiddenFrom="sm"
              className={classes.headerIcon}
              onClick={openSearch}
              aria-label={intl.formatMessage(shellMessages.searchLabel)}
            >
              <IconSearch size={22} stroke={1.6} aria-hidden />
            </ActionIcon>
          </>
        )}
      </Group>
      <Group gap={6} wrap="nowrap" className={classes.headerEnd}>
        {storeSelector && <div className={classes.storeSelectorSlot}>{storeSelector}</div>}
        <LanguageSwitcher />
        <div className={classes.messagesSlot}>
          <MessagesPopover />
        </div>
        {notifications && <span className={classes.notificationsSlot}>{notifications}</span>}
        <UserMenu variant={style.userBox === 'header' ? 'box' : 'avatar'} />
      </Group>
    </Group>
  );
}
