import { z } from 'zod';
import { EVENT_DETAILS_MAX, EVENT_NAME_MAX, PAYABLE_EVENT_TYPES, fieldMaxLength } from '@tutoring/domain';
import { type Actor, is } from '../../auth';
import { forbidden } from '../../util';
import { type Field, f } from '../shared/fields';

/** The writable fields of an event (the contract's body schema is checked first). */
export const EVENT_FIELDS = {
  name: { schema: z.string().max(EVENT_NAME_MAX, fieldMaxLength(EVENT_NAME_MAX)) },
  details: { schema: z.string().max(EVENT_DETAILS_MAX, fieldMaxLength(EVENT_DETAILS_MAX)).nullable() },
  type: f.oneOf(Object.keys(PAYABLE_EVENT_TYPES), 'Type'),
  startsAt: f.dateTime(),
  endsAt: f.dateTime(),
  allDay: f.bool(),
  subject: f.strN(191),
  employeeId: f.id(),
  studentId: f.id(),
} satisfies Record<string, Field>;
export const EVENT_REQUIRED = ['name', 'type', 'startsAt', 'endsAt'] as const;

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

/** An employee who is not staff creates and moves events only as their own (issue 20); 403 otherwise. */
export function checkEventOwner(data: EventInput, existingEmployeeId: number | null, a: Actor): void {
  const owner = 'employeeId' in data ? data.employeeId : existingEmployeeId;
  if (!is.staff(a) && owner !== a.employeeId) throw forbidden('You can only change your own events.');
}
