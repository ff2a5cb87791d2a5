import { screen, waitFor } from '@testing-library/react';
import { DashboardPage } from './DashboardPage';
import { CARD_NEEDS_UPDATE } from '../../app/texts';
import { installServer, mockDashboard, on, renderUi, requestsTo, signIn } from '../../test/utils';

// The payment details' code (the widget that loads mf-payments' modal) is its own part (issue 26): each load of its
// module records whether the dashboard was already on screen. The part is loaded once per test file (its code stays),
// so the test without a card check runs first. The failed load: parts.loadFailure.test.tsx.
const mockLoads: { dashboardShown: boolean }[] = [];
jest.mock('./components/PaymentInfo', () => {
  mockLoads.push({ dashboardShown: document.body.textContent?.includes('Points and level') ?? false });
  return jest.requireActual('./components/PaymentInfo');
});

installServer();

/** A recurring enrollment with `attended` attended sessions: from 2 on, a missing card opens the details (STU-24). */
const recurring = (attended: number) => ({
  id: 1,
  pricing: { type: 'recurring', recurring: true },
  attendancesAttendedCount: attended,
  course: { id: 5 },
});
const noCard = () =>
  on('get', 'authorize_net_profiles', {
    authorizeNetProfiles: [],
    meta: { totalCount: 0, totalPages: 0, pageNumber: 1, pageSize: 1 },
  });

describe('the payment details load when they open (STU-24, issue 26)', () => {
  beforeEach(() => {
    mockLoads.length = 0;
    signIn();
  });
  afterEach(() => jest.restoreAllMocks());

  it('with no card check to make the payment details code is never loaded', async () => {
    mockDashboard({ enrollments: [recurring(1)] });
    noCard();
    renderUi(<DashboardPage />);
    await screen.findByRole('heading', { name: 'Dashboard' });
    await waitFor(() => expect(requestsTo('enrollments')).toHaveLength(1));
    await screen.findByText('Level 3', { exact: false });
    expect(screen.queryByText(CARD_NEEDS_UPDATE)).not.toBeInTheDocument();
    expect(mockLoads).toEqual([]);
  });

  it('STU-24: the dashboard renders without the payment details code, which loads after it when the card is missing', async () => {
    // mf-payments is not served here: its widget fails and says so in place (logged by React and the MF runtime).
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    mockDashboard({ enrollments: [recurring(2)] });
    noCard();
    renderUi(<DashboardPage />);
    expect(await screen.findByText(CARD_NEEDS_UPDATE)).toBeInTheDocument();
    expect(mockLoads).toEqual([{ dashboardShown: true }]);
  });
});
