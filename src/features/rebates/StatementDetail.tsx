import type { ReactNode } from 'react';
import { Anchor, Group, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { FifthCheckLine, FifthCheckStatement } from '@generated/model';
import { PrintButton } from '@/components/print';
import { useFormatters } from '@/lib/i18n';
import { fifthCheckMessages, paidOn, paidOnAtRate, statementTitle } from './messages';
import { ratePercent, statementFacts } from './statement-facts';
import classes from './rebates.module.css';

/**
 * One fifth check statement: its dates and check number, and the lines it adds up from. Mantine's Modal traps
 * the focus, closes on Escape and gives the focus back to the button that opened it. On a phone it fills the
 * screen and the lines stack, so nothing scrolls sideways.
 */
export function StatementDetail({
  statement,
  onClose,
  onPrint,
}: {
  statement: FifthCheckStatement | null;
  onClose: () => void;
  /** Prints this statement alone. */
  onPrint: (statement: FifthCheckStatement) => void;
}) {
  const intl = useIntl();
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return (
    <Modal.Root opened={statement !== null} onClose={onClose} size="lg" fullScreen={phone}>
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine draws the header as <header>: in a dialog it is no page banner (axe: one banner per page). */}
        <Modal.Header role="none">
          <Modal.Title className={classes.modalTitle}>
            {statement ? intl.formatMessage(statementTitle, { period: statement.period }) : ''}
          </Modal.Title>
          <Modal.CloseButton aria-label={intl.formatMessage(fifthCheckMessages.close)} />
        </Modal.Header>
        <Modal.Body>
          {statement && <StatementBody statement={statement} phone={phone} onPrint={() => onPrint(statement)} />}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function StatementBody({
  statement,
  phone,
  onPrint,
}: {
  statement: FifthCheckStatement;
  phone: boolean;
  onPrint: () => void;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const facts = statementFacts(intl, format, statement);

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
      {phone ? <LineList statement={statement} /> : <LineTable statement={statement} />}
      <Group justify="space-between" gap="sm">
        <Anchor href={statement.pdfUrl} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} component="span">
            <IconExternalLink size={16} aria-hidden />
            {intl.formatMessage(fifthCheckMessages.downloadPdf)}
          </Group>
        </Anchor>
        <PrintButton onPrint={onPrint} />
      </Group>
    </Stack>
  );
}

/** A dash to the eye, a word to a screen reader. */
function Missing() {
  const intl = useIntl();
  return (
    <>
      <span aria-hidden>—</span>
      <VisuallyHidden>{intl.formatMessage(fifthCheckMessages.notApplicable)}</VisuallyHidden>
    </>
  );
}

function useLineFormat() {
  const intl = useIntl();
  const format = useFormatters();
  const percent = (rate: number) => ratePercent(intl, rate);
  return {
    percent,
    basis: (line: FifthCheckLine): ReactNode =>
      line.purchaseAmount === undefined ? <Missing /> : format.currency(line.purchaseAmount),
    rate: (line: FifthCheckLine): ReactNode =>
      line.ratePercent === undefined ? <Missing /> : percent(line.ratePercent),
    amount: (line: FifthCheckLine) => format.currency(line.amount),
  };
}

function LineTable({ statement }: { statement: FifthCheckStatement }) {
  const intl = useIntl();
  const format = useFormatters();
  const show = useLineFormat();
  return (
    <Table className={classes.lines} verticalSpacing="xs" captionSide="top">
      <Table.Caption className={classes.caption}>{intl.formatMessage(fifthCheckMessages.linesCaption)}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{intl.formatMessage(fifthCheckMessages.line)}</Table.Th>
          <Table.Th scope="col" className={classes.numeric}>
            {intl.formatMessage(fifthCheckMessages.basis)}
          </Table.Th>
          <Table.Th scope="col" className={classes.numeric}>
            {intl.formatMessage(fifthCheckMessages.rate)}
          </Table.Th>
          <Table.Th scope="col" className={classes.numeric}>
            {intl.formatMessage(fifthCheckMessages.lineAmount)}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {statement.lines.map((line, index) => (
          // Lines have no id of their own; their order is the statement's and never changes.
          <Table.Tr key={index}>
            <Table.Td>
              {/* <bdi>: the statement's own (Latin) text keeps its direction inside an Arabic page. */}
              <bdi>{line.description}</bdi>
            </Table.Td>
            <Table.Td className={classes.numeric}>{show.basis(line)}</Table.Td>
            <Table.Td className={classes.numeric}>{show.rate(line)}</Table.Td>
            <Table.Td className={classes.numeric}>{show.amount(line)}</Table.Td>
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
  );
}

/** The same lines on a phone: one block each, the amount at the end of its first line. */
function LineList({ statement }: { statement: FifthCheckStatement }) {
  const intl = useIntl();
  const format = useFormatters();
  const show = useLineFormat();
  const captionId = `lines-${statement.id}`;
  return (
    <section aria-labelledby={captionId}>
      <Text id={captionId} className={classes.caption}>
        {intl.formatMessage(fifthCheckMessages.linesCaption)}
      </Text>
      <ul className={classes.lineList}>
        {statement.lines.map((line, index) => (
          <li key={index}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Text size="sm">
                <bdi>{line.description}</bdi>
              </Text>
              <Text size="sm" fw={600} className={classes.numeric}>
                {show.amount(line)}
              </Text>
            </Group>
            {line.purchaseAmount !== undefined && (
              <Text size="xs" c="dimmed">
                {line.ratePercent === undefined
                  ? intl.formatMessage(paidOn, { purchases: format.currency(line.purchaseAmount) })
                  : intl.formatMessage(paidOnAtRate, {
                      purchases: format.currency(line.purchaseAmount),
                      rate: show.percent(line.ratePercent),
                    })}
              </Text>
            )}
          </li>
        ))}
        <li>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text fw={700}>{intl.formatMessage(fifthCheckMessages.checkTotal)}</Text>
            <Text fw={700} className={classes.numeric}>
              {format.currency(statement.amount)}
            </Text>
          </Group>
        </li>
      </ul>
    </section>
  );
}
