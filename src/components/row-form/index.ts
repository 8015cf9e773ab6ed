export { ListWithRowForm } from './ListWithRowForm';
export { useRowForm, type RowForm } from './useRowForm';
