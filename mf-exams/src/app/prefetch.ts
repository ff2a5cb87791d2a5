// The data the exams pages read first, fetched before the area opens (issue 26; platform `AreaPrefetch`).
import type { AreaPrefetch } from '@tutoring/platform';
import { examQueries } from '../shared/api/exams';

/**
 * `/exams`: the exams list, for a user with a grader token (without one the page shows the access screen). Returned,
 * so the area's mount waits (briefly) for it: the list is the only data the page reads on its first render.
 */
export const prefetch: AreaPrefetch = (context) => {
  if (context.pathname !== '/exams' || !context.user.graderToken) return;
  return context.prefetch(examQueries.list());
};
