import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ActionRow } from './ActionRow';
import { Button } from '../Button/Button';

const meta: Meta<typeof ActionRow> = {
  title: 'Layout/ActionRow',
  component: ActionRow,
  render: () => (
    <>
      <ActionRow role="toolbar" aria-label="Parent actions">
        <Button>Edit</Button>
        <Button>Deactivate</Button>
        <Button>Reassign</Button>
        <Button>CRM view</Button>
        <Button>Merge</Button>
        <Button>Change password</Button>
        <Button>Add note</Button>
        <Button>New message</Button>
      </ActionRow>
      <p>The record's facts follow the row.</p>
    </>
  ),
};
export default meta;
type Story = StoryObj<typeof ActionRow>;

export const Default: Story = {};
