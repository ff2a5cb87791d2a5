import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILL_REQUIRED_FIELDS } from '@tutoring/domain';
import { LeadSourceFormModal } from './LeadSourceFormModal';
import {
  HttpResponse,
  apiUrl,
  contractWrite,
  http,
  installServer,
  requestsTo,
  server,
  unprocessable,
} from '../../../test/server';
import { renderWithProviders } from '../../../test/render';

installServer();

/** The api-server's 409 text (STALE_UPDATE). */
const STALE =
  'Someone else saved this record after you opened it. Your changes were not saved: reload to see theirs, then save again.';

function setup() {
  const onSaved = jest.fn();
  renderWithProviders(<LeadSourceFormModal id={null} onClose={jest.fn()} onSaved={onSaved} />);
  return { onSaved, user: userEvent.setup() };
}
const dialog = () => screen.getByRole('dialog', { name: 'New lead source' });
const field = (name: string) => within(dialog()).getByLabelText(name, { exact: false });
const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(within(dialog()).getByRole('button', { name: 'Save' }));

describe('LeadSourceFormModal on the contract schema (CRM-20, issue 23)', () => {
  it('CRM-20, DS-13: only the name filled (every optional field empty) saves; the empty address is sent as null', async () => {
    server.use(contractWrite('POST', 'lead_sources', (member) => ({ ...member, id: 30 })));
    const { user, onSaved } = setup();
    await user.type(field('Name'), 'Library');
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 30 })));
    expect(requestsTo('POST', 'lead_sources')[0]!.body).toEqual({
      leadSource: expect.objectContaining({ name: 'Library', address: null, employeeId: null, category: null }),
    });
  });

  it('CRM-20: a missing name says "Required" on the field and sends nothing', async () => {
    const { user } = setup();
    await save(user);
    expect(await within(dialog()).findByText(FILL_REQUIRED_FIELDS)).toBeInTheDocument();
    expect(field('Name')).toHaveAccessibleDescription('Required');
    expect(requestsTo('POST', 'lead_sources')).toHaveLength(0);
  });

  it("CRM-20: the server's 422 naming the field shows on it and keeps the value", async () => {
    server.use(http.post(apiUrl('lead_sources'), () => unprocessable('Name has already been taken')));
    const { user, onSaved } = setup();
    await user.type(field('Name'), 'Library');
    await save(user);
    await waitFor(() => expect(field('Name')).toHaveAccessibleDescription('Name has already been taken'));
    expect(field('Name')).toHaveValue('Library');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('issue 20.6: an edit sends the version it was opened on; a 409 keeps the values and shows the message', async () => {
    server.use(
      http.get(apiUrl('lead_sources/30'), () =>
        HttpResponse.json(
          { leadSource: { id: 30, name: 'Library', type: 'LeadSource', address: null } },
          { headers: { ETag: 'W/"l1"' } },
        ),
      ),
      http.put(apiUrl('lead_sources/30'), () => HttpResponse.json({ errors: [STALE] }, { status: 409 })),
    );
    const onSaved = jest.fn();
    renderWithProviders(<LeadSourceFormModal id={30} onClose={jest.fn()} onSaved={onSaved} />);
    const edit = await screen.findByRole('dialog', { name: 'Edit Library' });
    const name = within(edit).getByLabelText('Name', { exact: false });
    await userEvent.clear(name);
    await userEvent.type(name, 'City Library');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(edit).findByRole('alert')).toHaveTextContent(STALE);
    expect(within(edit).getAllByRole('alert')).toHaveLength(1);
    expect(requestsTo('PUT', 'lead_sources/30')[0]!.headers.get('If-Match')).toBe('W/"l1"');
    expect(name).toHaveValue('City Library');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
