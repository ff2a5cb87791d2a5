// Query and mutation hooks of the exams host (EXM-01..EXM-06). Every call goes through `api.exams.*`, which adds
// `Authorization: Token <graderToken>`; a 401 switches the page to the grader access screen (GraderAccessBoundary).
import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { api, queryKeys, resource, type CallOptions } from '@tutoring/api-client';
import type {
  EssayGradingItem,
  Exam,
  GradeBody,
  GraderAssignBody,
  GraderBody,
  ReportAnalysis,
  ReportSummary,
  Transcript,
  TranscriptBody,
} from '@tutoring/contract';
import { isGraderAuthError, useGraderAccess } from './access';

/** Cache name of every exams-host query (invalidated together after a change). */
export const EXAMS_HOST = 'exams-host';

/** Date range and exam filters of transcripts and reports (YYYY-MM-DD). */
export interface ExamFilters {
  examId?: number;
  from?: string;
  to?: string;
}

/** Calls made by these hooks: the hook shows failures itself (401 -> access screen; others -> toast by the client). */
const call: CallOptions = {};

function useWatched<T>(result: UseQueryResult<T>): UseQueryResult<T> {
  const { markInvalid } = useGraderAccess();
  const { error } = result;
  useEffect(() => {
    if (isGraderAuthError(error)) markInvalid();
  }, [error, markInvalid]);
  return result;
}

const key = (...parts: unknown[]) => queryKeys.call(EXAMS_HOST, ...parts);
const defined = (filters: ExamFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '')) as ExamFilters;

/** Query options of the exams host the area prefetches too (issue 26, src/app/prefetch.ts). */
export const examQueries = {
  /** EXM-02 `GET /api/exams.json`. */
  list: () => queryOptions({ queryKey: key('exams'), queryFn: ({ signal }) => api.exams.list({ ...call, signal }) }),
};

/** EXM-02 `GET /api/exams.json`. */
export function useExams(): UseQueryResult<Exam[]> {
  return useWatched(useQuery(examQueries.list()));
}

/** `GET /api/transcripts.json?examId=&from=&to=`. */
export function useTranscripts(filters: ExamFilters): UseQueryResult<Transcript[]> {
  const params = defined(filters);
  return useWatched(
    useQuery({
      queryKey: key('transcripts', params),
      queryFn: ({ signal }) => api.exams.transcripts.list({ ...params }, { ...call, signal }),
    }),
  );
}

/** EXM-03 read: `GET /api/transcripts/{id}.json`. */
export function useTranscript(id: number): UseQueryResult<Transcript> {
  return useWatched(
    useQuery({
      queryKey: key('transcript', id),
      queryFn: ({ signal }) => api.exams.transcripts.get(id, { ...call, signal }),
    }),
  );
}

/**
 * EXM-04 summaries: every exam over all time is one `GET /api/reports`; one exam or a date range uses
 * `GET /api/reports/summaries?examId=&from=&to=` per exam (the api-client's reports list takes no range).
 */
export function useReportSummaries(
  examIds: number[],
  range: { from?: string; to?: string },
  everyExam: boolean,
): UseQueryResult<ReportSummary[]> {
  const r = defined(range);
  const whole = everyExam && !r.from && !r.to;
  return useWatched(
    useQuery({
      queryKey: key('summaries', whole ? 'all' : examIds, r),
      queryFn: ({ signal }) =>
        whole
          ? api.exams.reports.list({ ...call, signal })
          : Promise.all(examIds.map((id) => api.exams.reports.summary(id, r, { ...call, signal }))),
      enabled: examIds.length > 0,
    }),
  );
}

/** EXM-04 `GET /api/reports/analysis?examId=&from=&to=`. */
export function useReportAnalysis(
  examId: number | null,
  range: { from?: string; to?: string },
): UseQueryResult<ReportAnalysis> {
  const r = defined(range);
  return useWatched(
    useQuery({
      queryKey: key('analysis', examId, r),
      queryFn: ({ signal }) => api.exams.reports.analysis(examId as number, r, { ...call, signal }),
      enabled: examId !== null,
    }),
  );
}

/** EXM-05 `GET /api/essay/graders`. */
export function useGraders() {
  return useWatched(
    useQuery({ queryKey: key('graders'), queryFn: ({ signal }) => api.exams.graders.list({ ...call, signal }) }),
  );
}

/** EXM-06 the queue: pending and graded items (of this grader, or of everyone for an admin with `all`). */
export function useGradingItems(status: 'pending' | 'graded', all = false): UseQueryResult<EssayGradingItem[]> {
  return useWatched(
    useQuery({
      queryKey: key('grading', status, all),
      queryFn: ({ signal }) =>
        api.exams.grading.list({ status, ...(all ? { scope: 'all' as const } : {}) }, { ...call, signal }),
    }),
  );
}

/** Active employees a grader can be made of (the app API, not the exams host). */
export function useEmployees(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.list('employees', { active: true, per: 100, orderBy: 'last_name' }),
    queryFn: ({ signal }) => resource('employees').list({ active: true, per: 100 }, { signal }),
    enabled,
  });
}

/**
 * A mutation of the exams host: a 401 switches to the access screen (nothing is saved), other failures reject
 * for the caller (403 and 5xx are already toasted by the client). Every exams query is refreshed after success.
 */
function useExamsMutation<TVars, TData>(fn: (vars: TVars) => Promise<TData>) {
  const client = useQueryClient();
  const { markInvalid } = useGraderAccess();
  return useMutation({
    mutationFn: fn,
    onError: (error) => {
      if (isGraderAuthError(error)) markInvalid();
    },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.resource(EXAMS_HOST) }),
  });
}

/** EXM-03 create. */
export const useCreateTranscript = () =>
  useExamsMutation((t: TranscriptBody['transcript']) => api.exams.transcripts.create(t));
/** EXM-03 update. */
export const useUpdateTranscript = () =>
  useExamsMutation(({ id, transcript }: { id: number; transcript: TranscriptBody['transcript'] }) =>
    api.exams.transcripts.update(id, transcript),
  );
/** EXM-03 delete. */
export const useDeleteTranscript = () => useExamsMutation((id: number) => api.exams.transcripts.remove(id));
/** EXM-05 add a grader. */
export const useCreateGrader = () => useExamsMutation((g: GraderBody['grader']) => api.exams.graders.create(g));
/** EXM-05 remove a grader. */
export const useRemoveGrader = () => useExamsMutation((id: number) => api.exams.graders.remove(id));
/** EXM-05 assign essays to a grader. */
export const useAssignGrader = () =>
  useExamsMutation((a: GraderAssignBody['assignment']) => api.exams.graders.assign(a));
/** EXM-06 record a rubric score and comment. */
export const useGrade = () =>
  useExamsMutation(({ id, grade }: { id: number; grade: GradeBody['gradingItem'] }) =>
    api.exams.grading.grade(id, grade),
  );
