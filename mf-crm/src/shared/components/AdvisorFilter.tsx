import { useQuery } from '@tanstack/react-query';
import { FormField, Select, type SelectOption } from '@tutoring/design-system';
import {
  type AppName,
  type CurrentUserLike,
  hasRole,
  useAppName,
  useCurrentUser,
  useHasRole,
} from '@tutoring/platform';
import type { Employee } from '@tutoring/contract';
import { ADVISOR_ROLES, DIRECTOR_ROLE, advisorQueries } from '../api/advisors';

/** CRM-36 labels. */
export const ALL_ADVISORS = 'All Advisors';
export const ME = 'Me';
export const UNASSIGNED_LABEL = 'Unassigned';
export const ACTIVE_LABEL = 'Active';
export const INACTIVE_LABEL = 'Inactive';

export { ADVISOR_ROLES, DIRECTOR_ROLE };

/** Filter values: '' = all, 'me', 'unassigned', or an employee id. */
export type AdvisorFilterValue = string;

const employeeName = (e: Employee) => e.fullName ?? [e.firstName, e.lastName].filter(Boolean).join(' ');

/**
 * CRM-36: the advisors a director can pick: the active advisors and directors (API-27, per=1000) plus the assigned
 * advisors (`GET employees/assigned_advisors`), without the director themself, each marked Active or Inactive.
 */
export function useAdvisorOptions(enabled: boolean, myEmployeeId: number | null | undefined): SelectOption[] {
  const active = useQuery({ ...advisorQueries.active(), enabled });
  const assigned = useQuery({ ...advisorQueries.assigned(), enabled });
  const byId = new Map<number, Employee>();
  for (const e of [...(active.data?.results ?? []), ...(assigned.data ?? [])]) if (!byId.has(e.id)) byId.set(e.id, e);
  return [...byId.values()]
    .filter((e) => e.id !== myEmployeeId)
    .sort((a, b) => employeeName(a).localeCompare(employeeName(b)))
    .map((e) => ({
      value: String(e.id),
      label: `${employeeName(e)} (${e.active === false ? INACTIVE_LABEL : ACTIVE_LABEL})`,
    }));
}

/**
 * Whether the advisor filter applies: in the crm app (advisors, directors, crm staff). In the admin app every
 * parent is listed and the filter is not offered (see README, Decisions).
 */
export function useAdvisorFilterEnabled(): boolean {
  return advisorFilterEnabled(useAppName());
}

/** {@link useAdvisorFilterEnabled} outside React (an area's prefetch, issue 26). */
export function advisorFilterEnabled(appName: AppName): boolean {
  return appName === 'crm';
}

/** The default filter value: all advisors for a director (or outside the crm app), "Me" for everyone else. */
export function useDefaultAdvisorFilter(): AdvisorFilterValue {
  return defaultAdvisorFilter(useCurrentUser(), useAppName());
}

/** {@link useDefaultAdvisorFilter} outside React (an area's prefetch, issue 26). */
export function defaultAdvisorFilter(user: CurrentUserLike | null, appName: AppName): AdvisorFilterValue {
  return !advisorFilterEnabled(appName) || hasRole(user, DIRECTOR_ROLE) ? '' : 'me';
}

/** Turns a filter value into list params (owner = employeeId). */
export function advisorParams(
  value: AdvisorFilterValue | undefined,
  myEmployeeId: number | null | undefined,
): Record<string, unknown> {
  if (!value) return {};
  if (value === 'me') return myEmployeeId ? { employeeId: myEmployeeId } : {};
  if (value === 'unassigned') return { unassigned: true };
  return { employeeId: Number(value) };
}

/**
 * CRM-36 advisor filter: a director sees "All Advisors", "Me", "Unassigned" and every other advisor marked
 * "Active" or "Inactive"; everyone else sees only "Me" and "Unassigned".
 */
export function AdvisorFilter({
  value,
  onChange,
}: {
  value: AdvisorFilterValue;
  onChange: (value: AdvisorFilterValue) => void;
}) {
  const director = useHasRole(DIRECTOR_ROLE);
  const user = useCurrentUser();
  const advisors = useAdvisorOptions(director, user?.employeeId);
  const options: SelectOption[] = director
    ? [
        { value: '', label: ALL_ADVISORS },
        { value: 'me', label: ME },
        { value: 'unassigned', label: UNASSIGNED_LABEL },
        ...advisors,
      ]
    : [
        { value: 'me', label: ME },
        { value: 'unassigned', label: UNASSIGNED_LABEL },
      ];
  return (
    <FormField label="Advisor">
      <Select value={value} onChange={(event) => onChange(event.target.value)} options={options} />
    </FormField>
  );
}
