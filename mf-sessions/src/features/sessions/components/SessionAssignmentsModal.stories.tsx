import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { assignedMaria, assignedTom } from '../../../test/fixtures';
import { StoryProviders } from '../../../test/StoryProviders';
import { sessionQueries } from '../api/sessions';
import { SessionAssignmentsModal } from './SessionAssignmentsModal';

const session = (assignments: unknown[], employeesRequired: number) => ({
  id: 7,
  title: 'Algebra I',
  startsAt: '2026-05-04T17:00:00Z',
  endsAt: '2026-05-04T18:00:00Z',
  duration: 60,
  course: { id: 5, title: 'Algebra I' },
  employeesRequired,
  assignmentsCount: assignments.length,
  assignments,
});
const seeded = (s: Record<string, unknown>) => [[sessionQueries.detail(7).queryKey, s]] as const;

const meta = {
  title: 'Sessions/SessionAssignmentsModal',
  component: SessionAssignmentsModal,
  args: { open: true, sessionId: 7, onClose: () => undefined },
} satisfies Meta<typeof SessionAssignmentsModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SES-28, OP-36: one of two tutors assigned; the tutor search and Assign are offered. */
export const OneOfTwo: Story = {
  decorators: [
    (Story) => (
      <StoryProviders data={seeded(session([assignedMaria], 2))}>
        <Story />
      </StoryProviders>
    ),
  ],
};

/** OP-36: a full session with two tutors: "Make primary" for the second, no assign form. */
export const Full: Story = {
  decorators: [
    (Story) => (
      <StoryProviders data={seeded(session([assignedMaria, assignedTom], 2))}>
        <Story />
      </StoryProviders>
    ),
  ],
};

/** Nobody assigned yet. */
export const Empty: Story = {
  decorators: [
    (Story) => (
      <StoryProviders data={seeded(session([], 1))}>
        <Story />
      </StoryProviders>
    ),
  ],
};
