import { lazy, Suspense } from 'react';
import { Skeleton, VisuallyHidden } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { RebatesChartProps } from './RebatesChart';
import { dashboardMessages } from './messages';

// recharts is large: it loads only on this route, and only when a chart is about to be drawn.
const RebatesChart = lazy(() => import('./RebatesChart'));

/** The chart's space, held while its code loads, so nothing below it jumps. */
function ChartSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>{intl.formatMessage(dashboardMessages.chartLoading)}</VisuallyHidden>
      <Skeleton height={260} radius="md" aria-hidden />
    </div>
  );
}

export function LazyRebatesChart(props: RebatesChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton />}>
      <RebatesChart {...props} />
    </Suspense>
  );
}
