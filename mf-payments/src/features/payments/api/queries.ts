import { useQueries, useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';
import type { Enrollment, Parent, PaymentProfile } from '@tutoring/contract';

/** What a payment profile screen includes with the parent (the server ignores an include it does not know). */
export const PARENT_INCLUDE = ['students', 'authorizeNetProfile', 'subscription'] as const;

/** A parent with its students and stored card. `silent`: no error toast (e.g. a student cannot read parents). */
export function useParent(parentId: number | null, { silent = false }: { silent?: boolean } = {}) {
  return useQuery<Parent>({
    queryKey: queryKeys.detail('parents', parentId ?? -1, PARENT_INCLUDE),
    queryFn: ({ signal }) =>
      api.parents.get(parentId as number, {
        include: PARENT_INCLUDE,
        signal,
        ...(silent ? { handleErrors: false } : {}),
      }),
    enabled: parentId !== null,
  });
}

/** Every enrollment of the given students (one list call per student). */
export function useStudentsEnrollments(studentIds: readonly number[]) {
  const results = useQueries({
    queries: studentIds.map((studentId) => ({
      queryKey: queryKeys.list('enrollments', { studentId, per: 100, include: 'course' }),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.enrollments.list({ studentId, per: 100, include: 'course' }, { signal }),
    })),
  });
  const enrollments: Enrollment[] = results.flatMap((r) => r.data?.results ?? []);
  return { enrollments, isLoading: results.some((r) => r.isLoading) };
}

/** The enrollments the signed-in user can see (the server scopes them to the family), first page. */
export function useOwnEnrollments(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.list('enrollments', { per: 25 }),
    queryFn: ({ signal }) => api.enrollments.list({ per: 25 }, { signal, handleErrors: false }),
    enabled,
  });
}

/**
 * The parent's latest card profile read through `GET authorize_net_profiles?parentId=` (quietly): for a user who may
 * not read the parent record but may read its card (a student, PAY-18). `null` when the parent has none.
 */
export function useParentProfileFallback(parentId: number, enabled: boolean) {
  return useQuery<PaymentProfile | null>({
    queryKey: queryKeys.list('authorize_net_profiles', { parentId, orderBy: 'id', orderSort: 'desc', per: 1 }),
    queryFn: async ({ signal }) => {
      const list = await api.authorizeNetProfiles.list(
        { parentId, orderBy: 'id', orderSort: 'desc', per: 1 },
        { signal, handleErrors: false },
      );
      if (list.error) throw list.error;
      return list.results[0] ?? null;
    },
    enabled,
    retry: false,
  });
}
