import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { installServer, lastRequest, makeSession, on, renderUi, seen, signIn } from '../../test/utils';
import { SESSION_LIST_TEXTS, SessionsPage } from './SessionsPage';

installServer();

function Location() {
  const location = useLocation();
  return (
    <>
      <output aria-label="location">{location.search}</output>
      <output aria-label="history entry">{location.key}</output>
    </>
  );
}

/** The page at `route`, with the router's location beside it. */
const renderWithLocation = (route: string) =>
  renderUi(
    <>
      <SessionsPage />
      <Location />
    </>,
    { route },
  );

const reply = (count: number, per = 25, pageNumber = 1) => ({
  sessions: Array.from({ length: Math.min(count, per) }, (_, i) =>
    makeSession({ id: i + 1, title: `Session row ${i + 1}` }),
  ),
  meta: { totalCount: count, totalPages: Math.ceil(count / per), pageNumber, pageSize: per },
});

/** The list at /sessions: opens row 1's details (`GET sessions/1` answering `session`) and follows its link `name`. */
async function followDetailsLink(
  u: ReturnType<typeof userEvent.setup>,
  name: string,
  session: Record<string, unknown> = {},
) {
  on('get', 'sessions/1', { session: makeSession({ id: 1, ...session }) });
  renderWithLocation('/sessions');
  await u.click(await screen.findByRole('button', { name: 'Session row 1' }));
  const dialog = await screen.findByRole('dialog');
  await u.click(await within(dialog).findByRole('link', { name }));
}

