import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { HttpResponse, STALE_UPDATE, formCases } from '@tutoring/build-config/test-kit';
import { installServer, lastRequest, on, renderUi, server, signIn } from '../../test/utils';
import { CoursesPage } from './CoursesPage';
import { CANCEL_COURSE_CONFIRM, CourseEditModal, TUTOR_STAFFING_LINK } from './components/CourseEditModal';

installServer();

/**
 * `courses/5` as the api-server keeps it: GET and PUT answer the stored course with its version as `ETag`; a PUT
 * whose `If-Match` is not the stored version answers 409, otherwise it merges its body and bumps the version;
 * `change_status` sets the status (and bumps the version).
 */
function storedCourse(initial: Record<string, unknown>) {
  let course: Record<string, unknown> = { id: 5, ...initial };
  let version = 1;
  const reply = () => HttpResponse.json({ course }, { headers: { ETag: `"v${version}"` } });
  on('get', 'courses/5', reply);
  on('put', 'courses/5', async ({ request }) => {
    const ifMatch = request.headers.get('If-Match');
    if (ifMatch && ifMatch !== `"v${version}"`) return HttpResponse.json({ errors: [STALE_UPDATE] }, { status: 409 });
    course = { ...course, ...((await request.json()) as { course: object }).course };
    version += 1;
    return reply();
  });
  on('put', 'courses/5/change_status', async ({ request }) => {
    const { event } = (await request.json()) as { event: string };
    const to: Record<string, string> = { publish: 'published', cancel: 'canceled' };
    course = { ...course, status: to[event] ?? course.status };
    version += 1;
    return { course };
  });
  return {
    /** Someone else saves the course (a new version). */
    savedElsewhere: () => {
      version += 1;
    },
  };
}

const meta = { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 25 };
const page = (route: string) =>
  renderUi(
    <Routes>
      <Route path="/courses" element={<CoursesPage />} />
      <Route path="/courses/:id" element={<CoursesPage />} />
    </Routes>,
    { route },
  );

