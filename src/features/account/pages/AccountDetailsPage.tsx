import { useEffect } from 'react';
import { Paper, Tabs } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useQueryParams } from '@/lib/routing';
import { accountPageQuery } from '../account-queries';
import { hasTabState, openTab, type AccountTab } from '../account-tabs';
import { ManagerPanel } from '../ManagerPanel';
import { accountMessages } from '../messages';
import { StoreDetailsPanel } from '../StoreDetailsPanel';
import classes from '../account.module.css';
import '../styles';

/**
 * /account-details: tab 0 the store, tab 1 the regional-manager contact. Navigation state `tabValue` picks
 * the tab once and is moved into the address (?tab=manager), so a reload or a shared link opens the same tab. Only
 * the open tab is mounted, so only its data is asked for.
 */
export default function AccountDetailsPage() {
  const intl = useIntl();
  const location = useLocation();
  const [params, setQuery] = useQueryParams();
  const tab = openTab(location.state, params.get('tab'));
  const stateToConsume = hasTabState(location.state);

  const show = (next: AccountTab) => {
    const search = new URLSearchParams(params);
    search.set('tab', next);
    setQuery(search, { replace: true, state: null });
  };

  // The address always names the open tab; the state's one-off request is then dropped.
  useEffect(() => {
    if (params.get('tab') === tab && !stateToConsume) return;
    const search = new URLSearchParams(params);
    search.set('tab', tab);
    setQuery(search, { replace: true, state: null });
  }, [setQuery, params, stateToConsume, tab]);

  return (
    <Paper withBorder radius="md">
      <Tabs value={tab} onChange={(value) => show(value === 'manager' ? 'manager' : 'store')} keepMounted={false}>
        <Tabs.List
          aria-label={intl.formatMessage(accountMessages.tabsLabel)}
          px={{ base: 0, sm: 'md' }}
          pt="xs"
          grow
          className={classes.tabList}
        >
          <Tabs.Tab value="store">{intl.formatMessage(accountMessages.storeTab)}</Tabs.Tab>
          <Tabs.Tab value="manager">{intl.formatMessage(accountMessages.managerTab)}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="store" p={{ base: 'sm', sm: 'md' }}>
          <StoreDetailsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="manager" p={{ base: 'sm', sm: 'md' }}>
          <ManagerPanel />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}

AccountDetailsPage.query = accountPageQuery;
