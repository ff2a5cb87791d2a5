import { type ComponentType, type JSX, type ReactNode, Suspense, lazy, useMemo, useState } from 'react';
import { loadExposed, resetFederatedRemote } from './mf-runtime';
import { RemoteErrorBoundary } from './components/RemoteErrorBoundary';

const cache = new Map<string, ComponentType<Record<string, unknown>>>();

/**
 * A component another remote exposes (e.g. `mf_staffing/TutorBioModal`), loaded through Module Federation: a
 * remote never imports another remote's source. The module must export the component under `exportName`.
 *
 * @deprecated Show another remote's component with {@link ExposedComponent} (its failure kept inside it). Still
 * exported for remotes built before platform 7.7, which call it from the page's copy.
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

/** Props of {@link ExposedComponent}. */
export interface ExposedComponentProps<P extends object> {
  /** `<remote>/<expose>`, e.g. `mf_staffing/TutorBioModal`. */
  id: string;
  /** Name of the component the expose exports. */
  exportName: string;
  /** What the area's fallback calls the part ("Tutor details"), when no `failure` is given. */
  label: string;
  /** Props handed to the component. */
  props: P;
  /** Shown while its code loads. Default nothing. */
  loading?: ReactNode;
  /** @deprecated The name of `loading` before platform 7.7 (remotes built earlier pass it). */
  fallback?: ReactNode;
  /**
   * Shown in its place when the other remote cannot be loaded or fails (manifest, entry, expose or render): a
   * stand-in that says which part is unavailable, or does its work another way. Default: the area's fallback with
   * Retry, named by `label`.
   */
  failure?: ReactNode;
}

/**
 * The one way a remote shows another remote's exposed component (docs/one-way.md): loaded through Module Federation
 * when rendered, a failure reported once and kept inside it (`failure`, else the area's fallback with Retry), the rest
 * of the page working. Its content is marked `data-exposed="<id>"` (a `display: contents` span), so a page and
 * its tests can tell the other remote's component from the stand-in.
 */
export function ExposedComponent<P extends object>(props: {
  id: string;
  exportName: string;
  label: string;
  props: P;
  fallback?: ReactNode;
}): JSX.Element;
/** The call with `loading` and `failure` (platform 7.7); the call above is 7.6's, which remotes built then make. */
export function ExposedComponent<P extends object>(props: ExposedComponentProps<P>): JSX.Element;
export function ExposedComponent<P extends object>({
  id,
  exportName,
  label,
  props,
  loading,
  fallback = null,
  failure,
}: ExposedComponentProps<P>): JSX.Element {
  const [attempt, setAttempt] = useState(0);
  const Component = useExposedComponent<P>(id, exportName, attempt);
  const remote = id.split('/')[0] ?? id;
  return (
    <RemoteErrorBoundary
      name={remote}
      label={label}
      expose={id}
      failure={failure}
      onRetry={() => {
        resetFederatedRemote(remote);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={loading ?? fallback}>
        <span data-exposed={id} style={{ display: 'contents' }}>
          <Component {...props} />
        </span>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
