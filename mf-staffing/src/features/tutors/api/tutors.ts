// Tutor queries of the tutors screens (issue 23.3: one module per resource, keys from `queryKeys`).
import { queryOptions } from '@tanstack/react-query';
import { queryKeys, type ListParams, type ListResult } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { Brand, Employee, Tutor } from '@tutoring/contract';
import { type AppName, type CurrentUserLike, type ListOptions, hasPermission } from '@tutoring/platform';
import { PICK_LIST_FIELDS } from '../../../shared/api/employees';

/** The URL-kept filters of the tutors list. */
export const TUTOR_FILTERS = [
  'query',
  'tierId',
  'latitude',
  'longitude',
  'distance',
  'availableOn',
  'availableFromTime',
  'availableToTime',
  'availableFrom',
  'availableTo',
  'includeNonAccepting',
] as const;

/** The tutors list's source name: its pages are cached under `queryKeys.list('tutors.json', params)`. */
const TUTOR_SEARCH = 'tutors.json';

/**
 * Every cached list of who is a tutor or can staff a session: the tutors page's list, the tutor pick lists and the
 * assignment modal's tutor and employee candidates. A change of who works here (a hire, a termination, a rehire, an
 * edited tutor) makes them stale (STF-06).
 */
export const staffListKeys = [
  queryKeys.lists(TUTOR_SEARCH),
  queryKeys.lists('tutors'),
  queryKeys.details('tutors'),
  queryKeys.call('tutors', 'candidates'),
  queryKeys.call('employees', 'candidates'),
] as const;

/** The session ids of `?sessionIds=1,2` (or repeated `sessionIds`). */
export function parseSessionIds(params: URLSearchParams): number[] {
  return params
    .getAll('sessionIds')
    .flatMap((v) => v.split(','))
    .map((v) => Number(v.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/**
 * STF-01, STF-02: the tutors list as `user` sees it in `appName` at a URL with `searchParams`: what the tutors
 * page lists and what the area prefetches before it opens (issue 26, src/app/prefetch.ts). STF-13: without
 * OPERATIONS the non-accepting toggle is not read from a shared URL; `?sessionIds=` counts for staff only.
 */
export function tutorListOptions(
  user: CurrentUserLike | null,
  appName: AppName,
  searchParams: URLSearchParams,
): ListOptions<Tutor> {
  const staff = appName === 'admin' || appName === 'crm';
  const sessionIds = staff ? parseSessionIds(searchParams) : [];
  return {
    routeName: 'tutors',
    resource: { name: TUTOR_SEARCH, list: searchTutors },
    filters: hasPermission(user, 'OPERATIONS')
      ? TUTOR_FILTERS
      : TUTOR_FILTERS.filter((name) => name !== 'includeNonAccepting'),
    defaults: { orderBy: 'last_name', orderSort: 'asc', per: 25 },
    fixed: { include: 'tier', ...(sessionIds.length ? { 'sessionIds[]': sessionIds } : {}) },
  };
}

/**
 * STF-09: the Employees tab is offered when a brand allows employee staffing. The contract has no field for it
 * (decision, README): a brand allows it when it carries `allowEmployeeStaffing: true`.
 */
export function brandAllowsEmployeeStaffing(brand: Partial<Brand> | null | undefined): boolean {
  return (brand as { allowEmployeeStaffing?: unknown } | null | undefined)?.allowEmployeeStaffing === true;
}

/** The candidate tutors of STF-17 / OP-50 / STF-02 for sessions, a text and the non-accepting toggle. */
export async function loadTutorCandidates(input: {
  sessionIds: readonly number[];
  query: string;
  includeNonAccepting: boolean;
  signal?: AbortSignal;
}): Promise<Tutor[]> {
  const { sessionIds, query, includeNonAccepting, signal } = input;
  const shared = {
    'sessionIds[]': sessionIds.map(String),
    ...(includeNonAccepting ? { includeNonAccepting: true } : {}),
  };
  if (query.trim() !== '') {
    const result = await api.tutors.search(query.trim(), { ...shared, per: 50 }, { signal });
    return result.results;
  }
  // OP-50: the potential tutors of the selected sessions, in the order of tutors/prioritized.
  const [potential, prioritized] = await Promise.all([
    api.sessions.potentialTutors(shared, { signal }),
    api.tutors
      .prioritized(includeNonAccepting ? { includeNonAccepting: true } : {}, { signal })
      .catch(() => [] as Tutor[]),
  ]);
  const rank = new Map(prioritized.map((tutor, index) => [tutor.id, index]));
  return [...potential].sort(
    (a, b) => (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
}

/** STF-16: `GET employees.json?query=` candidates. */
export async function loadEmployeeCandidates(query: string, signal?: AbortSignal): Promise<Employee[]> {
  const result = await api.employees.search(query.trim(), { active: true, per: 50 }, { signal });
  return result.results;
}

/** STF-02: the tutors list source (`GET tutors.json?include=tier&query=`). */
export function searchTutors(params: ListParams, options: { signal?: AbortSignal }): Promise<ListResult<Tutor>> {
  const { query, ...rest } = params;
  return api.tutors.search(typeof query === 'string' ? query : '', rest, options);
}

/** Query options of tutors. */
export const tutorQueries = {
  /** STF-03: one tutor with tier and subjects. */
  detail: (tutorId: number) =>
    queryOptions({
      queryKey: queryKeys.detail('tutors', tutorId, 'tier,subjects'),
      queryFn: ({ signal }) => api.tutors.get(tutorId, { include: ['tier', 'subjects'], signal }),
    }),
  /** Active tutors in one call of up to 1000 (the team modals' members). */
  pickList: () =>
    queryOptions({
      queryKey: queryKeys.list('tutors', { active: true, per: 1000, pick: true }),
      queryFn: ({ signal }) => api.tutors.list({ active: true, per: 1000, fields: PICK_LIST_FIELDS }, { signal }),
    }),
  /** STF-11, STF-13: the tutor candidates of the assignment modal's sessions (search text, the OPERATIONS toggle). */
  candidates: (sessionIds: readonly number[], query: string, includeNonAccepting: boolean) =>
    queryOptions({
      queryKey: queryKeys.call('tutors', 'candidates', [...sessionIds], query, includeNonAccepting),
      queryFn: ({ signal }) => loadTutorCandidates({ sessionIds, query, includeNonAccepting, signal }),
    }),
  /** STF-09: the employee candidates of the assignment modal (search text). */
  employeeCandidates: (query: string) =>
    queryOptions({
      queryKey: queryKeys.call('employees', 'candidates', query),
      queryFn: ({ signal }) => loadEmployeeCandidates(query, signal),
    }),
};

/** Query options of brands. */
export const brandQueries = {
  /** Brands of the given ids (the Employees tab depends on the brand, STF-09). */
  many: (brandIds: readonly number[]) =>
    queryOptions({
      queryKey: queryKeys.call('brands', 'many', [...brandIds]),
      queryFn: ({ signal }) => Promise.all(brandIds.map((id) => api.brands.get(id, { signal }))),
      enabled: brandIds.length > 0,
    }),
};
