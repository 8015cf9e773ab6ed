import { memo } from 'react';
import { Anchor, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { getGetDashboardQueryOptions } from '@generated/api/dashboard/dashboard';
import type { Dashboard } from '@generated/model';
import { QuerySection } from '@/components/query';
import { isolated, useFormatters } from '@/lib/i18n';
import { useCurrentStore, type QueryMember } from '@/lib/member';
import { usePageQuery } from '@/lib/member/page-query';
import { accountTabSearch, accountTabState, routePath } from '@/lib/routing';
import { addUp, dashboardParams } from './dashboard-model';
import { KeyFigures } from './KeyFigures';
import { dashboardMessages, storeSummary } from './messages';
import { Announcements, LatestNewsletter } from './NewsSections';
import { RebatesByMonth, RebatesByMonthPlaceholder } from './RebatesByMonth';
import classes from './dashboard.module.css';

/** The footer's 'Contact Your Regional Manager' opens the account page on the manager's tab; so does this link. */
// The manager's tab, in the address too (a new tab, a reload keep it) and as the navigation state.
const MANAGER_TAB = accountTabState('manager');
const MANAGER_LINK = { pathname: routePath('accountDetails'), search: accountTabSearch('manager') };

/**
 * The key figures' section while they load: the summary line and the four cards at the size they will have (the
 * summary's text of a typical length, unseen, under a skeleton bar), so nothing on the page moves when they arrive.
 */
function FiguresPlaceholder() {
  const intl = useIntl();
  const format = useFormatters();
  const typical = {
    city: 'Springfield',
    state: 'IL',
    since: format.date('2009-04-01'),
    asOf: format.date('2026-12-15'),
  };
  return (
    <Stack gap="sm" aria-hidden>
      <Skeleton visible radius="sm" className={classes.pending}>
        <Text size="sm">{intl.formatMessage(storeSummary, isolated(typical))}</Text>
      </Skeleton>
      <KeyFigures linked={false} pending />
    </Stack>
  );
}

/**
 * The store's summary line and key figures. Each section's content below is a memo component: the refresh of a
 * returning member's last-seen answers mostly brings the same answer, which TanStack Query then hands over as the same
 * objects (structural sharing), so only the sections' frames and "As of" notes re-render, not what is in them.
 */
const StoreFigures = memo(function StoreFigures({ dashboard }: { dashboard: Dashboard }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {intl.formatMessage(
          storeSummary,
          isolated({
            city: dashboard.store.city,
            state: dashboard.store.state,
            since: format.date(dashboard.store.memberSince),
            asOf: format.date(dashboard.asOf),
          }),
        )}
      </Text>
      <KeyFigures totals={addUp([dashboard])} linked />
    </Stack>
  );
});

/** The dashboard's first call (one request feeds every section), asked by its route's loader and read below. */
export const dashboardQuery = ({ store }: QueryMember) => getGetDashboardQueryOptions(dashboardParams(store));

/** The current store's dashboard: key figures, rebates by month, the latest newsletter and announcements. */
export function StoreDashboard() {
  const intl = useIntl();
  const store = useCurrentStore();
  // One request feeds every section below; the key includes the store number, so a store switch starts afresh.
  const query = usePageQuery(dashboardQuery);
  // A failure is told once, with its Try again, in the first section; the others would only repeat it. So is the
  // time of an answer from the member's last visit ("As of"), which stays in every section when its refresh fails.
  const failed = query.status === 'error' && query.data === undefined;
  // The sections after the first show what is kept under a failed refresh without telling the failure again.
  const rest = query.status === 'error' && !failed ? { ...query, status: 'success' as const, error: null } : query;

  const managerLink = (
    <Anchor component={Link} to={MANAGER_LINK} state={MANAGER_TAB} size="sm">
      {intl.formatMessage(dashboardMessages.contactManager)}
    </Anchor>
  );

  return (
    <Stack gap="md">
      <QuerySection
        title={store?.storeName ?? intl.formatMessage(dashboardMessages.keyFigures)}
        actions={managerLink}
        query={query}
        placeholder={<FiguresPlaceholder />}
      >
        {(dashboard) => <StoreFigures dashboard={dashboard} />}
      </QuerySection>
      {!failed && (
        <>
          <QuerySection
            title={intl.formatMessage(dashboardMessages.rebatesByMonth)}
            query={rest}
            placeholder={<RebatesByMonthPlaceholder />}
            lastSeenNote={false}
          >
            {(dashboard) => <RebatesByMonth dashboard={dashboard} />}
          </QuerySection>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <QuerySection
              title={intl.formatMessage(dashboardMessages.latestNewsletter)}
              actions={
                <Anchor component={Link} to={routePath('newsletter')} size="sm">
                  {intl.formatMessage(dashboardMessages.allNewsletters)}
                </Anchor>
              }
              query={rest}
              skeleton="lines"
              lastSeenNote={false}
            >
              {(dashboard) => <LatestNewsletter newsletter={dashboard.latestNewsletter} />}
            </QuerySection>
            <QuerySection
              title={intl.formatMessage(dashboardMessages.announcements)}
              query={rest}
              skeleton="lines"
              lastSeenNote={false}
              isEmpty={(dashboard) => dashboard.announcements.length === 0}
              emptyText={intl.formatMessage(dashboardMessages.noAnnouncements)}
            >
              {(dashboard) => <Announcements announcements={dashboard.announcements} />}
            </QuerySection>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
