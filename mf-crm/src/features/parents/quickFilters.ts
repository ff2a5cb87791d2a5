import { QUICK_FILTER_WINDOWS as W } from '@tutoring/domain/areas';

/**
 * CRM-02, OP-40: the parents quick filters (ids are the server's `quickFilter` values) with the DOM-14 windows in
 * their descriptions. Labels are not given by the spec (OP-40); these are ours.
 */
export const PARENT_QUICK_FILTERS = [
  { id: 'last_touch', label: 'Last touch', description: `Not touched in more than ${W.lastTouchDays} days` },
  {
    id: 'last_promotion',
    label: 'Last promotion',
    description: `No promotion in more than ${W.lastPromotionDays} days`,
  },
  {
    id: 'recently_assigned',
    label: 'Recently assigned',
    description: `Assigned in the last ${W.recentlyAssignedDays} days`,
  },
  {
    id: 'not_touched',
    label: 'Not touched',
    description: `Created at least ${W.notTouchedMinAgeDays} days ago with ${W.notTouchedMaxCalls} or fewer calls`,
  },
  { id: 'low_hours', label: 'Low hours', description: `${W.lowHours} hours or fewer remaining` },
  {
    id: 'high_home_value',
    label: 'High home value',
    description: `Home value estimate of ${W.highHomeValueEstimate} or more`,
  },
  { id: 'abandoned', label: 'Abandoned', description: 'Abandoned sign-ups' },
] as const;

/** A parents quick filter id. */
export type ParentQuickFilterId = (typeof PARENT_QUICK_FILTERS)[number]['id'];

/**
 * X-08, CRM-02: the list params of the parents list. A quick filter shows only the current employee's own items
 * (employeeId = their employee id), whatever the advisor filter says.
 */
export function withOwnership(
  params: Record<string, unknown>,
  myEmployeeId: number | null | undefined,
): Record<string, unknown> {
  if (!params.quickFilter) return params;
  const { unassigned: _unassigned, ...rest } = params;
  return { ...rest, employeeId: myEmployeeId ?? -1 };
}

/** CRM-03, X-08: a contact row can be bulk-selected only when it is the employee's own or unassigned. */
export const isOwnOrUnassigned = (
  row: { employeeId?: number | null },
  myEmployeeId: number | null | undefined,
): boolean =>
  row.employeeId === null ||
  row.employeeId === undefined ||
  (myEmployeeId !== null && myEmployeeId !== undefined && row.employeeId === myEmployeeId);
