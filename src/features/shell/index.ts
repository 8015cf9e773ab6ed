import './styles';
export { ShellLayout, type ShellSlots } from './ShellLayout';
