import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withStoryProviders } from '@tutoring/build-config/story-kit';
import { SessionErrorPage } from './SessionErrorPage';

const meta = {
  title: 'Sessions/SessionErrorPage',
  component: SessionErrorPage,
} satisfies Meta<typeof SessionErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (code: string): Story => ({
  decorators: [withStoryProviders({ url: `/error/${code}`, path: '/error/:errorCode' })],
});

/** SES-20: canceled. */
export const Canceled = at('canceled');
/** SES-20: ended. */
export const Ended = at('ended');
/** SES-20: not started. */
export const NotStarted = at('not_started');
/** SES-20: server error (the phone follows when the setting is filled, OP-10). */
export const ServerError = at('server_error');
