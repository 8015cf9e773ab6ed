import './styles';
export { ShellLayout } from './ShellLayout';
