// The data the CRM's pages read first, fetched before the area opens (issue 26; platform `AreaPrefetch`).
import type { AreaPrefetch } from '@tutoring/platform';
import { prefetchList } from '@tutoring/platform';
import { parentListOptions, parentQueries } from '../features/parents/api/parents';
import { referenceQueries } from '../shared/api/reference';

/**
 * `/parents`: the list page its URL names (page 1 with the defaults for the nav link), the quick filters' counts and
 * the owners (staff names of the owner column and filter), so opening the page asks for nothing.
 */
export const prefetch: AreaPrefetch = (context) => {
  if (context.pathname !== '/parents') return;
  return Promise.all([
    prefetchList(context, parentListOptions(context.user, context.appName)),
    context.prefetch(parentQueries.abandonedCounts()),
    context.prefetch(referenceQueries.owners()),
  ]);
};
