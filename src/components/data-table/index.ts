export { DataTable, type DataTableProps } from './DataTable';
export { filterRecords, sortRecords, type DataColumn, type SortDirection, type SortState } from './table-model';
