import { useState } from 'react';
import { lazyPart, useCurrentUser, useSpoofing } from '@tutoring/platform';
import { usePendingReviews, useRefreshReviews } from '../api/reviews';
import { isReviewPostponed, postponeReviews } from '../postpone';

/** The dialog's code (react-hook-form and its resolver among it): loaded when there are reviews to ask for (issue 26). */
const loadReviewsModal = () => import('./ReviewsModal').then((m) => m.ReviewsModal);

// Not with the dashboard: the page renders without it, and the dialog opens by itself once its code has arrived. Code
// that fails to load shows the area's failure with Retry in the dialog's place; the dashboard keeps working.
const ReviewsModal = lazyPart(loadReviewsModal);

/**
 * STU-20..STU-23: opens the review dialog by itself when the student has pending reviews, unless an admin is spoofing
 * (nothing is even fetched), the student chose "Ask me later" within the last day (cookie per student), or the
 * student still has to set a password.
 */
export function ReviewPrompt({ studentId }: { studentId: number }) {
  const spoofing = useSpoofing();
  // The forced set-password modal comes first; the prompt follows once the password is set (user reloaded).
  const settingPassword = !!useCurrentUser()?.mustSetPassword && !spoofing;
  const [postponed, setPostponed] = useState(() => isReviewPostponed(studentId));
  const [dismissed, setDismissed] = useState(false);
  const active = !spoofing && !postponed && !settingPassword;
  const pending = usePendingReviews(active);
  const refreshReviews = useRefreshReviews();
  const reviews = pending.data?.results ?? [];
  if (!active || dismissed || reviews.length === 0) return null;
  return (
    <ReviewsModal
      fallback={null}
      reviews={reviews}
      open
      onClose={() => {
        setDismissed(true);
        refreshReviews();
      }}
      onPostpone={() => {
        postponeReviews(studentId);
        setPostponed(true);
      }}
    />
  );
}
