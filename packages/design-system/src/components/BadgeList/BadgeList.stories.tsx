import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { BadgeList } from './BadgeList';

const img = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="22" fill="hsl(${hue},70%,45%)"/></svg>`)}`;
const badges = Array.from({ length: 15 }, (_, i) => ({
  id: String(i),
  name: `Streak ${i + 1}`,
  imageUrl: img(i * 24),
}));

const meta: Meta<typeof BadgeList> = {
  title: 'Data/BadgeList',
  component: BadgeList,
  args: { badges, limit: 8, perRow: 4 },
};
export default meta;
type Story = StoryObj<typeof BadgeList>;

export const Default: Story = {};
export const FitsWithoutToggle: Story = { args: { badges: badges.slice(0, 4) } };
