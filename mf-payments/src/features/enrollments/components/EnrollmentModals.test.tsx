import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CANCELLATION_REASONS } from '@tutoring/domain';
import { formCases } from '@tutoring/build-config/test-kit';
import { API, createTestServer } from '../../../test/server';
import { renderScreen } from '../../../test/render';
import type { ReactElement } from 'react';
import { useEnrollmentActions } from '../api/enrollments';
import { AddHoursForm, type AddHoursFormProps } from './AddHoursForm';
import { CancelModal, ContractModal, CouponModal, MoveTrialModal, TransferModal } from './EnrollmentModals';

const server = createTestServer();

/*
 * The enrollment action modals send their action through the panel's one mutation (PUT enrollments/{id}/apply_coupon,
 * cancel, transfer), as EnrollmentPanel wires them; `onSaved` is that mutation's success. EnrollmentPage.test.tsx
 * covers the panel around them (the client's Required, the REQUEST_ERROR toast). Move trial and convert to contract
 * have no field.
 */
const ENROLLMENT = { id: 7, status: 'active', courseId: 5 };

function WithActions({
  onSaved,
  modal,
}: {
  onSaved: () => void;
  modal: (submit: AddHoursFormProps['submit']) => ReactElement;
}) {
  const actions = useEnrollmentActions(ENROLLMENT.id, { onSuccess: () => onSaved() });
  return modal(actions.runAsync);
}

describe('AddHoursForm cases (issue 23.2)', () => {
  // An inline form of the enrollment panel (no dialog); its values travel in the query
  // (`POST enrollments/{id}/add_hours?hours=&process=&include=`), which the fixture keeps for the replay.
  formCases({
    server,
    resource: 'enrollments',
    dialog: { role: 'form', name: 'Add hours' },
    submitLabel: 'Add hours',
    render: ({ onSaved }) =>
      renderScreen(
        <WithActions onSaved={onSaved} modal={(submit) => <AddHoursForm submit={submit} processing={false} />} />,
      ),
    emptyOptional: {
      title: 'PAY-20, issue 23: the hours (the coupon left empty) are added with process=true and no couponCode',
      action: 'enrollments/:id/add_hours',
      id: ENROLLMENT.id,
      fill: { Hours: '10' },
      // "Add hours" asks for a quote, then the confirmation of its amount charges (process=true).
      submitLabel: null,
      steps: async ({ user, dialog }) => {
        await user.click(within(dialog()).getByRole('button', { name: 'Add hours' }));
        const confirm = await screen.findByRole('alertdialog', { name: 'Add 10 hours?' });
        await user.click(within(confirm).getByRole('button', { name: 'Add hours' }));
      },
      reply: {
        enrollmentRenewal: { id: 9, enrollmentId: ENROLLMENT.id, hours: 10, couponCode: null, processed: true },
      },
      query: true,
      // The replay adds hours to a seeded active enrollment.
      actionId: { resource: 'enrollments', where: { status: 'active' } },
    },
    serverInvalid: {
      title:
        'PAY-20, issue 23: the server\'s "Coupon code is invalid" lands on the Coupon code field and keeps the values',
      action: 'enrollments/:id/add_hours',
      id: ENROLLMENT.id,
      fill: { Hours: '10', 'Coupon code': 'NOPE' },
      message: 'Coupon code is invalid',
      field: 'Coupon code',
    },
  });
});

describe('CouponModal cases (issue 23.2)', () => {
  formCases({
    server,
    resource: 'enrollments',
    dialog: 'Apply coupon',
    submitLabel: 'Apply coupon',
    render: ({ onSaved, onClose }) =>
      renderScreen(
        <WithActions onSaved={onSaved} modal={(submit) => <CouponModal open onClose={onClose} submit={submit} />} />,
      ),
    emptyOptional: {
      title: 'PAY-22, issue 23: the code (the only field) is applied with PUT enrollments/{id}/apply_coupon',
      action: 'enrollments/:id/apply_coupon',
      method: 'PUT',
      id: ENROLLMENT.id,
      reply: { enrollment: ENROLLMENT },
      fill: { 'Coupon code': 'SAVE10' },
      sent: { enrollment: { couponCode: 'SAVE10' } },
    },
    serverInvalid: {
      title:
        'PAY-22, issue 23: the server\'s "Coupon code is invalid" lands on the Coupon code field and keeps the code',
      action: 'enrollments/:id/apply_coupon',
      method: 'PUT',
      id: ENROLLMENT.id,
      fill: { 'Coupon code': 'NOPE' },
      message: 'Coupon code is invalid',
      field: 'Coupon code',
    },
    dismiss: {
      title:
        'PAY-22, DS-02: Cancel and Escape close the coupon modal silently, after "Discard your changes?" once a code is typed',
      fill: { 'Coupon code': 'SAVE10' },
    },
  });
});

