import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StoryProviders } from '../../../test/StoryProviders';
import { BrandFormModal } from './BrandFormModal';

const meta = {
  title: 'Sessions/BrandFormModal',
  component: BrandFormModal,
  args: { open: true, onClose: () => undefined },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof BrandFormModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SES-45, SES-46: a new brand; switch the payment type and the toggles to see the rules. */
export const NewBrand: Story = {};
