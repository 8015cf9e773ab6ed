import { VisuallyHidden } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { useIntl } from 'react-intl';
import { DEFAULT_CURRENCY, useFormatters, useLocale } from '@/lib/i18n';
import { monthStart } from './dashboard-model';
import { dashboardMessages } from './messages';
// recharts and the chart styles ride in this chunk only, loaded once the dashboard's figures have arrived.
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
 * Rebates by month as a bar chart. The chart is drawn for the eye only; screen readers get the same figures as a
 * table, which also reads right in every language.
 */
export default function RebatesChart({ rows, series, stacked = false, caption }: RebatesChartProps) {
  const intl = useIntl();
  const format = useFormatters();
  const rtl = useLocale().direction === 'rtl';
  const monthLabel = (month: string, style: 'short' | 'long') =>
    intl.formatDate(monthStart(month), { month: style, ...(style === 'long' ? { year: 'numeric' } : {}), timeZone: 'UTC' });
  const data = rows.map((row) => ({ month: monthLabel(row.month, 'short'), ...row.values }));
  const compact = (value: number) => intl.formatNumber(value, { style: 'currency', currency: DEFAULT_CURRENCY, notation: 'compact', maximumFractionDigits: 1 });

  return (
    <>
      <div aria-hidden data-testid="rebates-chart">
        <BarChart
          h={260}
          data={data}
          dataKey="month"
          series={series.map((entry) => ({ name: entry.key, label: entry.label, color: entry.color }))}
          type={stacked ? 'stacked' : 'default'}
          // The drawing stays left-to-right (SVG text anchors flip under dir=rtl and the ticks would overlap the
          // bars); in Arabic the months run from the right and the amounts sit on the right instead.
          dir="ltr"
          valueFormatter={(value) => format.currency(value)}
          yAxisProps={rtl ? { tickFormatter: compact, width: 72, orientation: 'right', tick: { transform: 'translate(10, 0)', fontSize: 12, fill: 'currentColor' } } : { tickFormatter: compact, width: 72 }}
          xAxisProps={{ reversed: rtl }}
          withLegend={stacked}
          legendProps={{ verticalAlign: 'bottom' }}
          accessibilityLayer={false}
          tooltipAnimationDuration={0}
        />
      </div>
      <VisuallyHidden>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(dashboardMessages.month)}</th>
              {series.map((entry) => (
                <th scope="col" key={entry.key}>
                  {entry.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.month}>
                <th scope="row">{monthLabel(row.month, 'long')}</th>
                {series.map((entry) => (
                  <td key={entry.key}>{format.currency(row.values[entry.key] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </>
  );
}
