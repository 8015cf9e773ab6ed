export { LazySelect } from './LazySelect';
