import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { FIELD_REQUIRED, TARGET_MAX, TARGET_MIN, fieldWholeNumberBetween } from '@tutoring/domain';
import { formCases, type FormCallbacks } from '@tutoring/build-config/test-kit';
import { json, renderWithProviders, requests, server, setupMswServer } from '../../test/support';
import { TutorTargetsModal } from './components/TutorTargetsModal';

setupMswServer();

const tutor = { id: 7, deliveryTarget: 10, availabilityTarget: 20 };

beforeEach(() => server.use(http.get('*/api/v2/employees/7', () => json({ employee: tutor }, 200))));

const form = ({ onSaved, onClose }: FormCallbacks) =>
  renderWithProviders(
    <TutorTargetsModal
      open
      tutorId={7}
      tutorName="Tina Tutor"
      initial={{ deliveryTarget: null, availabilityTarget: null }}
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
const loaded = { 'Delivery target': 10, 'Availability target': 20 };

describe('TutorTargetsModal on the contract schema (STF-22, issue 23, issue 20.6)', () => {
  formCases({
    server,
    resource: 'employees',
    dialog: 'Tutor Targets: Tina Tutor',
    render: form,
    emptyOptional: {
      title: "STF-22: the tutor's loaded targets (both required, nothing optional) save unchanged",
      id: 7,
      loaded,
      fill: {},
      savedWith: false,
      sent: { deliveryTarget: 10, availabilityTarget: 20 },
    },
    serverInvalid: {
      title: "STF-22: the server's 422 naming the delivery target shows on that field",
      id: 7,
      loaded,
      fill: { 'Delivery target': '12' },
      message: 'Delivery target is above the team limit',
      field: 'Delivery target',
    },
    stale: {
      title: 'issue 20.6: the save sends the version it was opened on; a 409 keeps the values and shows the message',
      record: tutor,
      etag: 'W/"e7"',
      loaded,
      fill: { 'Delivery target': '15' },
    },
    dismiss: { loaded, fill: { 'Delivery target': '15' } },
  });
});

describe('TutorTargetsModal values (STF-22, DOM-39)', () => {
  it('DOM-39, OP-31k: 20.5 in a target says it must be a whole number (not "Required"); nothing is sent, the value stays', async () => {
    const onSaved = jest.fn();
    form({ onSaved, onClose: jest.fn() });
    const dialog = screen.getByRole('dialog', { name: 'Tutor Targets: Tina Tutor' });
    const delivery = await within(dialog).findByRole('spinbutton', { name: /Delivery target/ });
    await waitFor(() => expect(delivery).toHaveValue(10));
    await userEvent.clear(delivery);
    await userEvent.type(delivery, '20.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const message = fieldWholeNumberBetween(TARGET_MIN, TARGET_MAX);
    await waitFor(() => expect(delivery).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(delivery).not.toHaveAccessibleDescription(expect.stringContaining(FIELD_REQUIRED));
    await waitFor(() => expect(delivery).toHaveFocus());
    expect(delivery).toHaveValue(20.5);
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
