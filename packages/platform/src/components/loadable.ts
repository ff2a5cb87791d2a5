import { type ComponentType, lazy } from 'react';

/** A component whose code loads on demand: {@link loadable}. */
export interface Loadable<P> {
  /** Starts the load, or returns the one under way or done; after a failure, the next call loads again. */
  preload(): Promise<void>;
  /** The component once its code has arrived, else null. */
  loaded(): ComponentType<P> | null;
  /** A `React.lazy` of it, for a render before its code has arrived (a new one per call: Retry makes a new one). */
  lazy(): ComponentType<P>;
}

/**
 * A component whose code loads on demand, loaded once (issues 13 and 26): what {@link lazyPage} and {@link lazyPart}
 * are built on. A component whose code is there renders without suspending (`loaded()`); `React.lazy` alone suspends
 * on its first render even then.
 */
export function loadable<P>(load: () => Promise<ComponentType<P>>): Loadable<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return {
    preload,
    loaded: () => Loaded,
    lazy: () => lazy(() => preload().then(() => ({ default: Loaded as ComponentType<P> }))) as ComponentType<P>,
  };
}
