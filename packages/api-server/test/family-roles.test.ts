/**
 * A parent or student created by staff (CRM-13 a new lead, a student added on a parent's page) signs in to their
 * portal: they get their family role. Without it, once given a password they signed in to the admin shell with
 * "There is nothing to open here yet."
 */
import { Client, installTestApp } from './helpers';

const t = installTestApp();
const crm = t.as('crm@example.com');
const admin = t.as('admin@example.com');

const unique = () => Math.random().toString(36).slice(2);

async function signInAs(userId: number, email: string): Promise<Client> {
  const set = await admin.put(`/api/v2/users/${userId}/change_password`, {
    user: { password: 'secret123', passwordConfirmation: 'secret123' },
  });
  expect(set.status).toBe(200);
  const client = new Client(t.app);
  expect((await client.login(email, 'secret123')).status).toBe(200);
  return client;
}

describe('people created by staff get their family role', () => {
  it("CRM-13, SHL-03, X-09: a lead created in the CRM and a student added to it sign in as a parent and a student, the child in the parent's time zone", async () => {
    const parentEmail = `rita${unique()}@example.com`;
    const parent = await crm.post('/api/v2/parents', {
      parent: { firstName: 'Rita', lastName: 'Roles', email: parentEmail, timeZone: 'America/New_York' },
    });
    expect(parent.status).toBe(201);
    expect(parent.body.parent.roles).toEqual(['parent']);

    const studentEmail = `kid${unique()}@example.com`;
    const student = await crm.post('/api/v2/students', {
      student: { firstName: 'Kid', lastName: 'Roles', email: studentEmail, parentId: parent.body.parent.id },
    });
    expect(student.status).toBe(201);
    expect(student.body.student.roles).toEqual(['student']);
    // a child added to a New York family lives in New York (the database default, Los Angeles, before).
    expect(student.body.student.timeZone).toBe('America/New_York');

    const asParent = await signInAs(parent.body.parent.userId, parentEmail);
    expect((await asParent.get('/api/v2/current_user')).body.user.roles).toEqual(['parent']);
    const asStudent = await signInAs(student.body.student.userId, studentEmail);
    expect((await asStudent.get('/api/v2/current_user')).body.user.roles).toEqual(['student']);
  });
});
