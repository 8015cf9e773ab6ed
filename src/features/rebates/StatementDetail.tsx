import { Anchor, Group, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { FifthCheckStatement } from '@generated/model';
import { useFormatters } from '@/lib/i18n';
import { fifthCheckMessages, statementTitle } from './messages';
import classes from './rebates.module.css';

/**
 * One fifth check statement: its dates and check number, and the lines it adds up from. Mantine's Modal traps
 * the focus, closes on Escape and gives the focus back to the button that opened it.
 */
export function StatementDetail({ statement, onClose }: { statement: FifthCheckStatement | null; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      opened={statement !== null}
      onClose={onClose}
      title={statement ? intl.formatMessage(statementTitle, { period: statement.period }) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': intl.formatMessage(fifthCheckMessages.close) }}
    >
      {statement && <StatementBody statement={statement} />}
    </Modal>
  );
}

function StatementBody({ statement }: { statement: FifthCheckStatement }) {
  const intl = useIntl();
  const format = useFormatters();
  // A dash to the eye, a word to a screen reader.
  const none = (
    <>
      <span aria-hidden>—</span>
      <VisuallyHidden>{intl.formatMessage(fifthCheckMessages.notApplicable)}</VisuallyHidden>
    </>
  );
  const facts = [
    { label: intl.formatMessage(fifthCheckMessages.dates), value: intl.formatDateTimeRange(statement.periodStart, statement.periodEnd, { dateStyle: 'medium', timeZone: 'UTC' }) },
    { label: intl.formatMessage(fifthCheckMessages.issuedOn), value: format.date(statement.issuedOn) },
    { label: intl.formatMessage(fifthCheckMessages.checkNumber), value: statement.checkNumber },
  ];

  return (
    <Stack gap="md">
      <Group component="dl" gap="xl" className={classes.facts}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <Text component="dt" size="xs" c="dimmed">
              {fact.label}
            </Text>
            <Text component="dd" size="sm" fw={500}>
              {fact.value}
            </Text>
          </div>
        ))}
      </Group>
      <Table.ScrollContainer minWidth={420}>
        <Table className={classes.lines} verticalSpacing="xs" captionSide="top">
          <Table.Caption className={classes.caption}>{intl.formatMessage(fifthCheckMessages.linesCaption)}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{intl.formatMessage(fifthCheckMessages.line)}</Table.Th>
              <Table.Th scope="col" className={classes.numeric}>{intl.formatMessage(fifthCheckMessages.basis)}</Table.Th>
              <Table.Th scope="col" className={classes.numeric}>{intl.formatMessage(fifthCheckMessages.rate)}</Table.Th>
              <Table.Th scope="col" className={classes.numeric}>{intl.formatMessage(fifthCheckMessages.lineAmount)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {statement.lines.map((line, index) => (
              // Lines have no id of their own; their order is the statement's and never changes.
              <Table.Tr key={index}>
                <Table.Td>{line.description}</Table.Td>
                <Table.Td className={classes.numeric}>{line.purchaseAmount === undefined ? none : format.currency(line.purchaseAmount)}</Table.Td>
                <Table.Td className={classes.numeric}>
                  {line.ratePercent === undefined ? none : intl.formatNumber(line.ratePercent / 100, { style: 'percent', maximumFractionDigits: 3 })}
                </Table.Td>
                <Table.Td className={classes.numeric}>{format.currency(line.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" colSpan={3}>
                {intl.formatMessage(fifthCheckMessages.checkTotal)}
              </Table.Th>
              <Table.Td className={classes.numeric} fw={700}>
                {format.currency(statement.amount)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <Anchor href={statement.pdfUrl} target="_blank" rel="noopener noreferrer" size="sm">
        <Group gap={4} component="span">
          <IconExternalLink size={16} aria-hidden />
          {intl.formatMessage(fifthCheckMessages.downloadPdf)}
        </Group>
      </Anchor>
    </Stack>
  );
}
