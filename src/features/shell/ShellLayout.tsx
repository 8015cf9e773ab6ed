import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AppShell, Box, useMatches } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import clsx from 'clsx';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import {
  getThemeSettings,
  navigationStyleOf,
  paletteFor,
  sizes,
  useThemeSettings,
  type NavigationStyle,
} from '@/lib/theme';
import { AdColumn } from './ads/AdColumn';
import { AuthProblemNotice } from './AuthProblemNotice';
import { PortalFooter } from './footer/PortalFooter';
import { TemplateFooter } from './footer/TemplateFooter';
import { RouteTransition } from './frame/RouteTransition';
import { appShellConfig, sidebarFormOf } from './frame/shell-config';
import { UiFeedback } from './frame/UiFeedback';
import { Header, loadSearchBox, type HeaderSlots } from './header/Header';
import { PromoBanner, usePromoBanner } from './header/PromoBanner';
import { MainMenu, preloadMenuForm } from './menu/MainMenu';
import { shellMessages } from './messages';
import { SearchLauncher } from './search/SearchLauncher';
import { IdleWarning } from './IdleWarning';
import { SessionNotice } from './SessionNotice';
import { MiniRail } from './sidebar/MiniRail';
import { Sidebar } from './sidebar/Sidebar';
import classes from './frame/frame.module.css';

// The bit-bucket rail (Mantine's Tooltip with floating-ui) is its own chunk, like the compact menus: the default
// sidebar's members download neither. The layout in use starts fetching what it needs as soon as the shell loads.
const loadBitBucketNav = () => import('./sidebar/BitBucketNav').then((module) => ({ default: module.BitBucketNav }));
const BitBucketNav = lazy(loadBitBucketNav);
// The phone's menu drawer (Mantine's Drawer with its focus trap and scroll lock) arrives with its first opening.
const MobileDrawer = lazy(() => import('./sidebar/MobileDrawer').then((module) => ({ default: module.MobileDrawer })));

function preloadNavigation(style: NavigationStyle): void {
  if (style.kind === 'bit-bucket') void loadBitBucketNav();
  if (style.search) void loadSearchBox();
  if (style.kind === 'mini') preloadMenuForm('mini');
  if (style.kind === 'horizontal') preloadMenuForm('horizontal');
}
preloadNavigation(navigationStyleOf(getThemeSettings().navStyle));

/** What other features put into the frame; src/app composes them, since features never import each other. */
export interface ShellSlots extends HeaderSlots {
  /** Above the page title (notices about the member's stores). */
  banner?: ReactNode;
  /** The theme customizer's button (and its drawer). */
  customizer?: ReactNode;
}

/**
 * The signed-in frame in the member's navigation style (eleven layouts, config/theme.json): header, the menu
 * as sidebar, mini rail, bit-bucket rail and panel, or top bar (a drawer below the large breakpoint), the advertisement
 * column beside the page on wide screens, the page with its transition, the footer, and the snackbar.
 */
