// Tutor package and tutor package transcript queries and mutations (issue 23.3: keys from `queryKeys`, each mutation
// names what it invalidates).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, recordMissing } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** What a transcript screen includes with the transcript (the transcript page and the adjustment modal share it). */
export const TRANSCRIPT_INCLUDE = 'tier,brand,subject,student';

/** Query options of tutor packages (PAY-35). */
export const tutorPackageQueries = {
  /** `GET tutor_packages/{id}`. */
  detail: (id: number) =>
    queryOptions({
      queryKey: queryKeys.detail('tutor_packages', id),
      queryFn: ({ signal }) => api.tutorPackages.get(id, { signal }),
    }),
};

/** Query options of tutor package transcripts (PAY-33, PAY-34). */
export const tutorPackageTranscriptQueries = {
  /** The first 50 transcripts with their tier, brand, subject and student. */
  list: () =>
    queryOptions({
      queryKey: queryKeys.list('tutor_package_transcripts', { per: 50 }),
      queryFn: ({ signal }) =>
        api.tutorPackageTranscripts.list({ per: 50, include: 'tier,brand,subject,student' }, { signal }),
    }),
  /** `GET tutor_package_transcripts/{id}` (with `include`); not asked for an id that cannot be a record (`abc`, 0). */
  detail: (id: number, include?: string) =>
    queryOptions({
      queryKey: queryKeys.detail('tutor_package_transcripts', id, include),
      queryFn: ({ signal }) => api.tutorPackageTranscripts.get(id, { include, signal }),
      enabled: !recordMissing(id, null),
    }),
};

/** Every cached transcript (lists and records). */
const transcriptsKey = queryKeys.resource('tutor_package_transcripts');

/**
 * PAY-34: `PUT tutor_package_transcripts/{id}` with the package fields, on the version the form was opened on; the
 * form shows a failure; invalidates the transcripts.
 */
export function useUpdateTranscript() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
      ifMatch,
    }: {
      id: number;
      body: Parameters<typeof api.tutorPackageTranscripts.update>[1];
      ifMatch?: string;
    }) => api.tutorPackageTranscripts.update(id, body, { ifMatch }),
    meta: { errorToast: 'none' },
    onSuccess: () => void client.invalidateQueries({ queryKey: transcriptsKey }),
  });
}

/** PAY-33: re-ups a transcript (a new transcript for the student); the form shows a failure; invalidates transcripts. */
export function useReupTranscript() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof api.tutorPackageTranscripts.reup>[0]) =>
      api.tutorPackageTranscripts.reup(body),
    meta: { errorToast: 'none' },
    onSuccess: () => void client.invalidateQueries({ queryKey: transcriptsKey }),
  });
}
