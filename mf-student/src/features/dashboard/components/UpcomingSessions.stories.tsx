import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { Session } from '@tutoring/contract';
import { StoryProviders } from '@tutoring/build-config/story-kit';
import { UpcomingSessions } from './UpcomingSessions';

const now = new Date('2026-11-21T12:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3600_000).toISOString();
const sessions: Session[] = [1, 2, 3, 4, 5].map((id) => ({
  id,
  title: `Algebra ${id}`,
  startsAt: at(24 * id),
  endsAt: at(24 * id + 1),
  supervisor: { id: 3, firstName: 'Maria', lastInitial: 'S', avatarUrl: null },
}));

const meta = {
  title: 'Student/UpcomingSessions',
  component: UpcomingSessions,
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  args: { sessions, now, timeZone: 'UTC' },
} satisfies Meta<typeof UpcomingSessions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** STU-09: five sessions, too early to join. */
export const FiveSessions: Story = {};
/** STU-09: the empty text. */
export const Empty: Story = { args: { sessions: [] } };
/** Loading row. */
export const Loading: Story = { args: { sessions: [], loading: true } };
