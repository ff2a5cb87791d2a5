import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { getQueryClient } from '@tutoring/api-client';
import { useCurrentUser } from '@tutoring/platform';
import { authorizeNetProfileQueries } from '../../../shared/api/authorize-net-profiles';
import { enrollmentQueries } from '../api/enrollments';
import { parentQueries } from '../api/parents';
import { studentQueries } from '../api/students';
import { SetPaymentMethodDialog } from './SetPaymentMethodDialog';

/** Props of {@link PaymentInfoModal}. */
export interface PaymentInfoModalProps {
  /** The student's parent, whose card is set. */
  parentId: number;
  open: boolean;
  onClose: () => void;
}

function PaymentInfoContent({ parentId, open, onClose }: PaymentInfoModalProps) {
  const user = useCurrentUser();
  // A student never may read the parent record (403): the parent's subscription and card come by other calls then.
  const isStudent = user?.type === 'Student';
  const studentId = isStudent ? (user.studentId ?? null) : (user?.spoofing?.id ?? null);
  const readsParent = open && !isStudent;
  const parent = useQuery({
    ...parentQueries.detail(readsParent ? parentId : -1, { silent: true }),
    enabled: readsParent,
  });
  const enrollments = useQuery({ ...enrollmentQueries.own(), enabled: open });
  const hasEnrollment = (enrollments.data?.totalCount ?? 0) > 0;
  const studentSubscription = useQuery({
    ...studentQueries.parentSubscription(studentId ?? -1),
    enabled: open && (isStudent || parent.isError) && studentId !== null,
  });
  const subscription = parent.data?.subscription ?? studentSubscription.data ?? null;
  // A student cannot read the parent, but may read (and replace) the parent's card profile: read it directly then, so
  // the dialog shows the stored card and the save replaces it instead of adding a second one.
  const fallback = useQuery({
    ...authorizeNetProfileQueries.latestOfParent(parentId),
    enabled: open && (isStudent || parent.isError),
  });
  const profile = parent.data ? parent.data.authorizeNetProfile : fallback.data;
  return (
    <SetPaymentMethodDialog
      open={open}
      onClose={onClose}
      parentId={parentId}
      profile={profile && typeof profile.id === 'number' ? { ...profile, id: profile.id } : null}
      nextBillingAt={hasEnrollment && subscription ? subscription.nextAssessmentAt : null}
      timeZone={user?.timeZone}
    />
  );
}

/**
 * PAY-18, OP-73, STU-24: the payment-info modal of the student dashboard: the Set Payment Method dialog (PAY-17)
 * for the student's parent, headed with the next billing date when the family has an enrollment and a subscription
 * (for a student the subscription comes with `GET students/{id}?include=parent`). Exposed through Module Federation as
 * `mf_payments/PaymentInfoModal`; it brings the shared query client itself so it works in any host tree.
 */
export function PaymentInfoModal(props: PaymentInfoModalProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <PaymentInfoContent {...props} />
    </QueryClientProvider>
  );
}
