export { AppErrorBoundary } from './AppErrorBoundary';
export { LazyPartBoundary, useLazyPart } from './LazyPart';
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
