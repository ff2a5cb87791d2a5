import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Student } from '@tutoring/contract';
import { FIELD_REQUIRED, FILL_REQUIRED_FIELDS, FIX_FORM_ERRORS } from '@tutoring/domain';
import { StudyAreaModal } from './StudyAreaModal';
import { formCases, type FormCallbacks } from '@tutoring/build-config/test-kit';
import { HttpResponse, apiUrl, http, installServer, listReply, requestsTo, server } from '../../../test/server';
import { renderWithProviders } from '../../../test/render';

installServer();

const student = { id: 5, firstName: 'Sam', lastName: 'Student' } as Student;

beforeEach(() => server.use(http.get(apiUrl('test_dates'), () => listReply('testDates', []))));

const form =
  (id: number | null) =>
  ({ onSaved, onClose }: FormCallbacks) =>
    renderWithProviders(<StudyAreaModal id={id} student={student} onClose={onClose} onSaved={onSaved} />);

describe('StudyAreaModal on the contract schema (CRM-37, issue 23, issue 20.6)', () => {
  formCases({
    server,
    resource: 'study_areas',
    dialog: 'New study area',
    render: form(null),
    emptyOptional: {
      title: 'CRM-37: the student alone (tutor, subject and test date empty) saves',
      fill: {},
      createdId: 9,
      sent: { tutorId: null, studentId: 5, subjectId: null, testDateId: null },
      refs: { studentId: 'students' },
    },
    serverInvalid: {
      title: "CRM-37: the server's 422 on the subject shows on the Subject field",
      fill: { Subject: { select: '3' } },
      message: 'Subject is not offered',
      field: 'Subject',
    },
    stale: {
      title: 'issue 20.6: an edit sends the version it was opened on; a 409 keeps the values and shows the message',
      render: form(12),
      dialog: 'Edit study area',
      record: { id: 12, studentId: 5, subjectId: null, testDateId: null, tutorId: null },
      loaded: { Student: 'Sam Student' },
      etag: 'W/"v1"',
      fill: { Subject: { select: '3' } },
    },
    dismiss: { fill: { Subject: { select: '3' } } },
  });
});

describe('StudyAreaModal load failure', () => {
  it('a study area that could not be loaded says so in the dialog, with Retry, which asks again and opens the form', async () => {
    let down = true;
    server.use(
      http.get(apiUrl('study_areas/12'), () =>
        down
          ? HttpResponse.json({ errors: ['Down'] }, { status: 500 })
          : HttpResponse.json({
              studyArea: { id: 12, studentId: 5, subjectId: null, testDateId: null, tutorId: null },
            }),
      ),
    );
    renderWithProviders(
      <StudyAreaModal id={12} student={student} onClose={() => undefined} onSaved={() => undefined} />,
    );
    // The form's dialog opens at once with its spinner; the failure takes its place.
    const failure = (await screen.findByText('We could not load this study area.')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(screen.getByRole('dialog', { name: 'Edit study area' })).toContainElement(failure);
    down = false;
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    const form = await screen.findByRole('dialog', { name: 'Edit study area' });
    expect(await within(form).findByRole('combobox', { name: 'Subject' })).toBeInTheDocument();
    expect(within(form).queryByText('We could not load this study area.')).not.toBeInTheDocument();
  });
});

describe('StudyAreaModal banner (DS-03)', () => {
  it('CRM-37, DS-03: no student chosen says DS-03\'s sentence in the banner and "Required" on the field, and sends nothing', async () => {
    renderWithProviders(<StudyAreaModal id={null} student={null} onClose={jest.fn()} onSaved={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'New study area' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FIX_FORM_ERRORS);
    expect(within(dialog).queryByText(FILL_REQUIRED_FIELDS)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Student/ })).toHaveAccessibleDescription(FIELD_REQUIRED);
    expect(requestsTo('POST', 'study_areas')).toHaveLength(0);
  });
});
