// The exams host's query plumbing (EXM-01..EXM-06). Every call goes through `api.exams.*`, which adds
// `Authorization: Token <graderToken>`; a 401 switches the page to the grader access screen (GraderAccessBoundary).
// The per-resource modules (shared/api/exams.ts, shared/api/grading-items.ts, features/<feature>/api/*.ts) build
// their query options and mutations on it.
import { useEffect } from 'react';
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { queryKeys, type ApiQueryMeta } from '@tutoring/api-client';
import { isGraderAuthError, useGraderAccess } from './access';

/**
 * The exams host's resources, named as the api-client names them: the first segment of their paths (`/api/exams.json`,
 * `/api/transcripts/{id}.json`, `/api/reports/...`, `/api/essay/graders`, `/api/essay/grading/{id}`). Their queries are
 * keyed with the api-client's `queryKeys` under these names, so what the api-client invalidates by resource (a stale
 * save's 409 reloads `queryKeys.resource('transcripts')`) reaches them; a change invalidates all of them together.
 */
export const EXAMS_HOST_RESOURCES = ['exams', 'transcripts', 'reports', 'essay'] as const;

/** Date range and exam filters of transcripts and reports (YYYY-MM-DD). */
export interface ExamFilters {
  examId?: number;
  from?: string;
  to?: string;
}

/** The filters without empty values (the query string and the key). */
export const definedFilters = (filters: ExamFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '')) as ExamFilters;

/** A query result whose 401 switches the page to the grader access screen. */
export function useWatched<T>(result: UseQueryResult<T>): UseQueryResult<T> {
  const { markInvalid } = useGraderAccess();
  const { error } = result;
  useEffect(() => {
    if (isGraderAuthError(error)) markInvalid();
  }, [error, markInvalid]);
  return result;
}

/**
 * A mutation of the exams host: a 401 switches to the access screen (nothing is saved), other failures reject
 * for the caller (403 and 5xx are toasted by the query client's error policy, unless `meta` declares otherwise: a
 * mutation behind a `FormModal` declares `errorToast: 'none'`, the form tells its failure). It invalidates every
 * exams-host query after a success (transcripts, reports, graders and the queue all change together).
 */
export function useExamsMutation<TVars, TData>(fn: (vars: TVars) => Promise<TData>, meta?: ApiQueryMeta) {
  const client = useQueryClient();
  const { markInvalid } = useGraderAccess();
  return useMutation({
    mutationFn: fn,
    ...(meta ? { meta } : {}),
    onError: (error) => {
      if (isGraderAuthError(error)) markInvalid();
    },
    onSuccess: () =>
      Promise.all(EXAMS_HOST_RESOURCES.map((name) => client.invalidateQueries({ queryKey: queryKeys.resource(name) }))),
  });
}
