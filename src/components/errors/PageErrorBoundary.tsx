import { Button } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorState } from '../query/states';
import { boundaryMessages, isChunkLoadError } from './messages';

/**
 * A page's own error element: rendered inside the layout's outlet, so a page that throws (or whose chunk is gone
 * after a release) leaves the header and the menu working. Try again navigates to the same address, which renders
 * the page afresh; a missing chunk needs a reload.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  console.warn('A page failed to render', error);
  const missingChunk = isChunkLoadError(error);
  return (
    <div data-testid="page-error">
      <ErrorState
        message={intl.formatMessage(missingChunk ? boundaryMessages.newVersion : boundaryMessages.pageFailed)}
        onRetry={missingChunk ? undefined : () => void navigate(location, { replace: true })}
      />
      {missingChunk && (
        <Button mt="sm" onClick={() => window.location.reload()}>
          {intl.formatMessage(boundaryMessages.reload)}
        </Button>
      )}
    </div>
  );
}
