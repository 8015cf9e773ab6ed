import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary, isChunkLoadError } from '@/components/errors';
import { renderApp, TestIntl } from '../../tests/render';
import { forgetLiveSession, keepLiveSession } from '../../tests/live-session';
import { AuthMethodProvider } from './AuthMethodProvider';
import { portalTheme } from './theme';

// A page that throws while rendering, and an identity library whose chunk cannot be downloaded.
vi.mock('@/features/errors/pages/ServerErrorPage', () => ({
  default: () => {
    throw new Error('a bug in the page');
  },
}));
// (vitest wraps the factory's failure in its own error, as a failed initialize() would surface: not a chunk error.)
vi.mock('@/lib/auth/b2c/B2CAuthProvider', () => Promise.reject(new Error('MSAL initialize() failed')));

// In the order written, even when the run shuffles tests: the third test reloads the app's modules (vi.resetModules),
// and a page the first test's app loads lazily after that would be a new copy, under none of the old copy's providers
// ("LocaleContext is used outside its provider" instead of the page's error).
describe('error boundaries', { shuffle: false }, () => {
  it('a page that throws shows its message inside the shell; the menu still takes the member elsewhere', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    localStorage.setItem('token', 'stored-session-token');
    renderApp('/error-pages/error-500');
    expect(await screen.findByText(/This page could not be shown/)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // happy-dom's window (1024 px) is below the large breakpoint, where the menu lives in the slide-in drawer.
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    await user.click(await screen.findByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText(/This page could not be shown/)).not.toBeInTheDocument();
  });

  it('identity that fails to load or start shows a translated full-page message with Reload, not a blank page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A session of this browser: MSAL must load before anything renders (a signed-out visitor would not wait for it).
    keepLiveSession('member-1.tenant');
    render(
      <MantineProvider theme={portalTheme}>
        <TestIntl>
          <AppErrorBoundary>
            <AuthMethodProvider>
              <p>signed-in content</p>
            </AuthMethodProvider>
          </AppErrorBoundary>
        </TestIntl>
      </MantineProvider>,
    );
    expect(
      await screen.findByText('The portal could not start. Check your connection, then reload the page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.queryByText('signed-in content')).not.toBeInTheDocument();
    forgetLiveSession();
  });

  it('identity whose download started as the portal loaded (a session of this browser) fails the same way, once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Loaded afresh with the session in place: B2CAuth starts MSAL's download as its module is evaluated, and that
    // early failure must reach the boundary, not escape as an unhandled rejection (which fails this run).
    keepLiveSession('member-1.tenant');
    vi.resetModules();
    const { AuthMethodProvider: FreshAuthMethodProvider } = await import('./AuthMethodProvider');
    render(
      <MantineProvider theme={portalTheme}>
        <TestIntl>
          <AppErrorBoundary>
            <FreshAuthMethodProvider>
              <p>signed-in content</p>
            </FreshAuthMethodProvider>
          </AppErrorBoundary>
        </TestIntl>
      </MantineProvider>,
    );
    expect(
      await screen.findByText('The portal could not start. Check your connection, then reload the page.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('signed-in content')).not.toBeInTheDocument();
    expect(warn.mock.calls.filter(([message]) => message === 'The app failed to render')).toHaveLength(1);
    forgetLiveSession();
  });

  it('tells a missing chunk (a new release) from other failures', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://portal/assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('a bug in the page'))).toBe(false);
  });
});
