import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StarRating } from './StarRating';

const meta: Meta<typeof StarRating> = {
  title: 'Forms/StarRating',
  component: StarRating,
  args: { value: 4.6, readOnly: true, showValue: true },
};
export default meta;
type Story = StoryObj<typeof StarRating>;

export const Default: Story = {};
export const Input: Story = {
  render: function Render() {
    const [value, setValue] = useState<number | null>(null);
    return <StarRating label="How was your session?" value={value} onChange={setValue} />;
  },
};
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <StarRating value={3.5} readOnly size="sm" />
      <StarRating value={3.5} readOnly size="md" />
      <StarRating value={3.5} readOnly size="lg" />
    </div>
  ),
};
export const Disabled: Story = { render: () => <StarRating value={4} onChange={() => undefined} disabled /> };
export const WithError: Story = {
  render: function Render() {
    const [value, setValue] = useState<number | null>(null);
    return (
      <StarRating
        label="How was your session?"
        value={value}
        onChange={setValue}
        error={value ? null : 'Please choose a rating'}
      />
    );
  },
};
