// The data the staffing pages read first, fetched before the area opens (issue 26; platform `AreaPrefetch`).
import type { AreaPrefetch } from '@tutoring/platform';
import { prefetchList } from '@tutoring/platform';
import { referenceQueries } from '../shared/api/reference';
import { tutorListOptions } from '../features/tutors/api/tutors';

/** `/tutors` (the staff's nav link): the list page its URL names (page 1 with the defaults) and the tiers filter. */
export const prefetch: AreaPrefetch = (context) => {
  if (context.pathname !== '/tutors') return;
  return Promise.all([
    prefetchList(context, tutorListOptions(context.user, context.appName, context.searchParams)),
    context.prefetch(referenceQueries.tiers()),
  ]);
};
