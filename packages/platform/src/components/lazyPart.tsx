import { type ComponentType, type ReactNode, Suspense, lazy, useContext, useState } from 'react';
import { type Area, AreaContext, RemoteErrorBoundary } from './RemoteErrorBoundary';

/** Outside any area (a component rendered on its own): the failure still shows in place, under a generic label. */
const NO_AREA: Area = { name: 'unknown', label: 'This area' };

/** A part of a page whose code loads on demand: {@link lazyPart}. `fallback` shows while its code loads. */
export type LazyPart<P extends object> = ComponentType<P & { fallback: ReactNode }>;

/**
 * A part of a page whose code loads on demand (a dialog), issue 26. `load` is the same function the route's `parts`
 * list ({@link RemoteRoute.parts}), which the shell runs once the first page has settled ({@link preloadRouteParts}), so
 * a click usually finds the code ready. Until it has loaded, `fallback` shows. A part whose code fails to load (or
 * that fails to render) shows its area's failure with Retry ({@link RemoteFallback}, reported once, the label of the
 * enclosing {@link RemoteErrorBoundary}) in its own place only: the rest of the page keeps working, and Retry asks
 * for the code again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  const make = () => lazy(() => load().then((component) => ({ default: component })));
  let Loaded = make();
  function Part({ fallback, ...props }: P & { fallback: ReactNode }) {
    const area = useContext(AreaContext) ?? NO_AREA;
    const [, setAttempt] = useState(0);
    const Component = Loaded as ComponentType<P>;
    return (
      <RemoteErrorBoundary
        name={area.name}
        label={area.label}
        version={area.version}
        onRetry={() => {
          Loaded = make();
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={fallback}>
          <Component {...(props as P)} />
        </Suspense>
      </RemoteErrorBoundary>
    );
  }
  return Part;
}
