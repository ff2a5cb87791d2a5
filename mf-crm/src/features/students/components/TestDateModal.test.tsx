import { TestDateModal } from './TestDateModal';
import { formCases, type FormCallbacks } from '@tutoring/build-config/test-kit';
import { installServer, server } from '../../../test/server';
import { renderWithProviders } from '../../../test/render';

installServer();

const form =
  (id: number | null) =>
  ({ onSaved, onClose }: FormCallbacks) =>
    renderWithProviders(<TestDateModal id={id} onClose={onClose} onSaved={onSaved} />);

describe('TestDateModal on the contract schema (CRM-38, issue 23)', () => {
  formCases({
    server,
    resource: 'test_dates',
    dialog: 'New test date',
    render: form(null),
    emptyOptional: {
      title: 'CRM-38: only the date (the subject empty) saves',
      fill: { Date: '05/04/2027' },
      createdId: 12,
      sent: { date: '2027-05-04', subjectId: null },
    },
    serverInvalid: {
      title: "CRM-38: the server's 422 naming the date shows on the Date field",
      fill: { Date: '05/04/2027' },
      message: 'Date is in the past',
      field: 'Date',
    },
    stale: {
      title: 'issue 20.6: an edit sends the version it was opened on; a 409 keeps the date and shows the message once',
      render: form(12),
      dialog: 'Edit test date',
      record: { id: 12, date: '2027-05-04', subjectId: null },
      etag: 'W/"t1"',
      loaded: { Date: '05/04/2027' },
      fill: { Date: '06/01/2027' },
    },
    dismiss: { fill: { Date: '05/04/2027' } },
  });
});
