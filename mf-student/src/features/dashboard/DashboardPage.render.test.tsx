import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { watchRenders } from '@tutoring/build-config/test-kit';
import { DashboardPage } from './DashboardPage';
import {
  STUDENT_ID,
  installServer,
  listReply,
  makeSession,
  makeStudent,
  mockDashboard,
  renderUi,
  server,
  signIn,
} from '../../test/utils';

/** The name of the dashboard section `element` is in (its region's heading), or "page" outside them. */
function sectionOf(element: Element): string {
  const region = element.closest('section[aria-labelledby]');
  const heading = region && document.getElementById(region.getAttribute('aria-labelledby')!);
  return heading?.textContent ?? 'page';
}

/**
 * Watches every element of the dashboard from now on, except the content of the sections named in `showing` (their
 * regions and headings are watched too). `rendered()` lists the watched elements rendered since (the test kit's
 * `watchRenders`: the props React committed to each), as "<section>: <tag>".
 */
function watchRendersExcept(showing: readonly string[]) {
  const page = screen.getByRole('region', { name: 'Dashboard' });
  const regions = showing.map((name) => screen.getByRole('region', { name }));
  const inside = (element: Element) =>
    regions.some((region) => region !== element && region.contains(element) && element.tagName !== 'H2');
  const watch = watchRenders([page, ...page.querySelectorAll('*')].filter((element) => !inside(element)));
  return {
    rendered: () => watch.rendered().map((element) => `${sectionOf(element)}: ${element.tagName.toLowerCase()}`),
  };
}

/** A reply the test releases when it chooses. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

installServer();

interface LateReply {
  /** What arrives late. */
  what: string;
  /** The API path that answers late. */
  path: string;
  /** Its reply. */
  reply: Record<string, unknown>;
  /** The sections that show it: they alone render when it arrives. */
  showing: string[];
  /** What it shows, by section. */
  shows: Record<string, string>;
}

const meeting = (id: number, subjectName: string) => ({
  id,
  title: 'Math Club',
  meetings: [
    {
      id: id * 10,
      subjectName,
      name: 'Club',
      startsAt: new Date(Date.now() + 2 * 24 * 3600_000).toISOString(),
      endsAt: new Date(Date.now() + 2 * 24 * 3600_000 + 3600_000).toISOString(),
      instructor: 'Omar Odd',
    },
  ],
});

const lateReplies: LateReply[] = [
  {
    what: 'the badges (STU-12, STU-15: the badge list and the gems)',
    path: 'quests/student_badges',
    reply: listReply('studentBadges', [{ id: 1, badge: { id: 1, name: 'Star', imageUrl: null } }], { per: 100 }),
    showing: ['Badges', 'Trade your gems'],
    shows: { Badges: 'Star', 'Trade your gems': 'You have 1 gem.' },
  },
  {
    what: 'the student record (STU-14: points and level)',
    path: `students/${STUDENT_ID}`,
    reply: { student: makeStudent({ points: 260 }) },
    showing: ['Points and level'],
    shows: { 'Points and level': '260 points' },
  },
  {
    what: 'the enrollments (STU-13: tutoring hours)',
    path: 'enrollments',
    reply: listReply(
      'enrollments',
      [{ id: 1, course: { id: 5, remainingProvisionedDuration: 90, unscheduledDuration: 30 } }],
      { per: 100 },
    ),
    showing: ['Tutoring hours'],
    shows: { 'Tutoring hours': 'Remaining hours1.5' },
  },
  {
    what: 'the membership meetings (STU-10: the meetings table and the next meeting)',
    path: 'courses/membership',
    reply: listReply('courses', [meeting(2, 'Geometry')]),
    showing: ['Next meeting', 'Upcoming meetings'],
    shows: { 'Next meeting': 'Geometry', 'Upcoming meetings': 'Geometry' },
  },
  {
    what: 'the prizes (STU-15: the prize trade panel)',
    path: 'quests/prizes',
    reply: listReply('prizes', [{ id: 4, name: 'Sticker pack', badgeCount: 3, imageUrl: null }], { per: 100 }),
    showing: ['Trade your gems'],
    shows: { 'Trade your gems': 'Sticker pack' },
  },
];

describe('each dashboard section renders for its own data (issue 26)', () => {
  beforeEach(() => signIn());

  it.each(lateReplies)(
    'STU-08: $what arriving last renders the sections that show it, not the page, the upcoming sessions nor the other sections',
    async ({ path, reply, showing, shows }) => {
      mockDashboard({ sessions: [makeSession(1), makeSession(2)] });
      const late = gate();
      server.use(
        http.get(`*/api/v2/${path}`, async () => {
          await late.opened;
          return HttpResponse.json(reply);
        }),
      );
      const { client } = renderUi(<DashboardPage />);
      const upcoming = await screen.findByRole('region', { name: 'Upcoming sessions' });
      expect(await within(upcoming).findByText('Algebra 2')).toBeInTheDocument();
      // Every other reply has arrived and been drawn: only the late one is still on its way.
      await waitFor(() => expect(client.isFetching()).toBe(1));
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      const renders = watchRendersExcept(showing);

      late.open();
      for (const [section, text] of Object.entries(shows)) {
        const region = screen.getByRole('region', { name: section });
        await waitFor(() => expect(region).toHaveTextContent(text));
      }

      expect(renders.rendered()).toEqual([]);
      expect(within(upcoming).getAllByRole('row')).toHaveLength(3);
    },
  );
});
