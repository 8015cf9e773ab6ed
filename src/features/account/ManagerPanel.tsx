import { Anchor, Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { RegionalManager } from '@generated/model';
import { QuerySection } from '@/components/query';
import { usePageQuery } from '@/lib/member/page-query';
import { managerQuery } from './account-queries';
import { mailtoHref, telHref } from './contact-links';
import { accountMessages, callNumber, managerPhoto, writeTo } from './messages';
import classes from './account.module.css';

function ManagerCard({ manager }: { manager: RegionalManager }) {
  const intl = useIntl();
  const tel = telHref(manager.phone);
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <Avatar
        src={manager.photoUrl}
        alt={intl.formatMessage(managerPhoto, { name: manager.name })}
        size={96}
        radius={96}
        className={classes.photo}
      >
        {manager.name.slice(0, 1)}
      </Avatar>
      <Stack gap={6} miw={220} flex={1}>
        <Title order={3} size="h4">
          {manager.name}
        </Title>
        <Text size="sm">{manager.title}</Text>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(accountMessages.region)}: {manager.region}
        </Text>
        <Group gap="lg" mt="xs" wrap="wrap">
          <Anchor
            href={mailtoHref(manager.email)}
            aria-label={intl.formatMessage(writeTo, { name: manager.name, email: manager.email })}
            className={classes.breakable}
          >
            <Group gap={6} component="span" wrap="nowrap">
              <IconMail size={18} aria-hidden />
              {manager.email}
            </Group>
          </Anchor>
          {tel && (
            <Anchor
              href={tel}
              aria-label={intl.formatMessage(callNumber, { name: manager.name, phone: manager.phone })}
            >
              <Group gap={6} component="span" wrap="nowrap">
                <IconPhone size={18} aria-hidden />
                <span dir="ltr">{manager.phone}</span>
              </Group>
            </Anchor>
          )}
        </Group>
      </Stack>
    </Group>
  );
}

/** Tab 1: the regional manager who looks after the current store (myregionalmanagerapi). */
export function ManagerPanel() {
  const intl = useIntl();
  const query = usePageQuery(managerQuery);
  return (
    <QuerySection title={intl.formatMessage(accountMessages.yourManager)} query={query} skeleton="profile" plain>
      {(manager) => <ManagerCard manager={manager} />}
    </QuerySection>
  );
}
