import './styles';
export { AuthLayout } from './AuthLayout';
