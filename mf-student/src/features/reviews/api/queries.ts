import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';

/** STU-20: the pending reviews (`GET reviews?completed=false`). */
export function usePendingReviews(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.list('reviews', { completed: false }),
    queryFn: () => api.reviews.pending({ per: 50 }),
    enabled,
    staleTime: Infinity,
  });
}

/** STU-21: `PUT reviews/{id}` with `{review: {stars, comment, completed: true}}`; errors are shown by the caller. */
export function submitReview(id: number, stars: number, comment: string) {
  return api.reviews.submit(id, { stars, comment }, { handleErrors: false });
}
