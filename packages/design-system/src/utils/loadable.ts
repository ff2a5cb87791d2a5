import { type ComponentType, lazy } from 'react';

/** A component whose code loads on demand: {@link loadable}. */
export interface Loadable<P> {
  /** Starts the load, or returns the one under way or done; after a failure, the next call loads again. */
  preload(): Promise<void>;
  /** The component once its code has arrived, else null. */
  loaded(): ComponentType<P> | null;
  /**
   * A `React.lazy` of it, for a render before its code has arrived. `React.lazy` keeps a rejection for good, so once
   * a failed load has been shown ({@link forgetFailedLoad}) the next call gives a new one, which loads again (a part
   * opened again, a page visited again, Retry).
   */
  lazy(): ComponentType<P>;
}

/** What drops the `React.lazy` that met each failed load, by the error it threw. */
const failedLoads = new WeakMap<object, () => void>();

/**
 * Called by the error boundary that shows a failure (`RemoteErrorBoundary`): when `error` is a failed load of a
 * {@link loadable}, its next render asks for the code again. Not before the failure is shown: React renders a
 * component that failed before it was mounted again at once, and a new load there would repeat while the network is
 * down.
 */
export function forgetFailedLoad(error: unknown): void {
  if (typeof error !== 'object' || error === null) return;
  failedLoads.get(error)?.();
  failedLoads.delete(error);
}

/**
 * A component whose code loads on demand, loaded once (issues 13 and 26): what {@link lazyPage} and {@link lazyPart}
 * are built on. A component whose code is there renders without suspending (`loaded()`); `React.lazy` alone suspends
 * on its first render even then. A failed load is not kept (neither the promise nor, once shown, the `React.lazy` that
 * met it), so a chunk that failed while the network was down loads once it is back, without a page reload.
 */
export function loadable<P>(load: () => Promise<ComponentType<P>>): Loadable<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  let Lazy: ComponentType<P> | null = null;
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
  const fresh = (): ComponentType<P> => {
    const component = lazy(() =>
      preload().then(
        () => ({ default: Loaded as ComponentType<P> }),
        (error: unknown) => {
          const failure = typeof error === 'object' && error !== null ? error : new Error(String(error));
          failedLoads.set(failure, () => {
            if (Lazy === component) Lazy = null;
          });
          throw failure;
        },
      ),
    ) as ComponentType<P>;
    return component;
  };
  return {
    preload,
    loaded: () => Loaded,
    lazy: () => (Lazy ??= fresh()),
  };
}
