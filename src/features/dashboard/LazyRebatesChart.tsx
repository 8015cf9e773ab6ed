import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { Skeleton } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { importWhenOnline, isChunkLoadError } from '@/components/errors';
import { sizes } from '@/lib/theme';
import type { RebatesChartProps } from './RebatesChart';
import { RebatesTable } from './RebatesTable';

// recharts is large (~120 KiB): it is no part of what a member needs to see the key figures, so it loads only once
// the chart's section is in view, after those figures have painted, and a phone that never scrolls there skips it.
// The fetch of its code is kept on an object so that a unit test can make one fetch fail as a network would.
export const chartCode = { load: () => import('./RebatesChart') };
const loadChart = () => lazy(() => importWhenOnline(chartCode.load));

/** The chart's space, held at the chart's height while its data or its code loads, so nothing below it moves. */
export function ChartPlaceholder() {
  return <Skeleton height={sizes.chartHeight} radius="md" aria-hidden />;
}

/**
 * The chart's code did not arrive (the network went down as it loaded, most often): the table below still gives every
 * figure, so the page stays as it is, the chart's space held, and the chart is tried again once the browser is back
 * online. Without this the failure reached the page's boundary and the member lost the whole dashboard.
 */
class ChartLoadBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(_props: unknown, previous: { error: Error | null }) {
    if (this.state.error && !previous.error) window.addEventListener('online', this.retry, { once: true });
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    // Only the chart's code out of reach is met here; a chart that fails as it draws is the page's error, as before.
    if (error && !isChunkLoadError(error)) throw error;
    return error ? <ChartPlaceholder /> : this.props.children;
  }
}

export function LazyRebatesChart(props: RebatesChartProps) {
  const { ref, inViewport } = useInViewport();
  const [wanted, setWanted] = useState(false);
  // A failed import stays failed in React.lazy: each try is a new one.
  const [RebatesChart, setRebatesChart] = useState(loadChart);
  // Once seen, the chart stays: scrolling it out of view again unloads nothing.
  if (inViewport && !wanted) setWanted(true);
  return (
    <>
      <div ref={ref}>
        {wanted ? (
          <ChartLoadBoundary onRetry={() => setRebatesChart(loadChart)}>
            <Suspense fallback={<ChartPlaceholder />}>
              <RebatesChart {...props} />
            </Suspense>
          </ChartLoadBoundary>
        ) : (
          <ChartPlaceholder />
        )}
      </div>
      <RebatesTable rows={props.rows} series={props.series} caption={props.caption} />
    </>
  );
}
