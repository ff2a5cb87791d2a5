import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { api, getQueryClient, queryKeys } from '@tutoring/api-client';
import type { Subscription } from '@tutoring/contract';
import { useCurrentUser } from '@tutoring/platform';
import { useOwnEnrollments, useParent, useParentProfileFallback } from '../api/queries';
import { SetPaymentMethodDialog } from './SetPaymentMethodDialog';

/** Props of {@link PaymentInfoModal}. */
export interface PaymentInfoModalProps {
  /** The student's parent, whose card is set. */
  parentId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * The signed-in student's parent with its subscription, read through `GET students/{id}?include=parent` (quietly): a
 * student may not read `GET parents/{id}`, but the api-server embeds the parent's subscription there for the student
 * themself (PAY-17, PAY-18).
 */
function useStudentParentSubscription(studentId: number | null, enabled: boolean) {
  return useQuery<Subscription | null>({
    queryKey: queryKeys.detail('students', studentId ?? -1, 'parent'),
    queryFn: async ({ signal }) => {
      const student = await api.students.get(studentId as number, { include: 'parent', signal, handleErrors: false });
      const parent = student.parent as { subscription?: Subscription | null } | null | undefined;
      return parent?.subscription ?? null;
    },
    enabled: enabled && studentId !== null,
    retry: false,
  });
}

function PaymentInfoContent({ parentId, open, onClose }: PaymentInfoModalProps) {
  const user = useCurrentUser();
  // A student never may read the parent record (403): the parent's subscription and card come by other calls then.
  const isStudent = user?.type === 'Student';
  const studentId = isStudent ? (user.studentId ?? null) : (user?.spoofing?.id ?? null);
  const parent = useParent(open && !isStudent ? parentId : null, { silent: true });
  const enrollments = useOwnEnrollments(open);
  const hasEnrollment = (enrollments.data?.totalCount ?? 0) > 0;
  const studentSubscription = useStudentParentSubscription(studentId, open && (isStudent || parent.isError));
  const subscription = parent.data?.subscription ?? studentSubscription.data ?? null;
  // A student cannot read the parent, but may read (and replace) the parent's card profile: read it directly then, so
  // the dialog shows the stored card and the save replaces it instead of adding a second one.
  const fallback = useParentProfileFallback(parentId, open && (isStudent || parent.isError));
  const profile = parent.data ? parent.data.authorizeNetProfile : fallback.data;
  return (
    <SetPaymentMethodDialog
      open={open}
      onClose={onClose}
      parentId={parentId}
      profile={profile && typeof profile.id === 'number' ? { ...profile, id: profile.id } : null}
      nextBillingAt={hasEnrollment && subscription ? subscription.nextAssessmentAt : null}
      timeZone={parent.data?.timeZone ?? parent.data?.timezone ?? user?.timeZone}
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
