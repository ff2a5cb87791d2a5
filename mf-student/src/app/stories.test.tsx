import { render, screen } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { DesignSystemProvider, ToastRegion } from '@tutoring/design-system';
import * as BadgeListStories from '../features/dashboard/components/BadgeList.stories';
import * as HoursStories from '../features/dashboard/components/HoursSummary.stories';
import * as MeetingsStories from '../features/dashboard/components/Meetings.stories';
import * as PointsStories from '../features/dashboard/components/PointsLevel.stories';
import * as UpcomingStories from '../features/dashboard/components/UpcomingSessions.stories';
import * as InviteStories from '../features/invitations/components/InviteFriendsModal.stories';
import * as PasswordStories from '../features/password/components/SetPasswordModal.stories';
import * as TradeStories from '../features/prizes/components/PrizeTradePanel.stories';
import * as PrizesTableStories from '../features/prizes/components/StudentPrizesTable.stories';
import * as ReviewsStories from '../features/reviews/components/ReviewsModal.stories';
import { installServer } from '../test/utils';

// Any request a story made would hit the msw server and fail the test: stories render without a network.
installServer();

// @storybook/react is ESM-only and the shared jest preset does not transform it, so stories are composed here the
// way Storybook does it: meta args + story args, the story's render (or the component), then the decorators.
type Decorator = (Story: ComponentType, context: unknown) => ReactElement;
interface StoryLike {
  args?: Record<string, unknown>;
  render?: (args: Record<string, unknown>, context: unknown) => ReactElement;
  decorators?: Decorator[];
}
interface MetaLike extends StoryLike {
  title: string;
  component: ComponentType<Record<string, unknown>>;
}

function compose(meta: MetaLike, story: StoryLike): ComponentType {
  const args = { ...meta.args, ...story.args };
  const Base = () => (story.render ? story.render(args, {}) : <meta.component {...args} />);
  return [...(story.decorators ?? []), ...(meta.decorators ?? [])].reduce<ComponentType>((Inner, decorate) => {
    const Decorated = () => decorate(Inner, { args });
    return Decorated;
  }, Base);
}

const modules = [
  BadgeListStories,
  HoursStories,
  MeetingsStories,
  PointsStories,
  UpcomingStories,
  InviteStories,
  PasswordStories,
  TradeStories,
  PrizesTableStories,
  ReviewsStories,
] as unknown as Array<Record<string, StoryLike> & { default: MetaLike }>;
const all = modules.flatMap((module) =>
  Object.entries(module)
    .filter(([name]) => name !== 'default')
    .map(([name, story]) => [`${module.default.title} ${name}`, compose(module.default, story)] as const),
);

describe('stories', () => {
  it.each(all)('%s renders without a network', (_name, Story) => {
    const { container } = render(
      <DesignSystemProvider withGlobalStyle={false}>
        <Story />
        <ToastRegion />
      </DesignSystemProvider>,
    );
    expect(container.textContent! + document.body.textContent!).not.toHaveLength(0);
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
  });
});
