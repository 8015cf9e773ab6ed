export { PrintButton } from './PrintButton';
export { PrintPart, PrintSheet, printTableClasses } from './PrintSheet';
export { printMessages } from './messages';
