import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StoryProviders } from '../../../test/StoryProviders';
import { referenceQueries } from '../../../shared/api/reference';
import { shipmentQueries } from '../api/shipments';
import { ShipmentFormModal } from './ShipmentFormModal';

const originators = [
  { id: 2, name: 'Amazon', integratesWithApi: true },
  { id: 3, name: 'Warehouse', integratesWithApi: false },
];
const states = [{ id: 1, name: 'California', code: 'CA' }];
const address = { street1: '100 Main St', city: 'Los Angeles', state: 'CA', zip: '90012', country: 'United States' };
const shipment = {
  id: 5,
  status: 'shipped',
  tracking: '1Z999',
  recipient: 'Sam Student',
  originatorId: 3,
  address,
  shipmentObservers: [{ email: 'mom@example.com' }],
};

const meta = {
  title: 'Sessions/ShipmentFormModal',
  component: ShipmentFormModal,
  args: {
    open: true,
    onClose: () => undefined,
    searchAddresses: async () => [{ id: 'p1', description: '100 Main St, Los Angeles, CA 90012' }],
    getAddress: async () => address,
  },
} satisfies Meta<typeof ShipmentFormModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SES-36..SES-38: a new shipment; type an address and pick it from the results. */
export const NewShipment: Story = {
  decorators: [
    (Story) => (
      <StoryProviders
        data={[
          [referenceQueries.originators().queryKey, originators],
          [referenceQueries.states().queryKey, states],
        ]}
      >
        <Story />
      </StoryProviders>
    ),
  ],
};

/** OP-49: a shipped shipment with its locked fields. */
export const Shipped: Story = {
  args: { shipmentId: 5 },
  decorators: [
    (Story) => (
      <StoryProviders
        data={[
          [referenceQueries.originators().queryKey, originators],
          [referenceQueries.states().queryKey, states],
          [shipmentQueries.detail(5).queryKey, shipment],
        ]}
      >
        <Story />
      </StoryProviders>
    ),
  ],
};
