import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StoryProviders } from '../../test/StoryProviders';
import { MergeModal } from './MergeModal';
import { MergeCompleteModal } from './MergeCompleteModal';

const meta = {
  title: 'CRM/MergeModal',
  component: MergeModal,
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  args: {
    open: true,
    noun: 'parent',
    record: { id: 1, name: 'Paula Parent' },
    search: async (query: string) => [{ id: 2, name: `Paula ${query}`, detail: 'paula2@example.com' }],
    merge: async () => undefined,
    onMerged: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<typeof MergeModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** CRM-15: the parent merge modal (xl). Type a name to find the other parent. */
export const Parents: Story = {};

/** CRM-26: the student merge modal (xl). */
export const Students: Story = { args: { noun: 'student', record: { id: 5, name: 'Sam Student' } } };

/** CRM-16: the merge-complete modal (md). */
export const Complete: Story = { render: () => <MergeCompleteModal open onClose={() => undefined} /> };
