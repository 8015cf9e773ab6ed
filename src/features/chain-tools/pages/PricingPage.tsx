import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf, IconInfoCircle, IconMail, IconPhone } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useGetNumberOfStoresInUserProfile } from '@generated/api/chain-tools/chain-tools';
import { QuerySection } from '@/components/query';
import { configText } from '@/lib/i18n';
import { useMember } from '@/lib/member';
import { routeById } from '@/lib/routing';
import { chainPricingContent } from '../content/chain-pricing';
import type { ContentText } from '../content/chain-pricing.schema';
import { appliesToStores, notForSingleStore, openResource, pricingMessages } from '../messages';
import classes from '../chain-tools.module.css';
import '../styles';

function useContentText() {
  const intl = useIntl();
  return (text: ContentText) => configText(intl, text.messageId, text.text);
}

/** Spec §2: the footer's 'Contact Your Regional Manager' opens the account page on tab 1; so does this link. */
function ManagerLink() {
  const intl = useIntl();
  return (
    <Anchor component={Link} to={routeById('accountDetails')?.path ?? '/account-details'} state={{ tabValue: 1 }} size="sm">
      {intl.formatMessage(pricingMessages.contactManager)}
    </Anchor>
  );
}

function ChainPricing({ count }: { count: number }) {
  const intl = useIntl();
  const text = useContentText();
  const { intro, resources, contact } = chainPricingContent;
  const actionOf = (kind: 'link' | 'document') => intl.formatMessage(kind === 'document' ? pricingMessages.openDocument : pricingMessages.openLink);
  return (
    <Stack gap="md">
      <Text fw={600}>{intl.formatMessage(appliesToStores, { count })}</Text>
      <Text size="sm">{text(intro)}</Text>
      <section aria-labelledby="chain-pricing-resources">
        <Title order={3} size="h5" id="chain-pricing-resources" mb="xs">
          {intl.formatMessage(pricingMessages.resources)}
        </Title>
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" className={classes.plainList}>
          {resources.map((resource) => (
            <Paper component="li" withBorder radius="md" p="sm" key={resource.id} className={classes.resource}>
              <Text fw={600} size="sm">
                {text(resource.title)}
              </Text>
              <Text size="sm" c="dimmed">
                {text(resource.description)}
              </Text>
              <Button
                component="a"
                href={resource.href}
                target="_blank"
                rel="noopener noreferrer"
                variant="light"
                size="compact-sm"
                mt="auto"
                leftSection={resource.kind === 'document' ? <IconFileTypePdf size={14} aria-hidden /> : <IconExternalLink size={14} aria-hidden className={classes.outward} />}
                aria-label={intl.formatMessage(openResource, { action: actionOf(resource.kind), title: text(resource.title) })}
                className={classes.resourceLink}
              >
                {actionOf(resource.kind)}
              </Button>
            </Paper>
          ))}
        </SimpleGrid>
      </section>
      <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="chain-pricing-contact">
        <Title order={3} size="h5" id="chain-pricing-contact">
          {text(contact.heading)}
        </Title>
        <Text size="sm" mt={4}>
          {text(contact.text)}
        </Text>
        <Stack gap={4} mt="xs">
          <Anchor href={`mailto:${contact.email}`} size="sm" className={classes.breakable}>
            <Group gap={6} component="span" wrap="nowrap">
              <IconMail size={16} aria-hidden />
              {contact.email}
            </Group>
          </Anchor>
          <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} size="sm">
            <Group gap={6} component="span" wrap="nowrap">
              <IconPhone size={16} aria-hidden />
              <span dir="ltr">{contact.phone}</span>
            </Group>
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}

/**
 * /chaintools/pricing: chain pricing is for a member with more than one store. The number of stores in the member's
 * profile (GetNumberOfStoresInUserProfile) decides; a single-store member is told plainly why it does not apply.
 * The price lists and contacts come from config/content/chain-pricing.json (no call in spec §7).
 */
export default function PricingPage() {
  const intl = useIntl();
  const emailClaim = useMember((member) => member.emailClaim);
  const query = useGetNumberOfStoresInUserProfile(emailClaim, { query: { enabled: emailClaim !== '' } });
  return (
    <QuerySection title={intl.formatMessage(pricingMessages.title)} query={query} skeleton="lines">
      {({ numberOfStores }) =>
        numberOfStores > 1 ? (
          <ChainPricing count={numberOfStores} />
        ) : (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="chain-pricing-not-applicable">
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
