import { useLayoutEffect, useState, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppErrorBoundary } from '@/components/errors';
import { FullPageLoader } from '@/components/FullPageLoader';
import { I18nProvider, useLocale } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query/query-client';
import { AuthMethodProvider } from './AuthMethodProvider';
import { cssVariables, portalTheme } from './theme';

/**
 * Mantine's direction follows the language (Arabic is right-to-left, spec §9): menus and popovers open towards
 * the inline end, and Mantine's JS-placed parts mirror. CSS mirrors through <html dir>, which I18nProvider sets.
 */
export function DirectionFromLocale() {
  const { direction } = useLocale();
  const { setDirection } = useDirection();
  // Only when the language changes, so a later explicit choice (the customizer's RTL toggle, spec §2) can stand.
  useLayoutEffect(() => setDirection(direction), [direction, setDirection]);
  return null;
}

/** Every provider in one place, outermost first. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <DirectionProvider>
      <MantineProvider theme={portalTheme} defaultColorScheme="light" cssVariablesResolver={cssVariables}>
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
