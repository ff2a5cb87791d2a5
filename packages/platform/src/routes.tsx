import { type ComponentType, type ReactNode, Suspense } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { Spinner } from '@tutoring/design-system';
import { useRouteTitle } from './title';

/** One route of a remote: a full path (remotes render their own prefixes), its title chain and its page. */
export interface RemoteRoute {
  path: string;
  /** Title parts, innermost first, e.g. ['Parent', 'Parents']. A page may refine them. */
  title: string[];
  Component: ComponentType;
}

function Titled({ title, children }: { title: string[]; children: ReactNode }) {
  useRouteTitle(title);
  return <>{children}</>;
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
