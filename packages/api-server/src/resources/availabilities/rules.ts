import { formatDate, formatTime } from '@tutoring/domain';
import { type Actor, is } from '../../auth';
import { forbidden, safeTimeZone } from '../../util';
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

/** 422 of an availability whose end (new, or moved) is not in the future: nobody can book time that is over. */
export const AVAILABILITY_ENDED = 'An availability must end in the future.';

/**
 * 422 of an availability overlapping another of the same tutor (one touching it, ending when this one starts, is no
 * overlap): the other one's day and times in the requester's time zone.
 */
export const availabilityOverlaps = (other: { startsAt: string; endsAt: string }, timeZone: string): string =>
  `This availability overlaps another one of this tutor (${span(other, timeZone)}).`;

/** "12/01/2026 3:00pm" of an instant in a time zone. */
const dayAndTime = (at: string, timeZone: string) => `${formatDate(at, timeZone)} ${formatTime(at, timeZone)}`;
/** "12/01/2026 3:00pm to 6:00pm" of an availability in a time zone. */
const span = (av: { startsAt: string; endsAt: string }, timeZone: string) =>
  `${dayAndTime(av.startsAt, timeZone)} to ${formatTime(av.endsAt, timeZone)}`;

/**
 * 422 of one week of a repeat (`POST availabilities/repeat`) that has ended (`overlapping` null) or overlaps another
 * availability of the tutor; the week by its start in the requester's time zone.
 */
export function repeatWeekRefused(
  startsAt: string,
  overlapping: { startsAt: string; endsAt: string } | null,
  timeZone: string,
): string {
  const week = dayAndTime(startsAt, timeZone);
  return overlapping
    ? `${week} overlaps another availability of this tutor (${span(overlapping, timeZone)}).`
    : `${week} has already ended.`;
}

/** 422 of `repeat_options?weeks=` outside 1 to 52 (DOM-39: a repeat covers 1 to 52 weeks). */
export const REPEAT_WEEKS_RANGE = 'Weeks must be between 1 and 52';

/** An availability's time range as a write leaves it: the body's values, else the stored ones. */
export interface AvailabilityRange {
  tutorId: number | undefined;
  startsAt: string | undefined;
  endsAt: string | undefined;
}

/** The tutor and times a write leaves, and whether it sets them (a create, or an update changing one of them). */
export function rangeAfter(
  d: AvailabilityInput,
  existing: { tutorId: number; startsAt: string; endsAt: string } | null,
): AvailabilityRange & { moved: boolean } {
  const range = {
    tutorId: d.tutorId ?? existing?.tutorId,
    startsAt: d.startsAt ?? existing?.startsAt,
    endsAt: d.endsAt ?? existing?.endsAt,
  };
  const changed = (a: string | undefined, b: string) => a !== undefined && Date.parse(a) !== Date.parse(b);
  const moved =
    !existing ||
    (d.tutorId !== undefined && d.tutorId !== existing.tutorId) ||
    changed(d.startsAt, existing.startsAt) ||
    changed(d.endsAt, existing.endsAt);
  return { ...range, moved };
}

/**
 * A tutor who is not staff writes only their own availability (issue 20, 403). An availability ends after it starts
 * (given now or stored); a new one, or one whose tutor or times change, must end in the future and not overlap
 * another availability of its tutor (`overlapping`: the first such one, found by the caller). Changing only `locked`
 * or `maxedOut` of an ended availability stays allowed. Messages by field (`startsAt`, `endsAt`), kept on the record
 * by the form (API-14, STF-26).
 */
export function availabilityErrors(
  d: AvailabilityInput,
  existing: { tutorId: number; startsAt: string; endsAt: string } | null,
  a: Actor,
  overlapping: { startsAt: string; endsAt: string } | null,
  now = Date.now(),
): Record<'startsAt' | 'endsAt', string[]> {
  if (!is.staff(a) && 'tutorId' in d && d.tutorId !== a.employeeId)
    throw forbidden('You can only change your own availability.');
  const fields = { startsAt: [] as string[], endsAt: [] as string[] };
  const order = timeRangeErrors(d, existing);
  if (order.length) {
    fields.endsAt.push(...order);
    return fields;
  }
  const range = rangeAfter(d, existing);
  if (!range.moved || !range.endsAt) return fields;
  if (Date.parse(range.endsAt) <= now) fields.endsAt.push(AVAILABILITY_ENDED);
  if (overlapping) fields.startsAt.push(availabilityOverlaps(overlapping, safeTimeZone(a.timeZone)));
  return fields;
}
