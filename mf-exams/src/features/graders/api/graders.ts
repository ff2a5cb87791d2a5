// Essay graders of the exams host (EXM-05) and the employees a grader can be made of.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, resource } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { GraderAssignBody, GraderBody } from '@tutoring/contract';
import { useExamsMutation, useWatched } from '../../../shared/api/exams-host';

const ACTIVE_EMPLOYEES = { active: true, per: 100, orderBy: 'last_name' } as const;

/** Query options of graders. */
export const graderQueries = {
  /** EXM-05 `GET /api/essay/graders`. */
  list: () =>
    queryOptions({
      queryKey: queryKeys.call('essay', 'graders'),
      queryFn: ({ signal }) => api.exams.graders.list({ signal }),
    }),
  /** Active employees a grader can be made of (the app API, not the exams host). */
  employees: () =>
    queryOptions({
      queryKey: queryKeys.list('employees', ACTIVE_EMPLOYEES),
      queryFn: ({ signal }) => resource('employees').list({ active: true, per: 100 }, { signal }),
    }),
};

/** EXM-05 the graders (a 401 opens the access screen). */
export function useGraders() {
  return useWatched(useQuery(graderQueries.list()));
}

/** Active employees a grader can be made of. */
export function useEmployees(enabled: boolean) {
  return useQuery({ ...graderQueries.employees(), enabled });
}

/** EXM-05 add a grader (invalidates every exams-host query). */
export const useCreateGrader = () => useExamsMutation((g: GraderBody['grader']) => api.exams.graders.create(g));
/** EXM-05 remove a grader (invalidates every exams-host query). */
export const useRemoveGrader = () => useExamsMutation((id: number) => api.exams.graders.remove(id));
/** EXM-05 assign essays to a grader (invalidates every exams-host query). */
export const useAssignGrader = () =>
  useExamsMutation((a: GraderAssignBody['assignment']) => api.exams.graders.assign(a));
