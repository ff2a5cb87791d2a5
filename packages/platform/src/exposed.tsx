import { type ComponentType, type ReactNode, Suspense, lazy, useMemo, useState } from 'react';
import { loadExposed, resetFederatedRemote } from './mf-runtime';
import { RemoteErrorBoundary } from './components/RemoteErrorBoundary';

const cache = new Map<string, ComponentType<Record<string, unknown>>>();

/**
 * A component another remote exposes (e.g. `mf_staffing/TutorBioModal`), loaded through Module Federation: a
 * remote never imports another remote's source. The module must export the component under `exportName`.
 */
export function useExposedComponent<P extends object>(id: string, exportName: string, attempt = 0): ComponentType<P> {
  return useMemo(() => {
    const key = `${id}#${exportName}`;
    let component = cache.get(key);
    if (!component) {
      component = lazy(async () => {
        try {
          const module = await loadExposed<Record<string, ComponentType<Record<string, unknown>>>>(id);
          const exported = module[exportName];
          if (!exported) throw new Error(`${id} does not export ${exportName}`);
          return { default: exported };
        } catch (error) {
          // A failed load is not kept: the next attempt (Retry) loads again.
          cache.delete(key);
          throw error;
        }
      });
      cache.set(key, component);
    }
    return component as unknown as ComponentType<P>;
    // `attempt` forces a fresh lazy component after a failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, exportName, attempt]);
}

/** Renders an exposed component with a loading placeholder and an isolated error fallback. */
export function ExposedComponent<P extends object>({
  id,
  exportName,
  label,
  props,
  fallback = null,
}: {
  id: string;
  exportName: string;
  label: string;
  props: P;
  fallback?: ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  const Component = useExposedComponent<P>(id, exportName, attempt);
  return (
    <RemoteErrorBoundary
      name={id.split('/')[0] ?? id}
      label={label}
      onRetry={() => {
        resetFederatedRemote(id.split('/')[0] ?? id);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
