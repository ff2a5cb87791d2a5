import { type LifeCycles, getAppNames, registerApplication, triggerAppChange, unloadApplication } from 'single-spa';
import { type RemoteEntry, matchesPrefix } from './registry';
import { loadExposed, resetFederatedRemote } from './mf-runtime';
import { reportError } from './error-reporting';
import { assertPlatformSupports, isPlatformVersionError } from './compatibility';
import { ensureSlot } from './slots';

/** What a remote's `./app` expose provides: single-spa lifecycles made with single-spa-react. */
export type RemoteAppModule = Pick<LifeCycles, 'bootstrap' | 'mount' | 'unmount'>;

export interface FallbackRenderProps {
  entry: RemoteEntry;
  error: unknown;
  retry: () => Promise<void>;
}

export interface HostOptions {
  /** Whether the current user may open this remote; re-evaluated on every route change. */
  isAllowed: (entry: RemoteEntry) => boolean;
  /** Renders the failure fallback into the area's element; returns a cleanup function. */
  renderFallback: (element: HTMLElement, props: FallbackRenderProps) => () => void;
}

type Lifecycle = (props: Record<string, unknown>) => Promise<unknown>;
const asFn = (lifecycle: LifeCycles['mount']): Lifecycle =>
  Array.isArray(lifecycle)
    ? async (props) => {
        for (const fn of lifecycle) await fn(props as never);
      }
    : (props) => (lifecycle as Lifecycle)(props);

/** Retries a remote: forget the MF cache, unload the single-spa application and let single-spa load it again. */
export async function retryRemoteApplication(name: string): Promise<void> {
  resetFederatedRemote(name);
  if (getAppNames().includes(name)) await unloadApplication(name, { waitForUnmount: false });
  await triggerAppChange();
}

function guardedLifecycles(
  entry: RemoteEntry,
  lifecycles: RemoteAppModule | null,
  loadError: unknown,
  options: HostOptions,
): LifeCycles {
  let failure: unknown = loadError;
  let remoteMounted = false;
  let cleanupFallback: (() => void) | null = null;

  const showFallback = (error: unknown) => {
    cleanupFallback?.();
    cleanupFallback = options.renderFallback(ensureSlot(entry.name), {
      entry,
      error,
      retry: () => retryRemoteApplication(entry.name),
    });
  };

  return {
    bootstrap: async (props) => {
      if (!lifecycles || failure) return;
      try {
        await asFn(lifecycles.bootstrap)(props as never);
      } catch (error) {
        failure = error;
        reportError(error, { remote: entry.name, remoteVersion: entry.version, phase: 'bootstrap' });
      }
    },
    mount: async (props) => {
      if (!lifecycles || failure) {
        showFallback(failure);
        return;
      }
      try {
        await asFn(lifecycles.mount)(props as never);
        remoteMounted = true;
      } catch (error) {
        reportError(error, { remote: entry.name, remoteVersion: entry.version, phase: 'mount' });
        try {
          await asFn(lifecycles.unmount)(props as never);
        } catch {
          // The remote never finished mounting; nothing more to clean.
        }
        showFallback(error);
      }
    },
    unmount: async (props) => {
      cleanupFallback?.();
      cleanupFallback = null;
      if (remoteMounted && lifecycles) {
        remoteMounted = false;
        try {
          await asFn(lifecycles.unmount)(props as never);
        } catch (error) {
          reportError(error, { remote: entry.name, remoteVersion: entry.version, phase: 'unmount' });
        }
      }
    },
  };
}

/**
 * Registers every registry entry as a single-spa application: activeWhen = its route prefixes (and the user may
 * open it), app = the remote's `./app` expose. Loading never rejects: a failure becomes the area's fallback, so
 * the shell and the other remotes keep working.
 */
export function registerRemoteApplications(list: readonly RemoteEntry[], options: HostOptions): void {
  for (const entry of list) {
    if (getAppNames().includes(entry.name)) continue;
    registerApplication({
      name: entry.name,
      app: async () => {
        try {
          // A remote built against a newer strict singleton is never downloaded (issue 21).
          assertPlatformSupports(entry);
          const module = await loadExposed<RemoteAppModule>(`${entry.name}/app`);
          if (typeof module?.mount !== 'function' && !Array.isArray(module?.mount)) {
            throw new Error(`${entry.name}/app does not export single-spa lifecycles`);
          }
          return guardedLifecycles(entry, module, null, options);
        } catch (error) {
          reportError(error, {
            remote: entry.name,
            remoteVersion: entry.version,
            phase: 'load',
            ...(isPlatformVersionError(error) ? { needs: error.mismatches } : {}),
          });
          return guardedLifecycles(entry, null, error, options);
        }
      },
      activeWhen: (location) =>
        options.isAllowed(entry) && entry.routePrefixes.some((prefix) => matchesPrefix(location.pathname, prefix)),
      customProps: { remote: entry.name, version: entry.version },
    });
  }
}
