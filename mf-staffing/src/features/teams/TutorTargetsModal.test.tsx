import { http } from 'msw';
import { formCases, type FormCallbacks } from '@tutoring/build-config/test-kit';
import { json, renderWithProviders, server, setupMswServer } from '../../test/support';
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
