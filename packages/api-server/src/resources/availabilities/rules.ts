import { type Actor, is } from '../../auth';
import { forbidden } from '../../util';
import { COLUMN, type Field } from '../shared/fields';
import { timeRangeErrors } from '../shared/time-range';

/** The writable fields of an availability (where each is stored; their rules: the contract's write schema). */
export const AVAILABILITY_FIELDS = {
  tutorId: COLUMN,
  startsAt: COLUMN,
  endsAt: COLUMN,
  locked: COLUMN,
  maxedOut: COLUMN,
} satisfies Record<string, Field>;

/** The validated fields of an availability body. */
export type AvailabilityInput = Partial<{
  tutorId: number;
  startsAt: string;
  endsAt: string;
  locked: boolean;
  maxedOut: boolean;
}>;

/**
 * A tutor who is not staff writes only their own availability (issue 20, 403); an availability ends after it starts
 * (given now or stored).
 */
export function availabilityErrors(
  d: AvailabilityInput,
  existing: { startsAt: string; endsAt: string } | null,
  a: Actor,
): string[] {
  if (!is.staff(a) && 'tutorId' in d && d.tutorId !== a.employeeId)
    throw forbidden('You can only change your own availability.');
  return timeRangeErrors(d, existing);
}
