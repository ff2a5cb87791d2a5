import { reviewPostponeCookieName, reviewPostponeExpiry } from '@tutoring/domain/review';

/** STU-22: true while the student's "Ask me later" cookie exists. */
export function isReviewPostponed(studentId: number): boolean {
  const name = reviewPostponeCookieName(studentId);
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/** STU-22: postpones the review prompt for one day with a cookie per student. */
export function postponeReviews(studentId: number, now: Date = new Date()): void {
  const name = reviewPostponeCookieName(studentId);
  document.cookie = `${name}=1; expires=${reviewPostponeExpiry(now).toUTCString()}; path=/; SameSite=Lax`;
}
