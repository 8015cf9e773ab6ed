import { vi } from 'vitest';

/**
 * happy-dom lays nothing out, so recharts warns that a chart has no size; a browser draws it (see the e2e suite).
 * That warning alone is let through silently; any other still reaches the console (and the test's checks).
 */
export function ignoreChartSizeWarnings(): void {
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('The width(0) and height(0) of chart')) warn(...args);
  });
}
