import { type Actor, is } from '../../auth';
import { forbidden } from '../../util';
import { COLUMN, type Field } from '../shared/fields';

/** The writable fields of an event (where each is stored; their rules: the contract's write schema). */
export const EVENT_FIELDS = {
  name: COLUMN,
  details: COLUMN,
  type: COLUMN,
  startsAt: COLUMN,
  endsAt: COLUMN,
  allDay: COLUMN,
  subject: COLUMN,
  employeeId: COLUMN,
  studentId: COLUMN,
} satisfies Record<string, Field>;

/** The validated fields of an event body. */
export type EventInput = Partial<{
  name: string;
  details: string | null;
  type: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  subject: string | null;
  employeeId: number | null;
  studentId: number | null;
}>;

/**
 * 422 on `studentId` of an event whose attendee an employee who is not staff chose outside their own sessions'
 * students: the family sees the event in its calendar (docs/security.md).
 */
export const EVENT_STUDENT_NOT_YOURS = 'You can only add a student from your own sessions.';

/** An employee who is not staff creates and moves events only as their own (issue 20); 403 otherwise. */
export function checkEventOwner(data: EventInput, existingEmployeeId: number | null, a: Actor): void {
  const owner = 'employeeId' in data ? data.employeeId : existingEmployeeId;
  if (!is.staff(a) && owner !== a.employeeId) throw forbidden('You can only change your own events.');
}
