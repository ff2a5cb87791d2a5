import { Facts } from '@tutoring/design-system';
import styled from 'styled-components';
import type { Enrollment } from '@tutoring/contract';
import { formatHours } from '@tutoring/domain/areas';
import { Muted } from '../../../shared/components/layout';

/** Enrollment statuses whose hours can no longer be used (OP-15). */
const ENDED = ['canceled', 'transferred', 'expired'];

type DurationField = 'remainingProvisionedDuration' | 'unscheduledDuration';

/** Sums a duration (minutes) over the enrollments' courses; null when no course reports it. */
function total(enrollments: readonly Enrollment[], field: DurationField): number | null {
  const values = enrollments.map((e) => e.course?.[field]).filter((v): v is number => typeof v === 'number');
  return values.length ? values.reduce((a, b) => a + b, 0) : null;
}

const reportsHours = (e: Enrollment): boolean =>
  typeof e.course?.remainingProvisionedDuration === 'number' || typeof e.course?.unscheduledDuration === 'number';

const Courses = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/**
 * STU-13, OP-39: remaining hours (course.remainingProvisionedDuration) and hours unscheduled
 * (course.unscheduledDuration), minutes shown as hours with one decimal, summed over the student's enrollments that
 * have not ended; with more than one course, each course's hours are listed below the totals. While the enrollments
 * load it says so (never "No tutoring hours to show." before the answer).
 */
export function HoursSummary({
  enrollments,
  loading = false,
}: {
  enrollments: readonly Enrollment[];
  loading?: boolean;
}) {
  if (loading) return <Muted>Loading…</Muted>;
  const live = enrollments.filter((e) => !ENDED.includes(e.status ?? '') && reportsHours(e));
  const remaining = total(live, 'remainingProvisionedDuration');
  const unscheduled = total(live, 'unscheduledDuration');
  if (remaining === null && unscheduled === null) return <Muted>No tutoring hours to show.</Muted>;
  return (
    <div>
      <Facts>
        <dt>Remaining hours</dt>
        <dd>{formatHours(remaining)}</dd>
        <dt>Hours unscheduled</dt>
        <dd>{formatHours(unscheduled)}</dd>
      </Facts>
      {live.length > 1 ? (
        <Courses aria-label="Hours by course">
          {live.map((e) => (
            <li key={e.id}>
              {`${e.course?.title ?? `Course #${e.course?.id ?? e.courseId ?? e.id}`}: ${formatHours(e.course?.remainingProvisionedDuration)} remaining, ${formatHours(e.course?.unscheduledDuration)} unscheduled`}
            </li>
          ))}
        </Courses>
      ) : null}
    </div>
  );
}
