export { AppErrorBoundary } from './AppErrorBoundary';
export { PageErrorBoundary } from './PageErrorBoundary';
export { boundaryMessages, isChunkLoadError } from './messages';
