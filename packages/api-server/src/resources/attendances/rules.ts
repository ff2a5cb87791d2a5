import { z } from 'zod';
import { AttendanceUpdateBodySchema } from '@tutoring/contract';
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

/**
 * The body of `PUT attendances/:id`: a move (`session_id`, or `sessionId`) and, for employees, `joinedAt` and
 * `sessionNote`.
 */
export const AttendanceMoveBodySchema = AttendanceUpdateBodySchema.extend({
  attendance: z.looseObject({
    session_id: z.int().positive().max(2147483647).optional(),
    sessionId: z.int().positive().max(2147483647).optional(),
    joinedAt: z.iso.datetime({ offset: true }).nullish(),
    sessionNote: z.string().max(5000).nullish(),
  }),
});
