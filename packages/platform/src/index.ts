/**
 * @tutoring/platform: the contract between the shell and the remotes. Shared as a Module Federation singleton, so
 * every React root in the page sees the same session state, services and toasts.
 */
export * from './registry';
export * from './session-rules';
export * from './session';
export * from './shell-services';
export * from './title';
export * from './realtime';
export * from './slots';
export * from './error-reporting';
export * from './mf-runtime';
export * from './host';
export * from './compatibility';
export { createRemoteLifecycles, RemoteProviders, type RemoteDefinition } from './remote-app';
export { RemoteFallback, type RemoteFallbackProps } from './components/RemoteFallback';
export { RemoteErrorBoundary } from './components/RemoteErrorBoundary';
export { lazyPart, preloadPart, type LazyPart } from './components/lazyPart';
export { ExposedComponent, type ExposedComponentProps, useExposedComponent } from './exposed';
export { startStandalone, type StandaloneOptions } from './standalone';
export * from './boot';
export { LoginForm } from './components/LazyLoginForm';
export type { LoginFormProps } from './components/LoginForm';
export { prefetchAreaData, type AreaPrefetch, type PrefetchContext } from './prefetch';
export { renderOffScreen, warmUpArea, type AreaWarmUp, type WarmUpContext } from './warm-up';
export { RemoteRoutes, type RemoteRoute, type LazyPage, lazyPage, preloadRoute, preloadRouteParts } from './routes';
export { mapsProvider } from './maps';
export { ListTable, type ListTableProps, type ListTableSource } from './list/ListTable';
export { ListLink, type ListLinkProps } from './list/ListLink';
export { ListEmptyState, LIST_EMPTY_TEXTS, type ListEmptySource } from './list/ListEmptyState';
export {
  useListQuery,
  readListUrl,
  listQueryOptions,
  prefetchList,
  placeholderList,
  type ListOptions,
  type ListUrl,
  type UseListQueryOptions,
  type UseListQueryResult,
  type ListDefaults,
  type ListSource,
  type ListState,
} from './list/useListQuery';
