import { installTestApp } from './helpers';

const t = installTestApp();
const admin = t.as('admin@example.com');

describe('bodies are checked with the contract write schemas (issue 23.1)', () => {
  it('CRM-06, SRV-14: a parent without its required fields gets 422 "Please fill all required fields" with each message under its field', async () => {
    const r = await admin.post('/api/v2/parents', { parent: { firstName: ' ', email: 'nope' } });
    expect(r.status).toBe(422);
    expect(r.body.fields).toEqual({
      firstName: ['Required'],
      lastName: ['Required'],
      email: ['Email is invalid'],
      timeZone: ['Required'],
    });
    // The 000 §5 sentence for the empty fields (one), then the body's other refusals.
    expect(r.body.errors).toEqual(['Please fill all required fields', 'Email is invalid']);
    // Resources without a sentence of their own name each empty field.
    const student = await admin.post('/api/v2/students', { student: { firstName: '' } });
    expect(student.body.errors).toEqual(expect.arrayContaining(["First name can't be blank"]));
  });

  it('DS-13: a partial address names the address in errors and each missing part in fields', async () => {
    const parent = (await admin.get('/api/v2/parents?per=1')).body.parents[0] as { id: number };
    const r = await admin.put(`/api/v2/parents/${parent.id}`, { parent: { address: { street1: '1 Elm St' } } });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual(['Address must be empty or have its street, city, state and zip filled']);
    expect(r.body.fields).toEqual({
      'address.city': ['Required'],
      'address.state': ['Required'],
      'address.zip': ['Required'],
    });
  });

  it('CRM-20: a lead source with an unknown status is refused with the table message', async () => {
    const r = await admin.post('/api/v2/lead_sources', { leadSource: { name: 'X', status: 'Bogus' } });
    expect(r.status).toBe(422);
    expect(r.body.fields).toEqual({ status: ['Status is not included in the list'] });
  });
});
