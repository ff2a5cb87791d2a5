import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MeetingsTable, NextMeetingCard } from './Meetings';

const meetings = [
  {
    id: 1,
    subjectName: 'Algebra',
    name: 'Homework Help',
    startsAt: '2026-11-23T17:00:00Z',
    endsAt: '2026-11-23T18:00:00Z',
    instructor: 'Maria Smith',
    zoomMeeting: null,
  },
  {
    id: 2,
    subjectName: 'Geometry',
    name: 'Math Club',
    startsAt: '2026-11-24T17:00:00Z',
    endsAt: '2026-11-24T18:00:00Z',
    instructor: 'Omar Odd',
    zoomMeeting: { joinUrl: 'https://zoom.example.com/j/2' },
  },
];

const meta = {
  title: 'Student/MeetingsTable',
  component: MeetingsTable,
  args: { meetings, timeZone: 'UTC' },
} satisfies Meta<typeof MeetingsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** STU-10: upcoming meetings. */
export const Meetings: Story = {};
/** STU-10: the empty text. */
export const Empty: Story = { args: { meetings: [] } };
/** STU-10: the next-meeting card. */
export const NextMeeting: Story = { render: () => <NextMeetingCard meeting={meetings[1]} timeZone="UTC" /> };
