import { render, screen } from '@testing-library/react';
import { composeStories } from '@tutoring/build-config/story-kit';
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

const modules: object[] = [
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
];
const all = composeStories(modules);

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
