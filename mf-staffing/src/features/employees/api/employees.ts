/** Query hooks and record actions of the employees feature (STF-04..STF-08, STF-31, STF-32). */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api, queryKeys, showErrorToast } from '@tutoring/api-client';
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

/**
 * STF-06, STF-07, API-14: terminate / rehire / set extension. The api-client shows the REQUEST_ERROR toast
 * (OP-55); the reply's errors stay on the record for the screen to show.
 */
export function useEmployeeAction(onUpdated: (employee: Employee) => void): EmployeeActionState {
  const [processing, setProcessing] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  return {
    processing,
    errors,
    run: async (call) => {
      setProcessing(true);
      setErrors([]);
      try {
        const employee = await call();
        onUpdated(employee);
        return employee;
      } catch (error) {
        showErrorToast(error); // the enrollment/employee actions declare REQUEST_ERROR (API-14, OP-55)
        setErrors(error instanceof ApiError ? error.errors : [String((error as Error)?.message ?? error)]);
        return null;
      } finally {
        setProcessing(false);
      }
    },
  };
}
