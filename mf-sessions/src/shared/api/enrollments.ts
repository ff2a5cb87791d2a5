// Enrollment mutations of the sessions and courses screens (issue 23.3: each mutation names what it invalidates).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';
import type { Enrollment } from '@tutoring/contract';
import { invalidateCourses } from './courses';

/** The body of `POST enrollments`. */
export type EnrollmentBody = Parameters<typeof api.enrollments.create>[0];

/** What {@link useEnrollStudents} sends and tells per enrollment. */
export interface EnrollStudents {
  bodies: readonly EnrollmentBody[];
  /** Called after each enrollment: its index and the failure, if any. */
  onResult: (index: number, error?: unknown) => void;
}

/**
 * SES-48: enrolls students one after the other (`POST enrollments` each); a refused one does not stop the rest and is
 * told through `onResult` (the modal shows it on its row, no toast). Resolves to the counts; afterwards the
 * enrollments and the courses (their enrollment counts) are invalidated.
 */
export function useEnrollStudents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ bodies, onResult }: EnrollStudents) => {
      let ok = 0;
      for (const [index, body] of bodies.entries()) {
        try {
          await api.enrollments.create(body);
          ok += 1;
          onResult(index);
        } catch (error) {
          onResult(index, error);
        }
      }
      return { ok, failed: bodies.length - ok };
    },
    meta: { errorToast: 'none' },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.resource('enrollments') });
      void invalidateCourses(client);
    },
  });
}

/**
 * SES-33: moves an enrollment to another course (`PUT enrollments/{id}/transfer`); the screen shows a failure.
 * Invalidates the enrollments, attendances and sessions.
 */
export function useTransferEnrollment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, itemType, itemId }: { id: number; itemType: string; itemId: number }): Promise<Enrollment> =>
      api.enrollments.transfer(id, { itemType, itemId }),
    meta: { errorToast: 'none' },
    onSuccess: () => {
      for (const name of ['enrollments', 'attendances', 'sessions'])
        void client.invalidateQueries({ queryKey: queryKeys.resource(name) });
    },
  });
}
