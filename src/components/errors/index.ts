export { AppErrorBoundary } from './AppErrorBoundary';
export { lazyPart, LazyPartBoundary, useLazyPart, type LazyPartCode } from './LazyPart';
export { PageErrorBoundary, PageFailure } from './PageErrorBoundary';
export {
  boundaryMessages,
  isChunkLoadError,
  isOfflineChunkFailure,
  logCaughtError,
  logRecoverableError,
} from './messages';
export {
  fetchAhead,
  importFresh,
  importWhenOnline,
  installNewVersionReload,
  newVersionLoaded,
  OfflineImportError,
  trackPageImport,
} from './reload-once';
export { useNewVersionReload } from './useNewVersionReload';
