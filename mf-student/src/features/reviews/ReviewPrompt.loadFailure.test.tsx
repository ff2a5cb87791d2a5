import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardPage } from '../dashboard/DashboardPage';
import { REVIEW_TITLE } from '../../app/texts';
import { installServer, mockDashboard, renderInArea, signIn } from '../../test/utils';

// The review dialog's code (react-hook-form, the resolver, the modal) is its own part (issue 26). Its first load fails,
// as a chunk whose download fails (a deploy replaced it, the network dropped); the next load works.
let mockLoads = 0;
jest.mock('./components/ReviewsModal', () => {
  mockLoads += 1;
  if (mockLoads === 1) throw new Error('Loading chunk 512 failed');
  return jest.requireActual('./components/ReviewsModal');
});

installServer();

const pending = [{ id: 1, completed: false, employee: { id: 3, firstName: 'Maria', avatarUrl: null } }];

describe('the review dialog loads after the dashboard (STU-20, issue 26)', () => {
  beforeEach(() => {
    signIn();
  });
  afterEach(() => jest.restoreAllMocks());

  it('dialog code that fails to load shows the area failure with Retry in its place; the dashboard stays, Retry opens the dialog', async () => {
    // React and the error reporter log the failed load: expected here.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    mockDashboard({ reviews: pending });
    renderInArea(<DashboardPage />);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('This area could not be loaded.');
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite friends' })).toBeInTheDocument();

    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', { name: REVIEW_TITLE });
    expect(within(dialog).getByText('Maria')).toBeInTheDocument();
    expect(mockLoads).toBe(2);
  });
});
