import { useEffect, type ReactNode } from 'react';
import { AppShell, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { useFormatters } from '@/lib/i18n';
import { AuthProblemNotice } from './AuthProblemNotice';
import { Header } from './Header';
import { copyrightMessage, shellMessages } from './messages';
import { PageTitle } from './PageTitle';
import { SessionNotice } from './SessionNotice';
import { Sidebar } from './Sidebar';
import classes from './shell.module.css';

/** What other features put into the frame; src/app composes them, since features never import each other. */
export interface ShellSlots {
  /** Beside the logo (the current store's name). */
  headerStart?: ReactNode;
  /** Before the user menu (store selector, notifications). */
  headerEnd?: ReactNode;
  /** Above the page title (notices about the member's stores). */
  banner?: ReactNode;
}

/** The signed-in frame: header, sidebar (a drawer below large screens), page title and the page itself. */
export function ShellLayout({ headerStart, headerEnd, banner }: ShellSlots) {
  const [navOpened, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  const intl = useIntl();
  const formatters = useFormatters();

  // Spec §4 UI state: the collapsed flag resets whenever the location changes.
  // Depends on nav.close, not nav: useDisclosure returns a new handlers object on every render, so [nav] would
  // close the drawer in the very render that opens it.
  const closeNav = nav.close;
  useEffect(() => closeNav(), [pathname, closeNav]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: { base: '19rem', lg: '21rem', xl: '21.6rem' }, breakpoint: 'lg', collapsed: { mobile: !navOpened } }}
      padding="lg"
      className={classes.shell}
    >
      <a href="#main-content" className={classes.skipLink}>
        {intl.formatMessage(shellMessages.skipToContent)}
      </a>
      <AppShell.Header className={classes.headerBar}>
        <Header navOpened={navOpened} onToggleNav={nav.toggle} start={headerStart} end={headerEnd} />
      </AppShell.Header>
      <AppShell.Navbar className={classes.navbar}>
        <Sidebar onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <AuthProblemNotice />
        <SessionNotice />
        {banner}
        <PageTitle />
        <Outlet />
        <Text component="footer" size="xs" c="dimmed" mt="xl" className={classes.footer}>
          {intl.formatMessage(copyrightMessage, { year: formatters.year() })}
        </Text>
      </AppShell.Main>
    </AppShell>
  );
}
