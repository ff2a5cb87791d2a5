import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FIX_FORM_ERRORS } from '@tutoring/domain';
import { formCases, quietFederationLogs, remoteDown } from '@tutoring/build-config/test-kit';
import { installServer, lastRequest, on, renderUi, seen, server, signIn } from '../../../test/utils';
import { BATCH_ENROLL_TEXTS, BatchEnrollModal } from './BatchEnrollModal';
import { CourseEditModal } from './CourseEditModal';

installServer();
quietFederationLogs();

const meta = (n: number) => ({ totalCount: n, totalPages: n ? 1 : 0, pageNumber: 1, pageSize: 10 });
const sam = { id: 11, firstName: 'Sam', lastName: 'Student', school: { id: 1, name: 'Lincoln High' } };
const ana = { id: 12, firstName: 'Ana', lastName: 'Bell', school: { id: 1, name: 'Lincoln High' } };
const leo = { id: 13, firstName: 'Leo', lastName: 'Diaz', school: null };

/** Students search answering by query; enrollments: `enrolledIds` hold an active one for course 5, `endedIds` a canceled one. */
function api(enrolledIds: number[] = [], endedIds: number[] = []) {
  server.use(
    http.get('*/api/v2/students.json', ({ request }) => {
      const q = (new URL(request.url).searchParams.get('query') ?? '').toLowerCase();
      const found = [sam, ana, leo].filter((s) => `${s.firstName} ${s.lastName}`.toLowerCase().includes(q));
      return HttpResponse.json({ students: found, meta: meta(found.length) });
    }),
    http.get('*/api/v2/enrollments', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('studentId'));
      const list = enrolledIds.includes(id)
        ? [{ id: 90 + id, studentId: id, courseId: 5, type: 'Enrollment', status: 'active' }]
        : endedIds.includes(id)
          ? [{ id: 90 + id, studentId: id, courseId: 5, type: 'Enrollment', status: 'canceled' }]
          : [];
      return HttpResponse.json({ enrollments: list, meta: meta(list.length) });
    }),
  );
}

async function addStudent(u: ReturnType<typeof userEvent.setup>, query: string, option: string) {
  await u.type(await screen.findByLabelText(BATCH_ENROLL_TEXTS.addStudent), query);
  await u.click(await screen.findByRole('option', { name: option }));
}

const course = {
  id: 5,
  title: 'Algebra I',
  brand: { id: 2, paymentType: 'recurring', allowLimitedAttendance: true, limitedAttendancesCount: 8 },
};

beforeEach(() => {
  signIn();
  remoteDown(server, 'mf_crm');
});

