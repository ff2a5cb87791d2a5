import { type ComponentType, type ReactNode, Suspense, useContext, useState } from 'react';
import { loadable } from '@tutoring/design-system';
import { type Area, AreaContext, RemoteErrorBoundary } from './RemoteErrorBoundary';

/** Outside any area (a component rendered on its own): the failure still shows in place, under a generic label. */
const NO_AREA: Area = { name: 'unknown', label: 'This area' };

/** A part of a page whose code loads on demand: {@link lazyPart}. `fallback` shows while its code loads. */
export type LazyPart<P extends object> = ComponentType<P & { fallback: ReactNode }>;

/**
 * A part of a page whose code loads on demand (a dialog), issue 26. {@link preloadPart} is what the route's `parts`
 * list ({@link RemoteRoute.parts}) calls, which the shell runs once the first page has settled ({@link preloadRouteParts}),
 * so a click usually finds the code ready, and the part then renders at once, without a frame of its fallback (a
 * `React.lazy` suspends on its first render even when its code is already there). Until its code has loaded,
 * `fallback` shows. A part whose code fails to load (or that fails to render) shows its area's failure with Retry
 * ({@link RemoteFallback}, reported once, the label of the enclosing {@link RemoteErrorBoundary}) in its own place
 * only: the rest of the page keeps working, and Retry asks for the code again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  const code = loadable(load);
  // Chosen once per mount (and again on Retry), so a part that mounted while loading keeps its state once loaded.
  // After a failed load `code.lazy()` is a new one: a part opened again (or retried) asks for its code again.
  const current = () => code.loaded() ?? code.lazy();
  function Part({ fallback, ...props }: P & { fallback: ReactNode }) {
    const area = useContext(AreaContext) ?? NO_AREA;
    const [Component, setComponent] = useState<ComponentType<P>>(current);
    return (
      <RemoteErrorBoundary
        name={area.name}
        label={area.label}
        version={area.version}
        onRetry={() => setComponent(current)}
      >
        <Suspense fallback={fallback}>
          <Component {...(props as P)} />
        </Suspense>
      </RemoteErrorBoundary>
    );
  }
  preloads.set(Part, code.preload);
  return Part;
}

/** Each {@link lazyPart}'s loader, so {@link preloadPart} can load it ahead. */
const preloads = new WeakMap<object, () => Promise<void>>();

/**
 * Loads a {@link lazyPart}'s code ahead (what a route's `parts` list calls, issue 26): the part then renders at once
 * when it opens. Rejects when the code fails to load; opening the part asks for it again.
 */
export function preloadPart<P extends object>(part: LazyPart<P>): Promise<void> {
  const preload = preloads.get(part);
  return preload ? preload() : Promise.resolve();
}
