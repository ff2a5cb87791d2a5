import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formCases } from '@tutoring/build-config/test-kit';
import { FILL_REQUIRED_FIELDS, FIX_FORM_ERRORS } from '@tutoring/domain';
import { LeadSourceFormModal } from './LeadSourceFormModal';
import { HttpResponse, apiUrl, http, installServer, requestsTo, server } from '../../../test/server';
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

  it('CRM-20, DS-03: a missing name says "Required" on the field, DS-03\'s sentence in the banner, and sends nothing', async () => {
    renderWithProviders(<LeadSourceFormModal id={null} onClose={jest.fn()} onSaved={jest.fn()} />);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(FIX_FORM_ERRORS);
    expect(within(dialog()).queryByText(FILL_REQUIRED_FIELDS)).not.toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Name', { exact: false })).toHaveAccessibleDescription('Required');
    expect(requestsTo('POST', 'lead_sources')).toHaveLength(0);
  });
});

describe('LeadSourceFormModal keeps a contact reference (CRM-20)', () => {
  const stored = {
    id: 31,
    name: 'Target Partner 2',
    status: 'Managed',
    type: 'LeadSource',
    address: null,
    contactItem: { name: 'Front desk', phone: '3105550100' },
  };
  const open = async () => {
    server.use(
      http.get(apiUrl('lead_sources/31'), () => HttpResponse.json({ leadSource: stored })),
      http.put(apiUrl('lead_sources/31'), () => HttpResponse.json({ leadSource: stored })),
    );
    const onSaved = jest.fn();
    renderWithProviders(<LeadSourceFormModal id={31} onClose={jest.fn()} onSaved={onSaved} />);
    const edit = await screen.findByRole('dialog', { name: 'Edit Target Partner 2' });
    await waitFor(() => expect(within(edit).getByLabelText('Contact')).toHaveValue('Front desk'));
    return { edit, onSaved };
  };
  const sent = async () => {
    await waitFor(() => expect(requestsTo('PUT', 'lead_sources/31')).toHaveLength(1));
    return (requestsTo('PUT', 'lead_sources/31')[0]!.body as { leadSource: Record<string, unknown> }).leadSource;
  };

  it('CRM-20: saving with the contact untouched leaves the contact (and its phone) out of the body', async () => {
    const { edit } = await open();
    await userEvent.type(within(edit).getByLabelText('Name', { exact: false }), ' West');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    const body = await sent();
    expect(body).toEqual(expect.objectContaining({ name: 'Target Partner 2 West' }));
    expect(body).not.toHaveProperty('contactItem');
  });

  it("CRM-20: editing the contact's name keeps its phone", async () => {
    const { edit } = await open();
    const contact = within(edit).getByLabelText('Contact');
    await userEvent.clear(contact);
    await userEvent.type(contact, 'Reception');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect((await sent()).contactItem).toEqual({ name: 'Reception', phone: '3105550100' });
  });
});
