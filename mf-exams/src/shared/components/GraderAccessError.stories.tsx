import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withStoryProviders } from '@tutoring/build-config/story-kit';
import { GraderAccessError } from '../api/access';

const meta = {
  title: 'Exams/GraderAccessError',
  component: GraderAccessError,
  decorators: [withStoryProviders()],
} satisfies Meta<typeof GraderAccessError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** EXM-01: a missing or refused grader token: the message and the ways back. */
export const Invalid: Story = {};
