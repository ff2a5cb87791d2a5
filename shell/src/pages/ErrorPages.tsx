import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, handleApiError } from '@tutoring/api-client';
import { useRouteTitle } from '@tutoring/platform';

/**
 * A route the user's roles do not allow (OP-06). The remote behind it is never downloaded. Reaching it is refused
 * with the 403 toast as well (OP-77: a direct navigation to a screen the person may not open, e.g. essay grading).
 */
export function NotAllowedPage({ label }: { label: string }) {
  useRouteTitle(['Not allowed']);
  useEffect(() => {
    handleApiError(new ApiError({ status: 403 }));
  }, [label]);
  return (
    <section aria-labelledby="not-allowed-heading">
      <h1 id="not-allowed-heading">Not allowed</h1>
      <p>Your account does not have access to {label}. If you need it, ask an administrator.</p>
      <Link to="/">Go to your home page</Link>
    </section>
  );
}

/** A path no area owns. */
export function NotFoundPage() {
  useRouteTitle(['Page not found']);
  return (
    <section aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">Page not found</h1>
      <p>There is no page at this address.</p>
      <Link to="/">Go to your home page</Link>
    </section>
  );
}
