import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { failedListError, getQueryClient } from '@tutoring/api-client';
import { type SessionUser, appNameAtom, currentUserAtom, platformStore } from './session';
import { type AppName, portalOf } from './session-rules';

/** What an area's {@link AreaPrefetch} is given: the page it is about to show and who will see it. */
export interface PrefetchContext {
  /** The page's shared query client. */
  queryClient: QueryClient;
  /** The path the area will show (`/parents`). */
  pathname: string;
  /** Its query string: a list's URL params; empty for a navigation link, so page 1 with the defaults. */
  searchParams: URLSearchParams;
  /** The signed-in user (a prefetch never runs signed out). */
  user: SessionUser;
  /** The app the user is in (admin, crm, tutor, ...), which some pages' defaults depend on. */
  appName: AppName;
  /**
   * Fetches one query ahead, as the page will read it: a failure shows no toast and is not kept, so the page asks
   * again when it opens and shows its failure itself. Already fresh in the cache: nothing is fetched.
   */
  prefetch: <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) => Promise<void>;
}

/**
 * The data an area's page needs first, fetched before the click (issue 26): a remote declares it beside its route
 * table (`src/app/prefetch.ts`, passed to `createRemoteLifecycles`), and {@link prefetchAreaData} runs it when the
 * shell makes the area ready for a signed-in user (after sign-in for the destination, on a navigation link's hover
 * or focus, when the other areas are preloaded). It names the queries the page of `pathname` reads first, built by
 * the same query options the page uses, so the page finds them in the cache. What it returns is what the page's
 * first render needs (its list): an area mounting while that is being fetched waits for it, briefly
 * ({@link DATA_BEFORE_MOUNT_MS}), so the page renders once with it; a query it starts without returning (a count,
 * names a cell shows) is fetched once the returned one has arrived (the API answers one request sooner than several
 * at once) and shown when it arrives.
 */
export type AreaPrefetch = (context: PrefetchContext) => Promise<unknown> | void;

const prefetches = new Map<string, AreaPrefetch>();

/** Remembers a remote's prefetch (called by `createRemoteLifecycles`). */
export function registerAreaPrefetch(name: string, prefetch: AreaPrefetch): void {
  prefetches.set(name, prefetch);
}

async function prefetchQuery<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  await queryClient.prefetchQuery({ ...options, meta: { ...options.meta, errorToast: 'none' } });
  const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  // Dropped unless a page already reads it (then the page shows the failure).
  if (query && (query.state.status === 'error' || failedListError(query.state.data)) && query.getObserversCount() === 0)
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
}

/**
 * The app name an area's page renders with once the person opens it: a signed-in user's own portal (a public page such
 * as /enroll, where `appNameAtom` is `enrollment`, is never an area's page), signed out the current app. An area's
 * prefetch and warm-up read it: they prepare the page the person is about to open, not the one they are on.
 */
export function destinationAppName(): AppName {
  const user = platformStore.get(currentUserAtom);
  return user ? portalOf(user) : platformStore.get(appNameAtom);
}

/**
 * Runs the prefetch the remote `name` declared for `path` (a path with an optional query string), for the signed-in
 * user; nothing signed out, nothing when the remote declared none or its `./app` has not run yet. Never rejects.
 * The caller decides whether the user may open the area (OP-06); the server still answers for their role.
 */