describe('BatchEnrollModal (SES-48, OP-11)', () => {
  it('SES-48: students added from the autocomplete are enrolled with one POST enrollments each; an already enrolled one is marked and skipped (a canceled enrollment does not count)', async () => {
    api([12], [11]);
    const posted: unknown[] = [];
    server.use(
      http.post('*/api/v2/enrollments', async ({ request }) => {
        const body = (await request.json()) as { enrollment: { studentId: number } };
        posted.push(body);
        return HttpResponse.json(
          { enrollment: { id: 100 + body.enrollment.studentId, ...body.enrollment } },
          { status: 201 },
        );
      }),
    );
    const onClose = jest.fn();
    const u = userEvent.setup({ delay: null });
    renderUi(<BatchEnrollModal open course={course} onClose={onClose} />);
    expect(await screen.findByText(BATCH_ENROLL_TEXTS.none)).toBeInTheDocument();
    await addStudent(u, 'Sam', 'Sam Student (Lincoln High)');
    await addStudent(u, 'Ana', 'Ana Bell (Lincoln High)');
    await addStudent(u, 'Leo', 'Leo Diaz');
    const table = screen.getByRole('table', { name: BATCH_ENROLL_TEXTS.students });
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Ana Bell/ })).toHaveTextContent(BATCH_ENROLL_TEXTS.already),
    );
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Sam Student/ })).toHaveTextContent(BATCH_ENROLL_TEXTS.pending),
    );
    expect(lastRequest('enrollments')!.query.get('courseId')).toBe('5');
    // Adding the same student twice keeps one row.
    await addStudent(u, 'Sam', 'Sam Student (Lincoln High)');
    expect(within(table).getAllByRole('row', { name: /Sam Student/ })).toHaveLength(1);
    await u.click(screen.getByRole('button', { name: BATCH_ENROLL_TEXTS.enroll(2) }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted).toEqual([
      { enrollment: { studentId: 11, courseId: 5, type: 'Enrollment' } },
      { enrollment: { studentId: 13, courseId: 5, type: 'Enrollment' } },
    ]);
    expect(await screen.findByText(BATCH_ENROLL_TEXTS.done(2))).toBeInTheDocument();
  });

  it('SES-48, DS-03: saving with nobody to enroll is blocked; a limited enrollment needs a limit between 1 and 1000', async () => {
    api([12]);
    const u = userEvent.setup({ delay: null });
    renderUi(<BatchEnrollModal open course={course} onClose={() => undefined} />);
    await u.click(await screen.findByRole('button', { name: BATCH_ENROLL_TEXTS.enroll(0) }));
    expect(screen.getByRole('alert')).toHaveTextContent(FIX_FORM_ERRORS);
    expect(screen.getByText(BATCH_ENROLL_TEXTS.noStudents)).toBeInTheDocument();
    await addStudent(u, 'Ana', 'Ana Bell (Lincoln High)');
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Ana Bell/ })).toHaveTextContent(BATCH_ENROLL_TEXTS.already),
    );
    await u.click(screen.getByRole('button', { name: BATCH_ENROLL_TEXTS.enroll(0) }));
    expect(screen.getByText(BATCH_ENROLL_TEXTS.noStudents)).toBeInTheDocument();
    await addStudent(u, 'Sam', 'Sam Student (Lincoln High)');
    await u.selectOptions(screen.getByLabelText(BATCH_ENROLL_TEXTS.type), 'LimitedEnrollment');
    const limit = screen.getByLabelText(new RegExp(`^${BATCH_ENROLL_TEXTS.limit}`));
    expect(limit).toHaveValue(8);
    await u.clear(limit);
    await u.type(limit, '0');
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Sam Student/ })).toHaveTextContent(BATCH_ENROLL_TEXTS.pending),
    );
    await u.click(screen.getByRole('button', { name: BATCH_ENROLL_TEXTS.enroll(1) }));
    expect(screen.getByText(BATCH_ENROLL_TEXTS.limitRange)).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
  });

  it('SES-48: a limited enrollment sends its limit; a refused student keeps the server message on its row while the others are enrolled', async () => {
    api();
    server.use(
      http.post('*/api/v2/enrollments', async ({ request }) => {
        const body = (await request.json()) as { enrollment: { studentId: number } };
        if (body.enrollment.studentId === 13)
          return HttpResponse.json({ errors: ['Student has no parent on file'] }, { status: 422 });
        return HttpResponse.json({ enrollment: { id: 111, ...body.enrollment } }, { status: 201 });
      }),
    );
    const onClose = jest.fn();
    const u = userEvent.setup({ delay: null });
    renderUi(<BatchEnrollModal open course={course} onClose={onClose} />);
    await addStudent(u, 'Sam', 'Sam Student (Lincoln High)');
    await addStudent(u, 'Leo', 'Leo Diaz');
    await u.selectOptions(screen.getByLabelText(BATCH_ENROLL_TEXTS.type), 'LimitedEnrollment');
    await waitFor(() => expect(screen.getByRole('button', { name: BATCH_ENROLL_TEXTS.enroll(2) })).toBeEnabled());
    await u.click(screen.getByRole('button', { name: BATCH_ENROLL_TEXTS.enroll(2) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BATCH_ENROLL_TEXTS.partial(1, 1));
    expect(screen.getByRole('row', { name: /Leo Diaz/ })).toHaveTextContent('Student has no parent on file');
    expect(screen.getByRole('row', { name: /Sam Student/ })).toHaveTextContent(BATCH_ENROLL_TEXTS.enrolled);
    expect(lastRequest('enrollments', 'POST')!.body).toEqual({
      enrollment: { studentId: 13, courseId: 5, type: 'LimitedEnrollment', limitedAttendancesCount: 8 },
    });
    expect(onClose).not.toHaveBeenCalled();
    // Only the failed row is left to enroll.
    expect(screen.getByRole('button', { name: BATCH_ENROLL_TEXTS.enroll(1) })).toBeInTheDocument();
  });

  it('SES-48: one student with the default type (every optional field empty, no limit) is enrolled and the modal closes', async () => {
    api();
    server.use(
      http.post('*/api/v2/enrollments', async ({ request }) => {
        const body = (await request.json()) as { enrollment: { studentId: number } };
        return HttpResponse.json({ enrollment: { id: 120, ...body.enrollment } }, { status: 201 });
      }),
    );
    const onClose = jest.fn();
    const u = userEvent.setup({ delay: null });
    renderUi(<BatchEnrollModal open course={course} onClose={onClose} />);
    await addStudent(u, 'Sam', 'Sam Student (Lincoln High)');
    await u.click(await screen.findByRole('button', { name: BATCH_ENROLL_TEXTS.enroll(1) }));
    expect(await screen.findByText(BATCH_ENROLL_TEXTS.done(1))).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(lastRequest('enrollments', 'POST')!.body).toEqual({
      enrollment: { studentId: 11, courseId: 5, type: 'Enrollment' },
    });
  });

  it('SES-45: a fixed-price brand defaults to a Fixed enrollment; a brand without limited attendance does not offer it', async () => {
    renderUi(
      <BatchEnrollModal
        open
        course={{ id: 5, title: 'SAT', brand: { id: 3, paymentType: 'Fixed', allowLimitedAttendance: false } }}
        onClose={() => undefined}
      />,
    );
    const type = screen.getByLabelText(BATCH_ENROLL_TEXTS.type);
    expect(type).toHaveValue('FixedEnrollment');
    expect(within(type).queryByRole('option', { name: 'Limited attendance' })).not.toBeInTheDocument();
    expect(await screen.findByLabelText(BATCH_ENROLL_TEXTS.addStudent)).toBeEnabled();
  });

  it('SES-48: the course edit modal opens it with "Batch enroll"', async () => {
    on('get', 'courses/5', { course: { id: 5, title: 'Algebra I', status: 'draft' } });
    const u = userEvent.setup({ delay: null });
    renderUi(<CourseEditModal open courseId={5} onClose={() => undefined} />);
    await u.click(await screen.findByRole('button', { name: 'Batch enroll' }));
    const dialog = await screen.findByRole('dialog', { name: `${BATCH_ENROLL_TEXTS.title}: Algebra I` });
    expect(await within(dialog).findByLabelText(BATCH_ENROLL_TEXTS.addStudent)).toBeInTheDocument();
  });
});

describe('BatchEnrollModal cases (issue 23.2)', () => {
  // Students are added from the autocomplete, which the kit's fill cannot pick: the tests above cover the saves.
  formCases({
    server,
    resource: 'enrollments',
    dialog: `${BATCH_ENROLL_TEXTS.title}: Algebra I`,
    render: (props) => renderUi(<BatchEnrollModal open course={course} onClose={props.onClose} />),
    dismiss: {
      title:
        'SES-48, DS-02: Cancel and Escape close the batch enroll modal silently, after "Discard your changes?" once it has changes',
      fill: { [BATCH_ENROLL_TEXTS.type]: { select: 'FixedEnrollment' } },
    },
  });
});
