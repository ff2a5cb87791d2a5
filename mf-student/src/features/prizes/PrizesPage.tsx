import { Link } from 'react-router-dom';
import { useCurrentUser } from '@tutoring/platform';
import { useStudentChangeRefresh } from '../dashboard/api/students';
import { useStudentPrizes } from './api/prizes';
import { StudentPrizesTable } from './components/StudentPrizesTable';

/** STU-19: the prizes page (`/prizes`, student.prizes): the student's prizes and their shipment status. */
export function PrizesPage() {
  const user = useCurrentUser();
  const prizes = useStudentPrizes();
  useStudentChangeRefresh();
  return (
    <section aria-labelledby="prizes-heading">
      <h1 id="prizes-heading">Prizes</h1>
      <StudentPrizesTable prizes={prizes.data?.results ?? []} loading={prizes.isPending} timeZone={user?.timeZone} />
      <p>
        <Link to="/">Back to the dashboard</Link>
      </p>
    </section>
  );
}
