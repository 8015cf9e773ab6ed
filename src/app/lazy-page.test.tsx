import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { lazyPage } from './lazy-page';

const missingChunk = () =>
  new TypeError('Failed to fetch dynamically imported module: https://portal/assets/Page-x.js');
const offlineMessage = 'You are offline. This will load as soon as you are back online.';
const newVersion = 'A newer version of the portal is available. Reload the page to continue.';
const ThePage = () => <h1>The page itself</h1>;

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // The page already reloaded once for a chunk: no reload of its own, the message shows.
  sessionStorage.setItem('memberPortal.reloadedForNewVersion', '1');
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('a page whose code did not arrive while offline', () => {
  it('opened again once back online (the member had left it), is fetched again at once and shown, no newer version', async () => {
    online = false;
    const load = vi.fn().mockResolvedValue({ default: ThePage });
    // Offline, its download is not even tried (importWhenOnline: a browser may keep the failure for good).
    const { Component } = await lazyPage(load);
    expect(load).not.toHaveBeenCalled();

    const left = renderWithProviders(<Component />);
    expect(screen.getByText(offlineMessage)).toBeInTheDocument();
    left.unmount();

    online = true;
    renderWithProviders(<Component />);
    expect(await screen.findByRole('heading', { name: 'The page itself' })).toBeInTheDocument();
    expect(screen.queryByText(newVersion)).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('its download failing as the connection went: said so, fetched again once back online and shown', async () => {
    const load = vi
      .fn()
      .mockImplementationOnce(() => {
        online = false;
        return Promise.reject(missingChunk());
      })
      .mockResolvedValue({ default: ThePage });
    const { Component } = await lazyPage(load);
    renderWithProviders(<Component />);
    expect(screen.getByText(offlineMessage)).toBeInTheDocument();
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'The page itself' })).toBeInTheDocument();
    expect(screen.queryByText(newVersion)).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('once shown, is shown at once the next time it is opened, without fetching it again', async () => {
    online = false;
    const load = vi.fn().mockResolvedValue({ default: ThePage });
    const { Component } = await lazyPage(load);
    const first = renderWithProviders(<Component />);
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'The page itself' })).toBeInTheDocument();
    first.unmount();

    renderWithProviders(<Component />);
    expect(screen.getByRole('heading', { name: 'The page itself' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetched again once online and missing still, is a newer version after all', async () => {
    online = false;
    const load = vi.fn().mockRejectedValue(missingChunk());
    const { Component } = await lazyPage(load);
    online = true;
    renderWithProviders(<Component />);
    expect(await screen.findByText(newVersion)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('missing while online is a newer version at once, not fetched again', async () => {
    const load = vi.fn().mockRejectedValue(missingChunk());
    const { Component } = await lazyPage(load);
    renderWithProviders(<Component />);
    expect(screen.getByText(newVersion)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
