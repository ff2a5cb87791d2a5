import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILL_REQUIRED_FIELDS, FIX_FORM_ERRORS, MERGE_COMPLETE, SERVER_ERROR_TITLE } from '@tutoring/domain';
import { DEFAULT_SETTINGS, installShellServices } from '@tutoring/platform';
import { formCases, leavingThePage } from '@tutoring/build-config/test-kit';
import { POINTS_ADDED, POINTS_RULE, StudentPage } from './StudentPage';
import { HttpResponse, apiUrl, http, installServer, listReply, requestsTo, server } from '../../test/server';
import { currentLocation, renderWithProviders, staffUser } from '../../test/render';

installServer();

const student = {
  id: 5,
  firstName: 'Sam',
  lastName: 'Student',
  email: 'sam@example.com',
  grade: 0,
  points: 40,
  active: true,
  userId: 50,
  school: { id: 3, name: 'Lincoln High' },
  parentId: 1,
};
const startSpoofing = jest.fn(async () => undefined);
beforeEach(() => {
  installShellServices({
    logout: async () => undefined,
    startSpoofing,
    stopSpoofing: async () => undefined,
    reloadCurrentUser: async () => undefined,
    retryRemote: async () => undefined,
    settings: DEFAULT_SETTINGS,
  });
});

function setup(overrides: Record<string, unknown> = {}, user = staffUser()) {
  server.use(
    http.get(apiUrl('students/5'), () => HttpResponse.json({ student: { ...student, ...overrides } })),
    http.get(apiUrl('study_areas'), () =>
      listReply('studyAreas', [
        { id: 11, studentId: 5, subjectId: 4, subject: { id: 4, name: 'SAT' }, testDateId: null },
      ]),
    ),
    http.get(apiUrl('notes'), () => listReply('notes', [])),
  );
  renderWithProviders(<StudentPage />, { url: '/students/5', path: '/students/:id', user });
  return userEvent.setup();
}
const heading = () => screen.findByRole('heading', { level: 1, name: 'Sam Student' });
const action = (name: string) =>
  within(screen.getByRole('toolbar', { name: 'Student actions' })).getByRole('button', { name });

describe('the points form (CRM-34)', () => {
  // An inline form of the page (no dialog, no onSaved): the toast is the save the user sees.
  formCases({
    server,
    resource: 'students',
    dialog: { role: 'form', name: 'Points' },
    submitLabel: 'Add points',
    render: () => setup(),
    emptyOptional: {
      title: 'CRM-34, issue 23: the points (the one field) are added with PUT students/{id}/increment_points',
      action: 'students/:id/increment_points',
      method: 'PUT',
      id: 5,
      fill: { 'Points to add': '25' },
      reply: { student: { ...student, points: 65 } },
      sent: { points: 25 },
      saved: () => screen.findByText(POINTS_ADDED),
    },
    serverInvalid: {
      title: "CRM-34, issue 23: the server's 422 shows on the points field and keeps the number",
      action: 'students/:id/increment_points',
      method: 'PUT',
      id: 5,
      fill: { 'Points to add': '-99' },
      message: 'Points cannot make the total negative',
      field: 'Points to add',
    },
  });
});

