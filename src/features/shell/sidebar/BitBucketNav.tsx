import { ActionIcon, ScrollArea, Tooltip, useDirection } from '@mantine/core';
import { IconChevronsLeft, IconSearch } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Brand } from '../header/Brand';
import { UserMenu } from '../header/UserMenu';
import { MainMenu } from '../menu/MainMenu';
import { shellMessages } from '../messages';
import { useOpenSearch } from '../search/SearchLauncher';
import classes from './sidebar.module.css';

/**
 * Bitbucket's two-part sidebar: a dark rail of global actions (logo, search, account) and a panel holding the menu.
 * On large screens the panel collapses; the rail then carries the menu's icons. Both stand in the sidebar of large
 * screens, which is the navigation landmark: the menu inside is not a second one.
 */
export function BitBucketNav({
  collapsed,
  onToggle,
  railScheme,
}: {
  collapsed: boolean;
  onToggle: () => void;
  railScheme: 'light' | 'dark';
}) {
  const intl = useIntl();
  const openSearch = useOpenSearch();
  const rtl = useDirection().dir === 'rtl';
  const toggleLabel = intl.formatMessage(collapsed ? shellMessages.expandSidebar : shellMessages.collapseSidebar);
  const searchLabel = intl.formatMessage(shellMessages.searchLabel);
  return (
    <div className={classes.bitBucket} data-collapsed={collapsed || undefined}>
      <div className={classes.rail} data-mantine-color-scheme={railScheme}>
        <div className={classes.railBrand}>
          <Brand compact />
        </div>
        <Tooltip label={searchLabel} position={rtl ? 'left' : 'right'} withinPortal={false} floatingStrategy="fixed">
          <ActionIcon
            variant="subtle"
            size="xl"
            className={classes.railButton}
            onClick={openSearch}
            aria-label={searchLabel}
          >
            <IconSearch size={22} stroke={1.6} aria-hidden />
          </ActionIcon>
        </Tooltip>
        {collapsed && (
          <ScrollArea className={classes.scroll} type="never">
            <MainMenu form="mini" className={classes.miniNav} landmark={false} />
          </ScrollArea>
        )}
        <div className={classes.railFoot}>
          <Tooltip label={toggleLabel} position={rtl ? 'left' : 'right'} withinPortal={false} floatingStrategy="fixed">
            <ActionIcon
              variant="subtle"
              size="xl"
              className={classes.railButton}
              onClick={onToggle}
              aria-label={toggleLabel}
              aria-expanded={!collapsed}
            >
              <IconChevronsLeft size={22} stroke={1.6} aria-hidden className={classes.toggleIcon} />
            </ActionIcon>
          </Tooltip>
          <UserMenu position={rtl ? 'left-end' : 'right-end'} />
        </div>
      </div>
      {!collapsed && (
        <div className={classes.panel}>
          <div className={classes.brandArea}>
            <Brand withAdminLabel />
          </div>
          <ScrollArea className={classes.scroll} type="auto">
            <MainMenu form="vertical" className={classes.verticalNav} landmark={false} />
          </ScrollArea>
        </div>
      )}
    </div>
  );
}
