import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Enrollment, EnrollmentRenewal } from '@tutoring/contract';
import { ActionRow, Alert, Button, Card, Spinner, Facts } from '@tutoring/design-system';
import { Toggle } from '@tutoring/design-system/forms';
import { formatCoupon, freeSessionCounterText, isLimitedEnrollmentMaxedOut } from '@tutoring/domain/areas';
import { hasAnyRole, hasPermission, useCurrentUser } from '@tutoring/platform';
import { Section } from '../../../shared/components/Layout';
import { enrollmentTypeLabel, statusLabel } from '../../../shared/lib/format';
import { ENDED_ENROLLMENT_STATUSES as ENDED, useEnrollmentActions, type EnrollmentAction } from '../api/enrollments';
import { brandQueries } from '../../../shared/api/brands';
import { authorizeNetProfileQueries, isProfileUsable } from '../../../shared/api/authorize-net-profiles';
import { studentQueries } from '../api/students';
import { AddHoursForm } from './AddHoursForm';
import { CancelModal, ContractModal, CouponModal, MoveTrialModal, TransferModal } from './EnrollmentModals';
import { InstallmentsTable } from './InstallmentsTable';

type ModalName = 'coupon' | 'moveTrial' | 'cancel' | 'contract' | 'transfer' | null;

/** Statuses from which an enrollment can be canceled (OP-15). */
const CANCELABLE = ['trialing', 'active'];
/** Statuses from which it can be uncanceled. */
const UNCANCELABLE = ['canceled', 'pending_cancellation'];

/** PAY-27, DOM-31, DOM-32: the free-session counter of a limited enrollment. */
export function FreeSessionCounter({
  enrollment,
}: {
  enrollment: Pick<Enrollment, 'type' | 'attendancesCount' | 'limitedAttendancesCount'>;
}) {
  if (enrollment.type !== 'LimitedEnrollment') return null;
  const maxed = isLimitedEnrollmentMaxedOut(enrollment);
  return (
    <p data-maxed-out={maxed ? 'true' : 'false'}>
      <strong>{freeSessionCounterText(enrollment)}</strong>
    </p>
  );
}

/**
 * Who the server treats as staff for enrollment actions (api-server `is.staff`, docs/security.md): the admin role or
 * ADMIN permission, or a crm, academic advisor or director role. A tutor is an employee but not staff; an admin acting
 * as a student (spoofing) is the student.
 */
function isStaffUser(user: ReturnType<typeof useCurrentUser>): boolean {
  if (!user || user.spoofing) return false;
  return (
    hasPermission(user, 'ADMIN') ||
    hasAnyRole(user, ['admin', 'crm', 'academic_advisor', 'director_of_academic_advising'])
  );
}

/**
 * Whether the enrolled student's family has a card that can be charged (DOM-30; the server refuses to charge added
 * hours without one, PAY-20): the student's parent, then that parent's latest card profile (`GET
 * authorize_net_profiles?parentId=`, which staff, the parent and the student may read). `undefined` while it is not
 * known (loading, or a read failed).
 */
function useFamilyCard(enrollment: Enrollment, enabled: boolean): boolean | undefined {
  const studentId = enrollment.enrolleeType === 'Student' ? enrollment.enrolleeId : null;
  const student = useQuery({
    ...studentQueries.detail(studentId ?? -1),
    enabled: enabled && typeof studentId === 'number',
  });
  const parentId = student.data?.parentId ?? null;
  const card = useQuery({
    ...authorizeNetProfileQueries.latestOfParent(parentId ?? -1),
    enabled: enabled && typeof parentId === 'number',
  });
  if (student.isSuccess && typeof student.data.parentId !== 'number') return false;
  if (!card.isSuccess) return undefined;
  return card.data !== null && isProfileUsable(card.data);
}

/**
 * The enrolled student's parent by name (`students/{id}?include=parent`, the same quiet read as the card's): whose
 * card an installment's "process payment" charges (PAY-30). `undefined` while not known.
 */
function useFamilyPayer(enrollment: Enrollment, enabled: boolean): string | undefined {
  const studentId = enrollment.enrolleeType === 'Student' ? enrollment.enrolleeId : null;
  const student = useQuery({
    ...studentQueries.detail(studentId ?? -1),
    enabled: enabled && typeof studentId === 'number',
  });
  const parent = student.data?.parent;
  return parent && typeof parent.name === 'string' && parent.name.trim() ? parent.name : undefined;
}

