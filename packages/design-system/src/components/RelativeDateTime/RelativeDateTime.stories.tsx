import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RelativeDateTime } from './RelativeDateTime';
import { TimeZoneProvider } from '../../theme/TimeZoneContext';

const now = new Date();
const hoursFromNow = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();

const meta: Meta<typeof RelativeDateTime> = {
  title: 'Data/RelativeDateTime',
  component: RelativeDateTime,
  args: { value: hoursFromNow(0) },
  render: (args) => (
    <TimeZoneProvider timeZone="America/New_York">
      <dl>
        <dt>The value given</dt>
        <dd>
          <RelativeDateTime {...args} />
        </dd>
        <dt>Yesterday / today / tomorrow / later</dt>
        <dd>
          <RelativeDateTime value={hoursFromNow(-24)} />
        </dd>
        <dd>
          <RelativeDateTime value={hoursFromNow(0)} />
        </dd>
        <dd>
          <RelativeDateTime value={hoursFromNow(24)} />
        </dd>
        <dd>
          <RelativeDateTime value={hoursFromNow(24 * 9)} />
        </dd>
      </dl>
    </TimeZoneProvider>
  ),
};
export default meta;
type Story = StoryObj<typeof RelativeDateTime>;

export const Default: Story = {};
export const Empty: Story = { args: { value: null, fallback: '—' } };
