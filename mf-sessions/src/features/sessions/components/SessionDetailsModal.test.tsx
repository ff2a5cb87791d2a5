import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ATTENDANCE_NOT_TAKEN,
  JOIN_NOT_READY,
  JOIN_READY,
  SESSION_ERROR_MESSAGES,
  TUTOR_NOT_ASSIGNED,
} from '@tutoring/domain';
import { HttpResponse } from '@tutoring/build-config/test-kit';
import { installServer, lastRequest, makeSession, on, renderUi, seen, signIn } from '../../../test/utils';
import { DETAILS_LABELS, SessionDetailsModal } from './SessionDetailsModal';

installServer();

/** Serves the session (its `include=course` carries everything the modal needs). */
const show = (session: Record<string, unknown>, now?: Date) => {
  on('get', 'sessions/7', { session });
  on('get', 'sessions/7/prepare', { session: { ...session, zoomMeeting: { joinUrl: 'https://zoom.example/j/1' } } });
  return renderUi(<SessionDetailsModal open sessionId={7} onClose={() => undefined} now={now} />);
};

/** An assignment row of `include=assignments` naming the tutor's employee id. */
const assignment = (employeeId: number, supervisor = true) => ({
  id: employeeId * 10,
  employeeId,
  firstName: 'Tutor',
  lastName: String(employeeId),
  supervisor,
});

const attendees = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    studentId: 100 + i,
    firstName: `Kid${i + 1}`,
    lastName: 'Doe',
    joinedAt: null,
  }));

