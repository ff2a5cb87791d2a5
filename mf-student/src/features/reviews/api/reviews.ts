// The student's pending reviews of their tutors (STU-20..STU-23).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@tutoring/api-client';
import * as api from '@tutoring/api-client/endpoints';

/** Query options of reviews. */
export const reviewQueries = {
  /** STU-20: the pending reviews (`GET reviews?completed=false`), fetched once per visit. */
  pending: () =>
    queryOptions({
      queryKey: queryKeys.list('reviews', { completed: false }),
      queryFn: () => api.reviews.pending({ per: 50 }),
      staleTime: Infinity,
    }),
};

/** STU-20: the pending reviews (only when `enabled`). */
export function usePendingReviews(enabled: boolean) {
  return useQuery({ ...reviewQueries.pending(), enabled });
}

/**
 * STU-21: `PUT reviews/{id}` with `{review: {stars, comment, completed: true}}`. The review form tells a failure
 * itself (STU-21's own 500 text), so the mutation asks for no toast. The pending list is not refreshed after each
 * review (the dialog steps through the list it opened with): {@link useRefreshReviews} does it when it closes.
 */
export function useSubmitReview() {
  return useMutation({
    mutationFn: ({ id, stars, comment }: { id: number; stars: number; comment: string }) =>
      api.reviews.submit(id, { stars, comment }),
    meta: { errorToast: 'none' },
  });
}

/** Refreshes every review query (after the review dialog closed). */
export function useRefreshReviews() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: queryKeys.resource('reviews') });
}
