import { useEffect } from 'react';
import { AppShell, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from './Header';
import { copyrightMessage, shellMessages } from './messages';
import { PageTitle } from './PageTitle';
import { Sidebar } from './Sidebar';
import classes from './shell.module.css';

/** The signed-in frame: header, sidebar (a drawer below large screens), page title and the page itself. */
export function ShellLayout() {
  const [navOpened, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  const intl = useIntl();

  // Spec §4 UI state: the collapsed flag resets whenever the location changes.
  useEffect(() => nav.close(), [pathname, nav]);

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
        <Header navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar className={classes.navbar}>
        <Sidebar onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <PageTitle />
        <Outlet />
        <Text component="footer" size="xs" c="dimmed" mt="xl" className={classes.footer}>
          {intl.formatMessage(copyrightMessage, { year: new Date().getFullYear() })}
        </Text>
      </AppShell.Main>
    </AppShell>
  );
}
