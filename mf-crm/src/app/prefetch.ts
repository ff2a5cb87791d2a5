// The data the CRM's pages read first, fetched before the area opens (issue 26; platform `AreaPrefetch`).
import type { AreaPrefetch } from '@tutoring/platform';
import { prefetchList } from '@tutoring/platform';
import { parentListOptions, parentQueries } from '../features/parents/api/parents';
import { referenceQueries } from '../shared/api/reference';

/**
 * `/parents`: the list page its URL names (page 1 with the defaults for the nav link), the quick filters' counts and
 * the owners (staff names of the owner column), so opening the page asks for nothing. The area's mount waits
 * (briefly) for the list only: the counts and the owner names are small components of the page that show them when
 * they arrive, without rendering the page again.
 */
export const prefetch: AreaPrefetch = (context) => {
  if (context.pathname !== '/parents') return;
  // The list first: the server answers the requests about in the order they are made.
  const list = prefetchList(context, parentListOptions(context.user, context.appName));
  void context.prefetch(parentQueries.abandonedCounts());
  void context.prefetch(referenceQueries.owners());
  return list;
};
