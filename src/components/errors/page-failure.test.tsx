import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlConnection } from '../../../tests/connection';
import { renderWithProviders } from '../../../tests/render';
import { PageFailure } from './PageErrorBoundary';

const missingChunk = new TypeError('Failed to fetch dynamically imported module: https://portal/assets/Page-x.js');
const offlineMessage = 'You are offline. This will load as soon as you are back online.';
const newVersion = 'A newer version of the portal is available. Reload the page to continue.';

let connection: ReturnType<typeof controlConnection>;
beforeEach(() => {
  connection = controlConnection();
  // The page already reloaded once for this chunk: no reload of its own, the message shows.
  sessionStorage.setItem('memberPortal.reloadedForNewVersion', '1');
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('PageFailure', () => {
  it('a page whose code did not arrive while offline says so, and is tried again once back online', () => {
    connection.set(false);
    const retry = vi.fn();
    renderWithProviders(<PageFailure error={missingChunk} onRetry={retry} />);
    expect(screen.getByText(offlineMessage)).toBeInTheDocument();
    expect(screen.queryByText(newVersion)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload the page' })).not.toBeInTheDocument();
    expect(retry).not.toHaveBeenCalled();

    connection.set(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('offline when it failed and online again before it was shown, it is tried again at once', () => {
    connection.set(false);
    const retry = vi.fn();
    // Drawn after the message, in the same frame: the connection is back (its 'online' event gone by) before the
    // message's effects run.
    function BackOnline() {
      connection.set(true);
      return null;
    }
    renderWithProviders(
      <>
        <PageFailure error={missingChunk} onRetry={retry} />
        <BackOnline />
      </>,
    );
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('online, the same failure is a newer version, with Reload and no waiting for the network', () => {
    const retry = vi.fn();
    renderWithProviders(<PageFailure error={missingChunk} onRetry={retry} />);
    expect(screen.getByText(newVersion)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.queryByText(offlineMessage)).not.toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(retry).not.toHaveBeenCalled();
  });

  it('offline, a page that failed for another reason keeps its own message and Try again', () => {
    connection.set(false);
    renderWithProviders(<PageFailure error={new Error('a bug in the page')} onRetry={vi.fn()} />);
    expect(screen.getByText(/This page could not be shown/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(offlineMessage)).not.toBeInTheDocument();
  });
});
