import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { queryKeys } from '@tutoring/api-client';
import { StoryProviders } from '../../../test/StoryProviders';
import { sessionQueries } from '../api/sessions';
import { SessionDetailsModal } from './SessionDetailsModal';

const NOW = new Date('2026-05-04T17:05:00Z');
const session = {
  id: 7,
  title: 'Algebra I',
  sequence: 3,
  startsAt: '2026-05-04T17:00:00Z',
  endsAt: '2026-05-04T18:00:00Z',
  duration: 60,
  course: {
    id: 5,
    title: 'Algebra I',
    dynamicSubject: false,
    brand: { id: 2, name: 'Math', includePoints: true, department: { id: 1, name: 'Mathematics' } },
  },
  sessionType: { id: 1, name: 'Online Tutoring', online: true },
  supervisor: { id: 3, firstName: 'Maria', lastInitial: 'S' },
  attendances: [{ id: 1, studentId: 11, firstName: 'Sam', lastName: 'Student', joinedAt: null }],
  attendancesCount: 1,
  canEdit: true,
  canCancel: true,
  isPast: false,
  launchable: true,
  sessionSubject: 'Fractions',
};
const seeded = (s: Record<string, unknown>, joinUrl: string | null = 'https://zoom.example/j/1') =>
  [
    [sessionQueries.detail(7).queryKey, s],
    [queryKeys.call('sessions', 'prepare', 7), { ...s, zoomMeeting: { joinUrl } }],
  ] as const;

const meta = {
  title: 'Sessions/SessionDetailsModal',
  component: SessionDetailsModal,
  args: { open: true, sessionId: 7, onClose: () => undefined, now: NOW },
} satisfies Meta<typeof SessionDetailsModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SES-11..SES-19: a live session for an admin: course link, tutor line, attendees, check-in and the join link. */
export const LiveForAdmin: Story = {
  decorators: [
    (Story) => (
      <StoryProviders data={seeded(session)}>
        <Story />
      </StoryProviders>
    ),
  ],
};

/** SES-12, SES-13: no tutor ("not assigned") and more than 6 attendees (only the count). */
export const UnassignedLargeGroup: Story = {
  decorators: [
    (Story) => (
      <StoryProviders data={seeded({ ...session, supervisor: null, attendances: [], attendancesCount: 12 })}>
        <Story />
      </StoryProviders>
    ),
  ],
};

/** SES-18b: the meeting is not ready yet. */
export const NotReady: Story = {
  decorators: [
    (Story) => (
      <StoryProviders roles={['student']} data={seeded(session, null)}>
        <Story />
      </StoryProviders>
    ),
  ],
};
