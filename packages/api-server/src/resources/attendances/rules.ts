import { COLUMN, type Field } from '../shared/fields';

/** 422 of an attendance move to a session that is not published or has started (issue 20). */
export const RESCHEDULE_NOT_BOOKABLE = 'Sessions can only be rescheduled into a published upcoming session.';

/** The fields of `POST attendances`. */
export const ATTENDANCE_FIELDS = {
  sessionId: COLUMN,
  studentId: COLUMN,
  joinedAt: COLUMN,
  sessionNote: COLUMN,
} satisfies Record<string, Field>;

/** A validated attendance body. */
export interface AttendanceInput {
  sessionId?: number;
  studentId?: number;
  joinedAt?: string | null;
  sessionNote?: string | null;
}
