/** Query hooks and record actions of the employees feature (STF-04..STF-08, STF-31, STF-32). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, queryKeys } from '@tutoring/api-client';
import type { Employee } from '@tutoring/contract';

/** Reference lists of the employee/tutor form (STF-04). */
export function useEmployeeFormLists(tutor: boolean) {
  const tiers = useQuery({
    queryKey: queryKeys.call('tiers', 'all'),
    queryFn: ({ signal }) => api.reference.tiers({ signal }),
    enabled: tutor,
    staleTime: 300_000,
  });
  const degreeLevels = useQuery({
    queryKey: queryKeys.call('degree_levels', 'all'),
    queryFn: ({ signal }) => api.reference.degreeLevels({ signal }),
    enabled: tutor,
    staleTime: 300_000,
  });
  const tutorTypes = useQuery({
    queryKey: queryKeys.call('tutors', 'tutor_types'),
    queryFn: ({ signal }) => api.tutors.tutorTypes({ signal }),
    enabled: tutor,
    staleTime: 300_000,
  });
  const subjects = useQuery({
    queryKey: queryKeys.call('subjects', 'all'),
    queryFn: ({ signal }) => api.reference.subjects({}, { signal }),
    enabled: tutor,
    staleTime: 300_000,
  });
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
  /** Runs an action: processing on and errors cleared at the start; the reply updates the record; a failure keeps its errors. */
  run: (call: () => Promise<Employee>) => Promise<Employee | null>;
}

/** Every cached employee list. */
export const employeeListsKey = queryKeys.lists('employees');

/** STF-06: a saved employee replaces its row in the loaded lists at once; the lists are then re-queried. */
export function useStoreEmployee(): (employee: Employee) => void {
  const client = useQueryClient();
  return (updated) => {
    client.setQueriesData<{ results: Employee[] }>({ queryKey: employeeListsKey }, (old) =>
      old ? { ...old, results: old.results.map((e) => (e.id === updated.id ? { ...e, ...updated } : e)) } : old,
    );
    void client.invalidateQueries({ queryKey: employeeListsKey });
  };
}

/**
 * STF-06, STF-07, API-14: terminate / rehire / set extension, as one mutation. The reply updates the record in the
 * loaded employee lists at once, then the lists are invalidated (re-queried). A failure shows the REQUEST_ERROR toast
 * these actions declare (OP-55, through the query client's error policy); its errors stay on the record for the
 * screen to show.
 */
export function useEmployeeAction(onUpdated: (employee: Employee) => void): EmployeeActionState {
  const storeEmployee = useStoreEmployee();
  const mutation = useMutation({
    mutationFn: (call: () => Promise<Employee>) => call(),
    onSuccess: (updated) => {
      storeEmployee(updated);
      onUpdated(updated);
    },
  });
  const error = mutation.error;
  return {
    processing: mutation.isPending,
    errors: error ? (error instanceof ApiError ? error.errors : [String((error as Error)?.message ?? error)]) : [],
    run: async (call) => {
      try {
        return await mutation.mutateAsync(call);
      } catch {
        return null;
      }
    },
  };
}

/** Re-queries the employee lists (after a modal saved an employee). */
export function useRefreshEmployees() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: employeeListsKey });
}
