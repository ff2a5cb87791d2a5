import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, createTestServer } from '../../test/server';
import { renderScreen } from '../../test/render';
import { EnrollmentsPage } from './EnrollmentsPage';

const server = createTestServer();

describe('enrollments list', () => {
  it('OP-15/X-01, issue 24: lists enrollments by student name (include=student) with limited counters and filters by status', async () => {
    const user = userEvent.setup({ delay: null });
    const seen: URLSearchParams[] = [];
    server.use(
      http.get(`${API}/enrollments`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        seen.push(params);
        const all = [
          {
            id: 1,
            type: 'Enrollment',
            status: 'active',
            autoRenew: true,
            course: { id: 4, title: 'Math Club Membership' },
            student: { id: 7, name: 'Sam Student' },
          },
          {
            id: 2,
            type: 'LimitedEnrollment',
            status: 'canceled',
            attendancesCount: 1,
            limitedAttendancesCount: 3,
            course: { id: 5, title: 'Homework Help' },
            student: { id: 8, name: 'Kim Kid' },
          },
        ];
        const rows = params.get('status') ? all.filter((e) => e.status === params.get('status')) : all;
        return HttpResponse.json({
          enrollments: rows,
          meta: { totalCount: rows.length, totalPages: 1, pageNumber: 1, pageSize: 25 },
        });
      }),
    );
    renderScreen(<EnrollmentsPage />, { route: '/enrollments', path: '/enrollments' });
    expect(await screen.findByRole('link', { name: 'Sam Student in Math Club Membership' })).toHaveAttribute(
      'href',
      '/enrollments/1',
    );
    expect(screen.getByRole('columnheader', { name: 'Student' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kim Kid in Homework Help' })).toHaveAttribute('href', '/enrollments/2');
    expect(screen.queryByText('#1')).not.toBeInTheDocument();
    expect(screen.getByText('Limited attendance (2 of 3 Free Sessions Remaining)')).toBeInTheDocument();
    expect(seen[0]!.get('include')).toBe('course,student');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending cancellation');
    await waitFor(() => expect(seen.at(-1)!.get('status')).toBe('pending_cancellation'));
  });

  it("a family's enrollments read their type in words, and each link names its student and course (one child, several courses)", async () => {
    const sam = { id: 7, name: 'Sam Student' };
    server.use(
      http.get(`${API}/enrollments`, () =>
        HttpResponse.json({
          enrollments: [
            {
              id: 4,
              type: 'Enrollment',
              status: 'active',
              course: { id: 4, title: 'Math Club Membership' },
              student: { id: 9, name: 'Nina Newstudent' },
            },
            {
              id: 3,
              type: 'LimitedEnrollment',
              status: 'active',
              attendancesCount: 0,
              limitedAttendancesCount: 3,
              course: { id: 5, title: 'Homework Help' },
              student: sam,
            },
            { id: 2, type: 'FixedEnrollment', status: 'trialing', course: { id: 6, title: 'Test Prep' }, student: sam },
            {
              id: 1,
              type: 'Enrollment',
              status: 'active',
              course: { id: 4, title: 'Math Club Membership' },
              student: sam,
            },
          ],
          meta: { totalCount: 4, totalPages: 1, pageNumber: 1, pageSize: 25 },
        }),
      ),
    );
    renderScreen(<EnrollmentsPage />, { route: '/enrollments', path: '/enrollments' });
    await screen.findByRole('link', { name: 'Sam Student in Test Prep' });
    // One link per name (getByRole fails on two), each to its own enrollment.
    for (const [name, href] of [
      ['Nina Newstudent in Math Club Membership', '/enrollments/4'],
      ['Sam Student in Homework Help', '/enrollments/3'],
      ['Sam Student in Test Prep', '/enrollments/2'],
      ['Sam Student in Math Club Membership', '/enrollments/1'],
    ])
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(screen.getAllByText('Standard')).toHaveLength(2);
    expect(screen.getByText('Fixed')).toBeInTheDocument();
    expect(screen.getByText('Limited attendance (3 of 3 Free Sessions Remaining)')).toBeInTheDocument();
    expect(screen.queryByText(/FixedEnrollment|LimitedEnrollment/)).not.toBeInTheDocument();
  });
});
