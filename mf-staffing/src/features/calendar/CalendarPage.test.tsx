import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { quietFederationLogs, remoteDown, remoteUp } from '@tutoring/build-config/test-kit';
import { dispatchRealtime } from '@tutoring/platform';
import {
  get,
  json,
  meta,
  renderWithProviders,
  requests,
  server,
  sessionsExposes,
  signIn,
  setupMswServer,
} from '../../test/support';
import { CalendarPage } from './CalendarPage';
import { SESSION_DETAILS_UNAVAILABLE } from './components/SessionDetails';

setupMswServer();
quietFederationLogs();

/** A calendar item as shown (its times and title), whether it is a button (it opens) or text. */
const itemMatching =
  (name: RegExp) =>
  (_: string, element: Element | null): boolean =>
    !!element?.matches('[data-event-id]') && name.test(element.textContent ?? '');

function mock(options: { early?: boolean; canceled?: boolean } = {}) {
  const canceledAt = options.canceled ? '2026-11-20T10:00:00Z' : null;
  server.use(
    get('sessions', () =>
      json({
        sessions: [
          {
            id: 1,
            title: 'Algebra Group',
            startsAt: options.early ? '2026-11-24T12:00:00Z' : '2026-11-24T23:00:00Z',
            endsAt: '2026-11-25T00:30:00Z',
            canceledAt,
          },
        ],
        meta: meta(1, 150),
      }),
    ),
    get('attendances', () =>
      json({
        attendances: [
          {
            id: 2,
            sessionId: 9,
            firstName: 'Sam',
            lastName: 'Student',
            session: {
              id: 9,
              title: 'SAT Prep',
              startsAt: '2026-11-25T22:00:00Z',
              endsAt: '2026-11-25T23:00:00Z',
              canceledAt,
            },
          },
        ],
        meta: meta(1, 150),
      }),
    ),
    get('events', () =>
      json({
        events: [{ id: 3, name: 'Team meeting', startsAt: '2026-11-26T18:00:00Z', endsAt: '2026-11-26T19:00:00Z' }],
      }),
    ),
    get('availabilities', () =>
      json({
        availabilities: [
          { id: 4, startsAt: '2026-11-23T17:00:00Z', endsAt: '2026-11-23T20:00:00Z', locked: false },
          { id: 5, startsAt: '2026-11-27T17:00:00Z', endsAt: '2026-11-27T19:00:00Z', locked: true },
        ],
        meta: meta(2, 10),
      }),
    ),
  );
}
const at = '/calendar?date=2026-11-23&view=week';
const find = (path: string) => requests.find((r) => r.path === `/api/v2/${path}`)!.url.searchParams;

