import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_UPCOMING_MEETINGS, NO_UPCOMING_SESSIONS } from '@tutoring/domain';
import { DashboardPage } from './DashboardPage';
import {
  STUDENT_ID,
  installServer,
  listReply,
  makeSession,
  makeStudent,
  mockDashboard,
  on,
  renderInArea,
  requestsTo,
  signIn,
} from '../../test/utils';

installServer();

const SERVER_DOWN = { errors: ['Internal Server Error'] };
const region = (name: string) => screen.getByRole('region', { name });
/** Every GET the dashboard makes, by path. */
const DASHBOARD_CALLS = [
  `students/${STUDENT_ID}`,
  'sessions',
  'quests/student_badges',
  'quests/prizes',
  'enrollments',
  'courses/membership',
  'courses/homework_help',
];
const counts = () => Object.fromEntries(DASHBOARD_CALLS.map((path) => [path, requestsTo(path).length]));

describe('a dashboard section whose reply failed', () => {
  beforeEach(() => signIn());

  it('shows "We could not load your badges." with Retry in the badges, not "No badges yet."; the other sections show theirs; Retry asks for the badges only', async () => {
    mockDashboard({ sessions: [makeSession(1)] });
    on('get', 'quests/student_badges', SERVER_DOWN, 500);
    renderInArea(<DashboardPage />);

    const badges = region('Badges');
    const failure = await within(badges).findByRole('alert');
    expect(failure).toHaveTextContent('We could not load your badges.');
    expect(failure).toHaveTextContent('Please try again.');
    expect(badges).not.toHaveTextContent('No badges yet.');
    // The gems are counted from the same reply: that section says so too, never "You have 0 gems.".
    expect(await within(region('Trade your gems')).findByRole('alert')).toHaveTextContent(
      'We could not load your gems and prizes.',
    );
    expect(region('Trade your gems')).not.toHaveTextContent('You have 0 gems.');
    expect(await within(region('Upcoming sessions')).findByText('Algebra 1')).toBeInTheDocument();
    expect(await within(region('Points and level')).findByText('240')).toBeInTheDocument();
    expect(await within(region('Upcoming meetings')).findByText(NO_UPCOMING_MEETINGS)).toBeInTheDocument();
    for (const name of ['Upcoming sessions', 'Points and level', 'Upcoming meetings', 'Next meeting', 'Tutoring hours'])
      expect(within(region(name)).queryByRole('alert')).not.toBeInTheDocument();

    const before = counts();
    on(
      'get',
      'quests/student_badges',
      listReply('studentBadges', [{ id: 1, badge: { id: 1, name: 'Star', imageUrl: null } }]),
    );
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await within(badges).findByText('Star')).toBeInTheDocument();
    expect(within(badges).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(region('Trade your gems')).toHaveTextContent('You have 1 gem.'));
    expect(counts()).toEqual({ ...before, 'quests/student_badges': before['quests/student_badges']! + 1 });
  });

  it('the points panel says the student record could not be loaded instead of "Loading…" for ever; Retry shows the points', async () => {
    mockDashboard();
    on('get', `students/${STUDENT_ID}`, SERVER_DOWN, 500);
    renderInArea(<DashboardPage />);
    const points = region('Points and level');
    const failure = await within(points).findByRole('alert');
    expect(failure).toHaveTextContent('We could not load your points and level.');
    expect(points).not.toHaveTextContent('Loading…');

    on('get', `students/${STUDENT_ID}`, { student: makeStudent() });
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await within(points).findByText('240')).toBeInTheDocument();
    expect(within(points).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('every section whose reply failed shows its own failure, none its empty text', async () => {
    mockDashboard();
    for (const path of DASHBOARD_CALLS) on('get', path, SERVER_DOWN, 500);
    renderInArea(<DashboardPage />);
    const expected = {
      'Next meeting': 'We could not load your next meeting.',
      'Points and level': 'We could not load your points and level.',
      'Tutoring hours': 'We could not load your tutoring hours.',
      'Upcoming sessions': 'We could not load your upcoming sessions.',
      'Upcoming meetings': 'We could not load your upcoming meetings.',
      Badges: 'We could not load your badges.',
      'Trade your gems': 'We could not load your gems and prizes.',
    };
    for (const [name, text] of Object.entries(expected)) {
      expect(await within(region(name)).findByRole('alert')).toHaveTextContent(text);
      expect(within(region(name)).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    }
    const page = screen.getByRole('region', { name: 'Dashboard' });
    for (const empty of [NO_UPCOMING_SESSIONS, NO_UPCOMING_MEETINGS, 'No badges yet.', 'No tutoring hours to show.'])
      expect(page).not.toHaveTextContent(empty);
  });
});
