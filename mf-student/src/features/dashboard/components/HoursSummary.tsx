import type { Enrollment } from '@tutoring/contract';
import { formatHours } from '@tutoring/domain';
import { Line, Muted } from '../../../components/layout';

/** Sums a duration (minutes) over the enrollments' courses; null when no course reports it. */
function total(enrollments: readonly Enrollment[], field: 'remainingProvisionedDuration' | 'unscheduledDuration'): number | null {
  const values = enrollments.map((e) => e.course?.[field]).filter((v): v is number => typeof v === 'number');
  return values.length ? values.reduce((a, b) => a + b, 0) : null;
}

/**
 * STU-13, OP-39: remaining hours (course.remainingProvisionedDuration) and hours unscheduled
 * (course.unscheduledDuration), minutes shown as hours with one decimal, summed over the student's enrollments.
 */
export function HoursSummary({ enrollments }: { enrollments: readonly Enrollment[] }) {
  const remaining = total(enrollments, 'remainingProvisionedDuration');
  const unscheduled = total(enrollments, 'unscheduledDuration');
  if (remaining === null && unscheduled === null) return <Muted>No tutoring hours to show.</Muted>;
  return (
    <dl>
      <Line as="dt">Remaining hours</Line>
      <dd>{formatHours(remaining)}</dd>
      <Line as="dt">Hours unscheduled</Line>
      <dd>{formatHours(unscheduled)}</dd>
    </dl>
  );
}
