import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTO_SHIP_CONFIRM, SELECT_ADDRESS_FROM_AUTOCOMPLETE } from '@tutoring/domain';
import { formCases } from '@tutoring/build-config/test-kit';
import { installServer, lastRequest, on, renderUi, seen, server, signIn } from '../../test/utils';
import { EXPORT_CSV, ShipmentsPage } from './ShipmentsPage';
import { SHIPMENT_SAVED, ShipmentFormModal } from './components/ShipmentFormModal';

installServer();

const ADDRESS = {
  street1: '100 Main St',
  street2: '',
  city: 'Los Angeles',
  state: 'CA',
  zip: '90012',
  country: 'United States',
};
const searchAddresses = async (query: string) =>
  query.length > 1 ? [{ id: 'p1', description: '100 Main St, Los Angeles, CA 90012' }] : [];
const getAddress = async () => ({ ...ADDRESS });

const references = () => {
  on('get', 'originators', {
    originators: [
      { id: 2, name: 'Amazon', integratesWithApi: true },
      { id: 3, name: 'Warehouse', integratesWithApi: false },
    ],
  });
  on('get', 'states', { states: [{ id: 1, name: 'California', code: 'CA' }] });
};
const shipment = (overrides: Record<string, unknown> = {}) => ({
  id: 5,
  status: 'pending',
  tracking: null,
  orderHandle: null,
  purchaseLink: null,
  recipient: 'Sam Student',
  address: null,
  originatorId: 2,
  originator: { id: 2, name: 'Amazon', integratesWithApi: true },
  shipmentObservers: [],
  ...overrides,
});
const form = (props: Partial<Parameters<typeof ShipmentFormModal>[0]> = {}) =>
  renderUi(
    <ShipmentFormModal
      open
      onClose={() => undefined}
      searchAddresses={searchAddresses}
      getAddress={getAddress}
      {...props}
    />,
  );
const putBody = () => (lastRequest('shipments/5', 'PUT')!.body as { shipment: Record<string, unknown> }).shipment;

