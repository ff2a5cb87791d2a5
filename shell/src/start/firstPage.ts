import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from './idle';

/** Longest wait for the first page to settle before what waits for it starts anyway. */
export const SETTLE_CEILING_MS = 5000;
/** How long no query may be fetching before the first page counts as settled. */
export const QUIET_MS = 400;

/** The wait for the first page of a page load to show its data (see {@link watchFirstPage}). */
export interface FirstPageWatch {
  /** Starts the wait; call it just before single-spa routes the first page. */
  start(): void;
  /**
   * Resolves once single-spa has routed the first page: the area's mount has committed its first render, with its
   * data when that was fetched ahead (platform `createRemoteLifecycles`), or a shell page is shown; at the latest after
   * {@link SETTLE_CEILING_MS}. Starts the wait when it has not been started.
   */
  shown(): Promise<void>;
  /** Resolves once the first page has settled (starting the wait when it has not been started). */
  settled(): Promise<void>;
}

/**
 * The first page of a page load is shown (issue 26) once single-spa has routed it (its area mounted, with the data
 * fetched ahead); it has settled when, besides, it shows its heading, no query has been fetching for {@link QUIET_MS}
 * (its data is on screen) and the browser is idle; each at the latest after {@link SETTLE_CEILING_MS}. What the first
 * page does not need waits for one of them: the realtime connection and the locale table for it to show, the notices
 * and the other areas' preloads for it to settle, so after a sign-in only the sign-in and the page's data are in its
 * way.
 */
export function watchFirstPage(queryClient: QueryClient): FirstPageWatch {
  let shown: Promise<void> | null = null;
  const routedOnce = () =>
    (shown ??= new Promise<void>((resolve) => {
      const finish = () => {
        clearTimeout(ceiling);
        window.removeEventListener('single-spa:routing-event', finish);
        resolve();
      };
      const ceiling = setTimeout(finish, SETTLE_CEILING_MS);
      window.addEventListener('single-spa:routing-event', finish);
    }));
  let settled: Promise<void> | null = null;
  const wait = () =>
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
        whenIdle(resolve);
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
    start: () => {
      void routedOnce();
      void wait();
    },
    shown: routedOnce,
    settled: wait,
  };
}
