import { useState, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { FullPageLoader } from '@/components/FullPageLoader';
import { I18nProvider } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query/query-client';
import { AuthMethodProvider } from './AuthMethodProvider';
import { cssVariables, portalTheme } from './theme';

/** Every provider in one place, outermost first. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <DirectionProvider>
      <MantineProvider theme={portalTheme} defaultColorScheme="light" cssVariablesResolver={cssVariables}>
        <I18nProvider fallback={<FullPageLoader />}>
          <QueryClientProvider client={queryClient}>
            <AuthMethodProvider>{children}</AuthMethodProvider>
          </QueryClientProvider>
        </I18nProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
