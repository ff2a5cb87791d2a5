import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RetryButton } from './RetryButton';

const meta: Meta<typeof RetryButton> = {
  title: 'Feedback/RetryButton',
  component: RetryButton,
  args: { onRetry: () => new Promise((resolve) => setTimeout(resolve, 1500)) },
};
export default meta;
type Story = StoryObj<typeof RetryButton>;

/** "Retry", then "Retrying…" while the retry runs (1.5 s here), the focus kept on the button. */
export const Default: Story = {};
/** The area fallback's weight: the one action of its panel. */
export const Primary: Story = { args: { variant: 'primary' } };
