import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@tutoring/contract';
import { CONFIRM_ATTENDANCE_TITLE, SESSION_CHANGED } from '@tutoring/domain';
import { STALE_UPDATE } from '@tutoring/domain/areas';
import * as api from '@tutoring/api-client/endpoints';
import { HttpResponse, formCases, type FormStepContext } from '@tutoring/build-config/test-kit';
import { installServer, lastRequest, makeSession, on, renderUi, seen, server, signIn } from '../../../test/utils';
import { ATTENDANCE_TEXTS, SessionAttendanceModal } from './SessionAttendanceModal';
import { SessionSubstitutionModal } from './SessionSubstitutionModal';
import { NO_HUBS, SessionHubModal } from './SessionHubModal';
import { NO_RECORDINGS, SessionShowModal } from './SessionShowModal';

installServer();

const session = (overrides: Record<string, unknown> = {}) =>
  makeSession({
    attendances: [
      { id: 1, studentId: 11, firstName: 'Sam', lastName: 'Student', joinedAt: null },
      { id: 2, studentId: 12, firstName: 'Ana', lastName: 'Bell', joinedAt: '2026-05-04T17:01:00Z' },
    ],
    sessionSubject: 'Fractions',
    ...overrides,
  }) as unknown as Session;

describe('SessionAttendanceModal', () => {
  beforeEach(() => signIn({ roles: ['tutor'], permissions: ['TUTOR'] }));

  it('SES-09: edit marks students, confirm shows the result read-only, save puts attendances and the session', async () => {
    on('put', 'attendances/1', { attendance: { id: 1 } });
    on('put', 'attendances/2', { attendance: { id: 2 } });
    on('put', 'sessions/7', { session: makeSession() });
    const onClose = jest.fn();
    const u = userEvent.setup({ delay: null });
    renderUi(<SessionAttendanceModal open session={session()} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: ATTENDANCE_TEXTS.title })).toBeInTheDocument();
    await u.click(screen.getByRole('checkbox', { name: 'Sam Student present' }));
    await u.click(screen.getByRole('checkbox', { name: 'Ana Bell present' }));
    await u.click(screen.getByRole('button', { name: ATTENDANCE_TEXTS.review }));
    const summary = screen.getByLabelText('Attendance to save');
    expect(summary).toHaveTextContent('Sam StudentPresent');
    expect(summary).toHaveTextContent('Ana BellAbsent');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: ATTENDANCE_TEXTS.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(
      (lastRequest('attendances/1', 'PUT')!.body as { attendance: { joinedAt: string | null } }).attendance.joinedAt,
    ).toEqual(expect.any(String));
    expect(lastRequest('attendances/2', 'PUT')!.body).toEqual({ attendance: { joinedAt: null } });
    expect(
      (lastRequest('sessions/7', 'PUT')!.body as { session: { attendanceTakenAt: string } }).session.attendanceTakenAt,
    ).toEqual(expect.any(String));
  });

  it('SES-10, OP-70: removing the subject asks "Confirm Attendance"; cancel calls nothing', async () => {
    const u = userEvent.setup({ delay: null });
    renderUi(<SessionAttendanceModal open session={session()} onClose={() => undefined} />);
    await u.click(screen.getByRole('button', { name: ATTENDANCE_TEXTS.removeSubject }));
    const dialog = await screen.findByRole('alertdialog', { name: CONFIRM_ATTENDANCE_TITLE });
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Subject: Fractions')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('SES-10, OP-70: confirm calls POST sessions/{id}/reset_subject', async () => {
    on('post', 'sessions/7/reset_subject', { session: makeSession({ sessionSubject: null }) });
    on('get', 'sessions/7', { session: makeSession({ sessionSubject: null }) });
    const u = userEvent.setup({ delay: null });
    renderUi(<SessionAttendanceModal open session={session()} onClose={() => undefined} />);
    await u.click(screen.getByRole('button', { name: ATTENDANCE_TEXTS.removeSubject }));
    await u.click(
      within(await screen.findByRole('alertdialog', { name: CONFIRM_ATTENDANCE_TITLE })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    await waitFor(() => expect(lastRequest('sessions/7/reset_subject', 'POST')).toBeDefined());
    await waitFor(() => expect(screen.queryByText('Subject: Fractions')).not.toBeInTheDocument());
  });

  it('SES-09: with every student absent (nothing marked) the attendance saves', async () => {
    on('put', 'attendances/1', { attendance: { id: 1 } });
    on('put', 'attendances/2', { attendance: { id: 2 } });
    on('put', 'sessions/7', { session: makeSession() });
    const onClose = jest.fn();
    const u = userEvent.setup({ delay: null });
    renderUi(<SessionAttendanceModal open session={session()} onClose={onClose} />);
    await u.click(screen.getByRole('checkbox', { name: 'Ana Bell present' }));
    await u.click(screen.getByRole('button', { name: ATTENDANCE_TEXTS.review }));
    await u.click(screen.getByRole('button', { name: ATTENDANCE_TEXTS.save }));
    expect(await screen.findByText(ATTENDANCE_TEXTS.saved)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(lastRequest('attendances/1', 'PUT')!.body).toEqual({ attendance: { joinedAt: null } });
    expect(lastRequest('attendances/2', 'PUT')!.body).toEqual({ attendance: { joinedAt: null } });
  });

  it("SES-09: the server's 422 shows in one banner; the modal stays with the marks", async () => {
    on('put', 'attendances/1', { errors: ['Joined at is before the session starts'] }, 422);
    const u = userEvent.setup({ delay: null });
    renderUi(<SessionAttendanceModal open session={session()} onClose={() => undefined} />);
    await u.click(screen.getByRole('checkbox', { name: 'Sam Student present' }));
    await u.click(screen.getByRole('button', { name: ATTENDANCE_TEXTS.review }));
    await u.click(screen.getByRole('button', { name: ATTENDANCE_TEXTS.save }));
    const dialog = screen.getByRole('dialog', { name: ATTENDANCE_TEXTS.title });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Joined at is before the session starts');
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(within(dialog).getByLabelText('Attendance to save')).toHaveTextContent('Sam StudentPresent');
  });

  it('issue 20.6: a modal opened before someone else took the attendance is refused before any mark is written, keeping its marks', async () => {
    // The page loaded the session at version 5; someone else has taken the attendance since (version 6).
    let version = '"v5"';
    on('get', 'sessions/7', () => HttpResponse.json({ session: makeSession() }, { headers: { ETag: version } }));
    on('put', 'attendances/1', { attendance: { id: 1 } });
    on('put', 'attendances/2', { attendance: { id: 2 } });
    on('put', 'sessions/7', { session: makeSession() });
    await api.sessions.get(7);
    version = '"v6"';
    const u = userEvent.setup({ delay: null });
    renderUi(<SessionAttendanceModal open session={session()} onClose={() => undefined} />);
    await u.click(screen.getByRole('checkbox', { name: 'Sam Student present' }));
    await u.click(screen.getByRole('button', { name: ATTENDANCE_TEXTS.review }));
    await u.click(screen.getByRole('button', { name: ATTENDANCE_TEXTS.save }));
    const dialog = screen.getByRole('dialog', { name: ATTENDANCE_TEXTS.title });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(STALE_UPDATE);
    expect(lastRequest('attendances/1', 'PUT')).toBeUndefined();
    expect(lastRequest('attendances/2', 'PUT')).toBeUndefined();
    expect(lastRequest('sessions/7', 'PUT')).toBeUndefined();
    expect(within(dialog).getByLabelText('Attendance to save')).toHaveTextContent('Sam StudentPresent');
  });

  it('issue 20.6: the session save sends the version the modal was opened on; a 409 shows its message and keeps the marks', async () => {
    const STALE =
      'Someone else saved this record after you opened it. Your changes were not saved: reload to see theirs, then save again.';
    on('get', 'sessions/7', () => HttpResponse.json({ session: makeSession() }, { headers: { ETag: '"v5"' } }));
    on('put', 'attendances/1', { attendance: { id: 1 } });
    on('put', 'attendances/2', { attendance: { id: 2 } });
    on('put', 'sessions/7', { errors: [STALE] }, 409);
    // The page loaded the session (its version) before opening the modal.
    await api.sessions.get(7);
    const u = userEvent.setup({ delay: null });
    renderUi(<SessionAttendanceModal open session={session()} onClose={() => undefined} />);
    await u.click(screen.getByRole('checkbox', { name: 'Sam Student present' }));
    await u.click(screen.getByRole('button', { name: ATTENDANCE_TEXTS.review }));
    await u.click(screen.getByRole('button', { name: ATTENDANCE_TEXTS.save }));
    const dialog = screen.getByRole('dialog', { name: ATTENDANCE_TEXTS.title });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(STALE);
    expect(lastRequest('sessions/7', 'PUT')!.headers.get('If-Match')).toBe('"v5"');
    expect(within(dialog).getByLabelText('Attendance to save')).toHaveTextContent('Sam StudentPresent');
  });

  // The save is two steps (review, then save attendances and the session): the tests above cover its writes.
  formCases({
    server,
    resource: 'sessions',
    dialog: ATTENDANCE_TEXTS.title,
    render: (props) => renderUi(<SessionAttendanceModal open session={session()} onClose={props.onClose} />),
    dismiss: {
      title:
        'SES-09, DS-02: Cancel and Escape close the attendance modal silently, after "Discard your changes?" once a mark changed',
      fill: { 'Sam Student present': { click: true } },
    },
  });
});

describe('Session show, hub and substitution', () => {
  beforeEach(() => signIn());

  it('SES-06: the show modal loads the session and lists its zoomRecordings', async () => {
    on('get', 'sessions/7', { session: makeSession() });
    on('get', 'sessions/7/recordings', {
      zoomRecordings: [{ id: 'r1', playUrl: 'https://zoom.example/rec/1', startsAt: '2026-05-04T17:00:00Z' }],
    });
    renderUi(<SessionShowModal open sessionId={7} onClose={() => undefined} />);
    expect(await screen.findByRole('link', { name: /^Recording 1/ })).toHaveAttribute(
      'href',
      'https://zoom.example/rec/1',
    );
  });

  it('SES-06: the show modal of a canceled session says "(canceled)" in its title', async () => {
    on('get', 'sessions/7', { session: makeSession({ canceledAt: '2027-05-01T12:00:00Z', canEdit: false }) });
    on('get', 'sessions/7/recordings', { zoomRecordings: [] });
    renderUi(<SessionShowModal open sessionId={7} onClose={() => undefined} />);
    expect(await screen.findByRole('dialog', { name: 'Algebra I (canceled)' })).toBeInTheDocument();
  });

  it('SES-06: no recordings says so', async () => {
    on('get', 'sessions/7', { session: makeSession() });
    on('get', 'sessions/7/recordings', { zoomRecordings: [] });
    renderUi(<SessionShowModal open sessionId={7} onClose={() => undefined} />);
    expect(await screen.findByText(NO_RECORDINGS)).toBeInTheDocument();
  });

  it('SES-07: the hub modal lists potential hubs and reports the pick', async () => {
    on('get', 'sessions/7/potential_hubs', { sessions: [makeSession({ id: 40, title: 'Hub A' })] });
    const onPick = jest.fn();
    const u = userEvent.setup({ delay: null });
    renderUi(<SessionHubModal open sessionId={7} onClose={() => undefined} onPick={onPick} />);
    await u.click(await screen.findByRole('button', { name: /^Pick Hub A/ }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 40 }));
  });

  it('SES-07: an empty hub list says so', async () => {
    on('get', 'sessions/7/potential_hubs', { sessions: [] });
    renderUi(<SessionHubModal open sessionId={7} onClose={() => undefined} onPick={() => undefined} />);
    expect(await screen.findByText(NO_HUBS)).toBeInTheDocument();
  });

  it('SES-08: admins substitute through PUT sessions/{id}/substitute_joint_session with the picked hub', async () => {
    on('get', 'sessions/7/potential_hubs', { sessions: [makeSession({ id: 40, title: 'Hub A' })] });
    on('put', 'sessions/7/substitute_joint_session', { session: makeSession() });
    const u = userEvent.setup({ delay: null });
    renderUi(
      <SessionSubstitutionModal open session={session({ attendanceTakenAt: null })} onClose={() => undefined} />,
    );
    expect(screen.getByRole('dialog', { name: 'Substitute joint session' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Choose hub session' }));
    await u.click(await screen.findByRole('button', { name: /^Pick Hub A/ }));
    await u.click(await screen.findByRole('button', { name: 'Substitute' }));
    await waitFor(() =>
      expect(lastRequest('sessions/7/substitute_joint_session', 'PUT')!.body).toEqual({
        session: { hubSessionId: 40 },
      }),
    );
    expect(await screen.findByText(SESSION_CHANGED)).toBeInTheDocument();
  });

  it('SES-08: substituting without a hub session says Required and sends nothing; a refusal naming the hub shows on it', async () => {
    on('get', 'sessions/7/potential_hubs', { sessions: [makeSession({ id: 40, title: 'Hub A' })] });
    on('put', 'sessions/7/substitute_joint_session', { errors: ['Hub session is already full'] }, 422);
    const u = userEvent.setup({ delay: null });
    renderUi(
      <SessionSubstitutionModal open session={session({ attendanceTakenAt: null })} onClose={() => undefined} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Substitute joint session' });
    await u.click(within(dialog).getByRole('button', { name: 'Substitute' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);
    await u.click(within(dialog).getByRole('button', { name: 'Choose hub session' }));
    await u.click(await screen.findByRole('button', { name: /^Pick Hub A/ }));
    await u.click(await screen.findByRole('button', { name: 'Substitute' }));
    const again = screen.getByRole('dialog', { name: 'Substitute joint session' });
    expect(await within(again).findByText('Hub session is already full')).toBeInTheDocument();
    expect(within(again).queryByText('Required')).not.toBeInTheDocument();
  });

  // The hub session is picked in the hub modal (SES-07), a second dialog: the cases' `steps` pick it there.
  const pickHub = async ({ user }: FormStepContext) => {
    await user.click(screen.getByRole('button', { name: 'Choose hub session' }));
    await user.click(await screen.findByRole('button', { name: /^Pick Hub A/ }));
    await screen.findByText(/^Hub: Hub A/);
  };
  describe('the substitution form (SES-08)', () => {
    beforeEach(() => on('get', 'sessions/7/potential_hubs', { sessions: [makeSession({ id: 40, title: 'Hub A' })] }));
    formCases({
      server,
      resource: 'sessions',
      dialog: 'Substitute joint session',
      submitLabel: 'Substitute',
      render: ({ onClose }) =>
        renderUi(<SessionSubstitutionModal open session={session({ attendanceTakenAt: null })} onClose={onClose} />),
      emptyOptional: {
        title: 'SES-08, OP-69: the hub session (the one field, required) picked in the hub modal is substituted',
        action: 'sessions/:id/substitute_joint_session',
        method: 'PUT',
        id: 7,
        fill: {},
        steps: pickHub,
        reply: { session: makeSession() },
        sent: { session: { hubSessionId: 40 } },
        saved: () => screen.findByText(SESSION_CHANGED),
        // The replay substitutes a seeded session whose attendance is not taken (the form is offered on no other,
        // OP-69), with a seeded session that has no tutor yet as its hub.
        actionId: { resource: 'sessions', where: { attendanceTakenAt: null } },
        refs: { 'session.hubSessionId': { resource: 'sessions', where: { assignmentsCount: 0 } } },
      },
      serverInvalid: {
        title: 'SES-08: the server\'s refusal naming the hub ("Hub session must exist") shows on the hub session',
        action: 'sessions/:id/substitute_joint_session',
        method: 'PUT',
        id: 7,
        fill: {},
        steps: pickHub,
        message: 'Hub session must exist',
        field: 'Hub session',
      },
      dismiss: {
        title:
          'SES-08, DS-02: Escape closes the substitution silently; with a hub picked Cancel and Escape ask "Discard your changes?" first',
        fill: {},
        steps: pickHub,
      },
    });
  });

  it('SES-08, OP-69: no substitution once attendance was taken, nor for non-admins', async () => {
    const { unmount } = renderUi(
      <SessionSubstitutionModal
        open
        session={session({ attendanceTakenAt: '2026-05-04T18:00:00Z' })}
        onClose={() => undefined}
      />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    signIn({ roles: ['crm'], permissions: [] });
    renderUi(
      <SessionSubstitutionModal open session={session({ attendanceTakenAt: null })} onClose={() => undefined} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
