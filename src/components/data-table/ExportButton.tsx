import { useState } from 'react';
import { Alert, Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { buildCsv, csvColumns, saveCsv, type TableExport } from './csv';
import { tableMessages } from './messages';
import type { CsvColumn, DataColumn } from './table-model';

/**
 * Export CSV: the rows the member sees (their filters and sort, every page) with the table's columns' raw values.
 * A failure (the writer's file did not load: offline, or a new release replaced it) is said beside the button,
 * and pressing it again retries.
 */
export function ExportButton<T>({
  rows,
  columns,
  declaration,
}: {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  declaration: TableExport;
}) {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');

  const exportRows = async () => {
    setState('working');
    const fileColumns: CsvColumn<T>[] = csvColumns(columns);
    if (declaration.currency) {
      const code = declaration.currency;
      fileColumns.push({ title: intl.formatMessage(tableMessages.currencyColumn), value: () => code });
    }
    try {
      saveCsv(declaration.fileName, await buildCsv(rows, fileColumns));
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        onClick={() => void exportRows()}
        loading={state === 'working'}
        // Nothing to write: the member's filters leave no row (the table says so in their place).
        disabled={rows.length === 0}
      >
        {intl.formatMessage(tableMessages.exportCsv)}
      </Button>
      {state === 'failed' && (
        <Alert color="red" variant="light" role="alert" w="100%">
          {intl.formatMessage(tableMessages.exportFailed)}
        </Alert>
      )}
    </>
  );
}
