import { COLUMN, type Field } from '../shared/fields';

/** 422 of an attendance move to a session that is not published or has started (issue 20). */
export const RESCHEDULE_NOT_BOOKABLE = 'Sessions can only be rescheduled into a published upcoming session.';

/**
 * 422 of a non-staff move of an attendance the student attended (joined): what happened in that session stays with it
 * (its joined time, the tutor's note, the enrollment's attended count).
 */
export const RESCHEDULE_ATTENDED = 'A session the student attended cannot be rescheduled.';

/** 422 of a non-staff move into a session of a course the student has no enrollment in that has not ended. */
export const RESCHEDULE_NOT_ENROLLED = 'Sessions can only be rescheduled into a course the student is enrolled in.';

/** 422 of a move (or a new attendance) into a session the student already attends: one attendance per session. */
export const ALREADY_ATTENDS = 'The student already attends that session';

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
