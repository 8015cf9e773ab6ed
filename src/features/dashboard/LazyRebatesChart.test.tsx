import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlConnection } from '../../../tests/connection';
import { renderWithProviders } from '../../../tests/render';
import { chartCode, LazyRebatesChart } from './LazyRebatesChart';

vi.mock('./RebatesChart', () => ({ default: () => <div data-testid="drawn-chart" /> }));
// The chart's section is in view from the start (happy-dom lays nothing out).
vi.mock('@mantine/hooks', async (actual) => ({
  ...(await actual<typeof import('@mantine/hooks')>()),
  useInViewport: () => ({ ref: () => undefined, inViewport: true }),
}));

afterEach(() => vi.restoreAllMocks());

const props = {
  rows: [{ month: '2026-01', values: { store: 120 } }],
  series: [{ key: 'store', label: 'Rebates', color: 'portal.6' }],
  caption: 'Rebates by month',
};

describe('LazyRebatesChart', () => {
  it('keeps the chart’s space and the figures’ table when its code fails to load, and draws it once back online', async () => {
    const listening = vi.spyOn(window, 'addEventListener');
    const connection = controlConnection();
    // The chart's chunk out of reach on the first try (the network went down as it loaded), there on the next: the
    // import rejects with the browser's own error, as a dynamic import does.
    const load = vi.spyOn(chartCode, 'load').mockImplementationOnce(() => {
      connection.set(false);
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/RebatesChart.js'));
    });
    const { container } = renderWithProviders(<LazyRebatesChart {...props} />);
    // The failure is caught: the chart waits for the network (the placeholder looks the same as while loading).
    await waitFor(() => expect(listening).toHaveBeenCalledWith('online', expect.any(Function), { once: true }));
    // The placeholder holds the chart's place; the table still gives every figure; the page is not an error.
    expect(container.querySelector('.mantine-Skeleton-root')).not.toBeNull();
    expect(screen.getByRole('table', { name: 'Rebates by month' })).toBeDefined();
    expect(screen.queryByTestId('drawn-chart')).toBeNull();
    connection.set(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByTestId('drawn-chart')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
