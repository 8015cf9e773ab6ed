export { QuerySection } from './QuerySection';
export { EmptyState, ErrorState, LoadingState, OfflineState, type SkeletonShape } from './states';
export { queryMessages } from './messages';
