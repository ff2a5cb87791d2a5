import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CANCELLATION_REASONS } from '@tutoring/domain';
import { formCases } from '@tutoring/build-config/test-kit';
import { API, createTestServer } from '../../../test/server';
import { renderScreen } from '../../../test/render';
import { CancelModal, CouponModal, TransferModal } from './EnrollmentModals';

const server = createTestServer();

/*
 * The enrollment action modals send their action through the panel's mutation (PUT enrollments/{id}/apply_coupon,
 * cancel, transfer), not the generic create or update the kit answers: EnrollmentPage.test.tsx covers what they send
 * and where a refusal lands. Here: Cancel and Escape (DS-02). Move trial and convert to contract have no field.
 */

describe('CouponModal cases (issue 23.2)', () => {
  formCases({
    server,
    resource: 'enrollments',
    dialog: 'Apply coupon',
    submitLabel: 'Apply coupon',
    render: (props) => renderScreen(<CouponModal open onClose={props.onClose} submit={jest.fn()} />),
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
    render: (props) => renderScreen(<CancelModal open onClose={props.onClose} submit={jest.fn()} />),
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
    render: async (props) => {
      renderScreen(<TransferModal open onClose={props.onClose} submit={jest.fn()} />);
      await screen.findByRole('option', { name: 'Algebra Group' });
    },
    dismiss: {
      title:
        'PAY-26, DS-02: Cancel and Escape close the transfer modal silently, after "Discard your changes?" once a course is chosen',
      fill: { Course: { select: '6' } },
    },
  });
});
