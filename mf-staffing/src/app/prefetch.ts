// The data the staffing pages read first, fetched before the area opens (issue 26; platform `AreaPrefetch`).
import type { AreaPrefetch } from '@tutoring/platform';
import { prefetchList } from '@tutoring/platform';
import { referenceQueries } from '../shared/api/reference';
import { isFamilyViewer } from '../features/schedule/familyViewer';
import { tutorListOptions } from '../features/tutors/api/tutors';

/**
 * `/tutors` (the staff's nav link): the list page its URL names (page 1 with the defaults) and the tiers of the Tier
 * filter, so opening the page asks for nothing. The area's mount waits (briefly) for the list only: the rows show
 * their tier from the list itself (`include: tier`), and the filter is a component of the page that shows its options
 * when they arrive, without rendering the page again. Only for those the page is for (App.tsx): a family or the tutor
 * app typing /tutors is led to their own page, and a list fetched for them would be refused (403).
 */
export const prefetch: AreaPrefetch = (context) => {
  if (context.pathname !== '/tutors' || isFamilyViewer(context.user) || context.appName === 'tutor') return;
  // The list first: the server answers the requests about in the order they are made.
  const list = prefetchList(context, tutorListOptions(context.user, context.appName, context.searchParams));
  void context.prefetch(referenceQueries.tiers());
  return list;
};