describe('SessionsPage', () => {
  beforeEach(() => signIn({ roles: ['admin'], permissions: ['ADMIN'], employeeId: 10 }));

  it('SES-01, DS-08: sends per=25 by default with the sort, and offers 25/50/100', async () => {
    on('get', 'sessions', reply(3));
    renderUi(<SessionsPage />, { route: '/sessions' });
    expect(await screen.findByRole('button', { name: 'Session row 1' })).toBeInTheDocument();
    const q = lastRequest('sessions')!.query;
    expect(q.get('per')).toBe('25');
    expect(q.get('orderBy')).toBe('starts_at');
    expect(screen.getByRole('option', { name: '100' })).toBeInTheDocument();
  });

  it('SES-01: a session whose title is empty is named by its course or name, never a blank button', async () => {
    on('get', 'sessions', {
      sessions: [
        makeSession({ id: 1, title: '', name: 'Verifier live', course: null }),
        makeSession({ id: 2, title: '', name: '', course: null }),
      ],
      meta: { totalCount: 2, totalPages: 1, pageNumber: 1, pageSize: 25 },
    });
    renderUi(<SessionsPage />, { route: '/sessions' });
    expect(await screen.findByRole('button', { name: 'Verifier live' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Session 2' })).toBeInTheDocument();
  });

  it('SES-01, SES-08: a canceled session says "(canceled)" after its name (text, read with its name) and offers no substitution', async () => {
    const canceledAt = '2027-05-01T12:00:00Z';
    on('get', 'sessions', {
      sessions: [
        makeSession({ id: 1, title: 'Algebra I', type: 'Session::TutoringSplit', attendanceTakenAt: null }),
        makeSession({
          id: 2,
          title: 'Geometry',
          type: 'Session::TutoringSplit',
          attendanceTakenAt: null,
          canceledAt,
          canEdit: false,
          canCancel: false,
        }),
      ],
      meta: { totalCount: 2, totalPages: 1, pageNumber: 1, pageSize: 25 },
    });
    renderUi(<SessionsPage />, { route: '/sessions' });
    const canceled = await screen.findByRole('button', { name: 'Geometry (canceled)' });
    expect(within(canceled).getByText('(canceled)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Algebra I' })).toBeInTheDocument();
    expect(screen.getAllByText('(canceled)')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Substitute session 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Substitute session 2' })).not.toBeInTheDocument();
  });

  it('SES-01, X-01: API-45 filters from the URL are sent, and changing one writes it to the URL', async () => {
    on('get', 'sessions', reply(3));
    const u = userEvent.setup({ delay: null });
    renderWithLocation('/sessions?sessions.brandName=Math&sessions.page=1');
    await screen.findByRole('button', { name: 'Session row 1' });
    expect(lastRequest('sessions')!.query.get('brandName')).toBe('Math');
    await u.selectOptions(screen.getByLabelText('Schedule'), 'live');
    await waitFor(() => expect(lastRequest('sessions')!.query.get('schedule')).toBe('live'));
    expect(screen.getByLabelText('location').textContent).toContain('sessions.schedule=live');
  });

  it('SES-01, X-01: the search applies on Enter (not on leaving the field), sent as query and kept in the URL', async () => {
    on('get', 'sessions', reply(3));
    const u = userEvent.setup({ delay: null });
    renderWithLocation('/sessions');
    await screen.findByRole('button', { name: 'Session row 1' });
    const box = screen.getByRole('searchbox', { name: 'Search sessions' });
    await u.type(box, ' algebra ');
    await u.tab();
    expect(lastRequest('sessions')!.query.get('query')).toBeNull();
    await u.type(box, '{Enter}');
    await waitFor(() => expect(lastRequest('sessions')!.query.get('query')).toBe('algebra'));
    expect(screen.getByLabelText('location').textContent).toContain('sessions.query=algebra');
  });

  it('SES-01, X-01: the brand filter applies on Enter; leaving it unchanged adds no history entry', async () => {
    on('get', 'sessions', reply(3));
    const u = userEvent.setup({ delay: null });
    renderWithLocation('/sessions?sessions.brandName=Math');
    await screen.findByRole('button', { name: 'Session row 1' });
    const brand = screen.getByLabelText('Brand');
    const brandSent = () => lastRequest('sessions')!.query.get('brandName');
    const entry = screen.getByLabelText('history entry').textContent;
    await u.click(brand);
    await u.tab();
    expect(screen.getByLabelText('history entry').textContent).toBe(entry);
    await u.clear(brand);
    await u.type(brand, 'Science{Enter}');
    await waitFor(() => expect(brandSent()).toBe('Science'));
    expect(screen.getByLabelText('location').textContent).toContain('sessions.brandName=Science');
  });

  it('SES-02, X-08: a quick filter sends quickFilter with the current employee id; clicking again clears it', async () => {
    on('get', 'sessions', reply(3));
    const u = userEvent.setup({ delay: null });
    renderUi(<SessionsPage />, { route: '/sessions' });
    await screen.findByRole('button', { name: 'Session row 1' });
    for (const label of ['problem sessions', 'all live sessions', 'todays sessions', 'unassigned'])
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'problem sessions' }));
    await waitFor(() => expect(lastRequest('sessions')!.query.get('quickFilter')).toBe('problem_sessions'));
    expect(lastRequest('sessions')!.query.get('employeeId')).toBe('10');
    expect(screen.getByRole('button', { name: 'problem sessions' })).toHaveAttribute('aria-pressed', 'true');
    const sent = seen.length;
    await u.click(screen.getByRole('button', { name: 'problem sessions' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'problem sessions' })).toHaveAttribute('aria-pressed', 'false'),
    );
    // The unfiltered list again: from the cache while it is fresh, else asked without quickFilter and employeeId.
    expect(await screen.findByRole('button', { name: 'Session row 1' })).toBeInTheDocument();
    for (const request of seen.slice(sent).filter((r) => r.path === '/api/v2/sessions'))
      expect([request.query.get('quickFilter'), request.query.get('employeeId')]).toEqual([null, null]);
  });

  it('SES-01: paging to page 2 asks for page 2', async () => {
    on('get', 'sessions', ({ request }) => reply(60, 25, Number(new URL(request.url).searchParams.get('page'))));
    const u = userEvent.setup({ delay: null });
    renderUi(<SessionsPage />, { route: '/sessions' });
    await screen.findByRole('button', { name: 'Session row 1' });
    await u.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastRequest('sessions')!.query.get('page')).toBe('2'));
  });

  it('SES-11: a row opens the session details modal', async () => {
    on('get', 'sessions', reply(1));
    on('get', 'sessions/1', { session: makeSession({ id: 1 }) });
    const u = userEvent.setup({ delay: null });
    renderUi(<SessionsPage />, { route: '/sessions' });
    await u.click(await screen.findByRole('button', { name: 'Session row 1' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Maria S.'));
  });
  it('SES-21, SES-47: the tutor app offers no "New sessions" nor "Schedule tutoring" (staff-only, the API answers a tutor 403)', async () => {
    on('get', 'sessions', reply(1));
    const { unmount } = renderUi(<SessionsPage />, { route: '/sessions' });
    const staffBar = await screen.findByRole('toolbar', { name: 'Session actions' });
    expect(within(staffBar).getByRole('button', { name: 'New sessions' })).toBeInTheDocument();
    expect(within(staffBar).getByRole('button', { name: 'Schedule tutoring' })).toBeInTheDocument();
    unmount();
    signIn({ roles: ['tutor'], permissions: ['TUTOR'], employeeId: 8, type: 'Employee' });
    renderUi(<SessionsPage />, { route: '/sessions' });
    await screen.findByRole('button', { name: 'Session row 1' });
    const bar = screen.getByRole('toolbar', { name: 'Session actions' });
    expect(within(bar).queryByRole('button', { name: 'New sessions' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Schedule tutoring' })).not.toBeInTheDocument();
    // A tutor keeps their own calendar entries: events are theirs to create.
    expect(within(bar).getByRole('button', { name: 'New event' })).toBeInTheDocument();
  });

  it("SES-13, X-01: a tutor's attendee link in the details closes them and lists only that student's sessions, which the filter bar names and can clear", async () => {
    signIn({ roles: ['tutor'], permissions: ['TUTOR'], employeeId: 8, type: 'Employee' });
    // The api-server's filter: `studentId` keeps the student's sessions (row 2), without it all three.
    on('get', 'sessions', ({ request }) => {
      const all = reply(3);
      const studentId = new URL(request.url).searchParams.get('studentId');
      if (studentId === null) return all;
      const sessions = studentId === '11' ? [all.sessions[1]] : [];
      return { sessions, meta: { ...all.meta, totalCount: sessions.length, totalPages: 1 } };
    });
    on('get', 'students/11', { student: { id: 11, firstName: 'Sam', lastName: 'Student' } });
    const u = userEvent.setup({ delay: null });
    await followDetailsLink(u, 'Sam Student', { assignments: [{ id: 80, employeeId: 8, supervisor: true }] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Session row 1' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Session row 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Session row 3' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('location').textContent).toBe('?sessions.studentId=11');
    const filters = screen.getByRole('search', { name: 'Session filters' });
    await waitFor(() => expect(within(filters).getByLabelText(SESSION_LIST_TEXTS.student)).toHaveValue('Sam Student'));
    await u.click(within(filters).getByRole('button', { name: SESSION_LIST_TEXTS.clearStudent }));
    expect(await screen.findByRole('button', { name: 'Session row 3' })).toBeInTheDocument();
    expect(screen.getByLabelText('location').textContent).toBe('');
    expect(within(filters).queryByLabelText(SESSION_LIST_TEXTS.student)).not.toBeInTheDocument();
  });

  it("SES-11: following the details' course link closes the details", async () => {
    signIn({ roles: ['tutor'], permissions: ['TUTOR'], employeeId: 8, type: 'Employee' });
    on('get', 'sessions', reply(1));
    await followDetailsLink(userEvent.setup({ delay: null }), 'Mathematics Algebra I');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
