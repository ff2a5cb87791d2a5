import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { BadgeList } from './BadgeList';

const badges = Array.from({ length: 11 }, (_, i) => ({ id: i + 1, name: `Badge ${i + 1}`, imageUrl: null }));

const meta = { title: 'Student/BadgeList', component: BadgeList, args: { badges, limit: 8, perRow: 4 } } satisfies Meta<
  typeof BadgeList
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** STU-12: collapsed to two rows with "View all". */
export const Collapsed: Story = {};
/** STU-12: everything fits, no toggle. */
export const FewBadges: Story = { args: { badges: badges.slice(0, 3) } };
/** No badges yet. */
export const Empty: Story = { args: { badges: [] } };
