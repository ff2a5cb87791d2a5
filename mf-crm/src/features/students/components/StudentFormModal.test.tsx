import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StudentFormModal } from './StudentFormModal';
import { apiUrl, contractWrite, http, installServer, requestsTo, server, unprocessable } from '../../../test/server';
import { renderWithProviders } from '../../../test/render';

installServer();

function setup() {
  const onSaved = jest.fn();
  renderWithProviders(<StudentFormModal parentId={3} onClose={jest.fn()} onSaved={onSaved} />);
  return { onSaved, user: userEvent.setup() };
}
const dialog = () => screen.getByRole('dialog', { name: 'New student' });
const field = (name: string) => within(dialog()).getByLabelText(name, { exact: false });

describe('StudentFormModal on the contract schema (CRM-32, issue 23)', () => {
  it('CRM-32: only the names filled (every optional field empty) saves', async () => {
    server.use(contractWrite('POST', 'students', (member) => ({ ...member, id: 40 })));
    const { user, onSaved } = setup();
    await user.type(field('First name'), 'Sam');
    await user.type(field('Last name'), 'Lee');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 40 })));
    expect(requestsTo('POST', 'students')[0]!.body).toEqual({
      student: { firstName: 'Sam', lastName: 'Lee', email: null, grade: null, note: null, parentId: 3 },
    });
  });

  it("CRM-32: the server's 422 for a taken e-mail shows on the Email field", async () => {
    server.use(http.post(apiUrl('students'), () => unprocessable('Email has already been taken')));
    const { user, onSaved } = setup();
    await user.type(field('First name'), 'Sam');
    await user.type(field('Last name'), 'Lee');
    await user.type(field('Email'), 'sam@example.com');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription('Email has already been taken'));
    expect(field('Email')).toHaveValue('sam@example.com');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
