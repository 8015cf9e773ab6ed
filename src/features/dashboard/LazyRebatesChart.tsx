import { useState } from 'react';
import { Skeleton } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { lazyPart, LazyPartBoundary, useLazyPart } from '@/components/errors';
import { sizes } from '@/lib/theme';
import type { RebatesChartProps } from './RebatesChart';
import { RebatesTable } from './RebatesTable';

// recharts is large (~120 KiB): it is no part of what a member needs to see the key figures, so it loads only once
// the chart's section is in view, after those figures have painted, and a phone that never scrolls there skips it.
// Its code not arriving (the network went down as it loaded) costs the member nothing but the drawing: the table below
// gives every figure, the chart's space is held and the chart is tried again once back online (LazyPartBoundary).
export const chartCode = lazyPart(() => import('./RebatesChart'));

/** The chart's space, held at the chart's height while its data or its code loads, so nothing below it moves. */
export function ChartPlaceholder() {
  return <Skeleton height={sizes.chartHeight} radius="md" aria-hidden />;
}

export function LazyRebatesChart(props: RebatesChartProps) {
  const { ref, inViewport } = useInViewport();
  const [wanted, setWanted] = useState(false);
  const [RebatesChart, loadChartAgain] = useLazyPart(chartCode);
  // Once seen, the chart stays: scrolling it out of view again unloads nothing.
  if (inViewport && !wanted) setWanted(true);
  return (
    <>
      <div ref={ref}>
        {wanted ? (
          <LazyPartBoundary fallback={<ChartPlaceholder />} onRetry={loadChartAgain}>
            <RebatesChart {...props} />
          </LazyPartBoundary>
        ) : (
          <ChartPlaceholder />
        )}
      </div>
      <RebatesTable rows={props.rows} series={props.series} caption={props.caption} />
    </>
  );
}
