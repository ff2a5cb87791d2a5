import type { Session } from '@tutoring/contract';

/** SES-08, OP-69: substitution is offered to admins for a joint session with no attendance yet (attendanceTakenAt empty). */
export function canSubstitute(
  session: Pick<Session, 'attendanceTakenAt'> & { joint?: boolean | null; type?: string | null },
  isAdmin: boolean,
): boolean {
  return isAdmin && !session.attendanceTakenAt;
}
