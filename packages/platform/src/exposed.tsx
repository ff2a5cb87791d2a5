import { type ComponentType, type ReactNode, Suspense, lazy, useMemo } from 'react';
import { loadExposed } from './mf-runtime';
import { RemoteErrorBoundary } from './components/RemoteErrorBoundary';

const cache = new Map<string, ComponentType<Record<string, unknown>>>();

/**
 * A component another remote exposes (e.g. `mf_staffing/TutorBioModal`), loaded through Module Federation: a
 * remote never imports another remote's source. The module must export the component under `exportName`.
 */
export function useExposedComponent<P extends object>(id: string, exportName: string): ComponentType<P> {
  return useMemo(() => {
    const key = `${id}#${exportName}`;
    let component = cache.get(key);
    if (!component) {
      component = lazy(async () => {
        const module = await loadExposed<Record<string, ComponentType<Record<string, unknown>>>>(id);
        const exported = module[exportName];
        if (!exported) throw new Error(`${id} does not export ${exportName}`);
        return { default: exported };
      });
      cache.set(key, component);
    }
    return component as unknown as ComponentType<P>;
  }, [id, exportName]);
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
  const Component = useExposedComponent<P>(id, exportName);
  return (
    <RemoteErrorBoundary name={id.split('/')[0] ?? id} label={label} onRetry={() => undefined}>
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
