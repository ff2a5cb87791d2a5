// The exams of the exams host (EXM-02), used by the transcripts, reports and exams screens.
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { Exam } from '@tutoring/contract';
import { useWatched } from './exams-host';

/** Query options of exams. */
export const examQueries = {
  /** EXM-02 `GET /api/exams.json`. */
  list: () =>
    queryOptions({ queryKey: queryKeys.list('exams', {}), queryFn: ({ signal }) => api.exams.list({ signal }) }),
};

/** EXM-02: the exams (a 401 opens the access screen). */
export function useExams(): UseQueryResult<Exam[]> {
  return useWatched(useQuery(examQueries.list()));
}
