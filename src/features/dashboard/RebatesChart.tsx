import { BarChart } from '@mantine/charts';
import { useIntl } from 'react-intl';
import { DEFAULT_CURRENCY, useFormatters, useLocale } from '@/lib/i18n';
import { sizes } from '@/lib/theme';
import { monthStart } from './dashboard-model';
// recharts and the chart styles ride in this chunk only, loaded once the chart's section comes into view.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

export interface RebatesChartProps {
  rows: { month: string; values: Record<string, number> }[];
  series: ChartSeries[];
  /** One bar per month made of the stores' amounts. */
  stacked?: boolean;
  /** The table alternative's caption (the section title). */
  caption: string;
}

/**
 * Rebates by month as a bar chart, drawn for the eye only: screen readers get the same figures as a table
 * (RebatesTable, beside it in the page's chunk).
 */
export default function RebatesChart({ rows, series, stacked = false }: RebatesChartProps) {
  const intl = useIntl();
  const format = useFormatters();
  const rtl = useLocale().direction === 'rtl';
  const data = rows.map((row) => ({
    month: intl.formatDate(monthStart(row.month), { month: 'short', timeZone: 'UTC' }),
    ...row.values,
  }));
  const compact = (value: number) =>
    intl.formatNumber(value, {
      style: 'currency',
      currency: DEFAULT_CURRENCY,
      notation: 'compact',
      maximumFractionDigits: 1,
    });

  return (
    <div aria-hidden data-testid="rebates-chart">
      <BarChart
        h={sizes.chartHeight}
        data={data}
        dataKey="month"
        series={series.map((entry) => ({ name: entry.key, label: entry.label, color: entry.color }))}
        type={stacked ? 'stacked' : 'default'}
        // The drawing stays left-to-right (SVG text anchors flip under dir=rtl and the ticks would overlap the
        // bars); in Arabic the months run from the right and the amounts sit on the right instead.
        dir="ltr"
        valueFormatter={(value) => format.currency(value)}
        yAxisProps={
          rtl
            ? {
                tickFormatter: compact,
                width: 72,
                orientation: 'right',
                tick: { transform: 'translate(10, 0)', fontSize: 12, fill: 'currentColor' },
              }
            : { tickFormatter: compact, width: 72 }
        }
        xAxisProps={{ reversed: rtl }}
        withLegend={stacked || series.length > 1}
        legendProps={{ verticalAlign: 'bottom' }}
        accessibilityLayer={false}
        tooltipAnimationDuration={0}
      />
    </div>
  );
}
