import { useState } from 'react';
import { CloseButton, Drawer } from '@mantine/core';
import { useIntl } from 'react-intl';
import { sizes } from '@/lib/theme';
import { Brand } from '../header/Brand';
import { shellMessages } from '../messages';
import { Sidebar } from './Sidebar';
import classes from './sidebar.module.css';

/**
 * The slide-in drawer every layout becomes below the large breakpoint (the drawer layout at every size): it opens
 * from the inline start (the right, right to left) and closes on a link, Escape, the overlay or its close button.
 * Its own top row rather than Mantine's, which is a <header> and would be a second banner landmark.
 */
export function MobileDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  // It mounts already open (its code loads on the first opening), and Mantine notes where the focus returns only when
  // a mounted drawer opens: the menu button that opened it, focused now, takes the focus back on every close.
  const [openedFrom] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const close = () => {
    onClose();
    openedFrom?.focus({ preventScroll: true });
  };
  return (
    // 'left' is the inline start: Mantine lays the drawer out with flexbox, which mirrors right to left.
    <Drawer.Root
      opened={opened}
      onClose={close}
      position="left"
      size={sizes.sidebar.base}
      classNames={{ content: classes.drawer, body: classes.drawerBody }}
    >
      <Drawer.Overlay />
      <Drawer.Content aria-label={intl.formatMessage(shellMessages.mainNavigation)}>
        <div className={classes.drawerTop}>
          <Brand withAdminLabel />
          <CloseButton
            className={classes.drawerClose}
            aria-label={intl.formatMessage(shellMessages.closeNavigation)}
            onClick={close}
          />
        </div>
        <Drawer.Body>
          <Sidebar onNavigate={close} />
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
