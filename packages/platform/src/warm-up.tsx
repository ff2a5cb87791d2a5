import { type ReactNode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { type Navigator, Router } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DesignSystemProvider } from '@tutoring/design-system';
import { OffScreenContext } from './off-screen';
import { preloadRoute, routeAt, routeTableOf } from './routes';
import { destinationAppName } from './prefetch';
import { type SessionUser, currentUserAtom, platformStore } from './session';
import type { AppName } from './session-rules';

/** What an area's {@link AreaWarmUp} is given: the page about to be warmed and a query client of its own. */
export interface WarmUpContext {
  /**
   * The warm-up's own query client, dropped afterwards: nothing put in it reaches the page's shared client, and none
   * of its queries is ever fetched (a query without placeholder data stays pending).
   */
  queryClient: QueryClient;
  /** The path of the page to warm (`/parents`). */
  pathname: string;
  /** Its query string, as the page will read it. */
  searchParams: URLSearchParams;
  /**
   * The user the page's session hooks read during the warm-up: nobody yet while the visitor signs in, the signed-in
   * user for the areas warmed once the first page has settled.
   */
  user: SessionUser | null;
  /** The app they read (the admin app while nobody is signed in). */
  appName: AppName;
}

/**
 * How an area's first page is rendered once ahead, off-screen (issue 26): while the visitor types on the login page
 * (the area the sign-in leads to), and once the first page after the sign-in has settled (each area of the navigation
 * whose code has been preloaded). A remote declares it beside its prefetch (`src/app/warmUp.ts`, passed to
 * `createRemoteLifecycles`). It puts placeholder data for what the area's prefetch names for the page of `pathname`
 * into `context.queryClient` (with the same query options the page uses, e.g. `placeholderList`) and returns true;
 * {@link warmUpArea} then renders that route's page with it into a detached element and unmounts it, so the page's
 * code has run once and its styles are in the page's sheet before its real render (after the sign-in reply, or after
 * the click on its navigation link). False: the page has no warm-up.
 */
export type AreaWarmUp = (context: WarmUpContext) => boolean;

const warmUps = new Map<string, AreaWarmUp>();

/** Remembers a remote's warm-up (called by `createRemoteLifecycles`). */
export function registerAreaWarmUp(name: string, warmUp: AreaWarmUp): void {
  warmUps.set(name, warmUp);
}

/**
 * How long an off-screen render may take at most (it yields to the browser every few ms meanwhile); a page that has not
 * rendered by then (it suspended) is dropped.
 */
export const WARM_UP_WITHIN_MS = 2000;

/** A query client that never fetches: every query is held, whatever its own options say. */
function placeholderClient(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const defaults = queryClient.defaultQueryOptions.bind(queryClient);
  queryClient.defaultQueryOptions = ((options) => ({
    ...defaults(options),
    enabled: false,
  })) as typeof queryClient.defaultQueryOptions;
  return queryClient;
}

/** Where a warmed page's links and navigations lead: nowhere (the router stays at the warmed page). */
const nowhere: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

function Rendered({ onRendered }: { onRendered: () => void }) {
  useLayoutEffect(onRendered, [onRendered]);
  return null;
}

const ignore = () => undefined;

/**
 * Renders `node` once into a detached element and unmounts it (issue 26: a warm-up while the visitor signs in), so
 * its code has run and its styled-components rules are in the page's sheet; nothing else stays. It renders inside
 * {@link OffScreenContext} (no title is declared), with ids of its own prefix, and a render error is dropped silently.
 * The render is a transition, so React yields to the browser every few ms; `signal` drops it at any point, and a
 * render not committed within {@link WARM_UP_WITHIN_MS} (it suspended) is dropped. Resolves once unmounted.
 */
export function renderOffScreen(node: ReactNode, options: { signal?: AbortSignal } = {}): Promise<void> {
  return renderedOffScreen(node, options).then(() => undefined);
}

/** {@link renderOffScreen}, resolving true when the render had committed (`node` rendered in full), false if dropped. */
function renderedOffScreen(node: ReactNode, { signal }: { signal?: AbortSignal }): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise<boolean>((resolve) => {
    let finished = false;
    let committed = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(bound);
      signal?.removeEventListener('abort', finish);
      root.unmount();
      resolve(committed);
    };
    const root = createRoot(document.createElement('div'), {
      identifierPrefix: 'off-screen-',
      onUncaughtError: () => void setTimeout(finish),
      onCaughtError: ignore,
      onRecoverableError: ignore,
    });
    const bound = setTimeout(finish, WARM_UP_WITHIN_MS);
    signal?.addEventListener('abort', finish);
    const rendered = () => {
      committed = true;
      // React cannot unmount a root from its own commit: just after.
      setTimeout(finish);
    };
    startTransition(() =>
      root.render(
        <OffScreenContext.Provider value>
          {node}
          <Rendered onRendered={rendered} />
        </OffScreenContext.Provider>,
      ),
    );
  });
}

/** The pages warmed in this page load (`<area> <route path>`): a page is warmed once ({@link warmUpArea}). */
const warmedPages = new Set<string>();

/**
 * Renders the page `path` of the area `name` once, off-screen, with the placeholder data its {@link AreaWarmUp}
 * gives, then unmounts it (issue 26): nothing is shown, fetched, focused or titled, no toast, and the page's shared
 * query client, session and address are left as they were (its router stays at the page: a navigation goes nowhere).
 * A render that throws is dropped silently (the real render shows its failure). The render is a transition, so it
 * yields to the browser every few ms, and `signal` drops it at any point: a click is never held for long. Resolves
 * once done; at once when the area's `./app` has not run in this page, it declared no warm-up for that page, or that
 * page (its route) has been warmed before in this page load: what a warm-up leaves (compiled code, the page's rules in
 * the sheet) stays, so a second one would only cost time. A dropped warm-up may be asked again. Never rejects.
 */
export async function warmUpArea(name: string, path: string, { signal }: { signal?: AbortSignal } = {}): Promise<void> {
  const warmUp = warmUps.get(name);
  const routes = routeTableOf(name);
  const url = new URL(path, window.location.origin);
  const route = routes && routeAt(routes, url.pathname);
  const page = `${name} ${route?.path}`;
  if (!warmUp || !routes || !route || warmedPages.has(page) || signal?.aborted) return;
  await preloadRoute(routes, url.pathname);
  const queryClient = placeholderClient();
  let wanted = false;
  try {
    wanted =
      !signal?.aborted &&
      warmUp({
        queryClient,
        pathname: url.pathname,
        searchParams: url.searchParams,
        user: platformStore.get(currentUserAtom),
        appName: destinationAppName(),
      });
  } catch {
    // A warm-up is a head start only.
  }
  if (!wanted) return;
  const { Component } = route;
  const rendered = await renderedOffScreen(
    <QueryClientProvider client={queryClient}>
      <DesignSystemProvider withGlobalStyle={false}>
        <Router location={url.pathname + url.search} navigator={nowhere}>
          <Component />
        </Router>
      </DesignSystemProvider>
    </QueryClientProvider>,
    { signal },
  );
  queryClient.clear();
  if (rendered) warmedPages.add(page);
}
