import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { quietFederationLogs, remoteUp } from '@tutoring/build-config/test-kit';
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
import { SchedulePage } from './SchedulePage';
import { useFamilySchedule } from './api/useFamilySchedule';

/** Shows the availabilities the schedule hands to the calendar (jsdom draws no background blocks). */
function AvailabilityProbe() {
  const data = useFamilySchedule({ start: inHours(-24), end: inHours(24) }, 'Student');
  return <output aria-label="availabilities">{data.availabilities.map((a) => a.id).join(',')}</output>;
}

setupMswServer();
quietFederationLogs();

/**
 * The hour the fixtures start from: this hour, or 5 hours earlier when the next 4 would run into next week (Saturday
 * evening, UTC: the user's zone). The week view shows this week only, and the probe a day either side of now, so both
 * hold every fixture (the test failed on Saturdays after 20:00 UTC).
 */
const base = (() => {
  const d = new Date();
  d.setUTCMinutes(0, 0, 0);
  const nextWeek = new Date(d);
  nextWeek.setUTCDate(d.getUTCDate() + 7 - d.getUTCDay());
  nextWeek.setUTCHours(0, 0, 0, 0);
  if (d.getTime() + 4 * 3600_000 >= nextWeek.getTime()) d.setUTCHours(d.getUTCHours() - 5);
  return d.getTime();
})();
const inHours = (hours: number) => new Date(base + hours * 3600_000).toISOString();

function mock() {
  server.use(
    get('sessions', () =>
      json({
        sessions: [{ id: 1, title: 'Algebra Group', startsAt: inHours(1), endsAt: inHours(2), canceledAt: null }],
        meta: meta(1, 150),
      }),
    ),
    get('events', () => json({ events: [{ id: 3, name: 'Prep Time', startsAt: inHours(3), endsAt: inHours(4) }] })),
    get('availabilities', () =>
      json({
        availabilities: [
          { id: 4, startsAt: inHours(1), endsAt: inHours(3), locked: false, maxedOut: false },
          { id: 5, startsAt: inHours(2), endsAt: inHours(4), locked: false, maxedOut: true },
        ],
        meta: meta(2, 150),
      }),
    ),
  );
}

const count = (path: string) => requests.filter((r) => r.path === `/api/v2/${path}`).length;

