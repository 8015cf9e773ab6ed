import { getGetRegionalManagerQueryOptions, getGetStoreQueryOptions } from '@generated/api/account/account';
import type { PageQuery, QueryMember } from '@/lib/member';
import { tabFromSearch } from './account-tabs';

/** Tab 0's answer: the store's details. */
export const storeDetailsQuery = ({ store }: QueryMember) => getGetStoreQueryOptions(store);
/** Tab 1's answer: the store's regional manager. */
export const managerQuery = ({ store }: QueryMember) => getGetRegionalManagerQueryOptions(store);

/**
 * The account page's first call: the open tab's answer, as its panel reads it. The tab is read from the address, where
 * the app's own links name it; a navigation whose state (tabValue) opens another tab than its address names has the
 * other tab's answer asked ahead for nothing.
 */
export const accountPageQuery = ((member, search) =>
  tabFromSearch(search.get('tab')) === 'manager'
    ? managerQuery(member)
    : storeDetailsQuery(member)) satisfies PageQuery;
