import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PercentBar } from './PercentBar';

const meta: Meta<typeof PercentBar> = { title: 'Staffing/PercentBar', component: PercentBar };
export default meta;
export const Half: StoryObj<typeof PercentBar> = { args: { percent: 50, label: 'Delivery' } };
export const OverTarget: StoryObj<typeof PercentBar> = { args: { percent: 150, label: 'Availability' } };
