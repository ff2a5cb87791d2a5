import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StoryProviders } from '../../test/StoryProviders';
import { MessageComposeModal } from './MessageComposeModal';
import { NotesModal } from './NotesModal';

const meta = {
  title: 'CRM/MessageComposeModal',
  component: MessageComposeModal,
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  args: {
    open: true,
    regarding: { regardingType: 'Parent', regardingId: 1 },
    recipients: { parents: [{ id: 1, name: 'Paula Parent' }], students: [{ id: 5, name: 'Sam Student' }] },
    onClose: () => undefined,
  },
} satisfies Meta<typeof MessageComposeModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** CRM-29: Send with no recipient checked to see "Please select at least 1 recipient". */
export const Compose: Story = {};

/** CRM-31: the notes modal (md). */
export const Notes: Story = {
  render: () => <NotesModal open regarding={{ regardingType: 'Parent', regardingId: 1 }} onClose={() => undefined} />,
};
