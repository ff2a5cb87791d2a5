import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { UnavailableDates } from './UnavailableDates';

const meta: Meta<typeof UnavailableDates> = { title: 'Staffing/UnavailableDates', component: UnavailableDates };
export default meta;

export const Few: StoryObj<typeof UnavailableDates> = {
  args: { name: 'Tom Teacher', dates: ['11/23/2026 3:00pm', '11/30/2026 3:00pm'] },
};
export const Many: StoryObj<typeof UnavailableDates> = {
  args: {
    name: 'Tom Teacher',
    dates: Array.from({ length: 8 }, (_, i) => `12/${String(i + 1).padStart(2, '0')}/2026 3:00pm`),
  },
};
