import {
  getInstance,
  init,
  loadRemote,
  preloadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from './registry';
import { reportError } from './error-reporting';
import { singletonMismatches } from './compatibility';
import { preloadRoute, preloadRouteParts, routeTableOf } from './routes';
import { prefetchAreaData } from './prefetch';
import { pageCopyFirstPlugin } from './share-resolution';

const entries = new Map<string, RemoteEntry>();
let pluginInstalled = false;
/** The last load failure the runtime reported per remote name. */
const lastFailure = new Map<string, unknown>();
/**
 * The exposed modules asked for, per id (`<remote>/<expose>`), loading or loaded: a module is asked of the runtime
 * once (its `loadRemote` matches the remote, reads its snapshot and checks shared ranges again on every call, about
 * 2 ms per area visit). Forgotten when its remote is registered again ({@link registerFederatedRemotes} with `force`);
 * a failed load is not kept.
 */
const loadedModules = new Map<string, Promise<unknown>>();

/** An area's code being made ready: its `./app` (`ran` once it has run) and the page of one path. */
type AreaPreload = { app: Promise<void>; page: Promise<void>; ran?: boolean };
/** {@link preloadArea}'s work per remote and path (`<name> <pathname>`), forgotten with the remote's modules. */
const areaPreloads = new Map<string, AreaPreload>();

/**
 * The registry entry a Module Federation id names: `<name>/<expose>`, the bare name, or its manifest URL (the
 * runtime names a remote by its entry URL in some lifecycles).
 */
function entryFor(id: string): RemoteEntry | undefined {
  const direct = entries.get(id.split('/')[0] ?? id);
  if (direct) return direct;
  for (const entry of entries.values()) {
    if (id === entry.manifestUrl || id.startsWith(entry.manifestUrl.replace(/[^/]*$/, ''))) return entry;
  }
  return undefined;
}

/**
 * The page's Module Federation instance: the one the host's build created, or (outside a federated build, e.g.
 * in tests) a fresh one.
 */
function ensureInstance(): void {
  if (!getInstance()) init({ name: 'tutoring_host', remotes: [] });
}

/** Remote failures seen by the MF runtime, reported with remote name, version and phase. */
function installFailurePlugin(): void {
  ensureInstance();
  if (pluginInstalled) return;
  pluginInstalled = true;
  const host = getInstance()?.name;
  if (host) registerGlobalPlugins([pageCopyFirstPlugin(host)]);
  registerPlugins([
    {
      name: 'tutoring-remote-failures',
      errorLoadRemote(args) {
        const entry = entryFor(args.id);
        const remoteName = entry?.name ?? args.id.split('/')[0] ?? args.id;
        // One report per failure, under the remote's registry name (issue 25): a preload and the load after it (or
        // several lifecycles of one attempt) failing for one remote are one failure until it loads or is retried.
        // loadExposed rethrows the kept error, which reportError has seen, so the loader does not report it again.
        if (!lastFailure.has(remoteName)) {
          lastFailure.set(remoteName, args.error);
          reportError(args.error, {
            remote: remoteName,
            remoteVersion: entry?.version,
            phase: args.lifecycle,
            expose: args.id,
          });
        }
        // Returning nothing lets loadRemote reject; the single-spa loader turns that into the area's fallback.
        return undefined;
      },
    },
  ]);
}

/**
 * Registers remotes with the Module Federation runtime. Nothing is downloaded until a module is loaded. A forced
 * registration (Retry, the registry read again after a deploy or a rollback) replaces the remote: what was loaded of
 * it is forgotten, and its next load asks the runtime, which fetches its manifest and entry again.
 */
export function registerFederatedRemotes(list: readonly RemoteEntry[], options: { force?: boolean } = {}): void {
  installFailurePlugin();
  for (const entry of list) {
    entries.set(entry.name, entry);
    // A forced registration (Retry, a new deploy) starts a new attempt, whose failure is reported again.
    if (options.force) {
      lastFailure.delete(entry.name);
      forgetLoaded(entry.name);
    }
  }
  registerRemotes(
    list.map((entry) => ({ name: entry.name, entry: entry.manifestUrl, version: entry.version })),
    { force: options.force ?? false },
  );
}

/** Forgets what the runtime cached for a remote so the next load fetches its manifest and entry again. */
export function resetFederatedRemote(name: string): void {
  lastFailure.delete(name);
  const entry = entries.get(name);
  if (entry) registerFederatedRemotes([entry], { force: true });
}

function forgetLoaded(name: string): void {
  for (const id of loadedModules.keys()) if (id.startsWith(`${name}/`)) loadedModules.delete(id);
  for (const key of areaPreloads.keys()) if (key.startsWith(`${name} `)) areaPreloads.delete(key);
  forgetLoadedChunks(name);
}

/**
 * Empties the webpack chunk array every build of a remote shares (`self.webpackChunk<name>`: build-config sets
 * `output.uniqueName` to the remote's name, so all its versions use one array). A new version's runtime takes every
 * chunk found there as loaded: after a broken release, Retry on a fixed deploy ran the broken release's modules
 * again (same chunk ids across builds). Emptied, not replaced: a runtime already running keeps the array it holds, with
 * its `push`, and the modules it installed; only a runtime starting afterwards finds nothing to adopt.
 */
function forgetLoadedChunks(name: string): void {
  const chunks = (globalThis as Record<string, unknown>)[`webpackChunk${name}`];
  if (Array.isArray(chunks)) chunks.length = 0;
}

async function loadThroughRuntime<T>(id: string): Promise<T> {
  const name = id.split('/')[0] ?? id;
  let module: T | null;
  try {
    module = await loadRemote<T>(id);
  } catch (error) {
    throw lastFailure.get(name) ?? error;
  }
  if (module == null) throw lastFailure.get(name) ?? new Error(`Module Federation could not load ${id}`);
  lastFailure.delete(name);
  return module;
}

/**
 * Loads an exposed module (`<remote>/<expose>`), rejecting when it cannot be loaded. The runtime is asked once per
 * module (a preload, the area's mount and its dialogs' parts share one load) until the remote is registered again;
 * after a failure the next call asks again.
 */
export function loadExposed<T>(id: string): Promise<T> {
  const known = loadedModules.get(id);
  if (known) return known as Promise<T>;
  const loading = loadThroughRuntime<T>(id);
  loadedModules.set(id, loading);
  loading.catch(() => {
    // Only this attempt's entry: a forced registration meanwhile may have started another.
    if (loadedModules.get(id) === loading) loadedModules.delete(id);
  });
  return loading;
}

/** Fetches a remote's manifest and entry ahead of navigation (used after login for the user's areas). */
export function preloadFederatedRemotes(names: readonly string[]): Promise<void> {
  // A remote the page cannot run (issue 21) is never downloaded, not even ahead of time.
  const runnable = names.filter((name) => {
    const entry = entries.get(name);
    return !entry || singletonMismatches(entry).length === 0;
  });
  if (!runnable.length) return Promise.resolve();
  return preloadRemote(
    runnable.map((nameOrAlias) => ({ nameOrAlias, exposes: ['./app'], resourceCategory: 'sync' as const })),
  ).catch(() => undefined);
}

/**
 * Loads what the page `path` of the area `name` opens on demand (its route's `parts`: its dialogs' code), after that
 * page (issue 26): the shell asks for it once the first page has settled, so a click normally finds the code ready
 * while the first page does not carry it. Needs the area's `./app` (loaded by {@link preloadArea} or the area's
 * mount); nothing when the remote cannot run in this page. Never rejects.
 */
export function preloadAreaParts(name: string, path: string): Promise<void> {
  const entry = entries.get(name);
  if (entry && singletonMismatches(entry).length > 0) return Promise.resolve();
  return loadExposed(`${name}/app`).then(
    () => {
      const routes = routeTableOf(name);
      return routes ? preloadRouteParts(routes, path.replace(/[?#].*$/, '')) : undefined;
    },
    () => undefined,
  );
}

/**
 * Makes an area ready to show `path` without a network round trip (issue 26): its `./app` is fetched and run (its
 * lifecycles are only created, nothing mounts) and the page that path shows is loaded. With `data` (a signed-in
 * user who may open the area), the data that page reads first is fetched too, as the remote declared it
 * (`prefetchAreaData`; the list params of `path`'s query string, X-01); without it no data is asked for. A remote the
 * page cannot run is never downloaded (issue 21); a failure is reported once by the runtime's failure plugin and
 * shown when the area is opened. The code is asked for once per remote and path (until the remote is registered
 * again); the data each time (the query cache skips what is still fresh).
 */
export function preloadArea(name: string, path: string, options: { data?: boolean } = {}): Promise<void> {
  const pathname = path.replace(/[?#].*$/, '');
  const key = `${name} ${pathname}`;
  let known = areaPreloads.get(key);
  if (!known) {
    const entry = entries.get(name);
    if (entry && singletonMismatches(entry).length > 0) return Promise.resolve();
    const app = loadExposed(`${name}/app`).then(() => undefined);
    const page = app.then(() => {
      const routes = routeTableOf(name);
      return routes ? preloadRoute(routes, pathname) : undefined;
    });
    const preload: AreaPreload = { app, page };
    known = preload;
    areaPreloads.set(key, known);
    app.then(
      () => {
        preload.ran = true;
      },
      // Shown (and already reported) when the area is opened; a later preload may try again.
      () => {
        if (areaPreloads.get(key) === preload) areaPreloads.delete(key);
      },
    );
  }
  // The data is asked for as soon as the remote's `./app` has declared it, beside the page's code: at once when it
  // has run (after a sign-in the list request leaves before the shell's start-up goes on, issue 26).
  const data = !options.data
    ? undefined
    : known.ran
      ? Promise.resolve(prefetchAreaData(name, path))
      : known.app.then(() => prefetchAreaData(name, path));
  return Promise.all([known.page, data]).then(
    () => undefined,
    () => undefined,
  );
}