describe('CoursesPage', () => {
  beforeEach(() => signIn());

  it('SES-44: membership, homework help and hosted lists come from their calls; templates from course_templates', async () => {
    on('get', 'courses/membership', { courses: [{ id: 1, title: 'Math Club', status: 'published' }], meta });
    on('get', 'courses/homework_help', { courses: [{ id: 2, title: 'Homework Hub', status: 'published' }], meta });
    on('get', 'courses/hosted', { courses: [{ id: 3, title: 'Hosted SAT', status: 'draft' }], meta });
    on('get', 'course_templates', { courseTemplates: [{ id: 4, title: 'SAT Template', duration: 90 }], meta });
    const u = userEvent.setup({ delay: null });
    page('/courses');
    expect(await screen.findByRole('button', { name: 'Math Club' })).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Homework help' }));
    expect(await screen.findByRole('button', { name: 'Homework Hub' })).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Hosted' }));
    expect(await screen.findByRole('button', { name: 'Hosted SAT' })).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Course templates' }));
    expect(await screen.findByText('SAT Template')).toBeInTheDocument();
  });

  it('SES-44: a tutor is not offered the course templates (staff only on the api-server); the other tabs load', async () => {
    signIn({ roles: ['tutor'], permissions: ['TUTOR'], employeeId: 8, type: 'Employee' });
    on('get', 'courses/membership', { courses: [{ id: 1, title: 'Math Club', status: 'published' }], meta });
    on('get', 'brands', { brands: [{ id: 2, name: 'Math', paymentType: 'fixed' }], meta });
    // The api-server's answer to a tutor: never asked, as the tab is not there.
    on('get', 'course_templates', () =>
      HttpResponse.json({ errors: ['You are not allowed to do that.'] }, { status: 403 }),
    );
    const u = userEvent.setup({ delay: null });
    // Even a staff link naming the templates tab shows a tutor the membership list.
    page('/courses?courses.tab=templates');
    expect(await screen.findByRole('button', { name: 'Math Club' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Membership',
      'Homework help',
      'Hosted',
      'Brands',
    ]);
    await u.click(screen.getByRole('tab', { name: 'Brands' }));
    expect(await screen.findByText('Math')).toBeInTheDocument();
    expect(screen.queryByText(/could not load/)).not.toBeInTheDocument();
    expect(lastRequest('course_templates', 'GET')).toBeUndefined();
  });

  it('SES-42, OP-14: /courses/:id loads the course; its status changes by sending an event', async () => {
    on('get', 'courses/membership', { courses: [], meta: { ...meta, totalCount: 0, totalPages: 0 } });
    storedCourse({ title: 'Algebra I', status: 'draft' });
    const u = userEvent.setup({ delay: null });
    page('/courses/5');
    const dialog = await screen.findByRole('dialog', { name: 'Course: Algebra I' });
    expect(within(dialog).queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(lastRequest('courses/5/change_status', 'PUT')!.body).toEqual({ event: 'publish' }));
    expect(await within(dialog).findByText('Status: published')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Complete' })).toBeInTheDocument();
  });

  it('SES-42, OP-14: "Cancel course" asks first, saying it cannot be undone; "Keep course" sends nothing, confirming cancels', async () => {
    on('get', 'courses/membership', { courses: [], meta: { ...meta, totalCount: 0, totalPages: 0 } });
    storedCourse({ title: 'Algebra I', status: 'published' });
    const u = userEvent.setup({ delay: null });
    page('/courses/5');
    const dialog = await screen.findByRole('dialog', { name: 'Course: Algebra I' });
    await u.click(within(dialog).getByRole('button', { name: CANCEL_COURSE_CONFIRM.confirmLabel }));
    // Before, one click canceled the course, and canceled has no way back.
    let ask = await screen.findByRole('alertdialog', { name: CANCEL_COURSE_CONFIRM.title });
    expect(ask).toHaveTextContent('this cannot be undone');
    await u.click(within(ask).getByRole('button', { name: CANCEL_COURSE_CONFIRM.cancelLabel }));
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: CANCEL_COURSE_CONFIRM.title })).not.toBeInTheDocument(),
    );
    expect(lastRequest('courses/5/change_status', 'PUT')).toBeUndefined();
    expect(within(dialog).getByText('Status: published')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: CANCEL_COURSE_CONFIRM.confirmLabel }));
    ask = await screen.findByRole('alertdialog', { name: CANCEL_COURSE_CONFIRM.title });
    await u.click(within(ask).getByRole('button', { name: CANCEL_COURSE_CONFIRM.confirmLabel }));
    await waitFor(() => expect(lastRequest('courses/5/change_status', 'PUT')!.body).toEqual({ event: 'cancel' }));
    expect(await within(dialog).findByText('Status: canceled')).toBeInTheDocument();
  });

  it('SES-42: a course that does not exist (404) says so in the dialog without Retry; another failure offers Retry', async () => {
    on('get', 'courses/membership', { courses: [], meta: { ...meta, totalCount: 0, totalPages: 0 } });
    let status = 404;
    on('get', 'courses/5', () => HttpResponse.json({ errors: ['Not found'] }, { status }));
    const first = page('/courses/5');
    const missing = await screen.findByText('This course does not exist.');
    const dialog = screen.getByRole('dialog', { name: 'Course' });
    expect(dialog).toContainElement(missing);
    expect(within(dialog).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    first.unmount();
    status = 500;
    page('/courses/5');
    await screen.findByText('We could not load this course.');
    const failed = screen.getByRole('dialog', { name: 'Course' });
    expect(within(failed).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('SES-42: saving puts the course', async () => {
    on('get', 'courses/membership', { courses: [], meta: { ...meta, totalCount: 0, totalPages: 0 } });
    on('get', 'courses/5', { course: { id: 5, title: 'Algebra I', status: 'draft' } });
    on('put', 'courses/5', { course: { id: 5, title: 'Algebra II', status: 'draft' } });
    const u = userEvent.setup({ delay: null });
    page('/courses/5');
    const title = await screen.findByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveValue('Algebra I'));
    await u.clear(title);
    await u.type(title, 'Algebra II');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect((lastRequest('courses/5', 'PUT')!.body as { course: Record<string, unknown> }).course).toMatchObject({
        title: 'Algebra II',
      }),
    );
  });

  it('SES-43, OP-72: the roster message is shown as a toast', async () => {
    on('get', 'courses/membership', { courses: [], meta: { ...meta, totalCount: 0, totalPages: 0 } });
    on('get', 'courses/5', { course: { id: 5, title: 'Algebra I', status: 'published' } });
    on('get', 'courses/5/roster', {
      message: 'The roster for Algebra I (3 students) has been sent to admin@example.com.',
    });
    const u = userEvent.setup({ delay: null });
    page('/courses/5');
    await u.click(await screen.findByRole('button', { name: 'Roster' }));
    expect(
      await screen.findByText('The roster for Algebra I (3 students) has been sent to admin@example.com.'),
    ).toBeInTheDocument();
  });
  it('SES-42, OP-11, OP-31l: the title is required and at most 191 characters; grade levels read TK and K (DOM-16); nothing is sent while invalid', async () => {
    on('get', 'courses/membership', { courses: [], meta: { ...meta, totalCount: 0, totalPages: 0 } });
    on('get', 'courses/5', { course: { id: 5, title: 'Algebra I', status: 'draft', gradeLevel: 0 } });
    on('put', 'courses/5', { course: { id: 5, title: 'Algebra I', status: 'draft', gradeLevel: -1 } });
    const u = userEvent.setup({ delay: null });
    page('/courses/5');
    const title = await screen.findByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveValue('Algebra I'));
    const grade = screen.getByLabelText('Grade level');
    expect(grade).toHaveDisplayValue('K');
    await u.clear(title);
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await u.type(title, 'x'.repeat(192));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Maximum 191 characters')).toBeInTheDocument();
    expect(lastRequest('courses/5', 'PUT')).toBeUndefined();
    await u.clear(title);
    await u.type(title, 'Algebra I');
    await u.selectOptions(grade, 'TK');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect((lastRequest('courses/5', 'PUT')!.body as { course: Record<string, unknown> }).course).toMatchObject({
        title: 'Algebra I',
        gradeLevel: -1,
      }),
    );
  });
  it('SES-29, OP-43: a reserved course names the student (loaded by id) and offers Unreserve, which clears both fields', async () => {
    on('get', 'courses/membership', { courses: [], meta: { ...meta, totalCount: 0, totalPages: 0 } });
    storedCourse({
      title: 'Algebra I',
      status: 'published',
      reservedForId: 11,
      reservedUntil: '2027-06-01',
    });
    on('get', 'students/11', { student: { id: 11, firstName: 'Sam', lastName: 'Student' } });
    const u = userEvent.setup({ delay: null });
    page('/courses/5');
    expect(await screen.findByText('Reserved for Sam Student until 06/01/2027')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reserve' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Unreserve' }));
    await waitFor(() =>
      expect(lastRequest('courses/5', 'PUT')!.body).toEqual({ course: { reservedForId: null, reservedUntil: null } }),
    );
    expect(await screen.findByRole('button', { name: 'Reserve' })).toBeInTheDocument();
    expect(screen.queryByText(/^Reserved for Sam/)).not.toBeInTheDocument();
  });

  it("STF-19: the course edit modal links to the course's Course Tutor Staffing modal, as the list rows do", async () => {
    on('get', 'courses/membership', { courses: [], meta: { ...meta, totalCount: 0, totalPages: 0 } });
    storedCourse({ title: 'Algebra I', status: 'draft' });
    page('/courses/5');
    const dialog = await screen.findByRole('dialog', { name: 'Course: Algebra I' });
    expect(within(dialog).getByRole('link', { name: TUTOR_STAFFING_LINK })).toHaveAttribute(
      'href',
      '/tutors?courseId=5',
    );
  });
  it('SES-42, SES-43: in the tutor app the course is read-only (no status events, reserve, batch enroll, editable title or Save); Roster stays', async () => {
    signIn({ roles: ['tutor'], permissions: ['TUTOR'], employeeId: 8, type: 'Employee' });
    on('get', 'courses/membership', { courses: [], meta: { ...meta, totalCount: 0, totalPages: 0 } });
    on('get', 'courses/5', { course: { id: 5, title: 'Algebra I', status: 'published', gradeLevel: 0, duration: 60 } });
    on('get', 'courses/5/roster', {
      message: 'The roster for Algebra I (3 students) has been sent to tutor@example.com.',
    });
    const u = userEvent.setup({ delay: null });
    page('/courses/5');
    const dialog = await screen.findByRole('dialog', { name: 'Course: Algebra I' });
    expect(await within(dialog).findByText('published')).toBeInTheDocument();
    expect(within(dialog).getByText('Algebra I')).toBeInTheDocument();
    expect(within(dialog).getByText('K')).toBeInTheDocument();
    for (const name of ['Unpublish', 'Complete', 'Cancel course', 'Reserve', 'Unreserve', 'Batch enroll', 'Save'])
      expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: TUTOR_STAFFING_LINK })).not.toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Roster' }));
    expect(
      await screen.findByText('The roster for Algebra I (3 students) has been sent to tutor@example.com.'),
    ).toBeInTheDocument();
    expect(lastRequest('courses/5', 'PUT')).toBeUndefined();
  });
});

