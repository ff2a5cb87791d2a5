import { act, screen, waitFor, within } from '@testing-library/react';
import { dispatchRealtime } from '@tutoring/platform';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  JOIN_ENDED,
  JOIN_NOT_READY,
  JOIN_READY,
  JOIN_TOO_EARLY,
  NO_UPCOMING_MEETINGS,
  NO_UPCOMING_SESSIONS,
} from '@tutoring/domain';
import { DashboardPage } from './DashboardPage';
import {
  STUDENT_ID,
  installServer,
  lastRequest,
  listReply,
  makeSession,
  makeStudent,
  mockDashboard,
  on,
  renderUi,
  requestsTo,
  server,
  signIn,
} from '../../test/utils';

installServer();

const panel = (name: string) => screen.getByRole('region', { name });

describe('student dashboard (STU-08..STU-14)', () => {
  beforeEach(() => signIn());

  it('STU-08: the dashboard holds every part: next meeting, upcoming sessions, meetings, points, badges, prizes, hours and invite', async () => {
    mockDashboard();
    renderUi(<DashboardPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    for (const name of [
      'Next meeting',
      'Points and level',
      'Tutoring hours',
      'Upcoming sessions',
      'Upcoming meetings',
      'Badges',
      'Trade your gems',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Invite friends' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See all sessions' })).toBeInTheDocument();
  });

  it('STU-09, OP-38: the next five upcoming sessions (studentId, schedule upcoming, starts_at asc) with session, date, time and tutor avatar', async () => {
    signIn({ timeZone: 'UTC' });
    const sessions = [1, 2, 3, 4, 5].map((id) => makeSession(id, 60 * 24 * id));
    mockDashboard({ sessions });
    renderUi(<DashboardPage />);
    const region = await screen.findByRole('region', { name: 'Upcoming sessions' });
    expect(await within(region).findByText('Algebra 1')).toBeInTheDocument();
    expect(within(region).getAllByRole('row')).toHaveLength(6);
    const query = lastRequest('sessions')!.query;
    expect(Object.fromEntries(query)).toMatchObject({
      studentId: String(STUDENT_ID),
      schedule: 'upcoming',
      orderBy: 'starts_at',
      orderSort: 'asc',
      per: '5',
    });
    expect(query.get('include')).toContain('supervisor');
    const first = within(region).getByText('Algebra 1').closest('tr')!;
    const startsAt = new Date(String(sessions[0]!.startsAt));
    const mm = String(startsAt.getUTCMonth() + 1).padStart(2, '0');
    const dd = String(startsAt.getUTCDate()).padStart(2, '0');
    expect(first).toHaveTextContent(`${mm}/${dd}/${startsAt.getUTCFullYear()}`);
    expect(within(first).getByRole('button', { name: 'Maria S.' })).toBeInTheDocument();
    expect(first.querySelector('img[src="https://example.com/maria.png"]')).not.toBeNull();
    expect(first).toHaveTextContent(JOIN_TOO_EARLY);
  });

  it('STU-09, SES-12: the tutor is written as everywhere else, first name and last initial with a period ("Tina T.")', async () => {
    const tina = (lastInitial: string) => ({ id: 4, firstName: 'Tina', lastInitial, avatarUrl: null });
    mockDashboard({
      sessions: [
        makeSession(1, 60 * 24, 60, { supervisor: tina('T') }),
        // The initial as some replies send it, with its period already: not "Tina T..".
        makeSession(2, 60 * 48, 60, { name: 'Geometry', supervisor: tina('T.') }),
      ],
    });
    renderUi(<DashboardPage />);
    const region = await screen.findByRole('region', { name: 'Upcoming sessions' });
    const tutors = await within(region).findAllByRole('button', { name: 'Tina T.' });
    expect(tutors).toHaveLength(2);
    expect(within(region).queryByText('Tina T')).not.toBeInTheDocument();
    expect(tutors[0]).toHaveAttribute('title', 'About Tina T.');
  });

  it('STU-09: no upcoming sessions shows "There are no upcoming sessions."', async () => {
    mockDashboard();
    renderUi(<DashboardPage />);
    expect(
      await within(await screen.findByRole('region', { name: 'Upcoming sessions' })).findByText(NO_UPCOMING_SESSIONS),
    ).toBeInTheDocument();
  });

  it('SES-18: in the window the session is prepared and shows "Your session is ready." with the link; without a joinUrl the not-ready text', async () => {
    mockDashboard({ sessions: [makeSession(1, 5), makeSession(2, 8)] });
    on('get', 'sessions/1/prepare', { session: { id: 1, zoomMeeting: { joinUrl: 'https://zoom.example.com/j/1' } } });
    on('get', 'sessions/2/prepare', { session: { id: 2, zoomMeeting: null } });
    renderUi(<DashboardPage />);
    const region = await screen.findByRole('region', { name: 'Upcoming sessions' });
    const row1 = (await within(region).findByText('Algebra 1')).closest('tr')!;
    expect(await within(row1).findByText(JOIN_READY)).toBeInTheDocument();
    // SES-19, API-44: the join goes through sessions/{id}/connect, whose checks apply, not straight to the meeting.
    expect(within(row1).getByRole('link', { name: 'Join Algebra 1' }).getAttribute('href')).toMatch(
      /\/api\/v2\/sessions\/1\/connect$/,
    );
    const row2 = within(region).getByText('Algebra 2').closest('tr')!;
    expect(await within(row2).findByText(JOIN_NOT_READY)).toBeInTheDocument();
    expect(within(row2).queryByRole('link')).not.toBeInTheDocument();
    expect(lastRequest('sessions/1/prepare')?.query.get('include')).toBe('zoom_meeting');
  });

  it('SES-18: from endsAt the ended text, with the link still shown for ten minutes; after that only the text', async () => {
    mockDashboard({ sessions: [makeSession(1, -65, 60), makeSession(2, -80, 60)] });
    on('get', 'sessions/1/prepare', { session: { id: 1, zoomMeeting: { joinUrl: 'https://zoom.example.com/j/1' } } });
    renderUi(<DashboardPage />);
    const region = await screen.findByRole('region', { name: 'Upcoming sessions' });
    const row1 = (await within(region).findByText('Algebra 1')).closest('tr')!;
    expect(await within(row1).findByRole('link', { name: 'Join Algebra 1' })).toBeInTheDocument();
    expect(row1).toHaveTextContent(JOIN_ENDED);
    const row2 = within(region).getByText('Algebra 2').closest('tr')!;
    expect(row2).toHaveTextContent(JOIN_ENDED);
    expect(within(row2).queryByRole('link')).not.toBeInTheDocument();
    expect(requestsTo('sessions/2/prepare')).toHaveLength(0);
  });

  it('STU-11, API-46: the sessions list modal asks for 6 per page over six weeks and pages with meta.totalPages', async () => {
    mockDashboard();
    renderUi(<DashboardPage />);
    on('get', 'sessions', ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('per') !== '6') return listReply('sessions', [], { per: 5 });
      const page = Number(url.searchParams.get('page'));
      const items = page === 1 ? [1, 2, 3, 4, 5, 6].map((id) => makeSession(id, 60 * id)) : [makeSession(7, 60 * 7)];
      return listReply('sessions', items, { page, per: 6, totalCount: 7 });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'See all sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upcoming sessions' });
    expect(await within(dialog).findByText('Algebra 6')).toBeInTheDocument();
    const q = lastRequest('sessions')!.query;
    expect(Object.fromEntries(q)).toMatchObject({
      studentId: String(STUDENT_ID),
      page: '1',
      per: '6',
      schedule: 'upcoming not live',
      orderBy: 'starts_at',
      orderSort: 'asc',
    });
    const weeks = (Date.parse(q.get('endsAt')!) - Date.now()) / (7 * 24 * 3600 * 1000);
    expect(weeks).toBeGreaterThan(5.99);
    expect(weeks).toBeLessThan(6.01);
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Page )?2$/ }));
    expect(await within(dialog).findByText('Algebra 7')).toBeInTheDocument();
    expect(lastRequest('sessions')!.query.get('page')).toBe('2');
  });

  it('STU-11, OP-31n: an empty sessions list modal says "There are no upcoming sessions."', async () => {
    mockDashboard();
    renderUi(<DashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'See all sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upcoming sessions' });
    expect(await within(dialog).findByText(NO_UPCOMING_SESSIONS)).toBeInTheDocument();
    expect(within(dialog).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("STU-10, OP-38: the next meeting card and the meetings table read the math brand's homework help and membership meetings", async () => {
    const soon = new Date(Date.now() + 3 * 60_000).toISOString();
    const later = new Date(Date.now() + 2 * 24 * 3600_000).toISOString();
    mockDashboard({
      homeworkHelp: [
        {
          id: 1,
          title: 'Homework Help',
          meetings: [
            {
              id: 31,
              subjectName: 'Algebra',
              name: 'Homework Help',
              startsAt: soon,
              endsAt: later,
              instructor: 'Maria Smith',
              zoomMeeting: { joinUrl: 'https://zoom.example.com/j/31' },
            },
          ],
        },
      ],
      membership: [
        {
          id: 2,
          title: 'Math Club',
          meetings: [
            {
              id: 41,
              subjectName: 'Geometry',
              name: 'Club',
              startsAt: later,
              endsAt: later,
              instructor: 'Omar Odd',
              zoomMeeting: null,
            },
          ],
        },
      ],
    });
    renderUi(<DashboardPage />);
    const card = panel('Next meeting');
    expect(await within(card).findByText('Algebra')).toBeInTheDocument();
    expect(card).toHaveTextContent('with Maria Smith');
    expect(within(card).getByRole('link', { name: 'Join Algebra' }).getAttribute('href')).toMatch(
      /\/api\/v2\/sessions\/31\/connect$/,
    );
    expect(Object.fromEntries(lastRequest('courses/homework_help')!.query)).toMatchObject({
      brandName: 'Math Club',
      limit: '1',
    });
    const table = panel('Upcoming meetings');
    const row = (await within(table).findByText('Geometry')).closest('tr')!;
    expect(within(row).getByRole('img', { name: 'Omar Odd' })).toBeInTheDocument();
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(Object.fromEntries(lastRequest('courses/membership')!.query)).toMatchObject({
      brandName: 'Math Club',
      limit: '5',
    });
  });

  it('STU-10: the next meeting card shows the first meeting of the table when homework help has none', async () => {
    const later = new Date(Date.now() + 2 * 24 * 3600_000).toISOString();
    mockDashboard({
      membership: [
        {
          id: 2,
          title: 'Math Club',
          meetings: [
            { id: 41, subjectName: 'Geometry', name: 'Club', startsAt: later, endsAt: later, instructor: 'Omar Odd' },
          ],
        },
      ],
    });
    renderUi(<DashboardPage />);
    expect(await within(panel('Next meeting')).findByText('Geometry')).toBeInTheDocument();
    expect(panel('Next meeting')).toHaveTextContent('with Omar Odd');
    expect(within(panel('Next meeting')).queryByText(NO_UPCOMING_MEETINGS)).not.toBeInTheDocument();
  });

  it('STU-10, STU-12, STU-15: while their replies are on their way the next meeting, the badges and the gems say "Loading…", not that there are none', async () => {
    mockDashboard();
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = async () => {
      await released;
      return HttpResponse.json(listReply('courses', []));
    };
    server.use(
      http.get('*/api/v2/courses/membership', held),
      http.get('*/api/v2/courses/homework_help', held),
      http.get('*/api/v2/quests/student_badges', async () => {
        await released;
        return HttpResponse.json(listReply('studentBadges', [], { per: 100 }));
      }),
    );
    renderUi(<DashboardPage />);
    expect(await within(panel('Upcoming sessions')).findByText(NO_UPCOMING_SESSIONS)).toBeInTheDocument();
    for (const name of ['Next meeting', 'Badges']) expect(panel(name)).toHaveTextContent('Loading…');
    expect(panel('Next meeting')).not.toHaveTextContent(NO_UPCOMING_MEETINGS);
    expect(panel('Badges')).not.toHaveTextContent('No badges yet.');
    expect(panel('Trade your gems')).not.toHaveTextContent('You have 0 gems.');

    release();
    expect(await within(panel('Next meeting')).findByText(NO_UPCOMING_MEETINGS)).toBeInTheDocument();
    expect(await within(panel('Badges')).findByText('No badges yet.')).toBeInTheDocument();
    expect(panel('Trade your gems')).toHaveTextContent('You have 0 gems.');
  });

  it('STU-10: no meetings shows "There are no upcoming meetings."', async () => {
    mockDashboard();
    renderUi(<DashboardPage />);
    expect(await within(panel('Upcoming meetings')).findByText(NO_UPCOMING_MEETINGS)).toBeInTheDocument();
  });

  it('STU-12: badges are collapsed to whole rows within the limit; "View all" expands and "Show less" collapses', async () => {
    const badges = Array.from({ length: 10 }, (_, i) => ({
      id: i + 1,
      badge: { id: i + 1, name: `Badge ${i + 1}`, imageUrl: `https://example.com/${i + 1}.png` },
    }));
    mockDashboard({ badges });
    renderUi(<DashboardPage />);
    const region = panel('Badges');
    const list = await within(region).findByRole('list', { name: 'Badges' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(within(region).getByRole('button', { name: 'View all' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(within(region).getByRole('button', { name: 'Show less' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
  });

  it('STU-12: no toggle when every badge fits', async () => {
    mockDashboard({ badges: [{ id: 1, badge: { id: 1, name: 'Star', imageUrl: 'https://example.com/1.png' } }] });
    renderUi(<DashboardPage />);
    const region = panel('Badges');
    expect(await within(region).findByText('Star')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'View all' })).not.toBeInTheDocument();
  });

  it('STU-13, OP-39: remaining and unscheduled hours from the courses, minutes shown as hours with one decimal', async () => {
    mockDashboard({
      enrollments: [
        { id: 1, course: { id: 5, remainingProvisionedDuration: 90, unscheduledDuration: 30 } },
        { id: 2, course: { id: 6, remainingProvisionedDuration: 120, unscheduledDuration: 45 } },
      ],
    });
    renderUi(<DashboardPage />);
    const region = panel('Tutoring hours');
    expect(await within(region).findByText('3.5')).toBeInTheDocument();
    expect(within(region).getByText('1.3')).toBeInTheDocument();
    expect(lastRequest('enrollments')!.query.get('include')).toBe('course');
  });

  it("STU-13: ended enrollments do not count; with several courses each course's hours are listed", async () => {
    mockDashboard({
      enrollments: [
        {
          id: 1,
          status: 'active',
          course: { id: 5, title: 'Math Club Membership', remainingProvisionedDuration: 600, unscheduledDuration: 420 },
        },
        {
          id: 2,
          status: 'trialing',
          course: { id: 6, title: 'SAT Prep Intensive', remainingProvisionedDuration: 1200, unscheduledDuration: 1200 },
        },
        {
          id: 3,
          status: 'canceled',
          course: { id: 7, title: 'Old Course', remainingProvisionedDuration: 6000, unscheduledDuration: 6000 },
        },
      ],
    });
    renderUi(<DashboardPage />);
    const region = panel('Tutoring hours');
    expect(await within(region).findByText('30.0')).toBeInTheDocument();
    expect(within(region).getByText('27.0')).toBeInTheDocument();
    const courses = within(region).getByRole('list', { name: 'Hours by course' });
    expect(
      within(courses)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Math Club Membership: 10.0 remaining, 7.0 unscheduled',
      'SAT Prep Intensive: 20.0 remaining, 20.0 unscheduled',
    ]);
  });

  it('STU-13: a student whose courses report no hours sees "No tutoring hours to show."', async () => {
    mockDashboard({ enrollments: [{ id: 1, status: 'active', course: { id: 5, title: 'Math Club Membership' } }] });
    renderUi(<DashboardPage />);
    const region = panel('Tutoring hours');
    // Not before the enrollments have answered.
    expect(region).not.toHaveTextContent('No tutoring hours to show.');
    expect(await within(region).findByText('No tutoring hours to show.')).toBeInTheDocument();
    expect(requestsTo('enrollments').length).toBeGreaterThan(0);
  });

  it('STU-14, DOM-29: points, level and progress to the next level', async () => {
    mockDashboard({
      student: makeStudent({
        points: 240,
        level: { name: 'Level 3', pointThreshold: 200, nextLevel: { name: 'Level 4', pointThreshold: 300 } },
      }),
    });
    renderUi(<DashboardPage />);
    const region = panel('Points and level');
    expect(await within(region).findByText('240')).toBeInTheDocument();
    expect(within(region).getByText('Level 3')).toBeInTheDocument();
    expect(region).not.toHaveTextContent('Level: Level');
    expect(within(region).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
  });

  it('STU-14, DOM-29: no next level gives 0 progress', async () => {
    mockDashboard({
      student: makeStudent({ points: 900, level: { name: 'Top', pointThreshold: 800, nextLevel: null } }),
    });
    renderUi(<DashboardPage />);
    const region = panel('Points and level');
    expect(await within(region).findByText('900')).toBeInTheDocument();
    expect(within(region).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('STU-14, OP-34: a student-change realtime event refetches the points and gems', async () => {
    let points = 240;
    mockDashboard();
    on('get', `students/${STUDENT_ID}`, () => ({ student: makeStudent({ points }) }));
    renderUi(<DashboardPage />);
    const region = panel('Points and level');
    expect(await within(region).findByText('240')).toBeInTheDocument();
    const badgeCalls = requestsTo('quests/student_badges').length;
    points = 260;
    act(() => {
      dispatchRealtime('user-change', {});
    });
    expect(within(region).getByText('240')).toBeInTheDocument();
    act(() => {
      dispatchRealtime('student-change', { id: STUDENT_ID });
    });
    expect(await within(region).findByText('260')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('quests/student_badges').length).toBeGreaterThan(badgeCalls));
  });
});
