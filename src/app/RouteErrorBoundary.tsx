import { useEffect } from 'react';
import { Button, Center } from '@mantine/core';
import { useIntl } from 'react-intl';
import { isRouteErrorResponse, Navigate, useRouteError } from 'react-router-dom';
import { boundaryMessages, isChunkLoadError, useNewVersionReload } from '@/components/errors';
import { FullPageLoader } from '@/components/FullPageLoader';
import { StatusPage } from '@/components/StatusPage';
import { config } from '@/lib/config';
import { commonMessages } from '@/lib/i18n';
import { reportError } from '@/lib/telemetry';

/** Catches what a layout could not handle (a failed chunk download after a deploy, a bug) and offers a way on. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const intl = useIntl();
  // A layout missing after a release: reload once, then offer Reload.
  const reloading = useNewVersionReload(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) reportError(error, 'route-boundary');
  }, [error, notFound]);
  // The catch-all '*' cannot match a path holding a line break (/a%0Ab: react-router's pattern stops at it), so
  // such an address arrives here as "no route matches": it is an unknown page like any other.
  if (notFound) return <Navigate to={config.notFoundPath} replace />;
  // Kept for whoever debugs it; the member sees a translated message instead of a blank screen.
  console.warn('Route failed to render', error);
  if (reloading) return <FullPageLoader />;
  return (
    <Center mih="60dvh" p="md">
      <StatusPage
        message={intl.formatMessage(
          isChunkLoadError(error) ? boundaryMessages.newVersion : commonMessages.genericError,
        )}
      >
        <Button onClick={() => window.location.reload()}>{intl.formatMessage(boundaryMessages.reload)}</Button>
      </StatusPage>
    </Center>
  );
}