describe('StudentPage', () => {
  it('CRM-25: loads the student with the school and shows grade K', async () => {
    setup();
    await heading();
    expect(requestsTo('GET', 'students/5')[0]!.url.searchParams.get('include')).toBe('school,parent');
    expect(screen.getByText('Lincoln High')).toBeInTheDocument();
    expect(screen.getByText('K')).toBeInTheDocument();
  });

  it('SHL-10: an admin can log in as the student (spoofing)', async () => {
    const user = setup();
    await heading();
    await user.click(action('Log in as student'));
    expect(startSpoofing).toHaveBeenCalledWith({ type: 'Student', id: 5, name: 'Sam Student' });
  });

  it('SHL-10: someone who is not an admin is not offered spoofing', async () => {
    setup({}, staffUser({ roles: ['crm'], permissions: [] }));
    await heading();
    expect(screen.queryByRole('button', { name: 'Log in as student' })).not.toBeInTheDocument();
  });

  it('CRM-32: the student form needs first and last name', async () => {
    server.use(
      http.put(apiUrl('students/5'), () => HttpResponse.json({ student: { ...student, firstName: 'Samuel' } })),
    );
    const user = setup();
    await heading();
    await user.click(action('Edit'));
    const dialog = screen.getByRole('dialog', { name: 'Edit student' });
    await user.clear(within(dialog).getByLabelText(/First name/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(FILL_REQUIRED_FIELDS)).toBeInTheDocument();
    expect(requestsTo('PUT', 'students/5')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/First name/), 'Samuel');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Samuel Student' })).toBeInTheDocument();
    expect(requestsTo('PUT', 'students/5')[0]!.body).toEqual({
      student: expect.objectContaining({ firstName: 'Samuel', lastName: 'Student', grade: 0 }),
    });
  });

  it('CRM-33: deactivates and activates with PUT students/{id}/deactivate|activate', async () => {
    server.use(
      http.put(apiUrl('students/5/deactivate'), () => HttpResponse.json({ student: { ...student, active: false } })),
      http.put(apiUrl('students/5/activate'), () => HttpResponse.json({ student: { ...student, active: true } })),
    );
    const user = setup();
    await heading();
    await user.click(action('Deactivate'));
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(requestsTo('PUT', 'students/5/deactivate')).toHaveLength(1);
    expect(requestsTo('PUT', 'students/5/activate')).toHaveLength(1);
  });

  it('CRM-34: increments points with PUT students/{id}/increment_points {points} and shows the reply', async () => {
    server.use(
      http.put(apiUrl('students/5/increment_points'), () => HttpResponse.json({ student: { ...student, points: 65 } })),
    );
    const user = setup();
    await heading();
    expect(screen.getByTestId('student-points')).toHaveTextContent('40');
    expect(leavingThePage()).toBe('left');
    await user.type(screen.getByLabelText('Points to add'), '25');
    expect(leavingThePage()).toBe('asked');
    await user.click(screen.getByRole('button', { name: 'Add points' }));
    await waitFor(() => expect(screen.getByTestId('student-points')).toHaveTextContent('65'));
    await waitFor(() => expect(screen.getByLabelText('Points to add')).toHaveValue(null));
    await waitFor(() => expect(leavingThePage()).toBe('left'));
    expect(requestsTo('PUT', 'students/5/increment_points')[0]!.body).toEqual({ points: 25 });
  });

  it("CRM-34: empty points send nothing ('Required'), 0, 2.5 or 1000000 say why; the server's 422 shows on the points field", async () => {
    server.use(
      http.put(apiUrl('students/5/increment_points'), () =>
        HttpResponse.json({ errors: ['Points cannot make the total negative'] }, { status: 422 }),
      ),
    );
    const user = setup();
    await heading();
    const points = screen.getByLabelText('Points to add');
    await user.click(screen.getByRole('button', { name: 'Add points' }));
    await waitFor(() => expect(points).toHaveAccessibleDescription('Required'));
    // A typed number that cannot be added says why, not "Required".
    for (const typed of ['0', '2.5', '1000000']) {
      await user.clear(points);
      await user.type(points, typed);
      await user.click(screen.getByRole('button', { name: 'Add points' }));
      await waitFor(() => expect(points).toHaveAccessibleDescription(POINTS_RULE));
    }
    expect(requestsTo('PUT', 'students/5/increment_points')).toHaveLength(0);
    await user.clear(points);
    await user.type(points, '-99');
    await user.click(screen.getByRole('button', { name: 'Add points' }));
    await waitFor(() => expect(points).toHaveAccessibleDescription('Points cannot make the total negative'));
    expect(points).toHaveValue(-99);
    expect(screen.getByTestId('student-points')).toHaveTextContent('40');
  });

  it('CRM-26: merges students (xl), shows merge complete (md) and opens the kept student', async () => {
    server.use(
      http.get(apiUrl('students.json'), () =>
        listReply('students', [
          { id: 6, firstName: 'Sammy', lastName: 'Student', school: { id: 3, name: 'Lincoln High' } },
        ]),
      ),
      http.post(apiUrl('students/merge'), () => HttpResponse.json({ student: { ...student } })),
    );
    const user = setup();
    await heading();
    await user.click(action('Merge'));
    const dialog = screen.getByRole('dialog', { name: 'Merge students' });
    await user.type(within(dialog).getByRole('combobox'), 'Sammy');
    await user.click(await screen.findByRole('option', { name: /Sammy Student/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText(MERGE_COMPLETE)).toBeInTheDocument();
    expect(requestsTo('POST', 'students/merge')[0]!.body).toEqual({
      student: { currentId: 5, transferId: 6, notes: '' },
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(currentLocation()).toBe('/students/5'));
    expect(screen.queryByText(MERGE_COMPLETE)).not.toBeInTheDocument();
  });

  it('CRM-37: the study area modal (md) shows subjects with their category and saves study_areas/{id}', async () => {
    server.use(
      http.get(apiUrl('study_areas/11'), () =>
        HttpResponse.json({
          studyArea: { id: 11, studentId: 5, subjectId: 4, student: { id: 5, firstName: 'Sam', lastName: 'Student' } },
        }),
      ),
      http.get(apiUrl('test_dates'), () => listReply('testDates', [{ id: 21, date: '2026-03-14', subjectId: 4 }])),
      http.put(apiUrl('study_areas/11'), () => HttpResponse.json({ studyArea: { id: 11 } })),
    );
    const user = setup();
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Edit study area SAT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit study area' });
    await within(dialog).findByRole('option', { name: 'Algebra (Math)' });
    await user.selectOptions(within(dialog).getByLabelText('Subject'), '3');
    await within(dialog).findByRole('option', { name: '03/14/2026 — SAT (Test Prep)' });
    await user.selectOptions(within(dialog).getByLabelText('Test date'), '21');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo('PUT', 'study_areas/11')).toHaveLength(1));
    expect(requestsTo('PUT', 'study_areas/11')[0]!.body).toEqual({
      studyArea: { tutorId: null, studentId: 5, subjectId: 3, testDateId: 21 },
    });
  });

  it('CRM-38: the test date modal (md) takes MM/DD/YYYY and saves test_dates, then links it to the study area', async () => {
    server.use(
      http.post(apiUrl('test_dates'), () =>
        HttpResponse.json({ testDate: { id: 22, date: '2026-05-02', subjectId: 4 } }),
      ),
      http.put(apiUrl('study_areas/11'), () => HttpResponse.json({ studyArea: { id: 11, testDateId: 22 } })),
    );
    const user = setup();
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Test date of SAT' }));
    const dialog = screen.getByRole('dialog', { name: 'New test date' });
    await user.type(within(dialog).getByLabelText(/Date/), '2026-05-02');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // DS-03: the date is filled but not MM/DD/YYYY: an error to fix, not a field to fill.
    expect(await within(dialog).findByText(FIX_FORM_ERRORS)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Date/));
    await user.type(within(dialog).getByLabelText(/Date/), '05/02/2026');
    await user.selectOptions(within(dialog).getByLabelText('Subject'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo('PUT', 'study_areas/11')).toHaveLength(1));
    expect(requestsTo('POST', 'test_dates')[0]!.body).toEqual({ testDate: { date: '2026-05-02', subjectId: 4 } });
    expect(requestsTo('PUT', 'study_areas/11')[0]!.body).toEqual({ studyArea: { testDateId: 22 } });
  });

  it('DS-03: a form whose inputs are invalid says "Please fix the errors on the form."', async () => {
    const user = setup();
    await heading();
    await user.click(action('Edit'));
    const dialog = screen.getByRole('dialog', { name: 'Edit student' });
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'not an email');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(FIX_FORM_ERRORS)).toBeInTheDocument();
    expect(requestsTo('PUT', 'students/5')).toHaveLength(0);
  });

  it('CRM-38, issue 23.3: the new test date shows on its study area at once (the save invalidates the study areas)', async () => {
    let area: Record<string, unknown> = {
      id: 11,
      studentId: 5,
      subjectId: 4,
      subject: { id: 4, name: 'SAT' },
      testDateId: null,
    };
    server.use(
      http.post(apiUrl('test_dates'), () =>
        HttpResponse.json({ testDate: { id: 22, date: '2026-05-02', subjectId: 4 } }),
      ),
      http.put(apiUrl('study_areas/11'), () => {
        area = { ...area, testDateId: 22, testDate: { id: 22, date: '2026-05-02' } };
        return HttpResponse.json({ studyArea: area });
      }),
    );
    const user = setup();
    server.use(http.get(apiUrl('study_areas'), () => listReply('studyAreas', [area])));
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Test date of SAT' }));
    const dialog = screen.getByRole('dialog', { name: 'New test date' });
    await user.type(within(dialog).getByLabelText(/Date/), '05/02/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/test on 05\/02\/2026/)).toBeInTheDocument();
  });

  it('CRM-17, API-09, issue 23.3: a 500 on unlock shows the generic error toast and the login stays locked', async () => {
    server.use(http.put(apiUrl('users/50/unlock'), () => new HttpResponse(null, { status: 500 })));
    const user = setup({ lockedAt: '2026-01-01T10:00:00Z' });
    await heading();
    await user.click(action('Unlock login'));
    expect(await screen.findByText(SERVER_ERROR_TITLE)).toBeInTheDocument();
    expect(action('Unlock login')).toBeEnabled();
  });

  it("CRM-26: after a merge the kept student's study areas and notes are asked again and shown without a reload; the heading has the focus", async () => {
    let merged = false;
    const user = setup();
    server.use(
      http.get(apiUrl('students.json'), () =>
        listReply('students', [
          { id: 6, firstName: 'Sammy', lastName: 'Student', school: { id: 3, name: 'Lincoln High' } },
        ]),
      ),
      http.post(apiUrl('students/merge'), () => {
        merged = true;
        return HttpResponse.json({ student });
      }),
      http.get(apiUrl('study_areas'), () =>
        listReply(
          'studyAreas',
          merged ? [{ id: 12, studentId: 5, subjectId: 3, subject: { id: 3, name: 'Algebra' }, testDateId: null }] : [],
        ),
      ),
      http.get(apiUrl('notes'), () =>
        listReply(
          'notes',
          merged
            ? [
                {
                  id: 9,
                  body: 'Moved from Sammy',
                  regarding: { id: 5, type: 'Student' },
                  createdAt: '2026-01-02T15:00:00Z',
                },
              ]
            : [],
        ),
      ),
    );
    await heading();
    expect(await screen.findByText('No study areas.')).toBeInTheDocument();
    await user.click(action('Merge'));
    const dialog = screen.getByRole('dialog', { name: 'Merge students' });
    await user.type(within(dialog).getByRole('combobox'), 'Sammy');
    await user.click(await screen.findByRole('option', { name: /Sammy Student/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Edit study area Algebra' })).toBeInTheDocument();
    expect(await screen.findByText('Moved from Sammy')).toBeInTheDocument();
    expect(screen.queryByText('No study areas.')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Sam Student' })).toHaveFocus());
  });

  it('CRM-33: an action on a student merged elsewhere (404) shows that it does not exist, without its actions', async () => {
    const user = setup();
    await heading();
    const gone = () => HttpResponse.json({ errors: ['Not found'] }, { status: 404 });
    server.use(http.get(apiUrl('students/5'), gone), http.put(apiUrl('students/5/deactivate'), gone));
    await user.click(action('Deactivate'));
    expect(await screen.findByText('This student does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Student actions' })).not.toBeInTheDocument();
  });

  it('CRM-17: "Change password" is offered to admins only (the server refuses anyone else, 403)', async () => {
    setup({}, staffUser({ roles: ['crm'], permissions: [] }));
    await heading();
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
    expect(action('Edit')).toBeInTheDocument();
  });
});
