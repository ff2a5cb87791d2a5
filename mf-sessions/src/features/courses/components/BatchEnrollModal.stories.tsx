import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StoryProviders } from '../../../test/StoryProviders';
import { BatchEnrollModal } from './BatchEnrollModal';

const meta = {
  title: 'Sessions/BatchEnrollModal',
  component: BatchEnrollModal,
  args: {
    open: true,
    onClose: () => undefined,
    course: {
      id: 5,
      title: 'Algebra I',
      brand: { id: 2, paymentType: 'recurring', allowLimitedAttendance: true, limitedAttendancesCount: 8 },
    },
  },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof BatchEnrollModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SES-48, OP-11: a recurring brand that allows limited attendance (Standard by default, Limited offered). */
export const RecurringBrand: Story = {};

/** SES-45: a fixed-price brand defaults to a Fixed enrollment and does not offer limited attendance. */
export const FixedBrand: Story = {
  args: {
    course: { id: 6, title: 'SAT Bootcamp', brand: { id: 3, paymentType: 'Fixed', allowLimitedAttendance: false } },
  },
};
