import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIELD_REQUIRED, FILL_REQUIRED_FIELDS, FIX_FORM_ERRORS } from '@tutoring/domain';
import { TestDateModal } from './TestDateModal';
import { formCases, type FormCallbacks } from '@tutoring/build-config/test-kit';
import { installServer, requestsTo, server } from '../../../test/server';
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

describe('TestDateModal banner (DS-03)', () => {
  it('DS-03: a filled date that is not a date says "Please fix the errors on the form." and sends nothing', async () => {
    renderWithProviders(<TestDateModal id={null} onClose={jest.fn()} onSaved={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'New test date' });
    await userEvent.type(within(dialog).getByLabelText(/Date/), '13/45/2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(FIX_FORM_ERRORS)).toBeInTheDocument();
    expect(within(dialog).queryByText(FILL_REQUIRED_FIELDS)).not.toBeInTheDocument();
    expect(requestsTo('POST', 'test_dates')).toHaveLength(0);
  });

  it('CRM-38, DS-03: an empty date says DS-03\'s sentence in the banner and "Required" on the field, and sends nothing', async () => {
    renderWithProviders(<TestDateModal id={null} onClose={jest.fn()} onSaved={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'New test date' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FIX_FORM_ERRORS);
    expect(within(dialog).queryByText(FILL_REQUIRED_FIELDS)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Date/)).toHaveAccessibleDescription(FIELD_REQUIRED);
    expect(requestsTo('POST', 'test_dates')).toHaveLength(0);
  });
});
