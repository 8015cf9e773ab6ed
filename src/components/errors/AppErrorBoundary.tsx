import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Center } from '@mantine/core';
import { useIntl } from 'react-intl';
import { reportError } from '@/lib/telemetry';
import { FullPageLoader } from '../FullPageLoader';
import { StatusPage } from '../StatusPage';
import { boundaryMessages, isChunkLoadError } from './messages';
import { useNewVersionReload } from './useNewVersionReload';

function AppFailure({ error }: { error: unknown }) {
  const intl = useIntl();
  if (useNewVersionReload(error)) return <FullPageLoader />;
  return (
    <Center mih="100dvh" p="md" component="main">
      <StatusPage
        message={intl.formatMessage(isChunkLoadError(error) ? boundaryMessages.newVersion : boundaryMessages.appFailed)}
      >
        <Button onClick={() => window.location.reload()}>{intl.formatMessage(boundaryMessages.reload)}</Button>
      </StatusPage>
    </Center>
  );
}

/**
 * Above the router: whatever fails outside a page (the identity library's chunk, its initialize(), a provider) ends
 * in a translated full-page message with Reload, never a blank page. Pages have their own boundary in the shell.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown failure') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // For whoever debugs it; the member reads the translated message.
    console.warn('The app failed to render', error, info.componentStack);
    reportError(error, 'app-boundary');
  }

  override render() {
    return this.state.error ? <AppFailure error={this.state.error} /> : this.props.children;
  }
}
