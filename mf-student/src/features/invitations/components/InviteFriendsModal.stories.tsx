import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { InviteFriendsModal } from './InviteFriendsModal';

const meta = {
  title: 'Student/InviteFriendsModal',
  component: InviteFriendsModal,
  args: { open: true, onClose: () => undefined },
} satisfies Meta<typeof InviteFriendsModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** STU-25: three names; sending with none shows the OP-29 messages. */
export const Open: Story = {};
