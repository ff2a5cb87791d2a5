import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CurrentUser } from '@tutoring/contract';
import { API, createTestServer } from '../../../test/server';
import { INSTANTS_ON_ANOTHER_DAY, parentUser, renderScreen } from '../../../test/render';
import { PaymentInfoModal } from './PaymentInfoModal';

const server = createTestServer();

/** The demo student (student id 11, child of parent 7). */
const studentUser: CurrentUser = {
  ...parentUser,
  id: 5,
  email: 'student@example.com',
  type: 'Student',
  roles: ['student'],
  parentId: null,
  studentId: 11,
};
const enrollmentsReply = (n: number) =>
  HttpResponse.json({
    enrollments: Array.from({ length: n }, (_, i) => ({ id: i + 1, status: 'active' })),
    meta: { totalCount: n, totalPages: n ? 1 : 0, pageNumber: 1, pageSize: 25 },
  });
const profilesReply = () =>
  HttpResponse.json({
    authorizeNetProfiles: [
      { id: 2, parentId: 7, cardType: 'Visa', maskedCardNumber: 'XXXX1111', expirationDate: '2020-01', valid: false },
    ],
    meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 1 },
  });

describe('PaymentInfoModal for a student (PAY-17, PAY-18, STU-24)', () => {
  it('PAY-18, STU-24: a student sees the next billing date from the parent embedded in students/{id}?include=parent, without asking for the parent record', async () => {
    let parentsCalled = false;
    let include = '';
    server.use(
      http.get(`${API}/parents/7`, () => {
        parentsCalled = true;
        return HttpResponse.json({ errors: ['You are not allowed to do that.'] }, { status: 403 });
      }),
      http.get(`${API}/students/11`, ({ request }) => {
        include = new URL(request.url).searchParams.get('include') ?? '';
        return HttpResponse.json({
          student: {
            id: 11,
            firstName: 'Sam',
            parentId: 7,
            parent: {
              id: 7,
              name: 'Paula Parent',
              subscription: { state: 'active', nextAssessmentAt: '2026-04-01T12:00:00Z' },
            },
          },
        });
      }),
      http.get(`${API}/enrollments`, () => enrollmentsReply(1)),
      http.get(`${API}/authorize_net_profiles`, () => profilesReply()),
    );
    renderScreen(<PaymentInfoModal parentId={7} open onClose={() => undefined} />, { user: studentUser });
    expect(await screen.findByRole('dialog', { name: 'Your next billing date is 04/01/2026' })).toBeInTheDocument();
    expect(await screen.findByText('XXXX1111')).toBeInTheDocument();
    expect(include).toBe('parent');
    expect(parentsCalled).toBe(false);
  });

  it('PAY-17: a student whose parent has no subscription gets the plain "Set Payment Method" dialog', async () => {
    server.use(
      http.get(`${API}/students/11`, () =>
        HttpResponse.json({ student: { id: 11, parentId: 7, parent: { id: 7, subscription: null } } }),
      ),
      http.get(`${API}/enrollments`, () => enrollmentsReply(1)),
      http.get(`${API}/authorize_net_profiles`, () => profilesReply()),
    );
    renderScreen(<PaymentInfoModal parentId={7} open onClose={() => undefined} />, { user: studentUser });
    expect(await screen.findByText('XXXX1111')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Set Payment Method' })).toBeInTheDocument();
  });

  it('PAY-17: without an enrollment the subscription does not head the dialog', async () => {
    let studentLoaded = false;
    server.use(
      http.get(`${API}/students/11`, () => {
        studentLoaded = true;
        return HttpResponse.json({
          student: {
            id: 11,
            parentId: 7,
            parent: { id: 7, subscription: { state: 'active', nextAssessmentAt: '2026-04-01T12:00:00Z' } },
          },
        });
      }),
      http.get(`${API}/enrollments`, () => enrollmentsReply(0)),
      http.get(`${API}/authorize_net_profiles`, () => profilesReply()),
    );
    renderScreen(<PaymentInfoModal parentId={7} open onClose={() => undefined} />, { user: studentUser });
    expect(await screen.findByText('XXXX1111')).toBeInTheDocument();
    await screen.findByRole('dialog', { name: 'Set Payment Method' });
    expect(studentLoaded).toBe(true);
    expect(screen.queryByRole('dialog', { name: /next billing date/ })).not.toBeInTheDocument();
  });
});

describe('PaymentInfoModal dates (X-09)', () => {
  it.each(INSTANTS_ON_ANOTHER_DAY)(
    "X-09: the next billing date falls on the signed-in user's day, not the parent record's zone or the browser's ($timeZone)",
    async ({ timeZone, at, day }) => {
      server.use(
        http.get(`${API}/parents/7`, () =>
          HttpResponse.json({
            parent: {
              id: 7,
              firstName: 'Paula',
              timeZone: 'UTC',
              authorizeNetProfile: null,
              subscription: { state: 'active', nextAssessmentAt: at },
            },
          }),
        ),
        http.get(`${API}/enrollments`, () => enrollmentsReply(1)),
      );
      renderScreen(<PaymentInfoModal parentId={7} open onClose={() => undefined} />, {
        user: { ...parentUser, timeZone },
      });
      expect(await screen.findByRole('dialog', { name: `Your next billing date is ${day}` })).toBeInTheDocument();
    },
  );
});