export async function prefetchAreaData(name: string, path: string): Promise<void> {
  const prefetch = prefetches.get(name);
  const user = platformStore.get(currentUserAtom);
  if (!prefetch || !user) return;
  const url = new URL(path, window.location.origin);
  const queryClient = getQueryClient();
  const page = pageKey(name, url);
  // The queries the prefetch names are held while it runs: what it returns (the page's first data) is asked for first
  // and alone, the others once that has arrived (issue 26: the API answers one request sooner than several at once,
  // and the area's mount waits for the returned one only).
  const held: { asked: Promise<void>; send: () => void }[] = [];
  let holding = true;
  const ask = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): Promise<void> => {
    if (!holding) return prefetchQuery(queryClient, options);
    let send = () => {};
    const asked = new Promise<void>((resolve) => {
      send = () => void prefetchQuery(queryClient, options).then(resolve);
    });
    held.push({ asked, send });
    return asked;
  };
  const sendHeld = (calls: readonly { send: () => void }[]) => calls.forEach((call) => call.send());
  const done = (async () => {
    let first: unknown;
    try {
      first = prefetch({
        queryClient,
        pathname: url.pathname,
        searchParams: url.searchParams,
        user,
        appName: destinationAppName(),
        prefetch: ask,
      });
    } catch {
      // A prefetch is a head start only: the page asks for its data itself.
    }
    holding = false;
    const firstCall = held.find((call) => call.asked === first);
    // What it returned is none of its queries (nothing, or a promise of its own): all of them at once.
    if (!firstCall) sendHeld(held);
    else {
      firstCall.send();
      const rest = () => sendHeld(held.filter((call) => call !== firstCall));
      // An area's mount waiting for this page renders it first: the rest is asked for once that render is painted.
      void firstCall.asked.then(() => {
        const waiting = rendering.get(page);
        if (waiting) waiting.push(rest);
        else rest();
      });
    }
    try {
      await first;
    } catch {
      // As above.
    }
  })();
  const pending = inFlight.get(page) ?? new Set<Promise<void>>();
  inFlight.set(page, pending.add(done));
  await done;
  pending.delete(done);
  if (!pending.size && inFlight.get(page) === pending) inFlight.delete(page);
}

/** The prefetches still running, by area and page (path with its query string). */
const inFlight = new Map<string, Set<Promise<void>>>();
const pageKey = (name: string, url: Pick<URL, 'pathname' | 'search'>) =>
  `${name} ${url.pathname}?${new URLSearchParams(url.search).toString()}`;

/**
 * How long an area's mount waits at most for its page's data when that data is being fetched ahead (issue 26), so
 * that the page renders once, with its data, instead of first without it. A page whose data takes longer renders
 * then and shows its loading state as before.
 */
export const DATA_BEFORE_MOUNT_MS = 150;

/** Per page, while an area's mount waits for its data and renders it: the prefetch's other queries, held until then. */
const rendering = new Map<string, (() => void)[]>();

const nothingHeld = () => undefined;

/**
 * Resolves once the prefetches of the area `name` for the page at `location` (path and query string, as the page
 * will read it) have settled, or after `withinMs`; at once when none is running. Never rejects: a failed prefetch
 * is not kept, and the page asks again and shows its failure itself. Resolves with `rendered`, which the mount calls
 * once its first render has been painted (or has failed): the queries the prefetch names beside the page's first data
 * are held until then, so that their requests are not made between that data's arrival and its render (issue 26).
 */
export function prefetchedData(
  name: string,
  location: Pick<Location, 'pathname' | 'search'>,
  withinMs: number,
): Promise<() => void> {
  const page = pageKey(name, location);
  const pending = inFlight.get(page);
  if (!pending?.size || withinMs <= 0) return Promise.resolve(nothingHeld);
  const held: (() => void)[] = [];
  rendering.set(page, held);
  const rendered = () => {
    if (rendering.get(page) === held) rendering.delete(page);
    held.splice(0).forEach((send) => send());
  };
  return new Promise((resolve) => {
    const bound = setTimeout(() => resolve(rendered), withinMs);
    void Promise.all(pending).then(() => {
      clearTimeout(bound);
      resolve(rendered);
    });
  });
}

/**
 * Calls `work` once the browser has painted the next frame (a task after its animation frame), or after
 * `withinMs` when no frame comes (a hidden tab).
 */
export function afterNextPaint(work: () => void, withinMs = 100): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(bound);
    work();
  };
  const bound = setTimeout(run, withinMs);
  requestAnimationFrame(() => setTimeout(run));
}