describe('CourseEditModal on the contract schema (issue 23, issue 20.6)', () => {
  beforeEach(() => {
    signIn();
    on('get', 'courses/membership', { courses: [], meta: { ...meta, totalCount: 0, totalPages: 0 } });
  });

  it('SES-42: a duration outside 1..100000 is refused on its field; nothing is sent', async () => {
    storedCourse({ title: 'Algebra I', status: 'draft' });
    const u = userEvent.setup({ delay: null });
    page('/courses/5');
    const title = await screen.findByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveValue('Algebra I'));
    await u.type(screen.getByLabelText('Duration (minutes)'), '0');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Duration (minutes)')).toHaveAccessibleDescription('Must be between 1 and 100000'),
    );
    expect(lastRequest('courses/5', 'PUT')).toBeUndefined();
  });

  it('issue 20.6: after its own status change the form saves on the new version (no 409)', async () => {
    storedCourse({ title: 'Algebra I', status: 'draft' });
    const u = userEvent.setup({ delay: null });
    page('/courses/5');
    const dialog = await screen.findByRole('dialog', { name: 'Course: Algebra I' });
    await u.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('Status: published')).toBeInTheDocument();
    await waitFor(() => expect(lastRequest('courses/5')).toBeDefined());
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Course saved.')).toBeInTheDocument();
  });

  it('SES-42, SES-44, issue 23.3: a saved course shows in the course list behind the modal (the save refreshes the tab lists)', async () => {
    on('get', 'courses/membership', { courses: [{ id: 5, title: 'Algebra I', status: 'draft' }], meta });
    on('get', 'courses/5', { course: { id: 5, title: 'Algebra I', status: 'draft' } });
    on('put', 'courses/5', { course: { id: 5, title: 'Algebra II', status: 'draft' } });
    const u = userEvent.setup({ delay: null });
    page('/courses/5');
    const dialog = await screen.findByRole('dialog', { name: 'Course: Algebra I' });
    const title = within(dialog).getByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveValue('Algebra I'));
    await u.clear(title);
    await u.type(title, 'Algebra II');
    // From now on the server lists the renamed course.
    on('get', 'courses/membership', { courses: [{ id: 5, title: 'Algebra II', status: 'draft' }], meta });
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Algebra II' })).toBeInTheDocument();
  });
});

