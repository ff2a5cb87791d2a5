import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { queryKeys, toListResult } from '@tutoring/api-client';
import { bookedTutoring } from '../../test/fixtures';
import { StoryProviders } from '../../test/StoryProviders';
import { TutoringsPage } from './TutoringsPage';

// The list as the page first asks for it: default sort (starts_at desc), page 1 of 25, with student and tutor.
const firstPage = { include: 'student,tutor', page: 1, per: 25, orderBy: 'starts_at', orderSort: 'desc' };
const rows = [
  bookedTutoring,
  {
    ...bookedTutoring,
    id: 5,
    startsAt: '2027-05-11T16:00:00Z',
    duration: 60,
    studentId: 12,
    student: { id: 12, fullName: 'Casey Learner' },
  },
  { ...bookedTutoring, id: 6, startsAt: '2027-05-18T16:00:00Z', status: 'canceled' },
];
const seeded = (results: unknown[]) =>
  [
    [
      queryKeys.list('tutorings', firstPage),
      toListResult(
        results,
        { totalCount: results.length, totalPages: results.length ? 1 : 0, pageNumber: 1, pageSize: 25 },
        { page: 1, per: 25 },
      ),
    ],
  ] as const;

const meta = {
  title: 'Sessions/TutoringsPage',
  component: TutoringsPage,
} satisfies Meta<typeof TutoringsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SES-47: tutorings with student and tutor names; a canceled one has no Edit. */
export const List: Story = {
  decorators: [
    (Story) => (
      <StoryProviders data={seeded(rows)}>
        <Story />
      </StoryProviders>
    ),
  ],
};

/** SES-47: no tutorings yet. */
export const Empty: Story = {
  decorators: [
    (Story) => (
      <StoryProviders data={seeded([])}>
        <Story />
      </StoryProviders>
    ),
  ],
};
