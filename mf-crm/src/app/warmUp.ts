// The CRM's first page rendered once off-screen while the visitor signs in (issue 26; platform `AreaWarmUp`).
import type { Parent } from '@tutoring/contract';
import { DEFAULT_PAGE_SIZE } from '@tutoring/domain';
import { type AreaWarmUp, placeholderList } from '@tutoring/platform';
import { toListResult } from '@tutoring/api-client';
import { parentListOptions, parentQueries } from '../features/parents/api/parents';
import { referenceQueries } from '../shared/api/reference';

const STATUSES = ['Active', 'Lead', 'Inactive'];
const DAY_MS = 24 * 60 * 60_000;

/** A full first page of parents that are nobody: some owned, some not, created over the last weeks. */
function placeholderParents(now: number): Parent[] {
  return Array.from({ length: DEFAULT_PAGE_SIZE }, (_, index) => ({
    id: -(index + 1),
    firstName: 'Placeholder',
    lastName: `Parent ${index + 1}`,
    email: `placeholder-${index + 1}@example.invalid`,
    status: STATUSES[index % STATUSES.length],
    employeeId: index % 2 ? -1 : null,
    customer: index % 3 === 0,
    createdAt: new Date(now - index * DAY_MS).toISOString(),
  }));
}

/**
 * `/parents`: the list page its URL names with a full page of placeholder rows, the quick filters' counts and an
 * owner, i.e. every query the area's prefetch names (./prefetch.ts), read by the page as it will read the real ones.
 */
export const warmUp: AreaWarmUp = (context) => {
  if (context.pathname !== '/parents') return false;
  placeholderList(
    context,
    parentListOptions(context.user, context.appName),
    placeholderParents(Date.now()),
    DEFAULT_PAGE_SIZE * 4,
  );
  context.queryClient.setQueryData(parentQueries.abandonedCounts().queryKey, { abandoned: 0 });
  context.queryClient.setQueryData(
    referenceQueries.owners().queryKey,
    toListResult([{ id: -1, firstName: 'Placeholder', lastName: 'Owner', fullName: 'Placeholder Owner' }], undefined, {
      page: 1,
      per: 1,
    }),
  );
  return true;
};
