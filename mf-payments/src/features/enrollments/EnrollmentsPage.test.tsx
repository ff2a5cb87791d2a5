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
    expect(await screen.findByRole('link', { name: 'Sam Student' })).toHaveAttribute('href', '/enrollments/1');
    expect(screen.getByRole('columnheader', { name: 'Student' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kim Kid' })).toHaveAttribute('href', '/enrollments/2');
    expect(screen.queryByText('#1')).not.toBeInTheDocument();
    expect(screen.getByText('Limited (2 of 3 Free Sessions Remaining)')).toBeInTheDocument();
    expect(seen[0]!.get('include')).toBe('course,student');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending cancellation');
    await waitFor(() => expect(seen.at(-1)!.get('status')).toBe('pending_cancellation'));
  });
});
