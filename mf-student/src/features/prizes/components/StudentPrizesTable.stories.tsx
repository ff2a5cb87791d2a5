import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StudentPrizesTable } from './StudentPrizesTable';

const prizes = [
  {
    id: 1,
    prize: { id: 5, name: 'Sticker pack' },
    createdAt: '2026-11-01T18:00:00Z',
    shipment: { sentAt: '2026-11-03T18:00:00Z', estimatedDeliveryDate: '2026-11-09' },
  },
  {
    id: 2,
    prize: { id: 6, name: 'Headphones' },
    createdAt: '2026-11-02T18:00:00Z',
    shipment: { sentAt: null, estimatedDeliveryDate: '2026-11-20' },
  },
  { id: 3, prize: { id: 7, name: 'Poster' }, createdAt: '2026-11-02T18:00:00Z', shipment: null },
];

const meta = {
  title: 'Student/StudentPrizesTable',
  component: StudentPrizesTable,
  args: { prizes, timeZone: 'UTC' },
} satisfies Meta<typeof StudentPrizesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** STU-19: sent, estimated delivery and processing. */
export const Shipments: Story = {};
/** No prizes yet. */
export const Empty: Story = { args: { prizes: [] } };
