// Employee queries and mutations of the employees screens (issue 23.3: one module per resource, keys from
// `queryKeys`, each mutation names what it invalidates; failures toast through the query client's error policy).
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { Avatar, Employee } from '@tutoring/contract';
import { referenceQueries } from '../../../shared/api/reference';
import { staffListKeys } from '../../tutors/api/tutors';

/** Reference lists of the employee/tutor form (STF-04). */
export function useEmployeeFormLists(tutor: boolean) {
  const tiers = useQuery({ ...referenceQueries.tiers(), enabled: tutor });
  const degreeLevels = useQuery({ ...referenceQueries.degreeLevels(), enabled: tutor });
  const tutorTypes = useQuery({ ...referenceQueries.tutorTypes(), enabled: tutor });
  const subjects = useQuery({ ...referenceQueries.subjects(), enabled: tutor });
  return {
    tiers: tiers.data ?? [],
    degreeLevels: degreeLevels.data ?? [],
    tutorTypes: tutorTypes.data ?? [],
    subjects: subjects.data ?? [],
  };
}

/** The API-04 state of one employee's action calls (STF-06, STF-07): processing, errors, the updated record. */
export interface EmployeeActionState {
  processing: boolean;
  errors: string[];
  /** Rehires: processing on and errors cleared at the start; the reply updates the record; a failure keeps its errors. */
  rehire: (employee: Pick<Employee, 'id' | 'hireDate'>) => Promise<Employee | null>;
}

/** Every cached employee list. */
export const employeeListsKey = queryKeys.lists('employees');

/**
 * What a saved employee makes stale: the employee lists and records, and (a tutor is an employee) the tutors lists,
 * tutor records and the assignment candidates (STF-06: a terminated tutor leaves the tutors list, a rehired one is back
 * in it). The lists on screen are re-queried at once, the others when they are next shown.
 */
function invalidateEmployee(client: QueryClient): void {
  for (const queryKey of [employeeListsKey, queryKeys.details('employees'), ...staffListKeys])
    void client.invalidateQueries({ queryKey });
}

/** STF-06: a saved employee replaces its row in the loaded lists at once; the lists and records are then re-queried. */
function useStoreEmployee(): (employee: Employee) => void {
  const client = useQueryClient();
  return (updated) => {
    client.setQueriesData<{ results: Employee[] }>({ queryKey: employeeListsKey }, (old) =>
      old ? { ...old, results: old.results.map((e) => (e.id === updated.id ? { ...e, ...updated } : e)) } : old,
    );
    invalidateEmployee(client);
  };
}

/**
 * STF-06, API-14: rehire as a mutation. The reply updates the record in the loaded employee lists at once, then the
 * lists are invalidated (re-queried). A failure shows the REQUEST_ERROR toast the action declares (OP-55, through
 * the query client's error policy); its errors stay on the record for the screen to show.
 */
export function useRehireEmployee(onUpdated: (employee: Employee) => void): EmployeeActionState {
  const storeEmployee = useStoreEmployee();
  const mutation = useMutation({
    mutationFn: ({ id, hireDate }: Pick<Employee, 'id' | 'hireDate'>) =>
      api.employees.rehire(id, { hireDate: hireDate ?? null }),
    onSuccess: (updated) => {
      storeEmployee(updated);
      onUpdated(updated);
    },
  });
  const error = mutation.error;
  return {
    processing: mutation.isPending,
    errors: error ? (error instanceof ApiError ? error.errors : [String((error as Error)?.message ?? error)]) : [],
    rehire: async (employee) => {
      try {
        return await mutation.mutateAsync(employee);
      } catch {
        return null;
      }
    },
  };
}

/**
 * STF-06: terminates an employee on an end date (YYYY-MM-DD); the reply updates its row, then the employee and tutor
 * lists and records are invalidated. The terminate form shows a failure itself (the REQUEST_ERROR toast, OP-55).
 */
export function useTerminateEmployee() {
  const storeEmployee = useStoreEmployee();
  return useMutation({
    mutationFn: ({ id, endDate }: { id: number; endDate: string }) => api.employees.terminate(id, { id }, endDate),
    meta: { errorToast: 'none' },
    onSuccess: (updated) => storeEmployee(updated),
  });
}

/** STF-07: sets an employee's extension handle; updates its row, then invalidates the employee and tutor lists. */
export function useSetExtensionHandle() {
  const storeEmployee = useStoreEmployee();
  return useMutation({
    mutationFn: ({ id, handle }: { id: number; handle: string | null }) => api.employees.setExtensionHandle(id, handle),
    meta: { errorToast: 'none' },
    onSuccess: (updated) => storeEmployee(updated),
  });
}

/** The body of an employee save. */
export type EmployeeBody = Parameters<typeof api.employees.create>[0];

/**
 * STF-04, STF-05: creates (`id` undefined) or updates an employee with the version its form was opened on;
 * invalidates the employee and tutor lists and records. The form shows a failure itself (`errorToast: 'none'`).
 */
export function useSaveEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, ifMatch }: { id?: number; body: EmployeeBody; ifMatch?: string }) =>
      id ? api.employees.update(id, body, { ifMatch }) : api.employees.create(body),
    meta: { errorToast: 'none' },
    onSuccess: () => invalidateEmployee(client),
  });
}

/**
 * DS-25: uploads a cropped avatar (`POST avatars`, multipart). The AvatarUpload shows the success and failure
 * messages itself (`errorToast: 'none'`); it invalidates nothing: the form shows the new picture and its save
 * re-queries the employees.
 */
export function useUploadAvatar() {
  return useMutation({
    mutationFn: (data: FormData): Promise<Avatar> => api.avatars.upload(data),
    meta: { errorToast: 'none' },
  });
}
