import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withStoryProviders } from '@tutoring/build-config/story-kit';
import { SetPasswordModal } from './SetPasswordModal';

const meta = {
  title: 'Student/SetPasswordModal',
  component: SetPasswordModal,
  // Its save is a mutation hook: the story needs the query client.
  decorators: [withStoryProviders()],
  args: { userId: 1, open: true, onClose: () => undefined },
} satisfies Meta<typeof SetPasswordModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** STU-04: "Edit Password". */
export const EditPassword: Story = {};
/** STU-04, OP-30: first set, with the welcome heading; cannot be dismissed. */
export const Welcome: Story = { args: { welcome: true } };
