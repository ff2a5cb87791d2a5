import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { Parent } from '@tutoring/contract';
import { StoryProviders } from '../../../test/StoryProviders';
import { ParentFormModal } from './ParentFormModal';

const parent = {
  id: 1,
  firstName: 'Paula',
  lastName: 'Parent',
  email: 'parent@example.com',
  timeZone: 'America/Los_Angeles',
  status: 'Active',
  customer: true,
  active: true,
  employeeId: 9,
  referralSource: 'School',
  address: { street1: '100 Main St', city: 'Los Angeles', state: 'CA', zip: '90012', country: 'United States' },
  students: [{ id: 5, firstName: 'Sam', lastName: 'Student', email: 'student@example.com' }],
} as Parent;

const meta = {
  title: 'CRM/ParentFormModal',
  component: ParentFormModal,
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  args: { open: true, kind: 'parent', parent, onClose: () => undefined, onSaved: () => undefined },
} satisfies Meta<typeof ParentFormModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** CRM-05: editing a customer (status options DOM-04, lg). Clear a name and Save to see CRM-06. */
export const EditCustomer: Story = {};

/** CRM-13: a new lead (lg); statuses of a lead whose activity is unknown (DOM-07). */
export const NewLead: Story = { args: { kind: 'lead', parent: null } };

/** CRM-09: the address is required. */
export const AddressRequired: Story = {
  args: { addressRequired: true, parent: { ...parent, address: null } as Parent },
};
