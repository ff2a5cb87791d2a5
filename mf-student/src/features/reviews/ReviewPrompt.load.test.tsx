import { screen, waitFor, within } from '@testing-library/react';
import { NO_UPCOMING_SESSIONS } from '@tutoring/domain/areas';
import { DashboardPage } from '../dashboard/DashboardPage';
import { REVIEW_TITLE } from '../../app/texts';
import { installServer, mockDashboard, renderUi, requestsTo, signIn } from '../../test/utils';

// The review dialog's code (react-hook-form, the resolver, the modal) is its own part (issue 26): each load of its
// module records whether the dashboard was already on screen. The part is loaded once per test file (its code stays),
// so the test without reviews runs first. The failed load: ../dashboard/parts.loadFailure.test.tsx.
const mockLoads: { dashboardShown: boolean }[] = [];
jest.mock('./components/ReviewsModal', () => {
  mockLoads.push({ dashboardShown: document.body.textContent?.includes('Points and level') ?? false });
  return jest.requireActual('./components/ReviewsModal');
});

installServer();

const pending = [{ id: 1, completed: false, employee: { id: 3, firstName: 'Maria', avatarUrl: null } }];

describe('the review dialog loads after the dashboard (STU-20, issue 26)', () => {
  beforeEach(() => {
    mockLoads.length = 0;
    signIn();
  });

  it('with nothing to review the dialog code is never loaded', async () => {
    mockDashboard({ reviews: [] });
    renderUi(<DashboardPage />);
    await screen.findByRole('heading', { name: 'Dashboard' });
    await waitFor(() => expect(requestsTo('reviews')).toHaveLength(1));
    await screen.findByText(NO_UPCOMING_SESSIONS);
    expect(screen.queryByRole('dialog', { name: REVIEW_TITLE })).not.toBeInTheDocument();
    expect(mockLoads).toEqual([]);
  });

  it('STU-20: the dashboard renders without the dialog code, which loads after it; the dialog then opens by itself', async () => {
    mockDashboard({ reviews: pending });
    renderUi(<DashboardPage />);
    const dialog = await screen.findByRole('dialog', { name: REVIEW_TITLE });
    expect(within(dialog).getByText('Maria')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit Review' })).toBeInTheDocument();
    expect(mockLoads).toEqual([{ dashboardShown: true }]);
  });
});
