// Transcripts of the exams host (EXM-03).
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { queryKeys, recordVersion } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { Transcript, TranscriptBody } from '@tutoring/contract';
import { definedFilters, useExamsMutation, useWatched, type ExamFilters } from '../../../shared/api/exams-host';

/** Query options of transcripts. */
export const transcriptQueries = {
  /** `GET /api/transcripts.json?examId=&from=&to=`. */
  list: (filters: ExamFilters) => {
    const params = definedFilters(filters);
    return queryOptions({
      queryKey: queryKeys.list('transcripts', { ...params }),
      queryFn: ({ signal }) => api.exams.transcripts.list({ ...params }, { signal }),
    });
  },
  /** EXM-03 read: `GET /api/transcripts/{id}.json`. */
  detail: (id: number) =>
    queryOptions({
      queryKey: queryKeys.detail('transcripts', id),
      queryFn: ({ signal }) => api.exams.transcripts.get(id, { signal }),
    }),
};

/** The transcripts matching `filters` (a 401 opens the access screen). */
export function useTranscripts(filters: ExamFilters): UseQueryResult<Transcript[]> {
  return useWatched(useQuery(transcriptQueries.list(filters)));
}

/** EXM-03 one transcript (a 401 opens the access screen). */
export function useTranscript(id: number): UseQueryResult<Transcript> {
  return useWatched(useQuery(transcriptQueries.detail(id)));
}

/** The transcript form tells a failed save itself (one toast, DS-04): its mutations ask the policy for none. */
const FORM_SAVE = { errorToast: 'none' } as const;

/** EXM-03 create (invalidates every exams-host query). */
export const useCreateTranscript = () =>
  useExamsMutation((t: TranscriptBody['transcript']) => api.exams.transcripts.create(t), FORM_SAVE);
/**
 * EXM-03 update on the version the form was opened on (`ifMatch`, {@link transcriptVersion}): a save someone made
 * since answers 409 (issue 20.6). Invalidates every exams-host query.
 */
export const useUpdateTranscript = () =>
  useExamsMutation(
    ({ id, transcript, ifMatch }: { id: number; transcript: TranscriptBody['transcript']; ifMatch?: string }) =>
      api.exams.transcripts.update(id, transcript, { ifMatch }),
    FORM_SAVE,
  );
/** The version (`ETag`) of a transcript as this page last loaded it, to send back with its update. */
export const transcriptVersion = (id: number): string | undefined => recordVersion('transcripts', id, 'exams');
/** EXM-03 delete (invalidates every exams-host query). */
export const useDeleteTranscript = () => useExamsMutation((id: number) => api.exams.transcripts.remove(id));
