import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOIN_ENDED, JOIN_NOT_READY, JOIN_READY, JOIN_TOO_EARLY } from '@tutoring/domain';
import { createTestServer, renderWithProviders, testUser } from '@tutoring/build-config/test-kit';
import { DEFAULT_SETTINGS, installShellServices, shell } from '@tutoring/platform';
import { JOIN_LINK_LABEL, JoinLink } from './JoinLink';

const { install, lastRequest, on } = createTestServer();
install();
const student = testUser({ roles: ['student'], permissions: [], studentId: 11, type: 'Student' });
const renderUi = (ui: React.ReactElement) => renderWithProviders(ui, { user: student });

const START = new Date('2026-05-04T17:00:00Z');
const END = new Date('2026-05-04T18:00:00Z');
const session = { id: 7, startsAt: START.toISOString(), endsAt: END.toISOString() };
const minutes = (base: Date, n: number) => new Date(base.getTime() + n * 60_000);
const prepared = (joinUrl: string | null) =>
  on('get', 'sessions/7/prepare', { session: { id: 7, zoomMeeting: joinUrl ? { joinUrl } : null } });

describe('JoinLink', () => {
  it('SES-18a: before startsAt - 10 min there is no link and nothing is prepared', async () => {
    renderUi(<JoinLink session={session} now={minutes(START, -11)} />);
    expect(await screen.findByText(JOIN_TOO_EARLY)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: JOIN_LINK_LABEL })).not.toBeInTheDocument();
    expect(lastRequest('sessions/7/prepare')).toBeUndefined();
  });

  it('SES-18b: from startsAt - 10 min it prepares with include=zoom_meeting and shows the ready text and link', async () => {
    prepared('https://zoom.example/j/1');
    renderUi(<JoinLink session={session} now={minutes(START, -10)} />);
    expect(await screen.findByText(JOIN_READY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: JOIN_LINK_LABEL })).toHaveAttribute('href', '/api/v2/sessions/7/connect');
    expect(lastRequest('sessions/7/prepare')?.query.get('include')).toBe('zoom_meeting');
  });

  it('SES-18b, OP-10: without a joinUrl the not-ready text, with the customer-service phone when set', async () => {
    installShellServices({ ...shell(), settings: { ...DEFAULT_SETTINGS, customerServicePhone: '(800) 555-0100' } });
    prepared(null);
    renderUi(<JoinLink session={session} now={minutes(START, 5)} />);
    expect(await screen.findByText(JOIN_NOT_READY, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:8005550100');
    expect(screen.queryByRole('link', { name: JOIN_LINK_LABEL })).not.toBeInTheDocument();
    installShellServices({ ...shell(), settings: DEFAULT_SETTINGS });
  });

  it('SES-18c: in the 10 minutes after endsAt the link stays with the ended text', async () => {
    prepared('https://zoom.example/j/1');
    renderUi(<JoinLink session={session} now={minutes(END, 9)} />);
    expect(await screen.findByText(JOIN_ENDED)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: JOIN_LINK_LABEL })).toBeInTheDocument();
  });

  it('SES-18c: after endsAt + 10 min the link is hidden and the ended text remains', async () => {
    renderUi(<JoinLink session={session} now={minutes(END, 10)} />);
    expect(await screen.findByText(JOIN_ENDED)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: JOIN_LINK_LABEL })).not.toBeInTheDocument();
  });

  it('SES-19: joining opens sessions/{id}/connect in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    prepared('https://zoom.example/j/1');
    renderUi(<JoinLink session={session} now={minutes(START, 1)} />);
    await userEvent.click(await screen.findByRole('link', { name: JOIN_LINK_LABEL }));
    expect(open).toHaveBeenCalledWith('/api/v2/sessions/7/connect', '_blank');
  });
});

describe('JoinLink on the student dashboard', () => {
  it('SES-18b: names the session in the link and uses the joinUrl the session already carries', async () => {
    prepared(null);
    renderUi(
      <JoinLink
        session={{ ...session, zoomMeeting: { joinUrl: 'https://zoom.example/j/2' } }}
        label="Join Algebra 1"
        now={minutes(START, 1)}
      />,
    );
    expect(await screen.findByRole('link', { name: 'Join Algebra 1' })).toHaveAttribute(
      'href',
      '/api/v2/sessions/7/connect',
    );
  });
});
