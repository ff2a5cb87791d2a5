import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StoryProviders } from '../../../test/StoryProviders';
import { referenceQueries } from '../../../shared/api/reference';
import { SessionEditorModal } from './SessionEditorModal';

const types = [
  { id: 1, name: 'Online Tutoring', online: true, defaultDuration: 60 },
  { id: 2, name: 'In-Person Tutoring', online: false, defaultDuration: 45 },
];
const places = {
  results: [{ id: 9, name: 'Downtown Center' }],
  totalCount: 1,
  totalPages: 1,
  pageSize: 100,
  page: 1,
  startIndex: 1,
  endIndex: 1,
  meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 100 },
};

const meta = {
  title: 'Sessions/SessionEditorModal',
  component: SessionEditorModal,
  args: { open: true, onClose: () => undefined },
  decorators: [
    (Story) => (
      <StoryProviders
        data={[
          [referenceQueries.sessionTypes().queryKey, types],
          [referenceQueries.places().queryKey, places],
        ]}
      >
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof SessionEditorModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SES-21..SES-26: choose a type, a date (try 12/17/2027 with 3 repeat weeks for the Holiday label) and "Add sessions". */
export const NewSessions: Story = {};
