import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { PaymentProfile } from '@tutoring/contract';
import { recordMissing } from '@tutoring/api-client';
import { ActionRow, Button, Card, EmptyState, LoadFailure, Spinner } from '@tutoring/design-system';
import { lazyPart, useCurrentUser, useRouteTitle } from '@tutoring/platform';
import { Section } from '../../shared/components/Layout';
import { enrollmentName, statusLabel } from '../../shared/lib/format';
import { useStudentsEnrollments } from './api/enrollments';
import { parentQueries } from './api/parents';
import { PaymentProfileView } from './components/PaymentProfileView';
import { PaymentsTable } from './components/PaymentsTable';
import { SubscriptionDisplay } from './components/SubscriptionDisplay';

// The card form (and credit-card-type) and the Set Payment Method dialog load only when opened (issue 13). Code that
// fails to load shows the area's failure with Retry in its place; the rest of the profile keeps working (lazyPart).
const CardFormPanel = lazyPart(() => import('./components/CardFormPanel').then((m) => m.CardFormPanel));
const SetPaymentMethodDialog = lazyPart(() =>
  import('./components/SetPaymentMethodDialog').then((m) => m.SetPaymentMethodDialog),
);
/** The heading of the parent's payments list (ours, the spec gives none). */
export const PAYMENT_HISTORY = 'Payment history';
/** A parent id that names no parent (the server answers 404), in the words of the CRM's parent page. */
export const PARENT_NOT_FOUND = 'This parent does not exist.';
/** What the card form and the dialog show while their code loads. */
const loadingCardForm = <Spinner label="Loading card form" />;

/** One parent's payment profile, subscription, enrollments and payments (PAY-01..PAY-31). */
export function ParentPayments({ parentId }: { parentId: number }) {
  const parent = useQuery(parentQueries.detail(parentId));
  // dates on the signed-in user's calendar (staff see a parent's dates as they see every other date).
  const user = useCurrentUser();
  const timeZone = user?.timeZone;
  const [editing, setEditing] = useState(false);
  // PAY-02: the card form panel replaces the button that opened it, so when it closes (saved, canceled, deleted) the
  // focus would be left on the page's body; it goes back to that button instead, as a dialog gives it to its trigger.
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEditButton = useRef(false);
  const closeCardForm = () => {
    focusEditButton.current = true;
    setEditing(false);
  };
  useEffect(() => {
    if (editing || !focusEditButton.current) return;
    focusEditButton.current = false;
    editButton.current?.focus();
  }, [editing]);
  const [dialog, setDialog] = useState(false);
  const students = parent.data?.students ?? [];
  const studentIds = students.map((s) => s.id);
  const { enrollments } = useStudentsEnrollments(studentIds);
  const p = parent.data;
  useRouteTitle(p?.fullName ? [p.fullName, 'Payments'] : ['Payments']);
  if (parent.isLoading) return <Spinner label="Loading payment profile" />;
  // A parent that does not exist says so without Retry (asking again cannot bring it), as every record page does; staff
  // get back to the picker. Any other failure may pass: LoadFailure with Retry.
  if (!p && recordMissing(parentId, parent.error))
    return (
      <EmptyState
        title={PARENT_NOT_FOUND}
        action={user?.type === 'Parent' ? undefined : <Link to="/payments">Back to payments</Link>}
      />
    );
  if (!p) return <LoadFailure what="this parent" onRetry={() => parent.refetch()} />;
  const stored = p.authorizeNetProfile;
  const profile: PaymentProfile | null = stored && typeof stored.id === 'number' ? { ...stored, id: stored.id } : null;
  const nextBillingAt = enrollments.length > 0 && p.subscription ? p.subscription.nextAssessmentAt : null;
  return (
    <>
      <p>
        <strong>{p.fullName ?? `${p.firstName ?? ''} ${p.lastName ?? ''}`}</strong>
        {p.email ? ` · ${p.email}` : null}
      </p>
      <Section aria-labelledby="payment-method-heading">
        <h2 id="payment-method-heading">Payment method</h2>
        <Card as="div">
          <PaymentProfileView profile={stored} />
          {editing ? (
            <CardFormPanel
              fallback={loadingCardForm}
              parentId={parentId}
              profile={profile}
              onCancel={closeCardForm}
              onSaved={closeCardForm}
              onDeleted={closeCardForm}
            />
          ) : (
            <ActionRow>
              <Button ref={editButton} variant="primary" onClick={() => setEditing(true)}>
                {profile ? 'Update card' : 'Add card'}
              </Button>
              <Button onClick={() => setDialog(true)}>Set Payment Method</Button>
            </ActionRow>
          )}
        </Card>
      </Section>
      <Section aria-labelledby="subscription-heading">
        <h2 id="subscription-heading">Subscription</h2>
        <SubscriptionDisplay subscription={p.subscription} timeZone={timeZone} />
      </Section>
      <Section aria-labelledby="family-enrollments-heading">
        <h2 id="family-enrollments-heading">Enrollments</h2>
        {enrollments.length === 0 ? (
          <p>No enrollments</p>
        ) : (
          <ul>
            {enrollments.map((e) => (
              <li key={e.id}>
                {/* Named by student and course: a parent with two children has one link per child in a course. */}
                <Link to={`/enrollments/${e.id}`}>
                  {enrollmentName(e, students.find((s) => s.id === e.enrolleeId)?.fullName)}
                </Link>{' '}
                — {statusLabel(e.status)}
              </li>
            ))}
          </ul>
        )}
      </Section>
      {/* Not "Payments": the page (a region named by its h1) already is, and two landmarks of one name cannot be
          told apart (axe landmark-unique). */}
      <Section aria-labelledby="payments-list-heading">
        <h2 id="payments-list-heading">{PAYMENT_HISTORY}</h2>
        <PaymentsTable parentId={parentId} />
      </Section>
      {dialog ? (
        <SetPaymentMethodDialog
          fallback={loadingCardForm}
          open
          onClose={() => setDialog(false)}
          parentId={parentId}
          profile={profile}
          nextBillingAt={nextBillingAt}
          timeZone={timeZone}
        />
      ) : null}
    </>
  );
}
