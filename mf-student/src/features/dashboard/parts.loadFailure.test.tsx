import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardPage } from './DashboardPage';
import { CARD_NEEDS_UPDATE, REVIEW_TITLE } from '../../app/texts';
import { installServer, mockDashboard, on, renderInArea, signIn } from '../../test/utils';

// The dialogs that open by themselves are parts of their own (issue 26): the review dialog (react-hook-form, the
// resolver, the modal) and the payment details (the widget that loads mf-payments' modal). The first load of each
// fails, as a chunk whose download fails (a deploy replaced it, the network dropped); the next load works.
const mockLoads = { reviews: 0, payment: 0 };
jest.mock('../reviews/components/ReviewsModal', () => {
  mockLoads.reviews += 1;
  if (mockLoads.reviews === 1) throw new Error('Loading chunk 512 failed');
  return jest.requireActual('../reviews/components/ReviewsModal');
});
jest.mock('./components/PaymentInfo', () => {
  mockLoads.payment += 1;
  if (mockLoads.payment === 1) throw new Error('Loading chunk 733 failed');
  return jest.requireActual('./components/PaymentInfo');
});

installServer();

/** A recurring enrollment with 2 attended sessions: with no card on file the payment details open (STU-24). */
const recurring = {
  id: 1,
  pricing: { type: 'recurring', recurring: true },
  attendancesAttendedCount: 2,
  course: { id: 5 },
};

describe('a dialog that opens by itself and fails to load (issue 26)', () => {
  beforeEach(() => {
    signIn();
    // React and the error reporter log the failed load (and mf-payments, not served here, fails in its widget).
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  /** The area's failure in the part's place, the dashboard still around it. */
  async function failureInPlace() {
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('This area could not be loaded.');
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite friends' })).toBeInTheDocument();
    return failure;
  }

  it('STU-20: the review dialog shows the area failure with Retry in its place; the dashboard stays, Retry opens the dialog', async () => {
    mockDashboard({ reviews: [{ id: 1, completed: false, employee: { id: 3, firstName: 'Maria', avatarUrl: null } }] });
    renderInArea(<DashboardPage />);
    await userEvent.click(within(await failureInPlace()).getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', { name: REVIEW_TITLE });
    expect(within(dialog).getByText('Maria')).toBeInTheDocument();
    expect(mockLoads.reviews).toBe(2);
  });

  it('STU-24: the payment details show the area failure with Retry in their place; the dashboard stays, Retry shows them', async () => {
    mockDashboard({ enrollments: [recurring] });
    on('get', 'authorize_net_profiles', {
      authorizeNetProfiles: [],
      meta: { totalCount: 0, totalPages: 0, pageNumber: 1, pageSize: 1 },
    });
    renderInArea(<DashboardPage />);
    await userEvent.click(within(await failureInPlace()).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(CARD_NEEDS_UPDATE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(mockLoads.payment).toBe(2);
  });
});
