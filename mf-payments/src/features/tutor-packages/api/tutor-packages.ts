// Tutor package and tutor package transcript queries (issue 23.3).
import { queryOptions } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';

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
  /** `GET tutor_package_transcripts/{id}` with `include`. */
  detail: (id: number, include: string) =>
    queryOptions({
      queryKey: queryKeys.detail('tutor_package_transcripts', id, include),
      queryFn: ({ signal }) => api.tutorPackageTranscripts.get(id, { include, signal }),
      enabled: Number.isFinite(id),
    }),
};
