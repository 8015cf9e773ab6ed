import { useMemo } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { getGetNewslettersQueryOptions } from '@generated/api/newsletter/newsletter';
import type { Newsletter } from '@generated/model';
import { DataTable, type DataColumn } from '@/components/data-table';
import { QuerySection } from '@/components/query';
import { useFormatters } from '@/lib/i18n';
import { type QueryMember } from '@/lib/member';
import { usePageQuery } from '@/lib/member/page-query';
import { downloadIssue, newsletterMessages, openIssue } from '../messages';
import classes from '../newsletter.module.css';

function IssueLinks({ issue }: { issue: Newsletter }) {
  const intl = useIntl();
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button
        component="a"
        href={issue.pdfUrl}
        target="_blank"
        rel="noopener noreferrer"
        size="compact-sm"
        variant="light"
        leftSection={<IconExternalLink size={14} aria-hidden className={classes.outward} />}
        aria-label={intl.formatMessage(openIssue, { title: issue.title })}
      >
        {intl.formatMessage(newsletterMessages.open)}
      </Button>
      <Button
        component="a"
        href={issue.pdfUrl}
        download
        size="compact-sm"
        variant="subtle"
        leftSection={<IconDownload size={14} aria-hidden />}
        aria-label={intl.formatMessage(downloadIssue, { title: issue.title })}
      >
        {intl.formatMessage(newsletterMessages.download)}
      </Button>
    </Group>
  );
}

function IssueTable({ issues }: { issues: Newsletter[] }) {
  const intl = useIntl();
  const format = useFormatters();
  const columns = useMemo<DataColumn<Newsletter>[]>(
    () => [
      {
        accessor: 'title',
        title: intl.formatMessage(newsletterMessages.issue),
        sortable: true,
        filterText: (issue) => `${issue.title} ${issue.summary}`,
        render: (issue) => (
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {issue.title}
            </Text>
            <Text size="xs" c="dimmed">
              {issue.summary}
            </Text>
          </Stack>
        ),
      },
      {
        accessor: 'issueDate',
        title: intl.formatMessage(newsletterMessages.issueDate),
        sortable: true,
        filterText: (issue) => format.date(issue.issueDate),
        render: (issue) => <span className={classes.nowrap}>{format.date(issue.issueDate)}</span>,
      },
    ],
    [intl, format],
  );
  return (
    <DataTable
      records={issues}
      columns={columns}
      idAccessor="id"
      label={intl.formatMessage(newsletterMessages.issues)}
      initialSort={{ accessor: 'issueDate', direction: 'desc' }}
      rowActions={[(issue) => <IssueLinks issue={issue} />]}
      rowActionsTitle={intl.formatMessage(newsletterMessages.actions)}
    />
  );
}

// The page's first call, asked by its route's loader as its code arrives and read by the page (page-query.ts).
const pageQuery = ({ store }: QueryMember) => getGetNewslettersQueryOptions(store);

/** /newsletter: the store's newsletter issues, newest first, each to open in a new tab or download. */
export default function NewsletterPage() {
  const intl = useIntl();
  const query = usePageQuery(pageQuery);
  return (
    <QuerySection
      title={intl.formatMessage(newsletterMessages.issues)}
      query={query}
      skeleton="table"
      isEmpty={(list) => list.newsletters.length === 0}
    >
      {(list) => <IssueTable issues={list.newsletters} />}
    </QuerySection>
  );
}

NewsletterPage.query = pageQuery;
