import { useIntl } from 'react-intl';
import type { RebateReceipt } from '@generated/model';
import { PrintPart, PrintSheet, printMessages, printTableClasses as printed } from '@/components/print';
import { useFormatters } from '@/lib/i18n';
import { invoiceMessages } from './messages';
import { sumAmounts } from './year-model';

/**
 * The receipts' printout: every receipt the member's filters leave, in their order (not only the page on screen),
 * under the store and the dates they span, with the totals.
 */
export function ReceiptsPrint({ receipts, title }: { receipts: readonly RebateReceipt[]; title: string }) {
  if (receipts.length === 0) return null;
  return (
    <PrintSheet>
      <PrintedReceipts receipts={receipts} title={title} />
    </PrintSheet>
  );
}

function PrintedReceipts({ receipts, title }: { receipts: readonly RebateReceipt[]; title: string }) {
  const intl = useIntl();
  const format = useFormatters();
  const dates = receipts.map((receipt) => receipt.invoiceDate).sort();
  const period = intl.formatDateTimeRange(dates[0]!, dates[dates.length - 1]!, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const status = (receipt: RebateReceipt) =>
    intl.formatMessage(receipt.status === 'Pending' ? invoiceMessages.statusPending : invoiceMessages.statusPosted);

  return (
    <PrintPart title={title} facts={[{ label: intl.formatMessage(printMessages.period), value: period }]}>
      <table className={printed.table}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(invoiceMessages.invoiceDate)}</th>
            <th scope="col">{intl.formatMessage(invoiceMessages.vendor)}</th>
            <th scope="col">{intl.formatMessage(invoiceMessages.invoiceNumber)}</th>
            <th scope="col">{intl.formatMessage(invoiceMessages.status)}</th>
            <th scope="col" className={printed.numeric}>
              {intl.formatMessage(invoiceMessages.purchases)}
            </th>
            <th scope="col" className={printed.numeric}>
              {intl.formatMessage(invoiceMessages.rebate)}
            </th>
          </tr>
        </thead>
        <tbody>
          {receipts.map((receipt) => (
            <tr key={receipt.id}>
              <td>{format.date(receipt.invoiceDate)}</td>
              <td>
                <bdi>{receipt.vendor}</bdi>
              </td>
              <td>{receipt.invoiceNumber}</td>
              <td>{status(receipt)}</td>
              <td className={printed.numeric}>{format.currency(receipt.purchaseAmount)}</td>
              <td className={printed.numeric}>{format.currency(receipt.rebateAmount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              {intl.formatMessage(invoiceMessages.totalsLabel)}
            </th>
            <td className={printed.numeric}>
              {format.currency(sumAmounts(receipts, (receipt) => receipt.purchaseAmount))}
            </td>
            <td className={printed.numeric}>
              {format.currency(sumAmounts(receipts, (receipt) => receipt.rebateAmount))}
            </td>
          </tr>
        </tfoot>
      </table>
    </PrintPart>
  );
}
