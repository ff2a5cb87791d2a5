// Student queries and mutations of the student screen (issue 23.3: keys from `queryKeys`, one module per resource,
// each mutation names what it invalidates; failures toast through the query client's error policy).
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { Student } from '@tutoring/contract';
import type { MergeBody, MergeCandidate } from '../../../shared/components/MergeModal';
import { schoolName, studentName } from '../../../shared/components/StudentAutocomplete';
import { refreshAfterMerge, refreshIfMissing } from '../../../shared/api/merge';

/** The include of the student screen's cache entry. */
const STUDENT_INCLUDE = 'school';

/** Query options of students. */
export const studentQueries = {
  /** CRM-12: `GET students/{id}` with its school and parent; the page shows a failure itself. */
  detail: (id: number) =>
    queryOptions({
      queryKey: queryKeys.detail('students', id, STUDENT_INCLUDE),
      queryFn: ({ signal }) => api.students.get(id, { include: 'school,parent', signal }),
      enabled: Number.isInteger(id) && id > 0,
      meta: { errorToast: 'none' },
    }),
};

/** CRM-26: finds students for the merge modal. */
export async function searchStudents(query: string, signal: AbortSignal): Promise<MergeCandidate[]> {
  const list = await api.students.search(query, {}, { signal });
  return list.results.map((s) => ({ id: s.id, name: studentName(s), detail: schoolName(s) || (s.email ?? undefined) }));
}

/** Puts a student reply in the student screen's record (keeping the loaded school when the reply has none). */
function storeStudent(client: QueryClient, saved: Student) {
  client.setQueryData<Student>(studentQueries.detail(saved.id).queryKey, (old) => ({
    ...old,
    ...saved,
    school: saved.school ?? old?.school,
  }));
}

/** The body of a student save. */
export type StudentBody = Parameters<typeof api.students.create>[0];

/**
 * CRM-32: creates (`id` undefined; with `parentId` from a parent's screen) or updates a student with the version its
 * form was opened on. An update goes into the student's record; the student lists and the parents' records (their
 * students) are invalidated. The form shows a failure itself (`errorToast: 'none'`).
 */
export function useSaveStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, ifMatch }: { id?: number; body: StudentBody; ifMatch?: string }) =>
      id ? api.students.update(id, body, { ifMatch }) : api.students.create(body),
    meta: { errorToast: 'none' },
    onSuccess: (saved, { id }) => {
      if (id) storeStudent(client, saved);
      void client.invalidateQueries({ queryKey: queryKeys.lists('students') });
      void client.invalidateQueries({ queryKey: queryKeys.details('parents') });
    },
  });
}

/** CRM-33: activates or deactivates a student; the reply goes into its record. A failure toasts (API-09). */
export function useSetStudentActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      active ? api.students.activate(id) : api.students.deactivate(id),
    onSuccess: (saved) => storeStudent(client, saved),
    onError: (error, { id }) => refreshIfMissing(client, studentQueries.detail(id).queryKey, id, error),
  });
}

/** CRM-17: unlocks a student's login; the record shows it unlocked. A failure toasts (the default policy). */
export function useUnlockStudentLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (student: Student) => api.users.unlock(student.userId as number),
    onSuccess: (_user, student) => storeStudent(client, { ...student, lockedAt: null }),
    onError: (error, student) =>
      refreshIfMissing(client, studentQueries.detail(student.id).queryKey, student.id, error),
  });
}

/**
 * CRM-34: adds (or removes) points; the reply goes into the student's record. The points form shows a failure
 * itself (`errorToast: 'none'`).
 */
export function useIncrementPoints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, points }: { id: number; points: number }) => api.students.incrementPoints(id, points),
    meta: { errorToast: 'none' },
    onSuccess: (saved) => storeStudent(client, saved),
    onError: (error, { id }) => refreshIfMissing(client, studentQueries.detail(id).queryKey, id, error),
  });
}

/**
 * CRM-26: merges two students; the transferred student's record is dropped and every cached list and record is
 * re-queried (the kept student now has the other's study areas, notes and contact records). The form shows a failure.
 */
export function useMergeStudents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MergeBody) => api.students.merge(body),
    meta: { errorToast: 'none' },
    onSuccess: (_kept, { transferId }) => refreshAfterMerge(client, studentQueries.detail(transferId).queryKey),
  });
}
