import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestDateModal } from './TestDateModal';
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
  renderWithProviders(<TestDateModal id={null} onClose={jest.fn()} onSaved={onSaved} />);
  return { onSaved, user: userEvent.setup() };
}
const dialog = () => screen.getByRole('dialog', { name: 'New test date' });

describe('TestDateModal on the contract schema (CRM-38, issue 23)', () => {
  it('CRM-38: only the date (the subject empty) saves', async () => {
    server.use(contractWrite('POST', 'test_dates', (member) => ({ ...member, id: 12 })));
    const { user, onSaved } = setup();
    await user.type(within(dialog()).getByLabelText(/^Date/), '05/04/2027');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 12 })));
    expect(requestsTo('POST', 'test_dates')[0]!.body).toEqual({ testDate: { date: '2027-05-04', subjectId: null } });
  });

  it("CRM-38: the server's 422 naming the date shows on the Date field", async () => {
    server.use(http.post(apiUrl('test_dates'), () => unprocessable('Date is in the past')));
    const { user, onSaved } = setup();
    const date = within(dialog()).getByLabelText(/^Date/);
    await user.type(date, '05/04/2027');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(date).toHaveAccessibleDescription(/Date is in the past/));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('issue 20.6: an edit sends the version it was opened on; a 409 keeps the date and shows the message once', async () => {
    server.use(
      http.get(apiUrl('test_dates/12'), () =>
        HttpResponse.json(
          { testDate: { id: 12, date: '2027-05-04', subjectId: null } },
          { headers: { ETag: 'W/"t1"' } },
        ),
      ),
      http.put(apiUrl('test_dates/12'), () => HttpResponse.json({ errors: [STALE] }, { status: 409 })),
    );
    const onSaved = jest.fn();
    renderWithProviders(<TestDateModal id={12} onClose={jest.fn()} onSaved={onSaved} />);
    const edit = await screen.findByRole('dialog', { name: 'Edit test date' });
    const date = within(edit).getByLabelText(/^Date/);
    await userEvent.clear(date);
    await userEvent.type(date, '06/01/2027');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(edit).findByRole('alert')).toHaveTextContent(STALE);
    expect(within(edit).getAllByRole('alert')).toHaveLength(1);
    expect(requestsTo('PUT', 'test_dates/12')[0]!.headers.get('If-Match')).toBe('W/"t1"');
    expect(date).toHaveValue('06/01/2027');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
