/** Review prompt rules (STU-20, STU-22, OP-46). */
import { REVIEW_COMMENT_MAX } from '@tutoring/domain';
import { REVIEW_POSTPONE_DAYS } from '@tutoring/domain/areas';

/** STU-22: the per-student cookie that postpones the review prompt. */
export function reviewPostponeCookieName(studentId: number | string): string {
  return `reviewPostponed_${studentId}`;
}

/** STU-22: when a postponement made at `now` expires (1 day = 24 hours later). */
export function reviewPostponeExpiry(now: Date = new Date()): Date {
  return new Date(now.getTime() + REVIEW_POSTPONE_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * OP-46: appends a canned comment exactly as listed. A non-empty comment gets ", " before it; a comment that
 * already contains it, or that would pass 191 characters, is returned unchanged.
 */
export function appendCannedComment(comment: string | null | undefined, canned: string): string {
  const current = (comment ?? '').trimEnd();
  if (current.includes(canned)) return comment ?? '';
  const next = current ? `${current}, ${canned}` : canned;
  return [...next].length > REVIEW_COMMENT_MAX ? (comment ?? '') : next;
}
