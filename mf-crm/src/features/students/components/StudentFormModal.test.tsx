import * as api from '@tutoring/api-client/endpoints';
import { formCases } from '@tutoring/build-config/test-kit';
import { StudentFormModal } from './StudentFormModal';
import { installServer, server } from '../../../test/server';
import { renderWithProviders } from '../../../test/render';

installServer();

describe('StudentFormModal on the contract schema (CRM-32, issue 23)', () => {
  formCases({
    server,
    resource: 'students',
    dialog: 'New student',
    render: (props) => renderWithProviders(<StudentFormModal parentId={3} {...props} />),
    emptyOptional: {
      title: 'CRM-32: only the names filled (every optional field empty) saves',
      fill: { 'First name': 'Sam', 'Last name': 'Lee' },
      createdId: 40,
      sent: { firstName: 'Sam', lastName: 'Lee', email: null, grade: null, note: null, parentId: 3 },
      refs: { parentId: 'parents' },
    },
    serverInvalid: {
      title: "CRM-32: the server's 422 for a taken e-mail shows on the Email field",
      fill: { 'First name': 'Sam', 'Last name': 'Lee', Email: 'sam@example.com' },
      message: 'Email has already been taken',
      field: 'Email',
    },
    stale: {
      title:
        'issue 20.6: an edit sends the version the student page loaded; a 409 keeps the values and shows the message',
      record: { id: 40, firstName: 'Sam', lastName: 'Lee' },
      etag: 'W/"s1"',
      // The student page loads the record before its edit form opens.
      render: async (props) => {
        const student = await api.students.get(40);
        renderWithProviders(<StudentFormModal student={student} {...props} />);
      },
      dialog: 'Edit student',
      fill: { 'First name': 'Samuel' },
    },
    dismiss: {
      fill: { 'First name': 'Sam' },
    },
  });
});