describe('CourseEditModal cases (issue 23.2)', () => {
  const course = { id: 5, title: 'Algebra I', status: 'draft', gradeLevel: 3, duration: 60 };
  beforeEach(() => signIn());
  const edit = (props: { onSaved: jest.Mock; onClose: jest.Mock }) => {
    on('get', 'courses/5', { course });
    return renderUi(<CourseEditModal open courseId={5} {...props} />);
  };

  formCases({
    server,
    resource: 'courses',
    dialog: 'Course: Algebra I',
    render: edit,
    emptyOptional: {
      title: 'SES-42: with every optional field empty (no grade level, no duration) the course saves',
      id: 5,
      loaded: { Title: 'Algebra I' },
      fill: { Title: 'Algebra I', 'Grade level': { select: '' }, 'Duration (minutes)': { clear: true } },
      savedWith: { title: 'Algebra I' },
      sent: { title: 'Algebra I', gradeLevel: null },
    },
    serverInvalid: {
      title: "SES-42: the server's 422 naming the title shows on the Title field and keeps the values",
      id: 5,
      loaded: { Title: 'Algebra I' },
      fill: { Title: 'Algebra II' },
      message: 'Title has already been taken',
      field: 'Title',
    },
    stale: {
      title:
        'SES-42, issue 20.6: a save after someone else saved the course gets 409; the banner shows the message, the values stay',
      record: course,
      etag: '"v1"',
      render: (props) => renderUi(<CourseEditModal open courseId={5} {...props} />),
      loaded: { Title: 'Algebra I' },
      fill: { Title: 'Algebra II' },
    },
    dismiss: {
      loaded: { Title: 'Algebra I' },
      fill: { Title: 'Algebra II' },
    },
  });
});
