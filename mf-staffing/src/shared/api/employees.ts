// Employee queries several staffing features use (issue 23.3: one module per resource, keys from `queryKeys`).
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/**
 * The fields of each person the team modals' pick lists (managers, tutors, advisors) show: their names. The API sends
 * only these (`fields`, ADR 0001, issue 26), not whole records of up to 1000 people.
 */
export const PICK_LIST_FIELDS = ['firstName', 'lastName', 'fullName'];

/** Query options of employees. */
export const employeeQueries = {
  /** `GET employees/{id}` (the employee form and the targets modals load the record they save). */
  detail: (id: number | null | undefined) =>
    queryOptions({
      queryKey: queryKeys.detail('employees', id ?? -1),
      queryFn: ({ signal }) => api.employees.get(id as number, { signal }),
      enabled: typeof id === 'number',
    }),
  /** Active employees in one call of up to 1000 (the team modals' managers). */
  pickList: () =>
    queryOptions({
      queryKey: queryKeys.list('employees', { active: true, per: 1000, pick: true }),
      queryFn: ({ signal }) => api.employees.list({ active: true, per: 1000, fields: PICK_LIST_FIELDS }, { signal }),
    }),
  /** STF-31, API-27: the advisor pick list, `GET employees?active&roles[]=academic_advisor&per=1000`. */
  advisors: () =>
    queryOptions({
      queryKey: queryKeys.list('employees', { active: true, roles: ['academic_advisor'], per: 1000 }),
      queryFn: ({ signal }) =>
        api.employees.listByRoles({ active: true, roles: ['academic_advisor'], fields: PICK_LIST_FIELDS }, { signal }),
    }),
};
