import { formatDate } from '@tutoring/domain';
import { ENROLLMENT_TYPE_LABELS } from '@tutoring/domain/areas';

/** Money in dollars (OP-03) as "$1,234.50"; empty for a missing value. */
export function formatMoney(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  return amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/**
 * A date or date-time as MM/DD/YYYY, or an em dash when missing. A date-time falls on its calendar day in
 * `timeZone`, the signed-in user's (`useCurrentUser()?.timeZone`); the zone is required so that no call falls back to
 * the browser's zone unnoticed (a browser in Auckland showed an admin in Los Angeles the next day).
 */
export function dateOrDash(value: string | null | undefined, timeZone: string | null | undefined): string {
  return value ? formatDate(value, timeZone) || '—' : '—';
}

/** A status value ("pending_cancellation") as words ("pending cancellation"). */
export function statusLabel(status: string | null | undefined): string {
  return (status ?? '').replace(/_/g, ' ');
}

/**
 * An enrollment's type as families and staff read it (domain's `ENROLLMENT_TYPE_LABELS`, the batch enroll modal's
 * labels too), not the server's class name ("LimitedEnrollment" reads "Limited attendance"); none is a plain
 * enrollment ("Standard"), an unknown one as is.
 */
export function enrollmentTypeLabel(type: string | null | undefined): string {
  const name = type ?? 'Enrollment';
  return Object.hasOwn(ENROLLMENT_TYPE_LABELS, name)
    ? ENROLLMENT_TYPE_LABELS[name as keyof typeof ENROLLMENT_TYPE_LABELS]
    : name;
}

/** Between the student and the course in {@link enrollmentName} (spaces on both sides: see EnrollmentsPage). */
export const ENROLLMENT_NAME_JOIN = ' in ';

/**
 * What tells one enrollment from another in a list of a family's (a parent with two children has several in one
 * course, a child several courses): the student and the course, "Sam Student in Math Club Membership". Either part
 * is left out when unknown.
 */
export function enrollmentName(
  enrollment: { id: number; student?: { name?: string | null } | null; course?: { title?: string | null } | null },
  studentName?: string | null,
): string {
  const student = enrollment.student?.name || studentName || '';
  const course = enrollment.course?.title || '';
  if (student && course) return `${student}${ENROLLMENT_NAME_JOIN}${course}`;
  return student || course || `Enrollment #${enrollment.id}`;
}
