import { Link } from 'react-router-dom';
import { useCurrentUser } from '@tutoring/platform';
import { failureOf } from '../../shared/components/failureOf';
import { useStudentChangeRefresh } from '../dashboard/api/students';
import { useStudentPrizes } from './api/prizes';
import { StudentPrizesTable } from './components/StudentPrizesTable';

/**
 * STU-19: the prizes page (`/prizes`, student.prizes): the student's prizes and their shipment status. Prizes that
 * could not be loaded say so with Retry in the table's place, as a dashboard section does, never "You have not traded
 * any gems for prizes yet.".
 */
export function PrizesPage() {
  const user = useCurrentUser();
  const prizes = useStudentPrizes();
  useStudentChangeRefresh();
  const failure = failureOf('your prizes', prizes);
  return (
    <section aria-labelledby="prizes-heading">
      <h1 id="prizes-heading">Prizes</h1>
      {failure ?? (
        <StudentPrizesTable prizes={prizes.data?.results ?? []} loading={prizes.isPending} timeZone={user?.timeZone} />
      )}
      <p>
        <Link to="/">Back to the dashboard</Link>
      </p>
    </section>
  );
}
