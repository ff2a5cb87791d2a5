import { type ComponentType, type ReactNode, Suspense, useContext, useState } from 'react';
import { Link, Route, Routes, matchRoutes } from 'react-router-dom';
import { Spinner, loadable } from '@tutoring/design-system';
import { TitleDepthContext, useRouteTitle } from './title';

/** One route of a remote: a full path (remotes render their own prefixes), its title chain and its page. */
export interface RemoteRoute {
  path: string;
  /** Title parts, innermost first, e.g. ['Parent', 'Parents']. A page may refine them. */
  title: string[];
  Component: ComponentType;
  /**
   * What the page opens on demand (its dialogs' code: {@link preloadPart} of each `lazyPart`): not with the page, but
   * ahead of a click once the first page has settled ({@link preloadRouteParts}, issue 26).
   */
  parts?: readonly (() => Promise<unknown>)[];
}

/** A page whose code is loaded on demand and can be loaded ahead: once loaded, it renders without suspending. */
export type LazyPage = ComponentType & { preload(): Promise<void> };

/**
 * A route's page loaded on demand, like `React.lazy`, with `preload()` (issue 13). A page that suspends on a fresh
 * mount shows the route fallback, and React then holds its reveal for about 300 ms (Suspense throttling), which
 * was most of every area's first visit; {@link createRemoteLifecycles} loads the current route's page before the
 * first render instead, so it renders at once.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  const code = loadable(load);
  function Page() {
    // Not loaded yet at a mount: React.lazy suspends as usual. Chosen once per mount, so the page keeps its state.
    // After a failed load (shown by the area's boundary) a mount again, as its Retry makes, asks for the code again.
    const [Component] = useState<ComponentType>(() => code.loaded() ?? code.lazy());
    return <Component />;
  }
  return Object.assign(Page, { preload: code.preload });
}

/**
 * The route table of each remote whose `./app` has been evaluated in this page, by Module Federation name: what
 * {@link preloadArea} reads to load a page ahead (issue 26). Filled by `createRemoteLifecycles`.
 */
const routeTables = new Map<string, readonly RemoteRoute[]>();

/** Remembers a remote's route table (called by `createRemoteLifecycles`). */
export function registerRouteTable(name: string, routes: readonly RemoteRoute[]): void {
  routeTables.set(name, routes);
}

/** The route table a remote registered, if its `./app` has run in this page. */
export function routeTableOf(name: string): readonly RemoteRoute[] | undefined {
  return routeTables.get(name);
}

/** Loads the page of the route `pathname` shows, when it is a {@link lazyPage}; a failure is left to its render. */
export async function preloadRoute(routes: readonly RemoteRoute[], pathname: string): Promise<void> {
  const page = routeAt(routes, pathname)?.Component as Partial<LazyPage> | undefined;
  await page?.preload?.().catch(() => undefined);
}

/** The innermost route of `routes` that `pathname` matches. */
export function routeAt(routes: readonly RemoteRoute[], pathname: string): RemoteRoute | undefined {
  return matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  )?.at(-1)?.route.route;
}

/**
 * Loads what the page of the route `pathname` shows opens on demand (the route's `parts`, its dialogs), after the
 * page itself (issue 26). Never rejects: a part that fails is asked for again when it opens, and shows its failure then.
 */
export async function preloadRouteParts(routes: readonly RemoteRoute[], pathname: string): Promise<void> {
  const parts = routeAt(routes, pathname)?.parts;
  if (!parts?.length) return;
  await preloadRoute(routes, pathname);
  await Promise.all(parts.map((part) => part().catch(() => undefined)));
}

function Titled({ title, children }: { title: string[]; children: ReactNode }) {
  useRouteTitle(title);
  const depth = useContext(TitleDepthContext);
  // The page inside may refine the route's title; its declaration sits one deeper and wins.
  return <TitleDepthContext.Provider value={depth + 1}>{children}</TitleDepthContext.Provider>;
}

function RemoteNotFound() {
  useRouteTitle(['Page not found']);
  return (
    <section aria-labelledby="remote-not-found">
      <h1 id="remote-not-found">Page not found</h1>
      <p>There is no page at this address.</p>
      <Link to="/">Go to your home page</Link>
    </section>
  );
}

/** Renders a remote's route table with lazy pages, route titles and a not-found page. */
export function RemoteRoutes({ routes, notFound }: { routes: readonly RemoteRoute[]; notFound?: ReactNode }) {
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <Routes>
        {routes.map(({ path, title, Component }) => (
          <Route
            key={path}
            path={path}
            element={
              <Titled title={title}>
                <Component />
              </Titled>
            }
          />
        ))}
        <Route path="*" element={notFound ?? <RemoteNotFound />} />
      </Routes>
    </Suspense>
  );
}
