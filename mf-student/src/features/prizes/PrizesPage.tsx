import { useEffect, useRef } from 'react';
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
 *
 * Arriving with the focus nowhere (a prize trade closes its dialog and navigates here; the Trade button that had the
 * focus is gone with the dashboard), the page's heading takes it, so a keyboard or screen reader user starts on the
 * page rather than on the document's body.
 */
export function PrizesPage() {
  const user = useCurrentUser();
  const prizes = useStudentPrizes();
  useStudentChangeRefresh();
  const failure = failureOf('your prizes', prizes);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active === document.documentElement) heading.current?.focus();
  }, []);
  return (
    <section aria-labelledby="prizes-heading">
      <h1 id="prizes-heading" ref={heading} tabIndex={-1}>
        Prizes
      </h1>
      {failure ?? (
        <StudentPrizesTable prizes={prizes.data?.results ?? []} loading={prizes.isPending} timeZone={user?.timeZone} />
      )}
      <p>
        <Link to="/">Back to the dashboard</Link>
      </p>
    </section>
  );
}
