/** Staffing. */
export const TUTOR_NOT_QUALIFIED = 'This tutor is not qualified.';
export const INCLUDE_NON_ACCEPTING_TUTORS = 'Include Non-Accepting Work Tutors?';
export const andNOtherTimes = (n: number): string => `and ${n} other times`;

/** Staffing labels (C-7, SES-34). */
export const LOCATION_ONLINE = 'Online'; // C-7: used by both staffing modals
export const TUTOR_TBA = 'TBA';

/**
 * Not in the spec (decisions, see packages/domain README): a tutor's availability (STF-26) and the tutor assignments
 * (STF-15, STF-20), ours; asked and told as the product's other deletes are (an event's "Delete this event?").
 */
export const MANAGE_YOUR_AVAILABILITY = 'Manage your availability';
export const AVAILABILITY_DELETE_CONFIRM = 'Delete this availability?';
export const AVAILABILITY_DELETED = 'Availability deleted.';
export const CLEAR_UPCOMING_AVAILABILITIES_CONFIRM = 'Clear upcoming availabilities?';
export const CLEAR_UPCOMING_AVAILABILITIES_DETAILS = 'Every upcoming availability that is not booked will be removed.';
export const UPCOMING_AVAILABILITIES_CLEARED = 'Upcoming availabilities cleared.';
export const NO_AVAILABILITIES_IN_RANGE = 'No availabilities in this range.';
export const CHOOSE_TUTOR_FOR_AVAILABILITY = 'Choose a tutor to manage their availability.';
/** The repeat of an availability (STF-26) when every week it is offered overlaps a booked availability. */
export const NO_WEEKS_TO_REPEAT = 'There is no week this availability can be repeated on.';
/** The staff calendar (STF-28) before a person is chosen. */
export const CHOOSE_PERSON_FOR_CALENDAR = 'Choose a tutor or an employee to see their calendar.';
const sessionsCount = (n: number): string => `${n} ${n === 1 ? 'session' : 'sessions'}`;
/** A tutor assigned to `n` sessions of a course. */
export const assignedToSessions = (tutor: string, n: number): string => `Assigned ${tutor} to ${sessionsCount(n)}.`;
/** A tutor taken off `n` sessions of a course. */
export const unassignedFromSessions = (n: number): string => `Unassigned from ${sessionsCount(n)}.`;
const weeksCount = (n: number): string => `${n} ${n === 1 ? 'week' : 'weeks'}`;
/** A tutor's targets saved (STF-22, STF-23; decision: docs/decisions/tutor-targets.md). */
export const TARGETS_SAVED = 'Targets saved.';
/** An availability repeated on `n` weeks (STF-26; decision). */
export const availabilityRepeated = (n: number): string => `Availability repeated on ${weeksCount(n)}.`;
