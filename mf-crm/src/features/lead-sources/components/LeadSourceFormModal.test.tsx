import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formCases } from '@tutoring/build-config/test-kit';
import { FILL_REQUIRED_FIELDS } from '@tutoring/domain';
import { LeadSourceFormModal } from './LeadSourceFormModal';
import { installServer, requestsTo, server } from '../../../test/server';
import { renderWithProviders } from '../../../test/render';

installServer();

const dialog = () => screen.getByRole('dialog', { name: 'New lead source' });

describe('LeadSourceFormModal on the contract schema (CRM-20, issue 23)', () => {
  formCases({
    server,
    resource: 'lead_sources',
    dialog: 'New lead source',
    render: (props) => renderWithProviders(<LeadSourceFormModal id={null} {...props} />),
    emptyOptional: {
      title:
        'CRM-20, DS-13: only the name filled (every optional field empty) saves; the empty address is sent as null',
      fill: { Name: 'Library' },
      createdId: 30,
      sent: expect.objectContaining({ name: 'Library', address: null, employeeId: null, category: null }),
    },
    serverInvalid: {
      title: "CRM-20: the server's 422 naming the field shows on it and keeps the value",
      fill: { Name: 'Library' },
      message: 'Name has already been taken',
      field: 'Name',
    },
    stale: {
      title: 'issue 20.6: an edit sends the version it was opened on; a 409 keeps the values and shows the message',
      record: { id: 30, name: 'Library', type: 'LeadSource', address: null },
      etag: 'W/"l1"',
      render: (props) => renderWithProviders(<LeadSourceFormModal id={30} {...props} />),
      dialog: 'Edit Library',
      loaded: { Name: 'Library' },
      fill: { Name: 'City Library' },
    },
    dismiss: {
      fill: { Name: 'Library' },
    },
  });

  it('CRM-20: a missing name says "Required" on the field and sends nothing', async () => {
    renderWithProviders(<LeadSourceFormModal id={null} onClose={jest.fn()} onSaved={jest.fn()} />);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText(FILL_REQUIRED_FIELDS)).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Name', { exact: false })).toHaveAccessibleDescription('Required');
    expect(requestsTo('POST', 'lead_sources')).toHaveLength(0);
  });
});
