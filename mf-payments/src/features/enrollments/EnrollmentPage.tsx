import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { recordMissing } from '@tutoring/api-client';
import { EmptyState, LoadFailure, Spinner } from '@tutoring/design-system';
import { useRouteTitle } from '@tutoring/platform';
import { enrollmentQueries } from './api/enrollments';
import { EnrollmentPanel } from './components/EnrollmentPanel';

/** `/enrollments/:id`: the enrollment panel (PAY-19..PAY-27, PAY-30). */
export function EnrollmentPage() {
  const { id } = useParams();
  const enrollmentId = Number(id);
  const enrollment = useQuery(enrollmentQueries.detail(enrollmentId));
  const title = enrollment.data?.course?.title;
  useRouteTitle(title ? [title, 'Enrollments'] : ['Enrollment', 'Enrollments']);
  return (
    <section aria-labelledby="enrollment-heading">
      <p>
        <Link to="/enrollments">All enrollments</Link>
      </p>
      <h1 id="enrollment-heading">{title ? `Enrollment: ${title}` : 'Enrollment'}</h1>
      {enrollment.isLoading ? <Spinner label="Loading enrollment" /> : null}
      {enrollment.data ? <EnrollmentPanel enrollment={enrollment.data} /> : null}
      {recordMissing(id, enrollment.error) ? (
        <EmptyState title="This enrollment does not exist." />
      ) : enrollment.isError ? (
        <LoadFailure what="this enrollment" onRetry={() => enrollment.refetch()} />
      ) : null}
    </section>
  );
}
