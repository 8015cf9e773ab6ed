import { SimpleGrid } from '@mantine/core';
import { IconCash, IconClipboardCheck, IconClipboardList, IconGift } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { KeyFigure } from '@/components/KeyFigure';
import { useFormatters } from '@/lib/i18n';
import { routeById } from '@/lib/routing';
import { changeRatio, type StoreTotals } from './dashboard-model';
import { changeOnLastYear, dashboardMessages } from './messages';

const pathOf = (id: string) => routeById(id)?.path;

/**
 * The four figures of a store, or of all the member's stores added up. A store's figures link to the page each
 * comes from; the added-up ones do not, since those pages show one store at a time.
 */
export function KeyFigures({ totals, linked }: { totals: StoreTotals; linked: boolean }) {
  const intl = useIntl();
  const format = useFormatters();
  const change = changeRatio(totals.yearToDate, totals.previousYearToDate);
  const rebateHint =
    change === null
      ? undefined
      : intl.formatMessage(changeOnLastYear, {
          change: intl.formatNumber(change, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 1 }),
          previous: format.currency(totals.previousYearToDate),
        });
  const to = (id: string) => (linked ? pathOf(id) : undefined);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <KeyFigure label={intl.formatMessage(dashboardMessages.rebatesYearToDate)} value={format.currency(totals.yearToDate)} hint={rebateHint} icon={<IconCash size={24} />} to={to('rebateInvoice')} />
      <KeyFigure label={intl.formatMessage(dashboardMessages.openIncentives)} value={format.number(totals.openIncentives)} hint={intl.formatMessage(dashboardMessages.openIncentivesHint)} icon={<IconGift size={24} />} to={to('incentives')} />
      <KeyFigure label={intl.formatMessage(dashboardMessages.activePrograms)} value={format.number(totals.activePrograms)} hint={intl.formatMessage(dashboardMessages.activeProgramsHint)} icon={<IconClipboardCheck size={24} />} to={to('activePrograms')} />
      <KeyFigure label={intl.formatMessage(dashboardMessages.availablePrograms)} value={format.number(totals.availablePrograms)} hint={intl.formatMessage(dashboardMessages.availableProgramsHint)} icon={<IconClipboardList size={24} />} to={to('availablePrograms')} />
    </SimpleGrid>
  );
}
