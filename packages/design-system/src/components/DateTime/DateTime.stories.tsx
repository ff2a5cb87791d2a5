import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DateText, RelativeDateTime, TimeText } from './DateTime';
import { TimeZoneProvider } from '../../theme/TimeZoneContext';

const now = new Date();
const hoursFromNow = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();

const meta: Meta<typeof DateText> = {
  title: 'Data/DateTime',
  component: DateText,
  args: { value: '2027-03-09T15:05:00Z' },
  render: (args) => (
    <TimeZoneProvider timeZone="America/New_York">
      <dl>
        <dt>DateText</dt>
        <dd>
          <DateText {...args} />
        </dd>
        <dt>TimeText</dt>
        <dd>
          <TimeText {...args} />
        </dd>
        <dt>RelativeDateTime (yesterday / today / tomorrow / later)</dt>
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
type Story = StoryObj<typeof DateText>;

export const Default: Story = {};
