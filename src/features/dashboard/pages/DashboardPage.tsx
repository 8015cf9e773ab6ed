import { Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadingState } from '@/components/query';
import { fetchAhead, importFresh } from '@/components/errors';
import { selectStore, useMember } from '@/lib/member';
import { useQueryParams } from '@/lib/routing';
import { dashboardMessages } from '../messages';
import { dashboardQuery, StoreDashboard } from '../StoreDashboard';
import { ViewSwitch } from '../ViewSwitch';
import type { AllStoresDashboard as AllStoresDashboardView } from '../AllStoresDashboard';
import '../styles';

type View = 'this' | 'all';

// The all-stores view (its sortable stores table brings the data tables' code, 13 KiB) is for members with several
// stores who ask for it: the store's own dashboard paints without it. Fetched as soon as the member points at or
// focuses the view switch, so it is mostly there by the time they choose it.
// Kept once loaded, so that the page mounted again draws it at once instead of suspending for a new lazy's promise.
let loadedAllStores: typeof AllStoresDashboardView | undefined;
const loadAllStores = () =>
  importFresh(() => import('../AllStoresDashboard')).then((module) => {
    loadedAllStores = module.AllStoresDashboard;
    return { default: module.AllStoresDashboard };
  });

/**
 * /dashboard: the current store at a glance. A member with several stores may switch to 'All my stores', which adds
 * them up side by side; the choice is in the address (?view=all), so it survives a reload and can be shared.
 */
export default function DashboardPage() {
  const intl = useIntl();
  const stores = useMember((member) => member.availableStores);
  // Made with the page, not the module: React.lazy keeps a failed load for good, and when the view's code did not
  // arrive (offline) the page's boundary shows the page again once back online, which must try the load again.
  const [AllStoresDashboard] = useState(() => loadedAllStores ?? lazy(loadAllStores));
  const [params, setParams] = useQueryParams();
  const several = stores.length > 1;
  const view: View = several && params.get('view') === 'all' ? 'all' : 'this';

  const showView = (next: View) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.set('view', 'all');
        else updated.delete('view');
        return updated;
      },
      { replace: true },
    );
  const openStore = (ibcNumber: string) => {
    selectStore(ibcNumber);
    showView('this');
  };

  // The page's shape depends on the member's stores (the switch shows for several): it takes that shape once they
  // are known, rather than draw skeletons that the switch would then push down. Screen readers hear it loading.
  if (stores.length === 0) return <LoadingState placeholder={null} />;

  return (
    <Stack gap="md">
      {several && (
        <ViewSwitch<View>
          label={intl.formatMessage(dashboardMessages.viewLabel)}
          options={[
            { value: 'this', label: intl.formatMessage(dashboardMessages.thisStore) },
            { value: 'all', label: intl.formatMessage(dashboardMessages.allStores) },
          ]}
          value={view}
          onChange={showView}
          // Fetched ahead only: a failure here (offline) is met again, and told, when the view is chosen.
          onIntent={() => void fetchAhead(loadAllStores)}
        />
      )}
      {view === 'all' ? (
        <Suspense fallback={<LoadingState />}>
          <AllStoresDashboard stores={stores} onOpenStore={openStore} />
        </Suspense>
      ) : (
        <StoreDashboard />
      )}
    </Stack>
  );
}

DashboardPage.query = dashboardQuery;