/** Props of {@link EnrollmentPanel}. */
export interface EnrollmentPanelProps {
  enrollment: Enrollment;
}

/**
 * PAY-19..PAY-27: an enrollment with every action. Each action shows processing, clears the previous errors,
 * updates the enrollment from the reply, or keeps the reply's errors (with the REQUEST_ERROR toast, API-14).
 */
export function EnrollmentPanel({ enrollment }: EnrollmentPanelProps) {
  const user = useCurrentUser();
  const isStaff = isStaffUser(user);
  const family = !isStaff && (user?.type === 'Student' || user?.type === 'Parent' || !!user?.spoofing);
  // The server's policies: add hours, auto renew, coupon, cancel and uncancel are staff or family; transfer is staff or
  // parent; move trial and convert to contract are staff only (routes/money.ts).
  const canAct = isStaff || family;
  const canTransfer = isStaff || (family && user?.type === 'Parent');
  const [modal, setModal] = useState<ModalName>(null);
  /** The add hours form shows its own failures (on its fields and in its banner); the panel shows the others. */
  const [inlineFailure, setInlineFailure] = useState(false);
  const [renewal, setRenewal] = useState<EnrollmentRenewal | null>(null);
  // An action can take away the control it was started from (Move trial once the trial has moved, Convert to contract
  // once converted, when the reply reaches the page): the focus then goes to the first of the actions rather than
  // the page's body. `trigger` is what had the focus when the action was asked for.
  const actionRow = useRef<HTMLDivElement>(null);
  const trigger = useRef<Element | null>(null);
  useEffect(() => {
    const gone = trigger.current;
    if (!gone || gone.isConnected) return;
    trigger.current = null;
    const active = document.activeElement;
    if (!active || active === document.body || active === document.documentElement)
      actionRow.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus();
  });
  const actions = useEnrollmentActions(enrollment.id, {
    onSuccess: (action, reply) => {
      if ('renewal' in reply) setRenewal(reply.renewal);
      if (action.type !== 'addHours' && action.type !== 'autoRenew') setModal(null);
    },
  });
  // The course include carries its brand; when it does not say whether contracts are offered, the brand is read.
  const embeddedOffer = enrollment.course?.brand?.offerContract;
  const brandId = enrollment.course?.brandId ?? enrollment.course?.brand?.id ?? null;
  const brand = useQuery({
    ...brandQueries.detail(brandId ?? -1),
    enabled: brandId !== null && isStaff && typeof embeddedOffer !== 'boolean',
  });
  const cardOnFile = useFamilyCard(enrollment, canAct);
  const payer = useFamilyPayer(enrollment, canAct);
  const run = (action: EnrollmentAction) => {
    // Ignored while another action runs: the controls stay focusable then (aria-disabled), so a keyboard user keeps
    // their place; `disabled` would drop the focus to the page's body.
    if (actions.processing) return;
    trigger.current = document.activeElement;
    setInlineFailure(false);
    void actions.run(action);
  };
  const submit = (action: EnrollmentAction) => {
    setInlineFailure(action.type === 'addHours');
    return actions.runAsync(action);
  };
  const status = enrollment.status ?? '';
  const contract = (enrollment as { contract?: boolean }).contract === true;
  // PAY-25: offered only when the enrollment's brand says it offers contracts (brand.offerContract true); while the
  // brand loads, or when it cannot be read or does not say, the action is not offered (the server enforces it too).
  const offersContract = (typeof embeddedOffer === 'boolean' ? embeddedOffer : brand.data?.offerContract) === true;
  const modalProps = (name: Exclude<ModalName, null>) => ({
    open: modal === name,
    onClose: () => setModal(null),
    submit,
  });
  const open = (name: Exclude<ModalName, null>) => {
    if (actions.processing) return;
    trigger.current = document.activeElement;
    actions.reset();
    setModal(name);
  };
  /** A control that keeps its focus while an action runs: announced as unavailable, its presses ignored. */
  const busy = { 'aria-disabled': actions.processing || undefined } as const;
  const cancelable = canAct && CANCELABLE.includes(status);
  const uncancelable = canAct && UNCANCELABLE.includes(status);

  return (
    <div aria-busy={actions.processing || undefined}>
      <Card as="div">
        <Facts aria-label="Enrollment">
          {enrollment.student?.name ? (
            <>
              <dt>Student</dt>
              <dd>{enrollment.student.name}</dd>
            </>
          ) : null}
          <dt>Course</dt>
          <dd>{enrollment.course?.title ?? (enrollment.courseId ? `Course #${enrollment.courseId}` : '—')}</dd>
          <dt>Status</dt>
          <dd data-testid="enrollment-status">{statusLabel(status) || '—'}</dd>
          <dt>Type</dt>
          <dd>{enrollmentTypeLabel(enrollment.type)}</dd>
          <dt>Contract</dt>
          <dd>{contract ? 'Yes' : 'No'}</dd>
          <dt>Coupon</dt>
          <dd>
            {enrollment.coupon &&
            enrollment.coupon.unit &&
            enrollment.coupon.amount !== null &&
            enrollment.coupon.amount !== undefined
              ? `${enrollment.coupon.code ? `${enrollment.coupon.code}: ` : ''}${formatCoupon({ unit: enrollment.coupon.unit, amount: enrollment.coupon.amount })}`
              : 'None'}
          </dd>
          <dt>Sessions attended</dt>
          <dd>{enrollment.attendancesAttendedCount ?? 0}</dd>
          {enrollment.cancellationReason ? (
            <>
              <dt>Cancellation reason</dt>
              <dd>{enrollment.cancellationReason}</dd>
            </>
          ) : null}
        </Facts>
        <FreeSessionCounter enrollment={enrollment} />
        {actions.processing ? <Spinner label="Processing" /> : null}
        {actions.errors.length > 0 && modal === null && !inlineFailure ? (
          <Alert>
            {actions.errors.map((e) => (
              <div key={e}>{e}</div>
            ))}
          </Alert>
        ) : null}
        <ActionRow>
          <Toggle
            label="Auto renew"
            checked={enrollment.autoRenew === true}
            disabled={ENDED.includes(status) || !canAct}
            {...busy}
            onChange={(e) => run({ type: 'autoRenew', enable: e.target.checked })}
          />
        </ActionRow>
        <ActionRow ref={actionRow}>
          {canAct ? (
            <Button onClick={() => open('coupon')} disabled={ENDED.includes(status)} {...busy}>
              Apply coupon
            </Button>
          ) : null}
          {status === 'trialing' && isStaff ? (
            <Button onClick={() => open('moveTrial')} {...busy}>
              Move trial
            </Button>
          ) : null}
          {/* Cancel and Uncancel are one button that changes with the status, so the focus stays where the person
              acted: on it after Uncancel, and back on it when the cancel dialog closes (a new button would leave the
              focus on the page's body). */}
          {cancelable || uncancelable ? (
            <Button
              key="cancel-or-uncancel"
              variant={cancelable ? 'danger' : 'secondary'}
              onClick={() => (cancelable ? open('cancel') : run({ type: 'uncancel' }))}
              {...busy}
            >
              {cancelable ? 'Cancel enrollment' : 'Uncancel'}
            </Button>
          ) : null}
          {isStaff && offersContract && !contract && CANCELABLE.includes(status) ? (
            <Button onClick={() => open('contract')} {...busy}>
              Convert to contract
            </Button>
          ) : null}
          {/* Only a running enrollment moves (the api-server refuses a pending cancellation: uncancel it first). */}
          {canTransfer && CANCELABLE.includes(status) ? (
            <Button onClick={() => open('transfer')} {...busy}>
              Transfer
            </Button>
          ) : null}
        </ActionRow>
      </Card>
      {canAct ? (
        <Section aria-labelledby="add-hours-heading">
          <h2 id="add-hours-heading">Add hours</h2>
          <AddHoursForm
            submit={submit}
            processing={actions.processing}
            // Only what was quoted or added on this visit: the enrollment's last renewal (10 hours added weeks ago)
            // read "Hours added" on a fresh visit as if it had just been done.
            renewal={renewal}
            cardOnFile={cardOnFile}
            disabled={ENDED.includes(status)}
          />
        </Section>
      ) : null}
      <Section aria-labelledby="installments-heading">
        <h2 id="installments-heading">Installments</h2>
        <InstallmentsTable enrollmentId={enrollment.id} payer={payer} />
      </Section>
      <CouponModal {...modalProps('coupon')} staff={isStaff} />
      <MoveTrialModal {...modalProps('moveTrial')} />
      <CancelModal {...modalProps('cancel')} />
      <ContractModal {...modalProps('contract')} />
      <TransferModal
        {...modalProps('transfer')}
        currentCourseId={enrollment.courseId}
        studentId={enrollment.enrolleeType === 'Student' ? enrollment.enrolleeId : null}
      />
    </div>
  );
}
