import { COLUMN, type Field, JSON_COLUMN } from '../shared/fields';

/** The writable fields of a course (SES-42, OP-43; where each is stored, their rules: the contract's write schema). */
export const COURSE_FIELDS = {
  title: COLUMN,
  brandId: COLUMN,
  courseTemplateId: COLUMN,
  leadSourceId: COLUMN,
  hostId: COLUMN,
  reservedForId: COLUMN,
  reservedUntil: COLUMN,
  gradeLevel: COLUMN,
  duration: COLUMN,
  pricing: JSON_COLUMN,
  dynamicSubject: COLUMN,
  requiresParentUpdate: COLUMN,
  parentUpdateLastSentAt: COLUMN,
} satisfies Record<string, Field>;

/** The validated fields of a course body. */
export type CourseInput = Partial<{
  title: string;
  brandId: number | null;
  courseTemplateId: number | null;
  leadSourceId: number | null;
  hostId: number | null;
  reservedForId: number | null;
  reservedUntil: string | null;
  gradeLevel: number | null;
  duration: number;
  pricing: Record<string, unknown>;
  dynamicSubject: boolean;
  requiresParentUpdate: boolean;
  parentUpdateLastSentAt: string | null;
}>;

/** OP-43: reserving a course for a student needs an end date, today or later. */
export function reservationErrors(d: CourseInput, today = new Date().toISOString().slice(0, 10)): string[] {
  if (!('reservedForId' in d) || d.reservedForId === null) return [];
  if (!d.reservedUntil) return ['Reservation end date is required.'];
  return d.reservedUntil < today ? ['Reservation end date cannot be before today.'] : [];
}

/** The status events of a course (SES-42, OP-14): from which statuses each moves, and to which. */
const COURSE_EVENTS: Record<string, { from: readonly string[]; to: string }> = {
  publish: { from: ['draft'], to: 'published' },
  unpublish: { from: ['published'], to: 'draft' },
  complete: { from: ['published'], to: 'completed' },
  cancel: { from: ['draft', 'published'], to: 'canceled' },
};

/** The status an event moves a course to, or null when the event is unknown or not allowed from `from`. */
export function courseEventTarget(event: string, from: string): string | null {
  const t = Object.hasOwn(COURSE_EVENTS, event) ? COURSE_EVENTS[event]! : null;
  return t && t.from.includes(from) ? t.to : null;
}

/** The course lists of SES-44 (`GET courses/membership|homework_help|hosted`). */
export const COURSE_KINDS = ['membership', 'homework_help', 'hosted'] as const;
export type CourseKind = (typeof COURSE_KINDS)[number];
