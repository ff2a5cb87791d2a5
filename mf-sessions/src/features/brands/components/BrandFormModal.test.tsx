import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formCases } from '@tutoring/build-config/test-kit';
import { installServer, lastRequest, on, renderUi, server, signIn } from '../../../test/utils';
import { BRAND_TOGGLE_LABELS, BrandFormModal } from './BrandFormModal';

installServer();

const brand = {
  id: 3,
  name: 'Math',
  paymentType: 'recurring',
  pricing: {
    type: 'recurring',
    price: 99,
    intervalUnit: 'weeks',
    intervalLength: 2,
    trialIntervalLength: 7,
    trialIntervalUnit: 'days',
    trialPrice: 5,
  },
  contractPricing: { type: 'recurring', price: 80 },
  discountPricing: { type: 'recurring', price: 70 },
  offerContract: true,
  allowLimitedAttendance: true,
  limitedAttendancesCount: 4,
  includeParentUpdates: true,
  parentUpdatesInterval: 30,
  offerReserved: true,
  reservedIntervalUnit: 'days',
  reservedIntervalLength: 10,
  includeReviews: true,
  reviewInterval: 45,
  reviewIntervalUnit: 'minutes',
  includeDelightedSurveys: true,
  delightedSurveyMinutesInterval: 120,
};

const open = () => {
  on('get', 'brands/3', { brand });
  on('put', 'brands/3', async ({ request }) => ({
    brand: { ...brand, ...((await request.json()) as { brand: object }).brand },
  }));
  renderUi(<BrandFormModal open brandId={3} onClose={() => undefined} />);
};
const saved = async (u: ReturnType<typeof userEvent.setup>) => {
  await u.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(lastRequest('brands/3', 'PUT')).toBeDefined());
  return (lastRequest('brands/3', 'PUT')!.body as { brand: Record<string, unknown> }).brand;
};

describe('BrandFormModal', () => {
  beforeEach(() => signIn());

  it('SES-45: None removes all pricing', async () => {
    const u = userEvent.setup({ delay: null });
    open();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Math'));
    await u.selectOptions(screen.getByLabelText('Payment type'), 'None');
    expect(screen.queryByLabelText('Price')).not.toBeInTheDocument();
    expect(await saved(u)).toMatchObject({
      paymentType: 'None',
      pricing: null,
      contractPricing: null,
      discountPricing: null,
    });
  });

  it('SES-45: Fixed gives fixed pricing with no contract and no trial', async () => {
    const u = userEvent.setup({ delay: null });
    open();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Math'));
    await u.selectOptions(screen.getByLabelText('Payment type'), 'Fixed');
    expect(screen.queryByLabelText(BRAND_TOGGLE_LABELS.trial)).not.toBeInTheDocument();
    const body = await saved(u);
    expect(body).toMatchObject({ paymentType: 'Fixed', offerContract: false, contractPricing: null });
    expect(body.pricing).toMatchObject({
      type: 'fixed',
      trialPrice: null,
      trialIntervalLength: null,
      trialIntervalUnit: null,
    });
  });

  it('SES-45: recurring pricing defaults to 1 month', async () => {
    on('get', 'brands/4', { brand: { id: 4, name: 'New', paymentType: 'None', pricing: null } });
    on('put', 'brands/4', async ({ request }) => ({
      brand: { id: 4, ...((await request.json()) as { brand: object }).brand },
    }));
    const u = userEvent.setup({ delay: null });
    renderUi(<BrandFormModal open brandId={4} onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('New'));
    await u.selectOptions(screen.getByLabelText('Payment type'), 'recurring');
    expect(screen.getByLabelText('Interval length')).toHaveValue(1);
    expect(screen.getByLabelText('Interval unit')).toHaveValue('months');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect((lastRequest('brands/4', 'PUT')!.body as { brand: { pricing: object } }).brand.pricing).toMatchObject({
        type: 'recurring',
        intervalUnit: 'months',
        intervalLength: 1,
      }),
    );
  });

  it('SES-46: trial off clears the trial fields; trial on sets 14 days', async () => {
    const u = userEvent.setup({ delay: null });
    open();
    const trial = await screen.findByLabelText(BRAND_TOGGLE_LABELS.trial);
    await waitFor(() => expect(trial).toBeChecked());
    await u.click(trial);
    expect(screen.queryByLabelText('Trial length')).not.toBeInTheDocument();
    await u.click(trial);
    expect(screen.getByLabelText('Trial length')).toHaveValue(14);
    expect(screen.getByText('Trial unit: days')).toBeInTheDocument();
    await u.click(trial);
    const body = await saved(u);
    expect(body.pricing).toMatchObject({ trialPrice: null, trialIntervalLength: null, trialIntervalUnit: null });
  });

  it('SES-46: choosing sessions as review unit sets the interval to 1', async () => {
    const u = userEvent.setup({ delay: null });
    open();
    await waitFor(() => expect(screen.getByLabelText('Review interval')).toHaveValue(45));
    await u.selectOptions(screen.getByLabelText('Review interval unit'), 'sessions');
    expect(screen.getByLabelText('Review interval')).toHaveValue(1);
  });

  it('SES-46: turning off limited attendance sets the count to 0; parent updates, reservations, reviews and surveys clear their intervals', async () => {
    const u = userEvent.setup({ delay: null });
    open();
    await waitFor(() => expect(screen.getByLabelText(BRAND_TOGGLE_LABELS.surveys)).toBeChecked());
    for (const label of ['limitedAttendance', 'parentUpdates', 'reservations', 'reviews', 'surveys'] as const)
      await u.click(screen.getByLabelText(BRAND_TOGGLE_LABELS[label]));
    expect(await saved(u)).toMatchObject({
      allowLimitedAttendance: false,
      limitedAttendancesCount: 0,
      includeParentUpdates: false,
      parentUpdatesInterval: null,
      offerReserved: false,
      reservedIntervalUnit: null,
      reservedIntervalLength: null,
      includeReviews: false,
      reviewInterval: null,
      reviewIntervalUnit: null,
      includeDelightedSurveys: false,
      delightedSurveyMinutesInterval: null,
    });
  });
});

describe('BrandFormModal on the contract schema (issue 23, issue 20.6)', () => {
  beforeEach(() => signIn());

  formCases({
    server,
    resource: 'brands',
    dialog: 'New brand',
    render: (props) => renderUi(<BrandFormModal open {...props} />),
    emptyOptional: {
      title: 'SES-45: a new brand with only its name (every optional field empty) saves',
      fill: { Name: 'Science' },
      createdId: 8,
      savedWith: { name: 'Science' },
      sent: { name: 'Science', paymentType: 'None', pricing: null },
    },
    serverInvalid: {
      title: "SES-45: the server's 422 naming the name shows on the Name field",
      fill: { Name: 'Math' },
      message: 'Name has already been taken',
      field: 'Name',
    },
    stale: {
      title:
        'issue 20.6: the update sends the version it was opened on; a 409 shows its message in one banner and keeps the values',
      record: brand,
      etag: '"v4"',
      render: (props) => renderUi(<BrandFormModal open brandId={3} {...props} />),
      dialog: 'Edit brand',
      loaded: { Name: 'Math' },
      fill: { Name: 'Math II' },
    },
    dismiss: {
      fill: { Name: 'Science' },
    },
  });
});
