import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { Student } from '@tutoring/contract';
import { StoryProviders } from '../../../test/StoryProviders';
import { StudentFormModal } from './StudentFormModal';
import { TestDateModal } from './TestDateModal';

const meta = {
  title: 'CRM/StudentFormModal',
  component: StudentFormModal,
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  args: {
    student: { id: 5, firstName: 'Sam', lastName: 'Student', email: 'student@example.com', grade: 8 } as Student,
    onClose: () => undefined,
    onSaved: () => undefined,
  },
} satisfies Meta<typeof StudentFormModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** CRM-32: clear a name and Save to see "Please fill all required fields". */
export const Edit: Story = {};

/** CRM-38: the test date modal (md), MM/DD/YYYY. */
export const TestDate: Story = {
  render: () => <TestDateModal id={null} onClose={() => undefined} onSaved={() => undefined} />,
};
