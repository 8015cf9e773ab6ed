import { useEffect } from 'react';
import { Button } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { reportError } from '@/lib/telemetry';
import { ErrorState, LoadingState, OfflineState } from '../query/states';
import { boundaryMessages, isChunkLoadError } from './messages';
import { useNewVersionReload } from './useNewVersionReload';
import { useRetryWhenOnline } from './useRetryWhenOnline';

/**
 * What a page shows in place of itself when it failed, inside its layout (header and menu keep working). A part that
 * did not arrive while offline waits for the network and is tried again; one missing after a release reloads the page
 * once, then offers Reload; anything else offers Try again when it can.
 */
export function PageFailure({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const intl = useIntl();
  const waitingForNetwork = useRetryWhenOnline(error, onRetry);
  const reloading = useNewVersionReload(error);
  if (waitingForNetwork) return <OfflineState />;
  if (reloading) return <LoadingState />;
  const missingChunk = isChunkLoadError(error);
  return (
    <div data-testid="page-error">
      <ErrorState
        message={intl.formatMessage(missingChunk ? boundaryMessages.newVersion : boundaryMessages.pageFailed)}
        onRetry={missingChunk ? undefined : onRetry}
      />
      {missingChunk && (
        <Button mt="sm" onClick={() => window.location.reload()}>
          {intl.formatMessage(boundaryMessages.reload)}
        </Button>
      )}
    </div>
  );
}

/**
 * A page's own error element. Try again navigates to the same address, which renders the page afresh; a missing
 * chunk needs a reload.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  console.warn('A page failed to render', error);
  useEffect(() => reportError(error, 'page-boundary'), [error]);
  return <PageFailure error={error} onRetry={() => void navigate(location, { replace: true })} />;
}
