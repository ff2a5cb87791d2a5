import * as React from 'react';
import type { ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '@tutoring/api-client';
import { DesignSystemProvider } from '@tutoring/design-system';
import { RemoteErrorBoundary } from './components/RemoteErrorBoundary';
import { shell } from './shell-services';
import { type RemoteRoute, preloadRoute, registerRouteTable } from './routes';
import { outletInPage } from './outlet';
import { ensureSlot } from './slots';
import {
  type AreaPrefetch,
  DATA_BEFORE_MOUNT_MS,
  afterNextPaint,
  prefetchedData,
  registerAreaPrefetch,
} from './prefetch';
import { type AreaWarmUp, registerAreaWarmUp } from './warm-up';

/** Providers every remote renders inside: router, shared query client, design system theme. */
export function RemoteProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <DesignSystemProvider withGlobalStyle={false}>
        <BrowserRouter>{children}</BrowserRouter>
      </DesignSystemProvider>
    </QueryClientProvider>
  );
}

export interface RemoteDefinition {
  /** Module Federation name (`mf_crm`). */
  name: string;
  /** Navigation label of the area. */
  label: string;
  /** Version the remote was built as (shown on its slot as data-remote-version). */
  version: string;
  /** The remote's root component: its react-router routes. */
  App: () => ReactNode;
  /** The route table `App` renders: the current route's {@link lazyPage} is loaded before each mount (issue 13). */
  routes?: readonly RemoteRoute[];
  /**
   * The data the area's pages need first, fetched before a click (issue 26, platform `prefetchAreaData`); each
   * remote declares it in `src/app/prefetch.ts`.
   */
  prefetch?: AreaPrefetch;
  /**
   * How the area's first page is rendered once off-screen with placeholder data while the visitor signs in (issue 26,
   * platform `warmUpArea`); each remote declares it in `src/app/warmUp.ts`.
   */
  warmUp?: AreaWarmUp;
}

/**
 * single-spa lifecycles for a remote's `./app` expose. single-spa owns mount and unmount; a render error shows
 * the area's fallback, whose Retry asks the shell to reload the remote.
 */
export function createRemoteLifecycles({ name, label, version, App, routes, prefetch, warmUp }: RemoteDefinition) {
  function Root() {
    return (
      <RemoteProviders>
        <RemoteErrorBoundary name={name} label={label} version={version} onRetry={() => shell().retryRemote(name)}>
          <App />
        </RemoteErrorBoundary>
      </RemoteProviders>
    );
  }
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    suppressComponentDidCatchWarning: true,
    domElementGetter: () => {
      const slot = ensureSlot(name);
      slot.dataset.remoteVersion = version;
      return slot;
    },
  });
  if (prefetch) registerAreaPrefetch(name, prefetch);
  if (warmUp) registerAreaWarmUp(name, warmUp);
  // single-spa mounts the next area only once this one has unmounted; React unmounts a root at once, but
  // single-spa-react reports it only from a timer. Done when the slot is empty, so a navigation to another area waits
  // for no timer (issue 26); otherwise (React deferred the unmount) when single-spa-react reports it.
  const reactUnmount = lifecycles.unmount;
  const unmount: typeof reactUnmount = (props) => {
    const reported = reactUnmount(props);
    const slot = document.getElementById(`single-spa-application:${name}`);
    return slot && !slot.hasChildNodes() ? Promise.resolve() : reported;
  };
  // Before React mounts: the current route's page (loaded, so it renders without a throttled Suspense reveal) and, for
  // a short while, the data that page reads first when it is being fetched ahead (issue 26), so the page's first
  // render has its rows instead of a spinner replaced a moment later by a second render of the whole page.
  const reactMount = lifecycles.mount;
  const mount: typeof reactMount = async (props) => {
    const started = performance.now();
    if (routes?.length) await preloadRoute(routes, window.location.pathname);
    const rendered = await prefetchedData(name, window.location, DATA_BEFORE_MOUNT_MS - (performance.now() - started));
    // single-spa routes while the shell's frame renders: the page renders into the outlet once it is in the page, so
    // its first effects (focus, measuring) find it laid out.
    await outletInPage();
    try {
      return await reactMount(props);
    } finally {
      // What the prefetch holds until this render (its other queries) is asked for once it is on screen.
      afterNextPaint(rendered);
    }
  };
  // Known page-wide, so the shell can load a page of this area ahead of a click (platform `preloadArea`).
  if (routes?.length) registerRouteTable(name, routes);
  const area: typeof lifecycles = { ...lifecycles, mount, unmount };
  return area;
}
