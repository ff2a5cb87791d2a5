import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LoadFailure } from './LoadFailure';

const meta: Meta<typeof LoadFailure> = {
  title: 'Feedback/LoadFailure',
  component: LoadFailure,
  args: { what: 'this session', onRetry: () => new Promise((resolve) => setTimeout(resolve, 1500)) },
};
export default meta;
type Story = StoryObj<typeof LoadFailure>;

/** A detail page or dialog whose record could not be loaded; Retry says "Retrying…" while it asks again. */
export const Default: Story = {};
/** A section of a page (the student dashboard's badges): the failure stands in the section, under its heading. */
export const InASection: Story = {
  args: { what: 'your badges' },
  render: (args) => (
    <section aria-labelledby="badges-heading" style={{ maxWidth: 360 }}>
      <h2 id="badges-heading">Badges</h2>
      <LoadFailure {...args} />
    </section>
  ),
};
