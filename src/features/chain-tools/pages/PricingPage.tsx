import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { getGetNumberOfStoresInUserProfileQueryOptions } from '@generated/api/chain-tools/chain-tools';
import { QuerySection } from '@/components/query';
import content from 'virtual:portal-content/chain-pricing';
import { ContentPage } from '@/components/content';
import { type QueryMember } from '@/lib/member';
import { usePageQuery } from '@/lib/member/page-query';
import { accountTabSearch, accountTabState, routePath } from '@/lib/routing';
import { appliesToStores, notForSingleStore, pricingMessages } from '../messages';
import '../styles';

/** The footer's 'Contact Your Regional Manager' opens the account page on the manager's tab; so does this link. */
function ManagerLink() {
  const intl = useIntl();
  return (
    <Anchor
      component={Link}
      to={{ pathname: routePath('accountDetails'), search: accountTabSearch('manager') }}
      state={accountTabState('manager')}
      size="sm"
    >
      {intl.formatMessage(pricingMessages.contactManager)}
    </Anchor>
  );
}

function ChainPricing({ count }: { count: number }) {
  const intl = useIntl();
  return (
    <Stack gap="md">
      <Text fw={600}>{intl.formatMessage(appliesToStores, { count })}</Text>
      <ContentPage content={content} />
    </Stack>
  );
}

// The page's first call, asked by its route's loader as its code arrives and read by the page (page-query.ts).
const pageQuery = ({ email }: QueryMember) => getGetNumberOfStoresInUserProfileQueryOptions(email);

/**
 * /chaintools/pricing: chain pricing is for a member with more than one store. The number of stores in the member's
 * profile (GetNumberOfStoresInUserProfile) decides; a single-store member is told plainly why it does not apply.
 * The price lists and contacts come from config/content/chain-pricing.json (the API has no call for them), shown like every
 * content page.
 */
export default function PricingPage() {
  const intl = useIntl();
  const query = usePageQuery(pageQuery, { aboutStore: false });
  return (
    <QuerySection title={intl.formatMessage(pricingMessages.title)} query={query} skeleton="lines">
      {({ numberOfStores }) =>
        numberOfStores > 1 ? (
          <ChainPricing count={numberOfStores} />
        ) : (
          <Alert
            color="blue"
            variant="light"
            icon={<IconInfoCircle size={18} aria-hidden />}
            data-testid="chain-pricing-not-applicable"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{intl.formatMessage(notForSingleStore, { count: numberOfStores })}</Text>
              <ManagerLink />
            </Stack>
          </Alert>
        )
      }
    </QuerySection>
  );
}

PricingPage.query = pageQuery;