describe('SessionDetailsModal', () => {
  beforeEach(() => signIn({ roles: ['admin'], permissions: ['ADMIN'] }));

  it('SES-11: header shows department, course title and the sequence, linking to the course in staff apps', async () => {
    show(makeSession());
    const dialog = await screen.findByRole('dialog');
    const link = await within(dialog).findByRole('link', { name: 'Mathematics Algebra I' });
    expect(link).toHaveAttribute('href', '/courses/5');
    expect(within(dialog).getByText(/Session 3/)).toBeInTheDocument();
  });

  it('SES-11: hides the sequence for a dynamic subject and shows plain text outside staff apps', async () => {
    signIn({ roles: ['student'], permissions: [], studentId: 11, employeeId: null, type: 'Student' });
    show(
      makeSession({
        course: {
          id: 5,
          title: 'Homework Help',
          dynamicSubject: true,
          brand: { id: 2, department: { id: 1, name: 'Math' } },
        },
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Math Homework Help')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /Homework Help/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Session 3/)).not.toBeInTheDocument();
  });

  it("SES-13: in the tutor app a student link opens the student's sessions, a page a tutor may see (issue 25)", async () => {
    signIn({ roles: ['tutor'], permissions: [], employeeId: 8, type: 'Employee' });
    show(makeSession({ attendances: attendees(1), attendancesCount: 1, assignments: [assignment(8)] }));
    const list = await screen.findByRole('list', { name: 'Attendees' });
    // the sessions list reads its filters under its route name.
    expect(within(list).getByRole('link', { name: 'Kid1 Doe' })).toHaveAttribute(
      'href',
      '/sessions?sessions.studentId=100',
    );
  });

  it('SES-12: tutor line shows "Maria S." or the warning "not assigned"', async () => {
    const { unmount } = show(makeSession());
    expect(await screen.findByText('Maria S.')).toBeInTheDocument();
    unmount();
    show(makeSession({ supervisor: null }));
    expect(await screen.findByText(TUTOR_NOT_ASSIGNED)).toHaveAttribute('data-warning', 'true');
  });

  it('SES-13: lists up to 6 attendee names with student links, else only the count', async () => {
    const { unmount } = show(makeSession({ attendances: attendees(6), attendancesCount: 6 }));
    const list = await screen.findByRole('list', { name: 'Attendees' });
    expect(within(list).getAllByRole('link')).toHaveLength(6);
    expect(within(list).getByRole('link', { name: 'Kid1 Doe' })).toHaveAttribute('href', '/students/100');
    unmount();
    show(makeSession({ attendances: attendees(7), attendancesCount: 7 }));
    expect(await screen.findByText('7 attendees')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Kid1 Doe' })).not.toBeInTheDocument();
  });

  it('SES-13: attendees are not shown in the student app', async () => {
    signIn({ roles: ['student'], permissions: [], studentId: 11, type: 'Student' });
    show(makeSession());
    await screen.findByText('Maria S.');
    expect(screen.queryByText('Attendees')).not.toBeInTheDocument();
  });

  it('SES-14: location, duration, topic, parent update, and notes for students', async () => {
    signIn({ roles: ['student'], permissions: [], studentId: 11, type: 'Student' });
    show(
      makeSession({
        sessionType: { id: 2, name: 'In person', online: false },
        place: { id: 1, formatted: '100 Main St, Los Angeles' },
        room: 'Room 4B',
        sessionSubject: 'Fractions',
        notes: 'Bring a calculator',
        course: {
          id: 5,
          title: 'Algebra I',
          requiresParentUpdate: true,
          parentUpdateLastSentAt: '2026-01-05T18:00:00Z',
          brand: { id: 2 },
        },
      }),
    );
    expect(await screen.findByText('100 Main St, Los Angeles, Room 4B')).toBeInTheDocument();
    expect(screen.getByText('60 minutes')).toBeInTheDocument();
    expect(screen.getByText('Fractions')).toBeInTheDocument();
    expect(screen.getByText(/Parent update required\. Last sent 01\/05\/2026/)).toBeInTheDocument();
    expect(screen.getByText('Bring a calculator')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Attendance panel' })).not.toBeInTheDocument();
  });

  it('SES-14: scheduled by only without a course; attachments are listed', async () => {
    show(
      makeSession({
        course: null,
        courseId: null,
        scheduledBy: 'Pat Planner',
        attachments: [{ id: 1, name: 'worksheet.pdf', url: 'https://files.example/w.pdf' }],
      }),
    );
    expect(await screen.findByText('Pat Planner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'worksheet.pdf' })).toHaveAttribute('href', 'https://files.example/w.pdf');
    expect(screen.getByRole('region', { name: 'Attendance panel' })).toBeInTheDocument();
  });

  it('SES-15, OP-45: past sessions show the attendance line to admins', async () => {
    const { unmount } = show(makeSession({ isPast: true, attendanceTakenAt: null }, -120));
    expect(await screen.findByText(ATTENDANCE_NOT_TAKEN)).toBeInTheDocument();
    unmount();
    show(makeSession({ isPast: true, attendanceTakenAt: '2026-03-02T17:00:00Z' }, -120));
    expect(await screen.findByText(/^Attendance taken 03\/02\/2026/)).toBeInTheDocument();
  });

  it('SES-16: cancel and edit follow canCancel and canEdit', async () => {
    const { unmount } = show(makeSession({ canCancel: false, canEdit: false }));
    await screen.findByText('Maria S.');
    expect(screen.queryByRole('button', { name: DETAILS_LABELS.cancel })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DETAILS_LABELS.edit })).not.toBeInTheDocument();
    unmount();
    show(makeSession());
    expect(await screen.findByRole('button', { name: DETAILS_LABELS.cancel })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: DETAILS_LABELS.edit })).toBeInTheDocument();
  });

  it('SES-16: a canceled session as the server sends it (canEdit and canCancel false) says so and offers neither edit nor cancel, to an admin', async () => {
    show(makeSession({ canceledAt: '2027-05-01T12:00:00Z', canEdit: false, canCancel: false }));
    expect(await screen.findByText(SESSION_ERROR_MESSAGES.canceled)).toBeVisible();
    expect(screen.queryByRole('button', { name: DETAILS_LABELS.cancel })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DETAILS_LABELS.edit })).not.toBeInTheDocument();
  });

  it('SES-16, SES-28: an admin is offered "assignments" on a past session but not on a canceled one (the api-server refuses it 422)', async () => {
    const { unmount } = show(makeSession({ isPast: true, canEdit: false }, -120));
    expect(await screen.findByRole('button', { name: DETAILS_LABELS.assignments })).toBeInTheDocument();
    unmount();
    show(makeSession({ canceledAt: '2027-05-01T12:00:00Z', canEdit: false, canCancel: false }));
    expect(await screen.findByText(SESSION_ERROR_MESSAGES.canceled)).toBeVisible();
    expect(screen.queryByRole('button', { name: DETAILS_LABELS.assignments })).not.toBeInTheDocument();
  });

  it('SES-16, OP-45: unreserve only for admins on a reserved course, and it clears the reservation', async () => {
    on('put', 'courses/5', { course: { id: 5, title: 'Algebra I' } });
    show(
      makeSession({ course: { id: 5, title: 'Algebra I', reservedFor: { id: 11, name: 'Sam' }, brand: { id: 2 } } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: DETAILS_LABELS.unreserve }));
    await waitFor(() =>
      expect(lastRequest('courses/5', 'PUT')?.body).toEqual({ course: { reservedForId: null, reservedUntil: null } }),
    );
  });

  it('SES-16: no unreserve for a tutor', async () => {
    signIn({ roles: ['tutor'], permissions: ['TUTOR'] });
    show(
      makeSession({ course: { id: 5, title: 'Algebra I', reservedFor: { id: 11, name: 'Sam' }, brand: { id: 2 } } }),
    );
    await screen.findByText('Maria S.');
    expect(screen.queryByRole('button', { name: DETAILS_LABELS.unreserve })).not.toBeInTheDocument();
  });

  it('SES-17: check-in screen needs a launchable session, a points brand and an attendee, and opens launch in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { unmount } = show(makeSession({ launchable: false }));
    await screen.findByText('Maria S.');
    expect(screen.queryByRole('button', { name: DETAILS_LABELS.checkIn })).not.toBeInTheDocument();
    unmount();
    const second = show(makeSession({ attendances: [], attendancesCount: 0 }));
    await screen.findByText('Maria S.');
    expect(screen.queryByRole('button', { name: DETAILS_LABELS.checkIn })).not.toBeInTheDocument();
    second.unmount();
    show(makeSession());
    await userEvent.click(await screen.findByRole('button', { name: DETAILS_LABELS.checkIn }));
    expect(open).toHaveBeenCalledWith('/api/v2/sessions/7/launch', '_blank');
  });

  it('SES-17: students never get the check-in screen', async () => {
    signIn({ roles: ['student'], permissions: [], studentId: 11, type: 'Student' });
    show(makeSession());
    await screen.findByText('Maria S.');
    expect(screen.queryByRole('button', { name: DETAILS_LABELS.checkIn })).not.toBeInTheDocument();
  });

  it('SES-16: cancel asks first and then cancels the session', async () => {
    on('put', 'sessions/7', { session: makeSession() });
    show(makeSession());
    await userEvent.click(await screen.findByRole('button', { name: DETAILS_LABELS.cancel }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel session' }));
    await waitFor(() => expect(lastRequest('sessions/7', 'PUT')).toBeDefined());
    expect((lastRequest('sessions/7', 'PUT')?.body as { session: { canceledAt: string } }).session.canceledAt).toEqual(
      expect.any(String),
    );
  });

  it('issue 20.6: cancel is sent on the version shown; a 409 tells the server message and the session stays', async () => {
    const STALE =
      'Someone else saved this record after you opened it. Your changes were not saved: reload to see theirs, then save again.';
    show(makeSession());
    on('get', 'sessions/7', () => HttpResponse.json({ session: makeSession() }, { headers: { ETag: '"v7"' } }));
    on('put', 'sessions/7', { errors: [STALE] }, 409);
    await userEvent.click(await screen.findByRole('button', { name: DETAILS_LABELS.cancel }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByText(STALE)).toBeInTheDocument();
    expect(lastRequest('sessions/7', 'PUT')!.headers.get('If-Match')).toBe('"v7"');
  });

  it("SES-14: time is shown in the viewer's time zone with the duration in minutes", async () => {
    signIn({ roles: ['admin'], permissions: ['ADMIN'], timeZone: 'America/New_York' });
    show(makeSession({ startsAt: '2027-05-04T19:00:00Z', endsAt: '2027-05-04T20:30:00Z', duration: 90 }));
    expect(await screen.findByText('05/04/2027 3:00pm - 4:30pm')).toBeInTheDocument();
    expect(screen.getByText('90 minutes')).toBeInTheDocument();
  });

  it("SES-14: the topic falls back to the allotments' subject names", async () => {
    show(
      makeSession({
        sessionSubject: null,
        allotments: [
          { subjectId: 1, subjectName: 'Geometry' },
          { subjectId: 2, subjectName: 'Algebra' },
        ],
      }),
    );
    expect(await screen.findByText('Geometry, Algebra')).toBeInTheDocument();
  });

  it('SES-14, SES-15: tutors get the attendance panel and the past-session line; crm staff get neither', async () => {
    signIn({ roles: ['tutor'], permissions: ['TUTOR'] });
    const { unmount } = show(
      makeSession({ isPast: true, attendanceTakenAt: null, assignments: [assignment(10)] }, -120),
    );
    expect(await screen.findByText(ATTENDANCE_NOT_TAKEN)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Attendance panel' })).toBeInTheDocument();
    unmount();
    signIn({ roles: ['crm'], permissions: [] });
    show(makeSession({ isPast: true, attendanceTakenAt: null }, -120));
    await screen.findByText('Maria S.');
    expect(screen.queryByText(ATTENDANCE_NOT_TAKEN)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Attendance panel' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sam Student' })).toBeInTheDocument();
  });
  it("SES-16, SES-17, SES-29, OP-45: reserve, unreserve and check-in follow the session's course include alone (no GET courses/{id})", async () => {
    const embedded = {
      id: 5,
      title: 'Algebra I',
      reservedFor: null,
      brand: { id: 2, name: 'Math', offerReserved: true, includePoints: true },
    };
    const { unmount } = show(makeSession({ course: embedded }));
    expect(await screen.findByRole('button', { name: DETAILS_LABELS.reserve })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: DETAILS_LABELS.checkIn })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DETAILS_LABELS.unreserve })).not.toBeInTheDocument();
    unmount();
    show(makeSession({ course: { ...embedded, reservedFor: { id: 11, name: 'Sam Student' } } }));
    expect(await screen.findByRole('button', { name: DETAILS_LABELS.unreserve })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DETAILS_LABELS.reserve })).not.toBeInTheDocument();
    expect(lastRequest('courses/5')).toBeUndefined();
  });

  it('SES-16, OP-45: a course reply naming only reservedForId still offers unreserve, not reserve', async () => {
    show(
      makeSession({ course: { id: 5, title: 'Algebra I', reservedForId: 11, brand: { id: 2, offerReserved: true } } }),
    );
    expect(await screen.findByRole('button', { name: DETAILS_LABELS.unreserve })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DETAILS_LABELS.reserve })).not.toBeInTheDocument();
  });

  it("SES-17: no check-in screen when the course's brand has points disabled", async () => {
    show(makeSession({ course: { id: 5, title: 'Algebra I', brand: { id: 2, includePoints: false } } }));
    await screen.findByRole('button', { name: DETAILS_LABELS.assignments });
    expect(screen.queryByRole('button', { name: DETAILS_LABELS.checkIn })).not.toBeInTheDocument();
  });

  it("SES-11: parents see the department named by the course include's brand, without loading departments", async () => {
    signIn({ roles: ['parent'], permissions: [], parentId: 3, employeeId: null, type: 'Parent' });
    show(
      makeSession({
        course: {
          id: 5,
          title: 'Algebra I',
          brand: { id: 2, departmentId: 4, department: { id: 4, name: 'Academics' } },
        },
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Academics Algebra I')).toBeInTheDocument();
    expect(lastRequest('departments/4')).toBeUndefined();
  });

  it('SES-16, SES-28, issue 23.3: after the editor saves, the details show the saved session (the save refreshes the sessions)', async () => {
    signIn({ roles: ['admin'], permissions: ['ADMIN'], timeZone: 'America/New_York' });
    on('get', 'session_types', {
      sessionTypes: [{ id: 1, name: 'Online Tutoring', online: true, defaultDuration: 60 }],
    });
    on('get', 'places', { places: [], meta: { totalCount: 0, totalPages: 0, pageNumber: 1, pageSize: 100 } });
    const times = { startsAt: '2027-05-04T19:00:00Z', timezone: 'America/New_York' };
    const longer = makeSession({ ...times, endsAt: '2027-05-04T20:30:00Z', duration: 90 });
    on('put', 'sessions/7', () => {
      // From now on the server has the longer session.
      on('get', 'sessions/7', { session: longer });
      return HttpResponse.json({ session: longer });
    });
    const u = userEvent.setup({ delay: null });
    show(makeSession({ ...times, endsAt: '2027-05-04T20:00:00Z', duration: 60 }));
    expect(await screen.findByText('60 minutes')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: DETAILS_LABELS.edit }));
    const editor = await screen.findByRole('dialog', { name: 'Edit session' });
    const duration = within(editor).getByLabelText(/^Duration/);
    await waitFor(() => expect(duration).toHaveValue(60));
    await u.clear(duration);
    await u.type(duration, '90');
    await u.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(editor).not.toBeInTheDocument());
    expect(await screen.findByText('90 minutes')).toBeInTheDocument();
  });

  it('a session that could not be loaded says so in the dialog, with Retry, which asks again and shows it', async () => {
    on('get', 'sessions/7', { errors: ['Database down'] }, 500);
    renderUi(<SessionDetailsModal open sessionId={7} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Session' });
    const failure = await within(dialog).findByRole('alert');
    expect(failure).toHaveTextContent('We could not load this session.');
    on('get', 'sessions/7', { session: makeSession() });
    on('get', 'sessions/7/prepare', { session: { ...makeSession(), zoomMeeting: null } });
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(
      await within(await screen.findByRole('dialog')).findByRole('link', { name: 'Mathematics Algebra I' }),
    ).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'GET' && r.path.endsWith('/sessions/7'))).toHaveLength(2);
  });
  it("SES-14, SES-15: a tutor takes attendance and sees the attendees only on sessions assigned to them (another tutor's, an unassigned one: neither)", async () => {
    signIn({ roles: ['tutor'], permissions: ['TUTOR'], employeeId: 8, type: 'Employee' });
    const past = { isPast: true, attendanceTakenAt: null, attendances: attendees(2), attendancesCount: 2 };
    // Another tutor's session (Biology 12/01 of the walk) and a session nobody is assigned to.
    for (const assignments of [[assignment(3)], []]) {
      const { unmount } = show(makeSession({ ...past, assignments }, -120));
      await screen.findByText('Maria S.');
      expect(screen.queryByRole('region', { name: 'Attendance panel' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: DETAILS_LABELS.takeAttendance })).not.toBeInTheDocument();
      expect(screen.queryByText(ATTENDANCE_NOT_TAKEN)).not.toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Attendees' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Kid1 Doe' })).not.toBeInTheDocument();
      unmount();
    }
    // Their own session (assigned, not the primary tutor): attendance and attendees.
    show(makeSession({ ...past, assignments: [assignment(3), assignment(8, false)] }, -120));
    expect(await screen.findByRole('button', { name: DETAILS_LABELS.takeAttendance })).toBeInTheDocument();
    expect(screen.getByText(ATTENDANCE_NOT_TAKEN)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kid1 Doe' })).toBeInTheDocument();
  });

  it('SES-15: an admin takes attendance on any session, assigned or not', async () => {
    show(makeSession({ assignments: [assignment(3)] }));
    expect(await screen.findByRole('button', { name: DETAILS_LABELS.takeAttendance })).toBeInTheDocument();
  });

  it('SES-18, SES-20: a canceled session says it is canceled and offers no attendance, check-in or join area', async () => {
    signIn({ roles: ['tutor'], permissions: ['TUTOR'], employeeId: 8, type: 'Employee' });
    const canceledAt = new Date(Date.now() - 3_600_000).toISOString();
    // Starting in 5 minutes: without the cancellation the join area would say the session is ready.
    show(makeSession({ canceledAt, canCancel: false, launchable: true, assignments: [assignment(8)] }, 5), new Date());
    expect(await screen.findByText(SESSION_ERROR_MESSAGES.canceled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DETAILS_LABELS.takeAttendance })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DETAILS_LABELS.checkIn })).not.toBeInTheDocument();
    expect(screen.queryByText(JOIN_READY)).not.toBeInTheDocument();
    expect(screen.queryByText(JOIN_NOT_READY, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join session' })).not.toBeInTheDocument();
    expect(seen.some((r) => r.path.endsWith('/prepare'))).toBe(false);
  });

  it('SES-14: the room shows as stored ("Room 4"), never "Room Room 4"', async () => {
    show(
      makeSession({
        sessionType: { id: 2, name: 'In person', online: false },
        place: { id: 1, formatted: '100 Main St' },
        room: 'Room 4',
      }),
    );
    expect(await screen.findByText('100 Main St, Room 4')).toBeInTheDocument();
    expect(screen.queryByText(/Room Room/)).not.toBeInTheDocument();
  });
});