describe('CancelModal cases (issue 23.2)', () => {
  formCases({
    server,
    resource: 'enrollments',
    dialog: 'Cancel enrollment',
    submitLabel: 'Cancel enrollment',
    render: ({ onSaved, onClose }) =>
      renderScreen(
        <WithActions onSaved={onSaved} modal={(submit) => <CancelModal open onClose={onClose} submit={submit} />} />,
      ),
    emptyOptional: {
      title: 'PAY-24, issue 23: the reason (the only field) cancels with PUT enrollments/{id}/cancel',
      action: 'enrollments/:id/cancel',
      method: 'PUT',
      id: ENROLLMENT.id,
      reply: { enrollment: { ...ENROLLMENT, status: 'canceled' } },
      fill: { Reason: { select: CANCELLATION_REASONS[0] } },
      sent: { enrollment: { cancellationReason: CANCELLATION_REASONS[0] } },
    },
    dismiss: {
      title:
        'PAY-24, DS-02: Cancel and Escape close the cancel modal silently, after "Discard your changes?" once a reason is chosen',
      fill: { Reason: { select: CANCELLATION_REASONS[0] } },
    },
  });
});

describe('TransferModal cases (issue 23.2)', () => {
  beforeEach(() =>
    server.use(
      http.get(`${API}/courses`, () =>
        HttpResponse.json({
          courses: [{ id: 6, title: 'Algebra Group' }],
          meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 100 },
        }),
      ),
    ),
  );

  formCases({
    server,
    resource: 'enrollments',
    dialog: 'Transfer enrollment',
    submitLabel: 'Transfer',
    render: async ({ onSaved, onClose }) => {
      renderScreen(
        <WithActions
          onSaved={onSaved}
          modal={(submit) => <TransferModal open currentCourseId={5} onClose={onClose} submit={submit} />}
        />,
      );
      await screen.findByRole('option', { name: 'Algebra Group' });
    },
    emptyOptional: {
      title: 'PAY-26, issue 23: the course (the only field) transfers with PUT enrollments/{id}/transfer',
      action: 'enrollments/:id/transfer',
      method: 'PUT',
      id: ENROLLMENT.id,
      reply: { enrollment: { ...ENROLLMENT, status: 'transferred' } },
      fill: { Course: { select: '6' } },
      sent: { itemType: 'Course', itemId: 6 },
      // A running enrollment into a course its student is not in (the server refuses others since session 33).
      actionId: { resource: 'enrollments', where: { status: 'active' } },
      refs: { itemId: { resource: 'courses', where: { title: 'Algebra Group' } } },
    },
    dismiss: {
      title:
        'PAY-26, DS-02: Cancel and Escape close the transfer modal silently, after "Discard your changes?" once a course is chosen',
      fill: { Course: { select: '6' } },
    },
  });
});

/*
 * Move trial and convert to contract have no field: their tables are the save alone (no body; a refusal, e.g. "This
 * enrollment is already a contract", has no field to land on and shows in the dialog's banner).
 */
describe('MoveTrialModal cases (issue 23.2)', () => {
  formCases({
    server,
    resource: 'enrollments',
    dialog: 'Move trial',
    submitLabel: 'Move trial',
    render: ({ onSaved, onClose }) =>
      renderScreen(
        <WithActions onSaved={onSaved} modal={(submit) => <MoveTrialModal open onClose={onClose} submit={submit} />} />,
      ),
    emptyOptional: {
      title: 'PAY-23, issue 23: confirming (no field) ends the trial with PUT enrollments/{id}/move_trial',
      action: 'enrollments/:id/move_trial',
      method: 'PUT',
      id: ENROLLMENT.id,
      reply: { enrollment: ENROLLMENT },
      fill: {},
      // The replay moves the trial of a seeded trialing enrollment (the action is offered on no other).
      actionId: { resource: 'enrollments', where: { status: 'trialing' } },
    },
  });
});
describe('ContractModal cases (issue 23.2)', () => {
  formCases({
    server,
    resource: 'enrollments',
    dialog: 'Convert to contract',
    submitLabel: 'Convert to contract',
    render: ({ onSaved, onClose }) =>
      renderScreen(
        <WithActions onSaved={onSaved} modal={(submit) => <ContractModal open onClose={onClose} submit={submit} />} />,
      ),
    emptyOptional: {
      title: 'PAY-25, issue 23: confirming (no field) converts with PUT enrollments/{id}/convert_to_contract',
      action: 'enrollments/:id/convert_to_contract',
      method: 'PUT',
      id: ENROLLMENT.id,
      reply: { enrollment: { ...ENROLLMENT, contract: true } },
      fill: {},
      // The replay converts a seeded active enrollment that is no contract yet.
      actionId: { resource: 'enrollments', where: { status: 'active', contract: false } },
    },
  });
});
