import { VisuallyHidden } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useFormatters } from '@/lib/i18n';
import { monthStart } from './dashboard-model';
import { dashboardMessages } from './messages';
import type { RebatesChartProps } from './RebatesChart';

/**
 * The chart's figures as a table for screen readers, in the page's own chunk: it is there with the data, whether or
 * not the chart (drawn for the eye only) has loaded, and it reads right in every language.
 */
export function RebatesTable({ rows, series, caption }: Pick<RebatesChartProps, 'rows' | 'series' | 'caption'>) {
  const intl = useIntl();
  const format = useFormatters();
  const monthName = (month: string) =>
    intl.formatDate(monthStart(month), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
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
              <th scope="row">{monthName(row.month)}</th>
              {series.map((entry) => (
                <td key={entry.key}>{format.currency(row.values[entry.key] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
