import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { Announcement, Newsletter } from '@generated/model';
import { useFormatters } from '@/lib/i18n';
import { dashboardMessages, readIssue, readLabel } from './messages';
import classes from './dashboard.module.css';

/** The latest newsletter issue: title, date, summary and its PDF (memo: StoreDashboard.tsx says why). */
export const LatestNewsletter = memo(function LatestNewsletter({ newsletter }: { newsletter: Newsletter }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <Stack gap={6}>
      {/* dir="auto": the cooperative's (English) texts keep their own direction, full stop last, in Arabic too. */}
      <Text fw={600} dir="auto">
        {newsletter.title}
      </Text>
      <Text size="sm" c="dimmed">
        {format.date(newsletter.issueDate)}
      </Text>
      <Text size="sm" dir="auto">
        {newsletter.summary}
      </Text>
      <Group>
        <Anchor
          href={newsletter.pdfUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-label={intl.formatMessage(readIssue, { title: newsletter.title })}
        >
          <Group gap={4} component="span" wrap="nowrap">
            {intl.formatMessage(readLabel)}
            <IconExternalLink size={14} aria-hidden className={classes.outward} />
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
});

/** The cooperative's current announcements, newest first (memo: StoreDashboard.tsx says why). */
export const Announcements = memo(function Announcements({ announcements }: { announcements: Announcement[] }) {
  const format = useFormatters();
  const intl = useIntl();
  const newestFirst = [...announcements].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
  return (
    <ul className={classes.announcements} aria-label={intl.formatMessage(dashboardMessages.announcements)}>
      {newestFirst.map((announcement) => (
        <li key={announcement.id}>
          <Text fw={600} size="sm" dir="auto">
            {announcement.title}
          </Text>
          <Text size="xs" c="dimmed">
            {format.date(announcement.publishedOn)}
          </Text>
          <Text size="sm" dir="auto">
            {announcement.message}
          </Text>
        </li>
      ))}
    </ul>
  );
});