describe('CalendarPage', () => {
  beforeEach(() =>
    signIn({ type: 'Tutor', roles: ['tutor'], permissions: ['TUTOR'], employeeId: 7, fullName: 'Tina Tutor' }),
  );

  it('STF-28: loads sessions, attendances, events and availabilities of the visible week for the tutor', async () => {
    mock();
    renderWithProviders(<CalendarPage />, { at });
    expect(await screen.findByText(itemMatching(/Algebra Group/))).toBeInTheDocument();
    expect(await screen.findByText(itemMatching(/SAT Prep \(Sam Student\)/))).toBeInTheDocument();
    expect(await screen.findByText(itemMatching(/Team meeting/))).toBeInTheDocument();
    expect(await screen.findByText(itemMatching(/Available \(locked\)/))).toBeInTheDocument();
    expect(Object.fromEntries(find('sessions'))).toMatchObject({
      employeeId: '7',
      include: 'attendances,supervisor',
      per: '150',
      startsAt: '2026-11-22T08:00:00.000Z',
      endsAt: '2026-11-29T08:00:00.000Z',
    });
    expect(Object.fromEntries(find('attendances'))).toMatchObject({ employeeId: '7', include: 'session', per: '150' });
    expect(find('events').get('noPagination')).toBe('true');
    expect(find('availabilities').get('tutorId')).toBe('7');
  });

  it('API-07: a list that could not be loaded is named above the calendar with Retry until it loads; the others show', async () => {
    mock();
    server.use(get('events', () => json({ errors: ['Internal Server Error'] }, 500)));
    renderWithProviders(<CalendarPage />, { at });
    // The toast of the error policy is an alert too: this one stays above the calendar.
    const failure = (await screen.findByText('We could not load the events of this calendar.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(failure).toHaveTextContent('Please try again.');
    expect(await screen.findByText(itemMatching(/Algebra Group/))).toBeInTheDocument();
    expect(screen.getByText(itemMatching(/SAT Prep \(Sam Student\)/))).toBeInTheDocument();
    expect(await screen.findByText(itemMatching(/Available \(locked\)/))).toBeInTheDocument();
    expect(screen.queryByText(itemMatching(/Team meeting/))).not.toBeInTheDocument();

    // Retry asks for the events only, and the notice goes once they have come.
    mock();
    const count = (path: string) => requests.filter((r) => r.path === `/api/v2/${path}`).length;
    const before = ['sessions', 'attendances', 'events', 'availabilities'].map(count);
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(itemMatching(/Team meeting/))).toBeInTheDocument();
    expect(screen.queryByText(/We could not load/)).not.toBeInTheDocument();
    expect(['sessions', 'attendances', 'events', 'availabilities'].map(count)).toEqual([
      before[0],
      before[1],
      before[2]! + 1,
      before[3],
    ]);
  });

  it('API-07: lists whose requests were aborted are named together (no toast says so)', async () => {
    mock();
    server.use(
      get('sessions', () => HttpResponse.error()),
      get('availabilities', () => HttpResponse.error()),
    );
    renderWithProviders(<CalendarPage />, { at });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('We could not load the sessions and availabilities of this calendar.');
    expect(within(failure).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await screen.findByText(itemMatching(/Team meeting/))).toBeInTheDocument();
    expect(screen.getByText(itemMatching(/SAT Prep \(Sam Student\)/))).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toEqual([failure]);
  });

  it('STF-28, DS-19: switches between week, day and month', async () => {
    mock();
    renderWithProviders(<CalendarPage />, { at });
    await screen.findByText(itemMatching(/Algebra Group/));
    await userEvent.click(screen.getByRole('button', { name: 'Day' }));
    expect(screen.getByRole('heading', { name: '11/23/2026' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Month' }));
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: /month/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByRole('heading', { name: '11/22/2026 – 11/28/2026' })).toBeInTheDocument();
  });

  it('STF-28: the month view loads the six weeks its grid draws, so a session in the last row is shown', async () => {
    // Sessions answered as the api-server does: only those starting in the asked range.
    const satMath = { id: 11, title: 'SAT Math', startsAt: '2026-12-07T23:00:00Z', endsAt: '2026-12-08T00:00:00Z' };
    server.use(
      get('sessions', ({ url }) => {
        const from = url.searchParams.get('startsAt')!;
        const to = url.searchParams.get('endsAt')!;
        const sessions = [satMath].filter((s) => s.startsAt >= from && s.startsAt < to);
        return json({ sessions, meta: meta(sessions.length, 150) });
      }),
      get('attendances', () => json({ attendances: [], meta: meta(0, 150) })),
      get('events', () => json({ events: [] })),
      get('availabilities', () => json({ availabilities: [], meta: meta(0, 150) })),
    );
    renderWithProviders(<CalendarPage />, { at: '/calendar?date=2026-11-15&view=month' });
    const item = await screen.findByText(itemMatching(/3:00pm - 4:00pm SAT Math/));
    expect(item.closest('td.fc-daygrid-day')).toHaveAttribute('data-date', '2026-12-07');
    // The range asked for is the range drawn: Sunday Nov 1 to Saturday Dec 12 (Los Angeles midnights).
    const drawn = [...document.querySelectorAll('td.fc-daygrid-day[data-date]')].map((cell) =>
      cell.getAttribute('data-date'),
    );
    expect([drawn[0], drawn[drawn.length - 1]]).toEqual(['2026-11-01', '2026-12-12']);
    for (const path of ['sessions', 'attendances', 'events', 'availabilities'])
      expect([find(path).get('startsAt'), find(path).get('endsAt')]).toEqual([
        '2026-11-01T07:00:00.000Z',
        '2026-12-13T08:00:00.000Z',
      ]);
  });

  it('STF-30, DS-20: the first hour is 5, widening to 00:00 for an earlier item or the 24-hour view', async () => {
    mock();
    const { unmount } = renderWithProviders(<CalendarPage />, { at });
    await screen.findByText(itemMatching(/Algebra Group/));
    const grid = screen.getByRole('group', { name: 'Calendar of Tina Tutor' });
    expect(grid).toHaveAttribute('data-view', 'week');
    expect(grid).toHaveAttribute('data-start-hour', '5');
    await userEvent.click(screen.getByRole('checkbox', { name: '24-hour view' }));
    expect(grid).toHaveAttribute('data-start-hour', '0');
    unmount();
    mock({ early: true });
    renderWithProviders(<CalendarPage />, { at });
    await screen.findByText(itemMatching(/4:00am.*Algebra Group/));
    expect(screen.getByRole('group', { name: 'Calendar of Tina Tutor' })).toHaveAttribute('data-start-hour', '0');
  });

  it('STF-29, OP-34: a schedule change updates items in place and removes deleted ones; availabilities refresh after it', async () => {
    mock();
    renderWithProviders(<CalendarPage />, { at });
    await screen.findByText(itemMatching(/Team meeting/));
    await screen.findByText(itemMatching(/Available \(locked\)/));
    const before = requests.filter((r) => r.path === '/api/v2/availabilities').length;
    act(() =>
      dispatchRealtime('user-change', {
        type: 'Event',
        id: 3,
        data: {
          id: 3,
          name: 'Moved meeting',
          startsAt: '2026-11-26T18:00:00Z',
          endsAt: '2026-11-26T19:00:00Z',
          deleted: false,
        },
      }),
    );
    expect(await screen.findByText(itemMatching(/Moved meeting/))).toBeInTheDocument();
    act(() => dispatchRealtime('user-change', { type: 'Session', id: 1, data: { id: 1, deleted: true } }));
    await waitFor(() => expect(screen.queryByText(itemMatching(/Algebra Group/))).not.toBeInTheDocument());
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/v2/availabilities').length).toBeGreaterThan(before),
    );
  });

  // Before mf-sessions is up below: the platform keeps an exposed component once it has loaded.
  it('STF-28: with mf-sessions down, a session says its details are unavailable; the calendar keeps working', async () => {
    mock();
    const manifests = remoteDown(server, 'mf_sessions');
    renderWithProviders(<CalendarPage />, { at });
    await userEvent.click(await screen.findByRole('button', { name: /Algebra Group/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Session' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(SESSION_DETAILS_UNAVAILABLE);
    expect(manifests).not.toHaveLength(0);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Day' }));
    expect(screen.getByRole('heading', { name: '11/23/2026' })).toBeInTheDocument();
  });

  it("STF-28: a session or an attendance opens the session's details from mf-sessions, by click or Enter; events and availabilities are text, not buttons", async () => {
    mock();
    remoteUp('mf_sessions', sessionsExposes);
    renderWithProviders(<CalendarPage />, { at });
    const session = await screen.findByRole('button', { name: /Algebra Group/ });
    expect(screen.getByRole('button', { name: /SAT Prep \(Sam Student\)/ })).toBeInTheDocument();
    expect(await screen.findByText(itemMatching(/Team meeting/))).not.toHaveAttribute('role');
    expect(screen.getByText(itemMatching(/Available \(locked\)/))).not.toHaveAttribute('role');
    expect(screen.queryByRole('button', { name: /Team meeting|Available/ })).not.toBeInTheDocument();

    await userEvent.click(session);
    const details = await screen.findByRole('dialog', { name: 'Session 1' });
    await userEvent.click(within(details).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The attendance stands for its session (9); Enter opens it as a click does.
    screen.getByRole('button', { name: /SAT Prep \(Sam Student\)/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Session 9' })).toBeInTheDocument();
  });

  it('STF-28: a canceled session (and an attendance of one) says so on the calendar, and still opens', async () => {
    mock({ canceled: true });
    remoteUp('mf_sessions', sessionsExposes);
    renderWithProviders(<CalendarPage />, { at });
    const session = await screen.findByRole('button', { name: /Algebra Group \(canceled\)$/ });
    expect(screen.getByRole('button', { name: /SAT Prep \(Sam Student\) \(canceled\)$/ })).toBeInTheDocument();
    await userEvent.click(session);
    expect(await screen.findByRole('dialog', { name: 'Session 1' })).toBeInTheDocument();
  });

  it('STF-26: a tutor reaches their availability from their calendar (the tutor nav links only the calendar)', async () => {
    mock();
    renderWithProviders(<CalendarPage />, { at });
    expect(screen.getByRole('link', { name: 'Manage your availability' })).toHaveAttribute('href', '/availability');
  });

  it('STF-28: staff choose a tutor or an employee first', async () => {
    signIn();
    renderWithProviders(<CalendarPage />, { at });
    expect(screen.getByText('Choose a tutor or an employee to see their calendar.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Calendar of' })).toHaveValue('tutor');
    expect(screen.queryByRole('link', { name: 'Manage your availability' })).not.toBeInTheDocument();
    const root = screen.getByRole('heading', { level: 1 });
    expect(within(root).getByText(/Calendar/)).toBeInTheDocument();
  });
});
