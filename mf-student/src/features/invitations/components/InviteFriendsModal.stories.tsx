import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withStoryProviders } from '@tutoring/build-config/story-kit';
import { InviteFriendsModal } from './InviteFriendsModal';

const meta = {
  title: 'Student/InviteFriendsModal',
  component: InviteFriendsModal,
  // Its save is a mutation hook: the story needs the query client.
  decorators: [withStoryProviders()],
  args: { open: true, onClose: () => undefined },
} satisfies Meta<typeof InviteFriendsModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** STU-25: three names; sending with none shows the OP-29 messages. */
export const Open: Story = {};