describe('ShipmentsPage', () => {
  beforeEach(() => signIn());

  it('SES-35: CSV export downloads shipments.csv with the same search params and a CSV Accept type', async () => {
    on('get', 'shipments', {
      shipments: [shipment()],
      meta: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 25 },
    });
    on(
      'get',
      'shipments.csv',
      () => new Response('id,status\r\n5,pending\r\n', { headers: { 'content-type': 'text/csv' } }),
    );
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const u = userEvent.setup({ delay: null });
    renderUi(<ShipmentsPage />, { route: '/shipments?shipments.status=on_hold&shipments.query=Sam&shipments.page=1' });
    expect(await screen.findByRole('button', { name: '#5' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: EXPORT_CSV }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const csv = lastRequest('shipments.csv')!;
    expect(csv.headers.get('accept')).toContain('text/csv');
    expect(Object.fromEntries(csv.query.entries())).toEqual({
      status: 'on_hold',
      query: 'Sam',
      orderBy: 'created_at',
      orderSort: 'desc',
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('shipments.csv');
  });
});

describe('ShipmentFormModal', () => {
  beforeEach(() => {
    signIn();
    references();
  });

  it('SES-37: a typed address not chosen from the autocomplete blocks saving with the spec message', async () => {
    const u = userEvent.setup({ delay: null });
    form();
    await u.click(screen.getByRole('button', { name: 'Enter the address manually' }));
    await u.type(screen.getAllByLabelText(/^Street/)[0]!, '9 Nowhere Rd');
    await u.type(screen.getByLabelText(/^City/), 'Austin');
    await u.selectOptions(screen.getByLabelText(/^State/), 'CA');
    await u.type(screen.getByLabelText(/^Zip/), '73301');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SELECT_ADDRESS_FROM_AUTOCOMPLETE);
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
  });

  it('SES-36, SES-37, SES-38: an address chosen from the results saves; the purchase link loses its query; empty observers are dropped', async () => {
    on('post', 'shipments', async ({ request }) => ({
      shipment: { id: 9, status: 'pending', ...((await request.json()) as { shipment: object }).shipment },
    }));
    const u = userEvent.setup({ delay: null });
    form();
    await u.type(screen.getByLabelText(/^Search address/), '100 Main');
    await u.click(await screen.findByRole('option', { name: /100 Main St/ }, { timeout: 2000 }));
    await waitFor(() => expect(screen.getAllByLabelText(/^Street/)[0]).toHaveValue('100 Main St'));
    await u.type(screen.getByLabelText('Purchase link'), 'https://shop.example/item/1?ref=abc&utm=x');
    await u.type(screen.getByLabelText('Observer e-mail 1'), 'mom@example.com');
    await u.click(screen.getByRole('button', { name: 'Add observer' }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SHIPMENT_SAVED)).toBeInTheDocument();
    const body = (lastRequest('shipments', 'POST')!.body as { shipment: Record<string, unknown> }).shipment;
    expect(body.purchaseLink).toBe('https://shop.example/item/1');
    expect(body.shipmentObservers).toEqual([{ email: 'mom@example.com' }]);
    expect(body.address).toMatchObject({ street1: '100 Main St', city: 'Los Angeles', state: 'CA', zip: '90012' });
  });

  it('SES-38: at least one observer row is always shown', async () => {
    const u = userEvent.setup({ delay: null });
    form();
    expect(screen.getByLabelText('Observer e-mail 1')).toHaveValue('');
    await u.click(screen.getByRole('button', { name: 'Remove observer 1' }));
    expect(screen.getByLabelText('Observer e-mail 1')).toHaveValue('');
  });

  it('SES-39: tracking on a non-integrated originator asks first; cancel saves nothing', async () => {
    on('get', 'shipments/5', {
      shipment: shipment({ originatorId: 3, originator: { id: 3, name: 'Warehouse', integratesWithApi: false } }),
    });
    const u = userEvent.setup({ delay: null });
    form({ shipmentId: 5 });
    await waitFor(() => expect(screen.getByLabelText('Recipient')).toHaveValue('Sam Student'));
    await u.type(screen.getByLabelText('Tracking'), '1Z999');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: AUTO_SHIP_CONFIRM });
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('SES-39, SES-40: on confirm it saves and ships through change_status {event}; the reply replaces the record', async () => {
    on('get', 'shipments/5', {
      shipment: shipment({ originatorId: 3, originator: { id: 3, name: 'Warehouse', integratesWithApi: false } }),
    });
    on('put', 'shipments/5', async ({ request }) => ({
      shipment: { ...shipment({ originatorId: 3 }), ...((await request.json()) as { shipment: object }).shipment },
    }));
    on('put', 'shipments/5/change_status', {
      shipment: shipment({ status: 'shipped', tracking: '1Z999', sentAt: '2026-05-04T17:00:00Z' }),
    });
    const u = userEvent.setup({ delay: null });
    const onSaved = jest.fn();
    form({ shipmentId: 5, onSaved });
    await waitFor(() => expect(screen.getByLabelText('Recipient')).toHaveValue('Sam Student'));
    await u.type(screen.getByLabelText('Tracking'), '1Z999');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(SHIPMENT_SAVED)).toBeInTheDocument();
    expect(putBody().tracking).toBe('1Z999');
    expect(lastRequest('shipments/5/change_status', 'PUT')!.body).toEqual({ event: 'ship' });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ status: 'shipped' }));
  });

  it('SES-39: no confirmation for an originator that integrates with the API', async () => {
    on('get', 'shipments/5', { shipment: shipment() });
    on('put', 'shipments/5', { shipment: shipment({ tracking: '1Z999' }) });
    const u = userEvent.setup({ delay: null });
    form({ shipmentId: 5 });
    await waitFor(() => expect(screen.getByLabelText('Recipient')).toHaveValue('Sam Student'));
    await u.type(screen.getByLabelText('Tracking'), '1Z999');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SHIPMENT_SAVED)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(lastRequest('shipments/5/change_status', 'PUT')).toBeUndefined();
  });

  it('OP-49: a shipped shipment shows tracking, order, recipient, originator and address read-only', async () => {
    on('get', 'shipments/5', { shipment: shipment({ status: 'shipped', tracking: '1Z999', address: ADDRESS }) });
    form({ shipmentId: 5 });
    await waitFor(() => expect(screen.getByLabelText('Tracking')).toHaveValue('1Z999'));
    expect(screen.getByLabelText('Tracking')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Order handle')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Recipient')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Originator')).toBeDisabled();
    await waitFor(() => expect(screen.getAllByLabelText(/^Street/)[0]!).toBeDisabled());
    expect(screen.getByLabelText('Purchase link')).not.toHaveAttribute('readonly');
  });

  it('SES-40: changing the status sends its event', async () => {
    on('get', 'shipments/5', { shipment: shipment() });
    on('put', 'shipments/5', { shipment: shipment() });
    on('put', 'shipments/5/change_status', { shipment: shipment({ status: 'on_hold' }) });
    const u = userEvent.setup({ delay: null });
    form({ shipmentId: 5 });
    await waitFor(() => expect(screen.getByLabelText('Recipient')).toHaveValue('Sam Student'));
    await u.selectOptions(screen.getByLabelText('Status'), 'on_hold');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastRequest('shipments/5/change_status', 'PUT')!.body).toEqual({ event: 'hold' }));
  });

  it('SES-41: save errors stay in the form: on their fields, the rest in one banner', async () => {
    on('get', 'shipments/5', { shipment: shipment() });
    on('put', 'shipments/5', { errors: ['Tracking is too long', 'Recipient is invalid', 'Carrier is unknown'] }, 422);
    const u = userEvent.setup({ delay: null });
    form({ shipmentId: 5 });
    await waitFor(() => expect(screen.getByLabelText('Recipient')).toHaveValue('Sam Student'));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Tracking')).toHaveAccessibleDescription('Tracking is too long'));
    expect(screen.getByLabelText('Recipient')).toHaveAccessibleDescription('Recipient is invalid');
    const dialog = screen.getByRole('dialog', { name: 'Edit shipment' });
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Carrier is unknown');
  });
});

