import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '@tutoring/api-client';
import { useOwnEnrollments, useParent, useParentProfileFallback } from '../api/queries';
import { SetPaymentMethodDialog } from './SetPaymentMethodDialog';

/** Props of {@link PaymentInfoModal}. */
export interface PaymentInfoModalProps {
  /** The student's parent, whose card is set. */
  parentId: number;
  open: boolean;
  onClose: () => void;
}

function PaymentInfoContent({ parentId, open, onClose }: PaymentInfoModalProps) {
  // A student may not be allowed to read the parent record: the dialog then works without the stored card.
  const parent = useParent(open ? parentId : null, { silent: true });
  const enrollments = useOwnEnrollments(open);
  const hasEnrollment = (enrollments.data?.totalCount ?? 0) > 0;
  const subscription = parent.data?.subscription;
  // A student cannot read the parent, but may read (and replace) the parent's card profile: read it directly then, so
  // the dialog shows the stored card and the save replaces it instead of adding a second one.
  const fallback = useParentProfileFallback(parentId, open && parent.isError);
  const profile = parent.data ? parent.data.authorizeNetProfile : fallback.data;
  return (
    <SetPaymentMethodDialog
      open={open}
      onClose={onClose}
      parentId={parentId}
      profile={profile && typeof profile.id === 'number' ? { ...profile, id: profile.id } : null}
      nextBillingAt={hasEnrollment && subscription ? subscription.nextAssessmentAt : null}
      timeZone={parent.data?.timeZone ?? parent.data?.timezone}
    />
  );
}

/**
 * PAY-18, OP-73, STU-24: the payment-info modal of the student dashboard: the Set Payment Method dialog (PAY-17)
 * for the student's parent. Exposed through Module Federation as `mf_payments/PaymentInfoModal`; it brings the
 * shared query client itself so it works in any host tree.
 */
export function PaymentInfoModal(props: PaymentInfoModalProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <PaymentInfoContent {...props} />
    </QueryClientProvider>
  );
}
