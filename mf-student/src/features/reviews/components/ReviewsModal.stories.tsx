import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withStoryProviders } from '@tutoring/build-config/story-kit';
import { ReviewsModal } from './ReviewsModal';

const meta = {
  title: 'Student/ReviewsModal',
  component: ReviewsModal,
  // Its save is a mutation hook: the story needs the query client.
  decorators: [withStoryProviders()],
  args: {
    open: true,
    reviews: [
      { id: 1, employee: { id: 3, firstName: 'Maria', avatarUrl: null } },
      { id: 2, employee: { id: 4, firstName: 'Omar', avatarUrl: null } },
    ],
    onClose: () => undefined,
    onPostpone: () => undefined,
  },
} satisfies Meta<typeof ReviewsModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** STU-20: the first of two tutors; pick stars to see the canned comments (OP-46). */
export const TwoTutors: Story = {};
