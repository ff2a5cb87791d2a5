/** Percentages, points, hours and limited enrollments (DOM-28, DOM-29, DOM-31, DOM-32, OP-39, OP-60). */
import { freeSessionsRemaining } from './messages';

const num = (value: number | string | null | undefined): number => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/** DOM-28, STF-25: round(actual / target x 100); 0 when the target is 0 or missing. Not capped. */
export function teamTargetPercent(
  actual: number | string | null | undefined,
  target: number | string | null | undefined,
): number {
  const t = num(target);
  if (t === 0) return 0;
  return Math.round((num(actual) / t) * 100);
}

/** DOM-28: the progress bar width in percent: min(percent, 100), never below 0. */
export function progressBarWidth(percent: number): number {
  return Math.min(Math.max(num(percent), 0), 100);
}

/**
 * DOM-29, OP-39: progress to the next level: round(points / nextLevel.pointThreshold x 100), capped at 100; 0 when
 * there is no next level (or its threshold is not positive) or no points. `nextLevel` may be the level object or
 * its threshold.
 */
export function pointsProgress(
  points: number | null | undefined,
  nextLevel: { pointThreshold?: number | null } | number | null | undefined,
): number {
  const threshold = typeof nextLevel === 'number' ? nextLevel : num(nextLevel?.pointThreshold);
  const p = num(points);
  if (!nextLevel || threshold <= 0 || p <= 0) return 0;
  return Math.min(Math.round((p / threshold) * 100), 100);
}

/** OP-39, STU-13: minutes shown as hours with one decimal ("1.5"); empty input shows "0.0". */
export function formatHours(minutes: number | null | undefined): string {
  return (num(minutes) / 60).toFixed(1);
}

/** An enrollment as far as the limited-attendance rules care (DOM-44). */
export interface LimitedEnrollmentLike {
  type?: string | null;
  attendancesCount?: number | null;
  limitedAttendancesCount?: number | null;
}

/** DOM-31, PAY-27: a LimitedEnrollment is maxed out when attendancesCount >= limitedAttendancesCount. */
export function isLimitedEnrollmentMaxedOut(enrollment: LimitedEnrollmentLike): boolean {
  return (
    enrollment.type === 'LimitedEnrollment' &&
    num(enrollment.attendancesCount) >= num(enrollment.limitedAttendancesCount)
  );
}

/**
 * DOM-32, OP-60: "{n} of {total} Free Sessions Remaining" with n = limitedAttendancesCount - attendancesCount and
 * total = limitedAttendancesCount, or "No Free Sessions Remaining" when n <= 0.
 */
export function freeSessionCounterText(enrollment: LimitedEnrollmentLike): string {
  const total = num(enrollment.limitedAttendancesCount);
  return freeSessionsRemaining(total - num(enrollment.attendancesCount), total);
}
