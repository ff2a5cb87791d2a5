import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@tutoring/api-client';
import { FormField, Select, TextInput } from '@tutoring/design-system';
import { CANCELLATION_REASONS } from '@tutoring/domain';
import type { EnrollmentAction } from '../api/useEnrollment';
import { ActionModal } from './ActionModal';

/** What every enrollment action modal receives. */
export interface EnrollmentModalProps {
  open: boolean;
  onClose: () => void;
  run: (action: EnrollmentAction) => void;
  processing: boolean;
  errors: readonly string[];
}

/** PAY-22: the enrollment coupon modal: a coupon code, applied with `PUT enrollments/{id}/apply_coupon`. */
export function CouponModal(props: EnrollmentModalProps) {
  const [code, setCode] = useState('');
  return (
    <ActionModal
      {...props}
      title="Apply coupon"
      confirmLabel="Apply coupon"
      disabled={!code.trim()}
      onConfirm={() => props.run({ type: 'applyCoupon', couponCode: code.trim() })}
    >
      <FormField label="Coupon code" required>
        <TextInput value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" />
      </FormField>
    </ActionModal>
  );
}

/** PAY-23: the move trial modal: `PUT enrollments/{id}/move_trial` ends the trial and starts the paid plan. */
export function MoveTrialModal(props: EnrollmentModalProps) {
  return (
    <ActionModal
      {...props}
      title="Move trial"
      confirmLabel="Move trial"
      onConfirm={() => props.run({ type: 'moveTrial' })}
    >
      <p>The free trial ends now and the paid plan starts.</p>
    </ActionModal>
  );
}

/** PAY-24, DOM-19: the cancel modal: one of the seven reasons, then `PUT enrollments/{id}/cancel`. */
export function CancelModal(props: EnrollmentModalProps) {
  const [reason, setReason] = useState('');
  return (
    <ActionModal
      {...props}
      title="Cancel enrollment"
      confirmLabel="Cancel enrollment"
      danger
      disabled={!reason}
      onConfirm={() => props.run({ type: 'cancel', reason })}
    >
      <FormField label="Reason" required>
        <Select
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder="Choose a reason"
          options={CANCELLATION_REASONS.map((r) => ({ value: r, label: r }))}
        />
      </FormField>
    </ActionModal>
  );
}

/** PAY-25: the contract modal: `PUT enrollments/{id}/convert_to_contract`. */
export function ContractModal(props: EnrollmentModalProps) {
  return (
    <ActionModal
      {...props}
      title="Convert to contract"
      confirmLabel="Convert to contract"
      onConfirm={() => props.run({ type: 'convertToContract' })}
    >
      <p>The enrollment becomes a contract at the brand&apos;s contract pricing.</p>
    </ActionModal>
  );
}

/** PAY-26, OP-37: transfer to another course: `PUT enrollments/{id}/transfer` with `{itemType: "Course", itemId}`. */
export function TransferModal({
  currentCourseId,
  ...props
}: EnrollmentModalProps & { currentCourseId?: number | null }) {
  const [courseId, setCourseId] = useState('');
  const courses = useQuery({
    queryKey: queryKeys.list('courses', { status: 'published', per: 100 }),
    queryFn: ({ signal }) => api.courses.list({ status: 'published', per: 100 }, { signal }),
    enabled: props.open,
  });
  const options = (courses.data?.results ?? [])
    .filter((c) => c.id !== currentCourseId)
    .map((c) => ({ value: String(c.id), label: c.title ?? `Course #${c.id}` }));
  return (
    <ActionModal
      {...props}
      title="Transfer enrollment"
      confirmLabel="Transfer"
      disabled={!courseId}
      onConfirm={() => props.run({ type: 'transfer', itemType: 'Course', itemId: Number(courseId) })}
    >
      <FormField label="Course" required>
        <Select
          value={courseId}
          onChange={(e) => setCourseId(e.target.value)}
          placeholder="Choose a course"
          options={options}
        />
      </FormField>
    </ActionModal>
  );
}
