import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RESCHEDULE_PAGE_SIZE } from '@tutoring/domain/areas';
import { StoryProviders } from '../../../test/StoryProviders';
import { sessionSearchQueries } from '../api/sessions';
import { EpisodeScheduleModal } from './EpisodeScheduleModal';

const params = {
  studentId: 11,
  schedule: 'upcoming',
  orderBy: 'starts_at',
  orderSort: 'asc' as const,
  page: 1,
  per: RESCHEDULE_PAGE_SIZE,
};
const sessions = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  sequence: i + 1,
  startsAt: new Date(Date.UTC(2027, 4, 4 + i * 7, 22)).toISOString(),
}));
const page = (results: unknown[], totalPages: number) => ({
  results,
  totalCount: totalPages * 10,
  totalPages,
  pageSize: 10,
  page: 1,
  startIndex: results.length ? 1 : 0,
  endIndex: results.length,
  meta: { totalCount: totalPages * 10, totalPages, pageNumber: 1, pageSize: 10 },
});

const meta = {
  title: 'Sessions/EpisodeScheduleModal',
  component: EpisodeScheduleModal,
  args: { open: true, onClose: () => undefined, studentId: 11 },
} satisfies Meta<typeof EpisodeScheduleModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SES-32: episodes with the First/Previous/numbers/Next/Last pager. */
export const Upcoming: Story = {
  decorators: [
    (Story) => (
      <StoryProviders data={[[sessionSearchQueries.episodeSchedule(params).queryKey, page(sessions, 4)]]}>
        <Story />
      </StoryProviders>
    ),
  ],
};

/** SES-32: "There are no upcoming sessions." */
export const Empty: Story = {
  decorators: [
    (Story) => (
      <StoryProviders data={[[sessionSearchQueries.episodeSchedule(params).queryKey, page([], 0)]]}>
        <Story />
      </StoryProviders>
    ),
  ],
};