describe('SchedulePage (issue 25 gap 6)', () => {
  beforeEach(() =>
    signIn({ type: 'Student', roles: ['student'], permissions: [], studentId: 1, employeeId: null, timeZone: 'UTC' }),
  );

  it('STF-29: a student sees their sessions and events of the visible range, and only open (not maxed-out) availabilities', async () => {
    mock();
    renderWithProviders(
      <>
        <SchedulePage />
        <AvailabilityProbe />
      </>,
      { at: '/schedule' },
    );
    expect(await screen.findByText('Algebra Group')).toBeInTheDocument();
    expect(await screen.findByText('Prep Time')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'availabilities' })).toHaveTextContent(/^4$/));
    const sessions = requests.find((r) => r.path === '/api/v2/sessions')!.url.searchParams;
    expect(sessions.get('startsAt')).toBeTruthy();
    expect(sessions.get('endsAt')).toBeTruthy();
    expect(sessions.get('employeeId')).toBeNull();
  });

  it("a session opens its details (mf-sessions' dialog); an event is shown as text, not a button", async () => {
    mock();
    remoteUp('mf_sessions', sessionsExposes);
    renderWithProviders(<SchedulePage />, { at: '/schedule' });
    await userEvent.click(await screen.findByRole('button', { name: /Algebra Group/ }));
    const details = await screen.findByRole('dialog', { name: 'Session 1' });
    expect(screen.queryByRole('button', { name: /Prep Time/ })).not.toBeInTheDocument();
    expect(screen.getByText('Prep Time')).toBeInTheDocument();
    await userEvent.click(within(details).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the schedule says it is busy until its sessions, events and availabilities have arrived', async () => {
    mock();
    renderWithProviders(<SchedulePage />, { at: '/schedule' });
    const region = screen.getByRole('region', { name: 'Schedule' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    await screen.findByText('Algebra Group');
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
    expect(count('availabilities')).toBe(1);
  });

  it('STF-29: a live change removes a deleted item and a maxed-out availability, and re-reads availabilities 250 ms later', async () => {
    mock();
    renderWithProviders(
      <>
        <SchedulePage />
        <AvailabilityProbe />
      </>,
      { at: '/schedule' },
    );
    await screen.findByText('Algebra Group');
    const shown = screen.getByRole('status', { name: 'availabilities' });
    await waitFor(() => expect(shown).toHaveTextContent(/^4$/));
    const before = count('availabilities');
    act(() => dispatchRealtime('student-change', { id: 4, type: 'Availability', maxedOut: true, deleted: false }));
    await waitFor(() => expect(shown).toHaveTextContent(/^$/));
    act(() => dispatchRealtime('student-change', { id: 1, type: 'Session', deleted: true }));
    await waitFor(() => expect(screen.queryByText('Algebra Group')).not.toBeInTheDocument());
    expect(count('availabilities')).toBe(before);
    await waitFor(() => expect(count('availabilities')).toBeGreaterThan(before));
  });

  it('STF-29: a change as the API sends it ({type: "Student", id, data: item}) touches only its own kind of item', async () => {
    mock();
    // An event sharing the deleted session's id: only the session goes.
    server.use(
      get('events', () => json({ events: [{ id: 1, name: 'Prep Time', startsAt: inHours(3), endsAt: inHours(4) }] })),
    );
    renderWithProviders(<SchedulePage />, { at: '/schedule' });
    await screen.findByText('Algebra Group');
    await screen.findByText('Prep Time');
    act(() =>
      dispatchRealtime('student-change', { type: 'Student', id: 1, data: { id: 1, type: 'Session', deleted: true } }),
    );
    await waitFor(() => expect(screen.queryByText('Algebra Group')).not.toBeInTheDocument());
    expect(screen.getByText('Prep Time')).toBeInTheDocument();

    // New tutorings are no calendar item: the lists are read again and nothing is merged into them.
    const sessionsBefore = count('sessions');
    act(() =>
      dispatchRealtime('student-change', {
        type: 'Student',
        id: 1,
        data: { id: 1, tutorings: [{ id: 9, startsAt: inHours(5) }] },
      }),
    );
    await waitFor(() => expect(count('sessions')).toBeGreaterThan(sessionsBefore));
    expect(await screen.findByText('Algebra Group')).toBeInTheDocument();
    expect(screen.getByText('Prep Time')).toBeInTheDocument();
  });

  it('API-07: sessions that could not be loaded are named above the calendar with Retry, never an empty week; the rest shows', async () => {
    mock();
    server.use(get('sessions', () => json({ errors: ['Internal Server Error'] }, 500)));
    renderWithProviders(<SchedulePage />, { at: '/schedule' });
    // The toast of the error policy is an alert too: this one stays above the calendar.
    const failure = (await screen.findByText('We could not load the sessions of this calendar.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(failure).toHaveTextContent('Please try again.');
    expect(await screen.findByText('Prep Time')).toBeInTheDocument();
    expect(screen.queryByText('Algebra Group')).not.toBeInTheDocument();

    // Retry asks for the sessions only, and the notice goes once they have come.
    mock();
    const before = ['sessions', 'events', 'availabilities'].map(count);
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Algebra Group')).toBeInTheDocument();
    expect(screen.queryByText(/We could not load/)).not.toBeInTheDocument();
    expect(['sessions', 'events', 'availabilities'].map(count)).toEqual([before[0]! + 1, before[1], before[2]]);
  });

  it('sends staff and tutors to their Calendar', async () => {
    signIn();
    renderWithProviders(<SchedulePage />, { at: '/schedule' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/calendar'));
  });
});
