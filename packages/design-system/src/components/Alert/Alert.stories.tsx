import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Alert } from './Alert';

const meta: Meta<typeof Alert> = { title: 'Feedback/Alert', component: Alert, args: { children: 'Please fix the errors on the form.' } };
export default meta;
type Story = StoryObj<typeof Alert>;

export const Danger: Story = {};
export const Success: Story = { args: { tone: 'success', children: 'Your changes are saved.' } };
export const Info: Story = { args: { tone: 'info', children: 'This list refreshes every minute.' } };
export const ErrorList: Story = {
  args: { 'aria-label': 'Server errors', children: <ul style={{ margin: 0 }}><li>Email is taken</li><li>Zip is invalid</li></ul> },
};
