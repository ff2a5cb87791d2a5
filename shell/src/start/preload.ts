import type { QueryClient } from '@tanstack/react-query';
import { type RemoteEntry, type RemoteRegistry, preloadArea, remoteForPath } from '@tutoring/platform';
import { safeNext } from '../routing/resolveRoute';

/**
 * The page the shell is about to show, with its query string (a list's URL params, X-01): where `/login?next=`
 * leads once signed in, else the current page.
 */
export function destinationPath({ pathname, search }: Pick<Location, 'pathname' | 'search'>): string {
  return pathname === '/login' ? safeNext(new URLSearchParams(search).get('next')) : pathname + search;
}

/** Longest wait for the first page to settle before the other areas are preloaded anyway. */
export const SETTLE_CEILING_MS = 5000;
/** How long no query may be fetching before the first page counts as settled. */
export const QUIET_MS = 400;

/** The path `path` without its query and hash. */
const pathOnly = (path: string) => path.replace(/[?#].*$/, '');

/**
 * Preloading of remotes (issues 13 and 26, `settings.preloadRemotes`), so it never slows the page being opened. What
 * is preloaded is an area's code: its `./app` and the page of the path it will show (platform `preloadArea`), and,
 * once signed in, the data that page reads first as the remote declares it (its `src/app/prefetch.ts`), so opening
 * the area needs no round trip at all.
 * - `whileSigningIn()`: on the small login page, while the visitor types (the shell is held at its gate), the area
 *   `/login?next=` leads to: its code only, which is public like the shell's; no data is asked for before sign-in;
 * - `destination()`: the remote of the page the user is going to, and that page's data, as soon as the user is
 *   known, while the shell renders (after sign-in the list request starts with the shell's first render, not after
 *   the area's mount);
 * - `rest()`: every other area the user may open, once the first page has settled: single-spa has mounted it, it
 *   shows its heading, no query has been fetching for {@link QUIET_MS} (its data is on screen) and the browser is
 *   idle; at the latest after {@link SETTLE_CEILING_MS}. One after another, each at its navigation link's path;
 * - `intent(entry, path)`: a navigation link hovered or focused, at any time (the data again once it is stale).
 * Once signed in, a remote the user may not open is never preloaded (OP-06). Each remote and path is asked for once.
 */
export function createRemotePreloader({
  registry,
  queryClient,
  isAllowed,
  homePath = (entry) => entry.navPath ?? entry.routePrefixes[0] ?? '/',
}: {
  registry: RemoteRegistry;
  queryClient: QueryClient;
  /** Whether the signed-in user may open the area now (the rule single-spa routes by). */
  isAllowed: (entry: RemoteEntry) => boolean;
  /** The path an area's navigation link opens for the user (its first page). */
  homePath?: (entry: RemoteEntry) => string;
}) {
  let settled: Promise<void> | null = null;
  /** Resolves once the first page has settled (see above); one wait per page load, started by the first call. */
  const firstPageSettled = () =>
    (settled ??= new Promise<void>((resolve) => {
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        clearTimeout(ceiling);
        clearTimeout(quiet);
        unsubscribe?.();
        headingObserver?.disconnect();
        window.removeEventListener('single-spa:routing-event', routed);
        if (typeof window.requestIdleCallback === 'function')
          window.requestIdleCallback(() => resolve(), { timeout: 1000 });
        else setTimeout(resolve, 50);
      };
      const ceiling = setTimeout(finish, SETTLE_CEILING_MS);
      let unsubscribe: (() => void) | null = null;
      let quiet: ReturnType<typeof setTimeout> | undefined;
      // Quiet = no query fetching for QUIET_MS: a page may start its queries a little after its heading shows.
      const check = () => {
        clearTimeout(quiet);
        if (queryClient.isFetching() === 0)
          quiet = setTimeout(() => queryClient.isFetching() === 0 && finish(), QUIET_MS);
      };
      const whenNothingFetches = () => {
        // Checked after the cache event has been applied (a query that starts fetching reports before it counts).
        unsubscribe = queryClient.getQueryCache().subscribe(() => queueMicrotask(check));
        check();
      };
      // After the first route change single-spa has mounted the page's remote; once the page shows its heading (its
      // route's code has arrived and rendered, starting its queries) the wait is for those queries.
      let headingObserver: MutationObserver | null = null;
      const headingShown = () => {
        // The shell's own main (`#main`): the small login page's form, still on screen until the shell's first
        // render replaces it, has a heading of its own.
        if (!document.querySelector('#main h1')) return false;
        headingObserver?.disconnect();
        setTimeout(whenNothingFetches, 0);
        return true;
      };
      const routed = () => {
        window.removeEventListener('single-spa:routing-event', routed);
        if (headingShown()) return;
        headingObserver = new MutationObserver(headingShown);
        headingObserver.observe(document.body, { childList: true, subtree: true });
      };
      window.addEventListener('single-spa:routing-event', routed);
    }));

  return {
    /** Starts waiting for the first page; call it just before single-spa routes it. */
    watchFirstPage(): void {
      void firstPageSettled();
    },
    whileSigningIn(): void {
      const path = destinationPath(window.location);
      const owner = remoteForPath(registry, pathOnly(path));
      // Signed out: code only.
      if (owner) void preloadArea(owner.name, path);
    },
    destination(): void {
      const path = destinationPath(window.location);
      const owner = remoteForPath(registry, pathOnly(path));
      if (owner && isAllowed(owner)) void preloadArea(owner.name, path, { data: true });
    },
    rest(): void {
      void firstPageSettled().then(async () => {
        for (const entry of registry.remotes.filter(isAllowed))
          await preloadArea(entry.name, homePath(entry), { data: true });
      });
    },
    intent(entry: RemoteEntry, path: string): void {
      if (isAllowed(entry)) void preloadArea(entry.name, path, { data: true });
    },
  };
}
