import { useIntl } from 'react-intl';
import type { FifthCheckStatement } from '@generated/model';
import { PrintPart, PrintSheet, printMessages, printTableClasses as printed } from '@/components/print';
import { useFormatters } from '@/lib/i18n';
import { fifthCheckMessages, statementTitle } from './messages';
import { ratePercent, statementFacts } from './statement-facts';

/**
 * The statements' printout: each statement on a sheet of its own (its period, issue date, check number, the lines
 * it adds up from and its total), in the list's order; or the one statement the member prints from its detail.
 */
export function StatementsPrint({ statements }: { statements: readonly FifthCheckStatement[] }) {
  if (statements.length === 0) return null;
  return (
    <PrintSheet>
      {statements.map((statement) => (
        <PrintedStatement key={statement.id} statement={statement} />
      ))}
    </PrintSheet>
  );
}

function PrintedStatement({ statement }: { statement: FifthCheckStatement }) {
  const intl = useIntl();
  const format = useFormatters();
  // The dates first, under the printout's own word for them (Period), like the receipts' printout.
  const [dates, ...rest] = statementFacts(intl, format, statement);
  const facts = [{ label: intl.formatMessage(printMessages.period), value: dates!.value }, ...rest];
  return (
    <PrintPart title={intl.formatMessage(statementTitle, { period: statement.period })} facts={facts}>
      <table className={printed.table}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(fifthCheckMessages.line)}</th>
            <th scope="col" className={printed.numeric}>
              {intl.formatMessage(fifthCheckMessages.basis)}
            </th>
            <th scope="col" className={printed.numeric}>
              {intl.formatMessage(fifthCheckMessages.rate)}
            </th>
            <th scope="col" className={printed.numeric}>
              {intl.formatMessage(fifthCheckMessages.lineAmount)}
            </th>
          </tr>
        </thead>
        <tbody>
          {statement.lines.map((line, index) => (
            // Lines have no id of their own; their order is the statement's and never changes.
            <tr key={index}>
              <td>
                <bdi>{line.description}</bdi>
              </td>
              <td className={printed.numeric}>
                {line.purchaseAmount === undefined ? '—' : format.currency(line.purchaseAmount)}
              </td>
              <td className={printed.numeric}>
                {line.ratePercent === undefined ? '—' : ratePercent(intl, line.ratePercent)}
              </td>
              <td className={printed.numeric}>{format.currency(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {intl.formatMessage(fifthCheckMessages.checkTotal)}
            </th>
            <td className={printed.numeric}>{format.currency(statement.amount)}</td>
          </tr>
        </tfoot>
      </table>
    </PrintPart>
  );
}
