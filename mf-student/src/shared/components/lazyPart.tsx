import { type ComponentType, type ReactNode, Suspense, lazy, useState } from 'react';
import { RemoteErrorBoundary } from '@tutoring/platform';
import { REMOTE_LABEL, REMOTE_NAME } from '../../app/remote';

/**
 * A part of a page whose code loads on demand (a dialog), issue 26: `load` is the same function the route's
 * `parts` reach (src/app/routes.tsx, platform `preloadAreaParts`), so once the first page has settled the shell has usually loaded it
 * ahead and a click finds it ready. Until then `fallback` shows. A part whose code fails to load shows the area's
 * failure with Retry (the shell's `RemoteErrorBoundary`, reported once) in its place only: the rest of the page keeps
 * working, and Retry asks for the code again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const make = () => lazy(() => load().then((component) => ({ default: component })));
  let Loaded = make();
  function Part({ fallback, ...props }: P & { fallback: ReactNode }) {
    const [, setAttempt] = useState(0);
    const Component = Loaded as ComponentType<P>;
    return (
      <RemoteErrorBoundary
        name={REMOTE_NAME}
        label={REMOTE_LABEL}
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
