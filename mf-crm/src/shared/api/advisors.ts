// Advisor queries of the CRM filters (issue 23.3: keys from `queryKeys`).
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** The director role that sees every advisor (CRM-36). */
export const DIRECTOR_ROLE = 'director_of_academic_advising';
/** API-27: the roles of the advisor list. */
export const ADVISOR_ROLES = ['academic_advisor', DIRECTOR_ROLE] as const;

/** The fields of each advisor the advisor filter shows: the name and whether active (the API's `fields`, issue 26). */
const ADVISOR_FIELDS = ['firstName', 'lastName', 'fullName', 'active'];

/** Query options of the advisors a director can pick (CRM-36). */
export const advisorQueries = {
  /** The active advisors and directors (API-27, per=1000). */
  active: () =>
    queryOptions({
      queryKey: queryKeys.call('employees', 'advisors'),
      queryFn: () => api.employees.listByRoles({ roles: ADVISOR_ROLES, fields: ADVISOR_FIELDS }),
      staleTime: 5 * 60_000,
    }),
  /** `GET employees/assigned_advisors`. */
  assigned: () =>
    queryOptions({
      queryKey: queryKeys.call('employees', 'assigned_advisors'),
      queryFn: () => api.employees.assignedAdvisors(),
      staleTime: 5 * 60_000,
    }),
};
