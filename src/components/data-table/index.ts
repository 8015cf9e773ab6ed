export { DataTable, type DataTableProps } from './DataTable';
export {
  filterRecords,
  sortRecords,
  type CsvColumn,
  type CsvValue,
  type DataColumn,
  type SortDirection,
  type SortState,
} from './table-model';
export type { TableExport } from './csv';
export type { FilterOption, SelectFilter } from './filters';
export type { DocumentAction, RowAction } from './RowActions';
export { StatusText } from './StatusText';
export { csvColumnMessages } from './messages';
