import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Student } from '@tutoring/contract';
import { StudyAreaModal } from './StudyAreaModal';
import {
  HttpResponse,
  apiUrl,
  contractWrite,
  http,
  installServer,
  listReply,
  requestsTo,
  server,
} from '../../../test/server';
import { renderWithProviders } from '../../../test/render';

installServer();

const student = { id: 5, firstName: 'Sam', lastName: 'Student' } as Student;
/** The api-server's 409 text (STALE_UPDATE). */
const STALE =
  'Someone else saved this record after you opened it. Your changes were not saved: reload to see theirs, then save again.';

beforeEach(() => server.use(http.get(apiUrl('test_dates'), () => listReply('testDates', []))));

function setup(id: number | null) {
  const onSaved = jest.fn();
  renderWithProviders(<StudyAreaModal id={id} student={student} onClose={jest.fn()} onSaved={onSaved} />);
  return { onSaved };
}

describe('StudyAreaModal on the contract schema (CRM-37, issue 23, issue 20.6)', () => {
  it('CRM-37: the student alone (tutor, subject and test date empty) saves', async () => {
    server.use(contractWrite('POST', 'study_areas', (member) => ({ ...member, id: 9 })));
    const { onSaved } = setup(null);
    const dialog = screen.getByRole('dialog', { name: 'New study area' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
    expect(requestsTo('POST', 'study_areas')[0]!.body).toEqual({
      studyArea: { tutorId: null, studentId: 5, subjectId: null, testDateId: null },
    });
  });

  it("CRM-37: the server's 422 on the subject shows on the Subject field", async () => {
    server.use(
      http.post(apiUrl('study_areas'), () =>
        HttpResponse.json(
          { errors: ['Subject is not offered'], fields: { subjectId: ['Subject is not offered'] } },
          { status: 422 },
        ),
      ),
    );
    const { onSaved } = setup(null);
    const dialog = screen.getByRole('dialog', { name: 'New study area' });
    await within(dialog).findByRole('option', { name: /Algebra/ });
    await userEvent.selectOptions(within(dialog).getByLabelText('Subject'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Subject')).toHaveAccessibleDescription('Subject is not offered'),
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('issue 20.6: an edit sends the version it was opened on; a 409 keeps the values and shows the message', async () => {
    server.use(
      http.get(apiUrl('study_areas/12'), () =>
        HttpResponse.json(
          { studyArea: { id: 12, studentId: 5, subjectId: null, testDateId: null, tutorId: null } },
          { headers: { ETag: 'W/"v1"' } },
        ),
      ),
      http.put(apiUrl('study_areas/12'), () => HttpResponse.json({ errors: [STALE] }, { status: 409 })),
    );
    const { onSaved } = setup(12);
    const dialog = await screen.findByRole('dialog', { name: 'Edit study area' });
    await within(dialog).findByRole('option', { name: /Algebra/ });
    await userEvent.selectOptions(within(dialog).getByLabelText('Subject'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(STALE);
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(requestsTo('PUT', 'study_areas/12')[0]!.headers.get('If-Match')).toBe('W/"v1"');
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('3');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
