export { QuerySection, type QuerySectionProps } from './QuerySection';
export { AsOfNote, EmptyState, ErrorState, LoadingState, OfflineState, type SkeletonShape } from './states';
export { queryMessages } from './messages';
