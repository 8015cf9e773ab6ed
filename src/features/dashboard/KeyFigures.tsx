import { SimpleGrid } from '@mantine/core';
import { IconCash, IconClipboardCheck, IconClipboardList, IconGift } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { KeyFigure } from '@/components/KeyFigure';
import type { RouteId } from '@/lib/config';
import { isolated, useFormatters } from '@/lib/i18n';
import { routePath } from '@/lib/routing';
import { changeRatio, type StoreTotals } from './dashboard-model';
import { changeOnLastYear, dashboardMessages } from './messages';

/** Figures of a typical length: while the real ones load, skeleton bars of their size stand in their place (never shown). */
const TYPICAL_TOTALS: StoreTotals = {
  yearToDate: 8888.88,
  previousYearToDate: 8080.8,
  openIncentives: 8,
  activePrograms: 8,
  availablePrograms: 8,
};

/**
 * The four figures of a store, or of all the member's stores added up. A store's figures link to the page each
 * comes from; the added-up ones do not, since those pages show one store at a time. `pending`: the same cards, at
 * their size, with skeleton bars for the values while they load.
 */
export function KeyFigures({
  totals = TYPICAL_TOTALS,
  linked,
  pending = false,
}: {
  totals?: StoreTotals;
  linked: boolean;
  pending?: boolean;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const change = changeRatio(totals.yearToDate, totals.previousYearToDate);
  const rebateHint =
    change === null
      ? undefined
      : intl.formatMessage(
          changeOnLastYear,
          isolated({ change: format.change(change), previous: format.currency(totals.previousYearToDate) }),
        );
  const to = (id: RouteId) => (linked && !pending ? routePath(id) : undefined);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" aria-hidden={pending || undefined}>
      <KeyFigure
        label={intl.formatMessage(dashboardMessages.rebatesYearToDate)}
        value={format.currency(totals.yearToDate)}
        hint={rebateHint}
        icon={<IconCash size={24} />}
        to={to('rebateInvoice')}
        pending={pending}
      />
      <KeyFigure
        label={intl.formatMessage(dashboardMessages.openIncentives)}
        value={format.number(totals.openIncentives)}
        hint={intl.formatMessage(dashboardMessages.openIncentivesHint)}
        icon={<IconGift size={24} />}
        to={to('incentives')}
        pending={pending}
      />
      <KeyFigure
        label={intl.formatMessage(dashboardMessages.activePrograms)}
        value={format.number(totals.activePrograms)}
        hint={intl.formatMessage(dashboardMessages.activeProgramsHint)}
        icon={<IconClipboardCheck size={24} />}
        to={to('activePrograms')}
        pending={pending}
      />
      <KeyFigure
        label={intl.formatMessage(dashboardMessages.availablePrograms)}
        value={format.number(totals.availablePrograms)}
        hint={intl.formatMessage(dashboardMessages.availableProgramsHint)}
        icon={<IconClipboardList size={24} />}
        to={to('availablePrograms')}
        pending={pending}
      />
    </SimpleGrid>
  );
}
