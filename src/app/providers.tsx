import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppErrorBoundary } from '@/components/errors';
import { FullPageLoader } from '@/components/FullPageLoader';
import { I18nProvider, useLocale } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query/query-client';
import { applyUrlPreset, colorSchemeOf, useThemeSettings } from '@/lib/theme';
import { AuthMethodProvider } from './AuthMethodProvider';
import { buildTheme, cssVariables } from './theme';

/**
 * Right to left when the language is written so (Arabic), or when the customizer's RTL switch is on: Mantine's direction
 * (menus and popovers open towards the inline end) and <html dir>, which CSS logical properties follow.
 */
export function DirectionFromLocale() {
  const { locale, direction: languageDirection } = useLocale();
  const { isRTL } = useThemeSettings();
  const { setDirection } = useDirection();
  const direction = isRTL ? 'rtl' : languageDirection;
  // The one owner of <html dir> (the language or the RTL switch); re-applied after every language change.
  useLayoutEffect(() => {
    document.documentElement.dir = direction;
    // The language's own direction, for theme.css: under the RTL switch an English paragraph stays English.
    document.documentElement.dataset.textDirection = languageDirection;
    setDirection(direction);
  }, [locale, direction, languageDirection, setDirection]);
  return null;
}

/**
 * Every provider in one place, outermost first. The theme follows the member's customizer settings. `queryClient`: the
 * app's, shared with its router; a client of its own otherwise (the prerendered sign-in page).
 */
export function AppProviders({ children, queryClient: shared }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => shared ?? createQueryClient());
  // A link's layout, mode, rtl and style parameters preset the theme for this visit.
  useState(() => applyUrlPreset(window.location.search));
  const settings = useThemeSettings();
  const theme = useMemo(() => buildTheme(settings), [settings]);
  return (
    <DirectionProvider>
      <MantineProvider
        theme={theme}
        forceColorScheme={colorSchemeOf(settings.themeMode)}
        cssVariablesResolver={cssVariables}
      >
        <I18nProvider fallback={<FullPageLoader />}>
          <DirectionFromLocale />
          <AppErrorBoundary>
            <QueryClientProvider client={queryClient}>
              <AuthMethodProvider>{children}</AuthMethodProvider>
            </QueryClientProvider>
          </AppErrorBoundary>
        </I18nProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
