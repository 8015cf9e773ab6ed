export { CustomizerLauncher } from './CustomizerLauncher';