export function ShellLayout({ storeName, storeSelector, notifications, banner, customizer }: ShellSlots) {
  const intl = useIntl();
  const settings = useThemeSettings();
  const style = navigationStyleOf(settings.navStyle);
  const palette = useMemo(() => paletteFor(settings, style), [settings, style]);
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (drawerOpened && !drawerWanted) setDrawerWanted(true);
  const [collapsed, setCollapsed] = useState(false);
  const wide = useMediaQuery(`(min-width: ${sizes.breakpoints.adColumn}px)`, false, { getInitialValueInEffect: false });
  // Below the large breakpoint the sidebar is hidden (its menu is the drawer's): not drawn at all there, since on a
  // phone it was close to half the page's elements, made and styled in the first paint for nobody to see. The same
  // query as Mantine's `visibleFrom="lg"` below (0.1 px under the breakpoint), so the two never disagree.
  const sidebarHidden = useMediaQuery(`(max-width: ${sizes.breakpoints.lg - 0.1}px)`, false, {
    getInitialValueInEffect: false,
  });
  const boxedMax = useMatches({ base: sizes.boxed.max, xl: sizes.boxed.maxXl });
  const promo = usePromoBanner();
  const showPromo = Boolean(style.promo) && promo.visible;
  const footerFixed = settings.footer && settings.footerType === 'fixed';
  const form = sidebarFormOf(style, collapsed);

  // The collapsed flag (the drawer, below large screens) resets whenever the location changes.
  // Depends on drawer.close, not drawer: useDisclosure returns a new handlers object on every render.
  const { pathname } = useLocation();
  const closeDrawer = drawer.close;
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);

  const toggleCollapsed = () => setCollapsed((value) => !value);
  return (
    <SearchLauncher>
      <AppShell
        {...appShellConfig(style, { collapsed, promo: showPromo, footerFixed })}
        padding="lg"
        className={clsx(settings.layoutType === 'boxed' && classes.boxed)}
        style={{ '--portal-boxed-max': `${boxedMax}px` }}
        data-nav-style={style.id}
      >
        <a href="#main-content" className={classes.skipLink}>
          {intl.formatMessage(shellMessages.skipToContent)}
        </a>
        <AppShell.Header
          className={clsx(classes.surface, classes.headerSurface, classes.header)}
          data-mantine-color-scheme={palette.header.scheme}
        >
          {showPromo && (
            <Box h={sizes.promoBanner} className={classes.headerRow}>
              <PromoBanner onDismiss={promo.dismiss} />
            </Box>
          )}
          <Box h={sizes.header} className={classes.headerRow}>
            <Header
              style={style}
              drawerOpened={drawerOpened}
              onOpenDrawer={drawer.open}
              burgerAlways={style.kind === 'drawer'}
              brandOnlyWhenNoSidebar={style.header === 'beside'}
              sidebarToggle={style.kind === 'mini-toggle' ? { collapsed, onToggle: toggleCollapsed } : undefined}
              storeName={storeName}
              storeSelector={storeSelector}
              notifications={notifications}
            />
          </Box>
          {style.kind === 'horizontal' && (
            <Box
              visibleFrom="lg"
              h={sizes.horizontalNav}
              className={clsx(classes.surface, classes.navSurface, classes.navBar)}
              data-mantine-color-scheme={palette.nav.scheme}
              data-nav-tone={style.navTone}
            >
              <MainMenu form="horizontal" />
            </Box>
          )}
        </AppShell.Header>
        {/* The sidebar as a whole is the menu's navigation landmark (Mantine draws it as a <nav>). */}
        {form && !sidebarHidden && (
          <AppShell.Navbar
            visibleFrom="lg"
            className={clsx(classes.surface, classes.sidebarSurface, classes.navbar)}
            data-mantine-color-scheme={palette.sidebar.scheme}
            aria-label={intl.formatMessage(shellMessages.mainNavigation)}
          >
            {form === 'vertical' && (
              <Sidebar
                withBrand={style.header === 'beside'}
                withUserBox={style.userBox === 'sidebar'}
                menuLandmark={false}
              />
            )}
            {form === 'mini' && (
              <MiniRail withBrand={style.header === 'beside'} withUserMenu={style.userBox === 'sidebar'} />
            )}
            {form === 'bit-bucket' && (
              <Suspense fallback={null}>
                <BitBucketNav collapsed={collapsed} onToggle={toggleCollapsed} railScheme={palette.rail.scheme} />
              </Suspense>
            )}
          </AppShell.Navbar>
        )}
        {/* Mantine's content area, as a plain box: inside it the page is the main landmark on its own, the
            advertisement column a complementary one beside it, and the footer the page's contentinfo. */}
        <AppShell.Main component="div" className={classes.content}>
          <div className={classes.body}>
            <main id="main-content" tabIndex={-1} className={classes.main}>
              <UiFeedback />
              <AuthProblemNotice />
              <SessionNotice />
              <IdleWarning />
              {banner}
              <RouteTransition />
            </main>
            {wide && (
              <aside className={classes.adColumn} aria-label={intl.formatMessage(shellMessages.advertisement)}>
                <AdColumn />
              </aside>
            )}
          </div>
          <footer>
            <PortalFooter />
            {settings.footer && !footerFixed && <TemplateFooter fixed={false} />}
            {/* Fixed to the window's foot by Mantine, yet part of the one contentinfo: not a <footer> of its own. */}
            {footerFixed && (
              <AppShell.Footer component="div" className={classes.templateFooterBar}>
                <TemplateFooter fixed />
              </AppShell.Footer>
            )}
            {/* Last in the page: on a phone its button stands below the footer, in the flow, covering nothing. */}
            {customizer}
          </footer>
        </AppShell.Main>
        {drawerWanted && (
          <Suspense fallback={null}>
            <MobileDrawer opened={drawerOpened} onClose={drawer.close} />
          </Suspense>
        )}
      </AppShell>
    </SearchLauncher>
  );
}
