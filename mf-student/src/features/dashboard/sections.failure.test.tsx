import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { DashboardPage } from './DashboardPage';
import type { BadgeList as ActualBadgeList, BadgeListProps } from './components/BadgeList';
import type { K12Button as ActualK12Button } from './components/K12Button';
import {
  installServer,
  listReply,
  makeSession,
  makeStudent,
  mockDashboard,
  renderInArea,
  requestsTo,
  server,
  signIn,
} from '../../test/utils';

// A section whose body throws while it renders (a reply its code cannot draw, a bug): here the badge list, while the
// test says so.
const mockBadgeList = { failing: false };
jest.mock('./components/BadgeList', () => {
  const actual = jest.requireActual<{ BadgeList: typeof ActualBadgeList }>('./components/BadgeList');
  return {
    ...actual,
    BadgeList: (props: BadgeListProps) => {
      if (mockBadgeList.failing && props.badges.length > 0) throw new Error('The badge list cannot draw this badge');
      return actual.BadgeList(props);
    },
  };
});

// The K12 button, outside every section, throws while it renders when the test says so.
const mockK12 = { failing: false };
jest.mock('./components/K12Button', () => {
  const actual = jest.requireActual<{ K12Button: typeof ActualK12Button }>('./components/K12Button');
  return {
    ...actual,
    K12Button: () => {
      if (mockK12.failing) throw new Error('The K12 button cannot draw');
      return actual.K12Button();
    },
  };
});

installServer();

const badge = { id: 1, badge: { id: 1, name: 'Star', imageUrl: null } };

describe('a dashboard part that fails to render (issue 26)', () => {
  beforeEach(() => {
    signIn();
    mockBadgeList.failing = false;
    mockK12.failing = false;
    // React and the error reporter log the failure.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('STU-08, STU-12: the badges show the area failure with Retry in their place; the other sections stay, Retry fetches the badges again and shows them', async () => {
    mockBadgeList.failing = true;
    mockDashboard({
      sessions: [makeSession(1)],
      badges: [badge],
    });
    renderInArea(<DashboardPage />);
    const badges = await screen.findByRole('region', { name: 'Badges' });
    const failure = await within(badges).findByRole('alert');
    expect(failure).toHaveTextContent('This area could not be loaded.');
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Upcoming sessions' })).findByText('Algebra 1'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Trade your gems' })).toHaveTextContent('You have 1 gem.');
    expect(screen.getAllByRole('alert')).toEqual([failure]);

    // Retry asks for the badges again and draws the section once they have come.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('*/api/v2/quests/student_badges', async () => {
        await answered;
        return HttpResponse.json(listReply('studentBadges', [badge], { per: 100 }));
      }),
    );
    const fetched = requestsTo('quests/student_badges').length;
    mockBadgeList.failing = false;
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await within(failure).findByRole('button', { name: 'Retrying…' })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('quests/student_badges')).toHaveLength(fetched + 1));
    answer();
    expect(await within(badges).findByText('Star')).toBeInTheDocument();
    expect(within(badges).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a K12 button that fails to render shows the area failure in its place; the dashboard stays', async () => {
    mockK12.failing = true;
    mockDashboard({ student: makeStudent({ k12User: true }), sessions: [makeSession(1)] });
    renderInArea(<DashboardPage />);
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Upcoming sessions' })).findByText('Algebra 1'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Points and level' })).getByText('240')).toBeInTheDocument();
    expect(screen.getAllByTestId('remote-fallback')).toHaveLength(1);
  });
});
