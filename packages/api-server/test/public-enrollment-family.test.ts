/**
 * SHL-07: a signed-in parent enrolls another child through the public enrollment (the student joins their family), and
 * the open courses carry their pricing (DOM-46).
 */
import { EMAIL_TAKEN } from '@tutoring/domain';
import { TEST_CARDS } from '../src/services/card';
import { Client, installTestApp } from './helpers';

jest.setTimeout(120_000);

const t = installTestApp();
const parent = t.as('parent@example.com');

const cardToken = async (): Promise<string> =>
  (
    await new Client(t.url).post('/local/accept/tokenize', {
      cardNumber: TEST_CARDS.visa,
      month: '11',
      year: '30',
      cardCode: '123',
      zip: '90012',
    })
  ).body.opaqueData.dataValue;

const body = async (courseId: number, studentEmail: string | null) => ({
  enrollment: {
    courseId,
    // What the portal sends for a signed-in parent: their account's details, no password.
    parent: { firstName: 'Ignored', lastName: 'Ignored', email: 'parent@example.com', timeZone: 'America/Chicago' },
    student: { firstName: 'Second', lastName: 'Child', email: studentEmail, grade: 4 },
    password: '',
    passwordConfirmation: '',
    zip: '90012',
    authorizeNet: {
      dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
      dataValue: await cardToken(),
      expirationDate: '11/30',
    },
  },
});

describe('a signed-in parent at /enroll (SHL-07)', () => {
  it('DOM-46: the open courses carry their pricing', async () => {
    const r = await new Client(t.url).get('/api/v2/public/courses');
    const priced = r.body.courses.find((c: { pricing?: unknown }) => c.pricing);
    expect(priced).toBeDefined();
  });

  it('SHL-07: the student joins the signed-in parent\'s family; their e-mail is not "taken"; no CSRF token is refused', async () => {
    const courses = (await new Client(t.url).get('/api/v2/public/courses')).body.courses;
    const me = (await parent.get('/api/v2/current_user')).body;
    const parentId = me.currentUser?.parentId ?? me.user?.parentId ?? me.parentId;
    const before = await t.db.query<{ c: string }>('SELECT count(*)::text c FROM parents');
    const noCsrf = await parent.call('POST', '/api/v2/public/enrollments', await body(courses[0].id, null), {
      'x-csrf-token': 'wrong',
    });
    expect(noCsrf.status).toBe(403);
    const r = await parent.post('/api/v2/public/enrollments', await body(courses[0].id, 'second.child@example.com'));
    expect(r.status).toBe(201);
    expect(r.body.parent.id).toBe(parentId);
    expect(r.body.login).toBe('parent@example.com');
    const [student] = await t.db.query<{ parent_id: number }>('SELECT parent_id FROM students WHERE id = $1', [
      r.body.student.id,
    ]);
    expect(student!.parent_id).toBe(parentId);
    const after = await t.db.query<{ c: string }>('SELECT count(*)::text c FROM parents');
    expect(after[0]!.c).toBe(before[0]!.c);
    // The student's own address is still checked.
    const again = await parent.post(
      '/api/v2/public/enrollments',
      await body(courses[0].id, 'second.child@example.com'),
    );
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual([EMAIL_TAKEN]);
  });

  it("SHL-07: signed out, the same body is a new family and the parent's e-mail is taken (as before)", async () => {
    const courses = (await new Client(t.url).get('/api/v2/public/courses')).body.courses;
    const b = await body(courses[0].id, null);
    const r = await new Client(t.url).post('/api/v2/public/enrollments', {
      enrollment: { ...b.enrollment, password: 'secret123', passwordConfirmation: 'secret123' },
    });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([EMAIL_TAKEN]);
  });
});
