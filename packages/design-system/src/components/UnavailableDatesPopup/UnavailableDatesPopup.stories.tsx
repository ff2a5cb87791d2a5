import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { UnavailableDatesPopup } from './UnavailableDatesPopup';

const meta: Meta<typeof UnavailableDatesPopup> = {
  title: 'Data/UnavailableDatesPopup',
  component: UnavailableDatesPopup,
  args: { dates: ['2027-01-04', '2027-01-11', '2027-01-18', '2027-01-25', '2027-02-01', '2027-02-08', '2027-02-15'] },
};
export default meta;
type Story = StoryObj<typeof UnavailableDatesPopup>;

export const Default: Story = {};
export const FiveOrFewer: Story = { args: { dates: ['2027-01-04', '2027-01-11'] } };
