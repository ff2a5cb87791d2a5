import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StoryProviders } from '@tutoring/build-config/story-kit';
import { PrizeTradePanel } from './PrizeTradePanel';

const prizes = [
  { id: 5, name: 'Sticker pack', imageUrl: null, badgeCount: 2 },
  { id: 6, name: 'Headphones', imageUrl: null, badgeCount: 10 },
];

const meta = {
  title: 'Student/PrizeTradePanel',
  component: PrizeTradePanel,
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  args: { prizes, gems: 3 },
} satisfies Meta<typeof PrizeTradePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** STU-15: prizes with their price; Headphones is out of reach (STU-17). */
export const Prizes: Story = {};
/** Nothing on offer. */
export const NoPrizes: Story = { args: { prizes: [] } };
