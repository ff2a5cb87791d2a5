// Essay grading items (EXM-06), used by the grading queue and the graders screen.
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import * as api from '@tutoring/api-client/endpoints';
import type { EssayGradingItem, GradeBody } from '@tutoring/contract';
import { examsHostKey, useExamsMutation, useWatched } from './exams-host';

/** Query options of grading items. */
export const gradingItemQueries = {
  /** EXM-06 the queue: pending or graded items (of this grader, or of everyone for an admin with `all`). */
  list: (status: 'pending' | 'graded', all = false) =>
    queryOptions({
      queryKey: examsHostKey('grading', status, all),
      queryFn: ({ signal }) =>
        api.exams.grading.list({ status, ...(all ? { scope: 'all' as const } : {}) }, { signal }),
    }),
};

/** EXM-06 the queue (a 401 opens the access screen). */
export function useGradingItems(status: 'pending' | 'graded', all = false): UseQueryResult<EssayGradingItem[]> {
  return useWatched(useQuery(gradingItemQueries.list(status, all)));
}

/** EXM-06 record a rubric score and comment (invalidates every exams-host query). */
export const useGrade = () =>
  useExamsMutation(({ id, grade }: { id: number; grade: GradeBody['gradingItem'] }) =>
    api.exams.grading.grade(id, grade),
  );
