import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { AddressValues } from '@tutoring/domain';
import { AddressEntry, type AddressSuggestion } from './AddressEntry';

const states = [
  { value: 'CA', label: 'California' },
  { value: 'NY', label: 'New York' },
  { value: 'TX', label: 'Texas' },
];
const places: Record<string, AddressValues> = {
  p1: {
    street1: '1 Main St',
    city: 'Springfield',
    state: 'CA',
    zip: '90210',
    country: 'United States',
    formatted: '1 Main St, Springfield, CA 90210, USA',
  },
  p2: {
    street1: '350 5th Ave',
    city: 'New York',
    state: 'NY',
    zip: '10118',
    country: 'United States',
    formatted: '350 5th Ave, New York, NY 10118, USA',
  },
};
const suggestions: AddressSuggestion[] = [
  { id: 'p1', description: '1 Main St, Springfield, CA' },
  { id: 'p2', description: '350 5th Ave, New York, NY' },
];

function Demo({ required, initial }: { required?: boolean; initial?: AddressValues }) {
  const [value, setValue] = useState<AddressValues | null>(initial ?? null);
  return (
    <AddressEntry
      value={value}
      onChange={setValue}
      required={required}
      states={states}
      searchAddresses={async (q) => suggestions.filter((s) => s.description.toLowerCase().includes(q.toLowerCase()))}
      getAddress={async (id) => places[id] ?? {}}
    />
  );
}

const meta: Meta<typeof AddressEntry> = {
  title: 'Forms/AddressEntry',
  component: AddressEntry,
  render: () => <Demo />,
};
export default meta;
type Story = StoryObj<typeof AddressEntry>;

export const Default: Story = {};
export const Required: Story = { render: () => <Demo required /> };
export const EditMode: Story = { render: () => <Demo initial={places.p1} /> };
export const NonUs: Story = {
  render: () => (
    <Demo
      initial={{
        street1: '10 Downing St',
        city: 'London',
        state: 'Greater London',
        zip: 'SW1A 2AA',
        country: 'United Kingdom',
      }}
    />
  ),
};
