import type { Session } from '@tutoring/contract';
import { isCanceledSession } from '../../../shared/components/CanceledMark';

/**
 * SES-08, OP-69: substitution is offered to admins for a joint session with no attendance yet (attendanceTakenAt
 * empty) that has not been canceled (the api-server refuses a canceled session's substitution with 422).
 */
export function canSubstitute(
  session: Pick<Session, 'attendanceTakenAt'> & { joint?: boolean | null; type?: string | null; canceledAt?: unknown },
  isAdmin: boolean,
): boolean {
  return isAdmin && !session.attendanceTakenAt && !isCanceledSession(session);
}
