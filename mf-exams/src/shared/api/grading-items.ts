// Essay grading items (EXM-06), used by the grading queue and the graders screen.
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { queryKeys, recordVersion } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { EssayGradingItem, GradeBody } from '@tutoring/contract';
import { useExamsMutation, useWatched } from './exams-host';

/** An essay as read for its grade form, with its version (`ETag`): what the form sends back as `If-Match`. */
export interface OpenedGradingItem {
  item: EssayGradingItem;
  version: string | undefined;
}

/** The version (`ETag`) of an essay as this page last read or graded it (issue 20.6). */
export const gradingItemVersion = (id: number): string | undefined => recordVersion('essay/grading', id, 'exams');

/** Query options of grading items. */
export const gradingItemQueries = {
  /** EXM-06 the queue: pending or graded items (of this grader, or of everyone for an admin with `all`). */
  list: (status: 'pending' | 'graded', all = false) =>
    queryOptions({
      queryKey: queryKeys.call('essay', 'grading', status, all),
      queryFn: ({ signal }) =>
        api.exams.grading.list({ status, ...(all ? { scope: 'all' as const } : {}) }, { signal }),
    }),
  /**
   * One essay read again as its grade form opens (`GET /api/essay/grading/{id}`), with the version of that very reply:
   * the queue's list carries no versions, and a form must send the version of what it shows (issue 20.6). Not kept
   * once no form shows it (`gcTime: 0`): an essay opened again is read again, never shown from an older read.
   */
  detail: (id: number) =>
    queryOptions({
      queryKey: queryKeys.call('essay', 'grading-item', id),
      queryFn: async ({ signal }): Promise<OpenedGradingItem> => {
        const item = await api.exams.grading.get(id, { signal });
        return { item, version: gradingItemVersion(id) };
      },
      gcTime: 0,
    }),
};

/** EXM-06 the queue (a 401 opens the access screen). */
export function useGradingItems(status: 'pending' | 'graded', all = false): UseQueryResult<EssayGradingItem[]> {
  return useWatched(useQuery(gradingItemQueries.list(status, all)));
}

/** EXM-06 one essay of the queue with its version, for its grade form (a 401 opens the access screen). */
export function useGradingItem(id: number): UseQueryResult<OpenedGradingItem> {
  return useWatched(useQuery(gradingItemQueries.detail(id)));
}

/**
 * EXM-06 record a rubric score and comment on the version the form was opened on (`ifMatch`): a grade saved since
 * answers 409 (issue 20.6). Invalidates every exams-host query. The form tells a refused grade itself (its fields and
 * its banner), so the mutation asks the query client's policy for no toast; the page toasts the rest.
 */
export const useGrade = () =>
  useExamsMutation(
    ({ id, grade, ifMatch }: { id: number; grade: GradeBody['gradingItem']; ifMatch?: string }) =>
      api.exams.grading.grade(id, grade, { ifMatch }),
    { errorToast: 'none' },
  );
