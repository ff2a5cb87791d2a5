import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { queryKeys } from '@tutoring/api-client';
import { StoryProviders } from '../../../test/StoryProviders';
import { JoinLink } from '@tutoring/platform/sessions';

const session = { id: 7, startsAt: '2026-05-04T17:00:00Z', endsAt: '2026-05-04T18:00:00Z' };
const ready = [
  [queryKeys.call('sessions', 'prepare', 7), { id: 7, zoomMeeting: { joinUrl: 'https://zoom.example/j/1' } }],
] as const;
const at = (iso: string, data: ReadonlyArray<readonly [readonly unknown[], unknown]> = ready): Story => ({
  args: { session, now: new Date(iso) },
  decorators: [
    (Story) => (
      <StoryProviders roles={['student']} data={data}>
        <Story />
      </StoryProviders>
    ),
  ],
});

const meta = { title: 'Sessions/JoinLink', component: JoinLink } satisfies Meta<typeof JoinLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SES-18a: more than 10 minutes before the start. */
export const TooEarly = at('2026-05-04T16:40:00Z');
/** SES-18b: the meeting is ready: text and link. */
export const Ready = at('2026-05-04T16:55:00Z');
/** SES-18b: no joinUrl yet. */
export const NotReady = at('2026-05-04T17:05:00Z', [
  [queryKeys.call('sessions', 'prepare', 7), { id: 7, zoomMeeting: { joinUrl: null } }],
]);
/** SES-18c: ended, link kept for 10 more minutes. */
export const JustEnded = at('2026-05-04T18:05:00Z');
/** SES-18c: ended and the link is gone. */
export const Closed = at('2026-05-04T18:30:00Z');
