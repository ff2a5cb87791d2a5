import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@tutoring/contract';
import {
  EnrollmentCancelSchema,
  EnrollmentCouponSchema,
  EnrollmentTransferSchema,
  type EnrollmentCancel,
  type EnrollmentCoupon,
} from '@tutoring/contract/writes';
import { Button, FormField, Select, TextInput } from '@tutoring/design-system';
import { FormModal } from '@tutoring/design-system/forms';
import { CANCELLATION_REASONS } from '@tutoring/domain';
import { formatCoupon } from '@tutoring/domain/areas';
import { couponQueries } from '../api/coupons';
import { courseQueries } from '../api/courses';
import { enrollmentQueries, holdsItsCourse, type EnrollmentAction } from '../api/enrollments';

/** What every enrollment action modal receives. */
export interface EnrollmentModalProps {
  open: boolean;
  onClose: () => void;
  /**
   * Runs the action through the panel's one mutation (PAY-19: processing, errors kept, the REQUEST_ERROR toast of
   * API-14); rejects on failure so the modal stays open with the reply's messages on its fields or in its banner.
   */
  submit: (action: EnrollmentAction) => Promise<unknown>;
}

/** The panel's mutation already toasts a failure (OP-55): the modal shows only its banner and field messages. */
const toastShownByMutation = () => null;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
`;

/**
 * PAY-22: the enrollment coupon modal: a coupon code, applied with `PUT enrollments/{id}/apply_coupon`
 * `{enrollment: {couponCode}}`. Staff see the available codes (`GET coupons`) as "SAVE10 — $10" (OP-74) and pick one.
 */
export function CouponModal({ open, onClose, submit, staff = false }: EnrollmentModalProps & { staff?: boolean }) {
  const form = useForm<EnrollmentCoupon>({
    resolver: zodResolver(EnrollmentCouponSchema),
    defaultValues: { couponCode: '' },
  });
  const coupons = useQuery({ ...couponQueries.list(), enabled: open && staff });
  const available = (coupons.data?.results ?? []).filter((c) => c.code);
  return (
    <FormModal<unknown, EnrollmentCoupon>
      open={open}
      onClose={() => {
        form.reset();
        onClose();
      }}
      size="md"
      title="Apply coupon"
      submitLabel="Apply coupon"
      form={form}
      describeError={toastShownByMutation}
      onSubmit={(values) => submit({ type: 'applyCoupon', couponCode: values.couponCode.trim() })}
      onSaved={() => form.reset()}
    >
      <FormField label="Coupon code" required name="couponCode">
        <TextInput autoComplete="off" maxLength={100} {...form.register('couponCode')} />
      </FormField>
      {available.length ? (
        <Chips role="group" aria-label="Available coupons">
          {available.map((coupon) => (
            <Button
              key={coupon.code}
              size="sm"
              onClick={() =>
                form.setValue('couponCode', coupon.code ?? '', { shouldDirty: true, shouldValidate: true })
              }
            >
              {coupon.unit && coupon.amount !== null && coupon.amount !== undefined
                ? `${coupon.code} — ${formatCoupon({ unit: coupon.unit, amount: coupon.amount })}`
                : coupon.code}
            </Button>
          ))}
        </Chips>
      ) : null}
    </FormModal>
  );
}

const NoFields = z.looseObject({});

/** A confirmation of an action without fields (move trial, convert to contract). */
function ConfirmActionModal({
  open,
  onClose,
  submit,
  action,
  title,
  children,
}: EnrollmentModalProps & { action: EnrollmentAction; title: string; children: string }) {
  const form = useForm({ resolver: zodResolver(NoFields), defaultValues: {} });
  return (
    <FormModal
      open={open}
      onClose={onClose}
      size="md"
      title={title}
      submitLabel={title}
      form={form}
      describeError={toastShownByMutation}
      onSubmit={() => submit(action)}
    >
      <p>{children}</p>
    </FormModal>
  );
}

/** PAY-23: the move trial modal: `PUT enrollments/{id}/move_trial` ends the trial and starts the paid plan. */
export function MoveTrialModal(props: EnrollmentModalProps) {
  return (
    <ConfirmActionModal {...props} title="Move trial" action={{ type: 'moveTrial' }}>
      The free trial ends now and the paid plan starts.
    </ConfirmActionModal>
  );
}

/** PAY-24, DOM-19: the cancel modal: one of the seven reasons, then `PUT enrollments/{id}/cancel`. */
export function CancelModal({ open, onClose, submit }: EnrollmentModalProps) {
  const form = useForm<EnrollmentCancel>({
    resolver: zodResolver(EnrollmentCancelSchema),
    defaultValues: { cancellationReason: '' },
  });
  return (
    <FormModal<unknown, EnrollmentCancel>
      open={open}
      onClose={() => {
        form.reset();
        onClose();
      }}
      size="md"
      title="Cancel enrollment"
      submitLabel="Cancel enrollment"
      form={form}
      describeError={toastShownByMutation}
      onSubmit={(values) => submit({ type: 'cancel', reason: values.cancellationReason })}
      onSaved={() => form.reset()}
    >
      <FormField label="Reason" required name="cancellationReason">
        <Select
          placeholder="Choose a reason"
          options={CANCELLATION_REASONS.map((r) => ({ value: r, label: r }))}
          {...form.register('cancellationReason')}
        />
      </FormField>
    </FormModal>
  );
}

/** PAY-25: the contract modal: `PUT enrollments/{id}/convert_to_contract`. */
export function ContractModal(props: EnrollmentModalProps) {
  return (
    <ConfirmActionModal {...props} title="Convert to contract" action={{ type: 'convertToContract' }}>
      The enrollment becomes a contract at the brand&apos;s contract pricing.
    </ConfirmActionModal>
  );
}

/** Said once a transfer is done (the page then shows the new course; ours, the spec gives none). */
export const TRANSFERRED = 'The enrollment was transferred.';

/** The transfer form's values: the target course (null until one is chosen: the contract then says "Required"). */
type TransferValues = { itemType: string; itemId: number | null };
const idOrNull = (value: unknown): number | null => (value === '' || value == null ? null : Number(value));

/**
 * PAY-26, OP-37: transfer to another course: `PUT enrollments/{id}/transfer` with `{itemType: "Course", itemId}`. The
 * courses offered are the published ones the server lists to the user (to a family, not those reserved for another
 * family's student), less the enrollment's own and those the student is already enrolled in (an enrollment there
 * that has not ended: the server refuses them, "The student is already enrolled in that course."); they are listed
 * once both reads are in. A refusal (422, e.g. "This course is reserved for another student.") shows in the dialog's
 * banner.
 */
export function TransferModal({
  currentCourseId,
  studentId,
  open,
  onClose,
  submit,
}: EnrollmentModalProps & { currentCourseId?: number | null; studentId?: number | null }) {
  const form = useForm<TransferValues>({
    resolver: zodResolver(EnrollmentTransferSchema) as never,
    defaultValues: { itemType: 'Course', itemId: null },
  });
  const courses = useQuery({ ...courseQueries.published(), enabled: open });
  const knownStudent = typeof studentId === 'number';
  const enrollments = useQuery({ ...enrollmentQueries.ofStudent(studentId ?? -1), enabled: open && knownStudent });
  // Until the student's enrollments are read no course is offered (one picked meanwhile could be one they are in);
  // a read that failed leaves every course offered, and the server's refusal says why in the banner.
  const enrolledIn = new Set((enrollments.data?.results ?? []).filter(holdsItsCourse).map((e) => e.courseId));
  const options =
    knownStudent && enrollments.isPending
      ? []
      : (courses.data?.results ?? [])
          .filter((c) => c.id !== currentCourseId && !enrolledIn.has(c.id))
          .map((c) => ({ value: String(c.id), label: c.title ?? `Course #${c.id}` }));
  return (
    <FormModal<unknown, TransferValues>
      open={open}
      onClose={() => {
        form.reset();
        onClose();
      }}
      size="md"
      title="Transfer enrollment"
      submitLabel="Transfer"
      form={form}
      successMessage={TRANSFERRED}
      describeError={toastShownByMutation}
      onSubmit={(values) => submit({ type: 'transfer', itemType: values.itemType, itemId: values.itemId ?? 0 })}
      onSaved={() => form.reset()}
    >
      <FormField label="Course" required name="itemId">
        <Select
          placeholder="Choose a course"
          options={options}
          {...form.register('itemId', { setValueAs: idOrNull })}
        />
      </FormField>
    </FormModal>
  );
}
