import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StoryProviders } from '../../../test/StoryProviders';
import { LeadSourceFormModal } from './LeadSourceFormModal';
import { AlertModal } from '../../../shared/components/AlertModal';
import { SCHOOL_MUST_BE_PENDING_TO_MERGE } from '@tutoring/domain/areas';

const meta = {
  title: 'CRM/LeadSourceFormModal',
  component: LeadSourceFormModal,
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  args: { id: null, onClose: () => undefined, onSaved: () => undefined },
} satisfies Meta<typeof LeadSourceFormModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** CRM-20, CRM-21: a new lead source (lg): the "Uncategorized or any other" status row. */
export const NewLeadSource: Story = {};

/** CRM-23: the alert shown instead of merging a school that is not pending. */
export const NotPendingAlert: Story = {
  render: () => <AlertModal open message={SCHOOL_MUST_BE_PENDING_TO_MERGE} onClose={() => undefined} />,
};
