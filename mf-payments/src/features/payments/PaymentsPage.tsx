import { Link, useParams } from 'react-router-dom';
import { ActionRow, Spinner } from '@tutoring/design-system';
import { NO_PAYMENT_PROFILE } from '@tutoring/domain/areas';
import { lazyPart, useCurrentUser } from '@tutoring/platform';
import styled from 'styled-components';
import { ParentPicker } from './components/ParentPicker';

// A parent's payments load when a parent is chosen: staff first see only the picker (issue 13). Code that fails to load
// shows the area's failure with Retry in its place; the picker keeps working (platform lazyPart).
const ParentPayments = lazyPart(() => import('./ParentPayments').then((m) => m.ParentPayments));

/** The links to the other payments screens, apart from the parent picker below them. */
const ScreensNav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/**
 * `/payments` and `/payments/:parentId`: a parent's payment profile (PAY-01..PAY-17), subscription (PAY-28),
 * enrollments and payments (PAY-31). Parents see their own; staff pick a parent.
 */
export function PaymentsPage() {
  const user = useCurrentUser();
  const { parentId: param } = useParams();
  const isParent = user?.type === 'Parent';
  const fromUrl = param && /^\d+$/.test(param) ? Number(param) : null;
  const parentId = isParent ? (user?.parentId ?? null) : fromUrl;
  return (
    <section aria-labelledby="payments-heading">
      <h1 id="payments-heading">Payments</h1>
      {!isParent ? (
        <>
          <ScreensNav aria-label="Payments screens">
            <ActionRow>
              <Link to="/enrollments">Enrollments</Link>
              <Link to="/refund_requests">Refund requests</Link>
              <Link to="/payments/payroll">Payroll</Link>
              <Link to="/payments/tutor_packages">Tutor packages</Link>
            </ActionRow>
          </ScreensNav>
          <ParentPicker />
        </>
      ) : null}
      {parentId !== null ? (
        <ParentPayments key={parentId} fallback={<Spinner label="Loading payment profile" />} parentId={parentId} />
      ) : !isParent ? (
        <p>Choose a parent to see their payment profile.</p>
      ) : (
        <p>{NO_PAYMENT_PROFILE}</p>
      )}
    </section>
  );
}