describe('ShipmentFormModal on the contract schema (issue 23, issue 20.6)', () => {
  beforeEach(() => {
    signIn({ timeZone: 'America/Los_Angeles' });
    references();
  });

  it('SES-36: Sent at is edited as a date and a time in the user zone and sent as sentAt', async () => {
    on('get', 'shipments/5', { shipment: shipment({ sentAt: '2027-05-04T16:00:00Z' }) });
    on('put', 'shipments/5', async ({ request }) => ({
      shipment: shipment((await request.json()) as { shipment: object }),
    }));
    const u = userEvent.setup({ delay: null });
    form({ shipmentId: 5 });
    await waitFor(() => expect(screen.getByLabelText('Sent at')).toHaveValue('05/04/2027'));
    expect(screen.getByLabelText('Sent at time')).toHaveValue('09:00');
    await u.clear(screen.getByLabelText('Sent at time'));
    await u.type(screen.getByLabelText('Sent at time'), '10:30');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastRequest('shipments/5', 'PUT')).toBeDefined());
    expect(putBody().sentAt).toBe('2027-05-04T17:30:00.000Z');
  });

  it('SES-38: an invalid observer e-mail is refused on its field; nothing is sent', async () => {
    const u = userEvent.setup({ delay: null });
    form();
    await u.type(screen.getByLabelText('Observer e-mail 1'), 'not-an-email');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Observer e-mail 1')).toHaveAccessibleDescription('Email is invalid'),
    );
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
  });

  it("SES-41: the server's 422 for an observer's e-mail (fields) shows on that observer's field", async () => {
    on(
      'post',
      'shipments',
      { errors: ['Email is invalid'], fields: { 'shipmentObservers.0.email': ['Email is invalid'] } },
      422,
    );
    const u = userEvent.setup({ delay: null });
    form();
    await u.type(screen.getByLabelText('Observer e-mail 1'), 'mom@example.invalid');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Observer e-mail 1')).toHaveAccessibleDescription('Email is invalid'),
    );
    expect(screen.getByLabelText('Observer e-mail 1')).toHaveValue('mom@example.invalid');
  });
});

describe('ShipmentFormModal cases (issue 23.2)', () => {
  beforeEach(() => {
    signIn({ timeZone: 'America/Los_Angeles' });
    references();
  });

  formCases({
    server,
    resource: 'shipments',
    dialog: 'New shipment',
    render: (props) => form(props),
    emptyOptional: {
      title: 'SES-36: a shipment with every optional field empty saves (no address, no observers, no dates)',
      fill: {},
      createdId: 9,
      sent: {
        tracking: null,
        orderHandle: null,
        purchaseLink: null,
        recipient: null,
        estimatedDeliveryDate: null,
        sentAt: null,
        originatorId: null,
        address: null,
        shipmentObservers: [],
      },
    },
    serverInvalid: {
      title: "SES-41: the server's 422 naming the recipient shows on the Recipient field and keeps the values",
      fill: { Recipient: 'Sam Student', 'Purchase link': 'https://shop.example/item/2' },
      message: 'Recipient is invalid',
      field: 'Recipient',
    },
    stale: {
      title:
        'SES-36, issue 20.6: the update sends the version it was opened on; a 409 shows its message in one banner and keeps the values',
      record: shipment(),
      etag: '"v2"',
      render: (props) => form({ shipmentId: 5, ...props }),
      dialog: 'Edit shipment',
      loaded: { Recipient: 'Sam Student' },
      fill: { 'Purchase link': 'https://shop.example/item/2' },
    },
    dismiss: {
      fill: { Recipient: 'Sam Student' },
    },
  });
});
