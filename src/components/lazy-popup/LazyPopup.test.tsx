import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyPopup } from './LazyPopup';

describe('LazyPopup', () => {
  it('shows the popup once its code has arrived, the placeholder until then', async () => {
    const Popup = lazy(() => Promise.resolve({ default: () => <button type="button">real menu</button> }));
    render(
      <LazyPopup placeholder={<button type="button">placeholder</button>}>
        <Popup />
      </LazyPopup>,
    );
    expect(screen.getByRole('button', { name: 'placeholder' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'real menu' })).toBeInTheDocument();
  });

  it('keeps the placeholder when the code cannot be had (offline), and the page around it stands', async () => {
    // React reports an error its boundary caught on the console; this one is expected.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail: (error: Error) => void = () => undefined;
    const Popup = lazy(() => new Promise<{ default: () => null }>((_resolve, reject) => (fail = reject)));
    render(
      <main>
        <h1>Dashboard</h1>
        <LazyPopup placeholder={<button type="button">Account menu</button>}>
          <Popup />
        </LazyPopup>
      </main>,
    );
    fail(new TypeError('Failed to fetch dynamically imported module'));
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
