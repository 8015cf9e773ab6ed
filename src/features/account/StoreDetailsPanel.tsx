import { useId } from 'react';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { StoreDetails } from '@generated/model';
import { DetailList } from '@/components/DetailList';
import { QuerySection } from '@/components/query';
import { useFormatters } from '@/lib/i18n';
import { useCurrentStore } from '@/lib/member';
import { usePageQuery } from '@/lib/member/page-query';
import { storeDetailsQuery } from './account-queries';
import { mailtoHref, telHref } from './contact-links';
import { accountMessages } from './messages';
import classes from './account.module.css';

function StoreDetailsView({ store }: { store: StoreDetails }) {
  const intl = useIntl();
  const format = useFormatters();
  const tel = telHref(store.phone);
  const distributorsId = useId();
  return (
    <Stack gap="lg">
      <DetailList
        items={[
          [intl.formatMessage(accountMessages.storeNumber), store.ibcNumber],
          [intl.formatMessage(accountMessages.owner), store.ownerName],
          [
            intl.formatMessage(accountMessages.address),
            <address className={classes.address} key="address">
              {store.addressLine1}
              <br />
              {store.addressLine2 && (
                <>
                  {store.addressLine2}
                  <br />
                </>
              )}
              {store.city}, {store.state} {store.postalCode}
            </address>,
          ],
          [
            intl.formatMessage(accountMessages.phone),
            tel ? (
              <Anchor href={tel} dir="ltr">
                {store.phone}
              </Anchor>
            ) : (
              store.phone
            ),
          ],
          [
            intl.formatMessage(accountMessages.email),
            <Anchor href={mailtoHref(store.email)} className={classes.breakable} key="email">
              {store.email}
            </Anchor>,
          ],
          [intl.formatMessage(accountMessages.memberSince), format.date(store.memberSince)],
        ]}
      />
      <section aria-labelledby={distributorsId}>
        <Title order={3} size="h5" id={distributorsId} mb="xs">
          {intl.formatMessage(accountMessages.distributorAccounts)}
        </Title>
        {store.distributorAccounts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(accountMessages.noDistributorAccounts)}
          </Text>
        ) : (
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="sm" className={classes.plainList}>
            {store.distributorAccounts.map((account) => (
              <Paper
                component="li"
                withBorder
                radius="md"
                p="sm"
                key={`${account.distributor}-${account.accountNumber}`}
              >
                <Text fw={600} size="sm">
                  {account.distributor}
                </Text>
                <Text size="xs" c="dimmed">
                  {account.category}
                </Text>
                <Text size="sm" mt={4}>
                  {intl.formatMessage(accountMessages.accountNumber)}:{' '}
                  <span className={classes.code}>{account.accountNumber}</span>
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </section>
    </Stack>
  );
}

/** Tab 0: the current store's details (mystoreapi), keyed by the store number. */
export function StoreDetailsPanel() {
  const intl = useIntl();
  const current = useCurrentStore();
  const query = usePageQuery(storeDetailsQuery);
  return (
    <QuerySection
      title={current?.storeName ?? intl.formatMessage(accountMessages.storeTab)}
      query={query}
      skeleton="lines"
      skeletonRows={6}
      plain
    >
      {(store) => <StoreDetailsView store={store} />}
    </QuerySection>
  );
}
