// Reports of the exams host (EXM-04).
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { ReportAnalysis, ReportSummary } from '@tutoring/contract';
import { definedFilters, useWatched } from '../../../shared/api/exams-host';

type Range = { from?: string; to?: string };

/** Query options of reports. */
export const reportQueries = {
  /**
   * EXM-04 summaries: every exam over all time is one `GET /api/reports`; one exam or a date range uses
   * `GET /api/reports/summaries?examId=&from=&to=` per exam (the api-client's reports list takes no range).
   */
  summaries: (examIds: number[], range: Range, everyExam: boolean) => {
    const r = definedFilters(range);
    const whole = everyExam && !r.from && !r.to;
    return queryOptions({
      queryKey: queryKeys.call('reports', 'summaries', whole ? 'all' : examIds, r),
      queryFn: ({ signal }): Promise<ReportSummary[]> =>
        whole
          ? api.exams.reports.list({ signal })
          : Promise.all(examIds.map((id) => api.exams.reports.summary(id, r, { signal }))),
      enabled: examIds.length > 0,
    });
  },
  /** EXM-04 `GET /api/reports/analysis?examId=&from=&to=`. */
  analysis: (examId: number | null, range: Range) => {
    const r = definedFilters(range);
    return queryOptions({
      queryKey: queryKeys.call('reports', 'analysis', examId, r),
      queryFn: ({ signal }) => api.exams.reports.analysis(examId as number, r, { signal }),
      enabled: examId !== null,
    });
  },
};

/** EXM-04 summaries (a 401 opens the access screen). */
export function useReportSummaries(
  examIds: number[],
  range: Range,
  everyExam: boolean,
): UseQueryResult<ReportSummary[]> {
  return useWatched(useQuery(reportQueries.summaries(examIds, range, everyExam)));
}

/** EXM-04 analysis of one exam (a 401 opens the access screen). */
export function useReportAnalysis(examId: number | null, range: Range): UseQueryResult<ReportAnalysis> {
  return useWatched(useQuery(reportQueries.analysis(examId, range)));
}
