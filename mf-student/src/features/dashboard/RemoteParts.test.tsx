import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { quietFederationLogs, remoteDown } from '@tutoring/build-config/test-kit';
import { DashboardPage } from './DashboardPage';
import { CARD_NEEDS_UPDATE, PAYMENT_DETAILS_UNAVAILABLE, TUTOR_DETAILS_UNAVAILABLE } from '../../app/texts';
import {
  installServer,
  makeSession,
  makeStudent,
  mockDashboard,
  on,
  renderUi,
  requestsTo,
  server,
  signIn,
} from '../../test/utils';

installServer();

// The two remotes whose modals the dashboard borrows are registered with the MF runtime as the shell does it; their
// manifests fail at the network, as when mf-staffing or mf-payments is down (the test kit's federation boundary).
quietFederationLogs();
let staffingManifests: string[] = [];
let paymentsManifests: string[] = [];
beforeEach(() => {
  staffingManifests = remoteDown(server, 'mf_staffing');
  paymentsManifests = remoteDown(server, 'mf_payments');
});

const recurring = (attended: number, recurringPricing = true) => ({
  id: 1,
  pricing: { type: 'recurring', recurring: recurringPricing },
  attendancesAttendedCount: attended,
  course: { id: 5 },
});
const profile = (expirationDate: string) => ({ id: 3, parentId: 21, expirationDate, maskedCardNumber: 'XXXX1111' });
const monthsFromNow = (n: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + n);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

describe('modals from other remotes (Module Federation)', () => {
  beforeEach(() => signIn());

  it("STF-03: the tutor avatar opens mf-staffing's bio modal; with mf-staffing down it says the tutor details are unavailable and the dashboard keeps working", async () => {
    mockDashboard({ sessions: [makeSession(1)] });
    renderUi(<DashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Maria S.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Maria S.' });
    expect(await within(dialog).findByText(TUTOR_DETAILS_UNAVAILABLE)).toBeInTheDocument();
    expect(staffingManifests).not.toHaveLength(0);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite friends' })).toBeEnabled();
  });

  it('STU-24, PAY-18: a missing card and a recurring enrollment with more than 1 attended session open the payment-info modal (mf-payments down: said in place)', async () => {
    mockDashboard({ enrollments: [recurring(2)] });
    on('get', 'authorize_net_profiles', {
      authorizeNetProfiles: [],
      meta: { totalCount: 0, totalPages: 0, pageNumber: 1, pageSize: 1 },
    });
    renderUi(<DashboardPage />);
    expect(await screen.findByText(PAYMENT_DETAILS_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByText(CARD_NEEDS_UPDATE)).toBeInTheDocument();
    expect(paymentsManifests).not.toHaveLength(0);
    expect(requestsTo('authorize_net_profiles')[0]!.query.get('parentId')).toBe('21');
    // The parent's latest profile is the current card.
    expect(requestsTo('authorize_net_profiles')[0]!.query.get('orderBy')).toBe('id');
    expect(requestsTo('authorize_net_profiles')[0]!.query.get('orderSort')).toBe('desc');
    expect(screen.getByRole('heading', { level: 2, name: 'Points and level' })).toBeInTheDocument();
  });

  it('STU-24, DOM-30: an expired card (embedded in the parent) opens it too', async () => {
    mockDashboard({
      enrollments: [recurring(3)],
      student: makeStudent({ parent: { id: 21, authorizeNetProfile: profile(monthsFromNow(-1)) } }),
    });
    renderUi(<DashboardPage />);
    expect(await screen.findByText(PAYMENT_DETAILS_UNAVAILABLE)).toBeInTheDocument();
    expect(requestsTo('authorize_net_profiles')).toHaveLength(0);
  });

  it.each([
    ['a valid card', [recurring(2)], profile(monthsFromNow(2))],
    ['a card expiring this month (valid to the month end, OP-59)', [recurring(2)], profile(monthsFromNow(0))],
    ['only 1 attended session', [recurring(1)], null],
    ['a non-recurring enrollment', [recurring(5, false)], null],
  ])('STU-24: no payment-info modal with %s', async (_label, enrollments, card) => {
    mockDashboard({ enrollments, student: makeStudent({ parent: { id: 21, authorizeNetProfile: card } }) });
    renderUi(<DashboardPage />);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(requestsTo('enrollments').length).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(PAYMENT_DETAILS_UNAVAILABLE)).not.toBeInTheDocument();
    expect(paymentsManifests).toHaveLength(0);
  });

  it('STU-24: when the API does not let the student read the card, nothing opens and no error is shown', async () => {
    mockDashboard({ enrollments: [recurring(2)] });
    on('get', 'authorize_net_profiles', { errors: ['Forbidden'] }, 403);
    renderUi(<DashboardPage />);
    await waitFor(() => expect(requestsTo('authorize_net_profiles')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(PAYMENT_DETAILS_UNAVAILABLE)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
