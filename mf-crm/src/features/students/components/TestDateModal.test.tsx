import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestDateModal } from './TestDateModal';
import { apiUrl, contractWrite, http, installServer, requestsTo, server, unprocessable } from '../../../test/server';
import { renderWithProviders } from '../../../test/render';

installServer();

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
});
