// The staffing area's first page rendered once off-screen before its first visit (issue 26; platform `AreaWarmUp`).
import type { Tier, Tutor } from '@tutoring/contract';
import { DEFAULT_PAGE_SIZE } from '@tutoring/domain';
import { type AreaWarmUp, placeholderList } from '@tutoring/platform';
import { tutorListOptions } from '../features/tutors/api/tutors';
import { referenceQueries } from '../shared/api/reference';

const TIERS: Tier[] = [
  { id: -1, name: 'Placeholder tier' },
  { id: -2, name: 'Other placeholder tier' },
];

/** A full first page of tutors that are nobody: near and far, qualified or not, accepting students or not. */
const placeholderTutors = (): Tutor[] =>
  Array.from({ length: DEFAULT_PAGE_SIZE }, (_, index) => ({
    id: -(index + 1),
    firstName: 'Placeholder',
    lastName: `Tutor ${index + 1}`,
    tier: TIERS[index % TIERS.length],
    distance: index % 3 ? index * 1.5 : null,
    matches: index % 4,
    missingSessions: [],
    notQualified: index % 5 === 0,
    acceptNewStudents: index % 6 !== 0,
  }));

/**
 * `/tutors`: the list page its URL names with a full page of placeholder tutors and the tiers of the Tier filter,
 * i.e. every query the area's prefetch names (./prefetch.ts), read by the page as it will read the real ones.
 */
export const warmUp: AreaWarmUp = (context) => {
  if (context.pathname !== '/tutors') return false;
  placeholderList(
    context,
    tutorListOptions(context.user, context.appName, context.searchParams),
    placeholderTutors(),
    DEFAULT_PAGE_SIZE * 4,
  );
  context.queryClient.setQueryData(referenceQueries.tiers().queryKey, TIERS);
  return true;
};
