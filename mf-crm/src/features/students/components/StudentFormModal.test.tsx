import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@tutoring/api-client';
import { StudentFormModal } from './StudentFormModal';
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

  it('issue 20.6: an edit sends the version the student page loaded; a 409 keeps the values and shows the message', async () => {
    server.use(
      http.get(apiUrl('students/40'), () =>
        HttpResponse.json({ student: { id: 40, firstName: 'Sam', lastName: 'Lee' } }, { headers: { ETag: 'W/"s1"' } }),
      ),
      http.put(apiUrl('students/40'), () => HttpResponse.json({ errors: [STALE] }, { status: 409 })),
    );
    // The student page loads the record before its edit form opens.
    const student = await api.students.get(40);
    const onSaved = jest.fn();
    renderWithProviders(<StudentFormModal student={student} onClose={jest.fn()} onSaved={onSaved} />);
    const edit = screen.getByRole('dialog', { name: 'Edit student' });
    const first = within(edit).getByLabelText('First name', { exact: false });
    await userEvent.clear(first);
    await userEvent.type(first, 'Samuel');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(edit).findByRole('alert')).toHaveTextContent(STALE);
    expect(within(edit).getAllByRole('alert')).toHaveLength(1);
    expect(requestsTo('PUT', 'students/40')[0]!.headers.get('If-Match')).toBe('W/"s1"');
    expect(first).toHaveValue('Samuel');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
