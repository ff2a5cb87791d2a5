import { as, installTestApp, type Client } from './helpers';

const t = installTestApp();
const admin = t.as('admin@example.com');

const FULL = { street1: '1 Elm St', city: 'Austin', state: 'TX', zip: '73301', country: 'United States' };

describe('optional addresses (DS-13, CRM-09, CRM-20)', () => {
  it('CRM-09: a parent saves with no address, an empty one and a complete one; a partial one is refused', async () => {
    const parent = (await admin.get('/api/v2/parents?per=1')).body.parents[0] as { id: number };
    const save = (address: unknown) => admin.put(`/api/v2/parents/${parent.id}`, { parent: { address } });
    expect((await save(null)).status).toBe(200);
    expect((await save({ street1: '', city: '', state: '', zip: '', country: 'United States' })).status).toBe(200);
    const full = await save(FULL);
    expect(full.status).toBe(200);
    expect(full.body.parent.address).toMatchObject(FULL);
    const partial = await save({ street1: '1 Elm St', country: 'United States' });
    expect(partial.status).toBe(422);
    expect(partial.body.errors).toEqual(['Address must be empty or have its street, city, state and zip filled']);
  });

  it('CRM-13: a new lead saves with no address', async () => {
    const r = await admin.post('/api/v2/parents', {
      parent: {
        firstName: 'No',
        lastName: 'Address',
        email: 'no-address@example.com',
        timeZone: 'UTC',
        customer: false,
        address: null,
      },
    });
    expect(r.status).toBe(201);
  });

  it('CRM-20: a lead source saves with no address and with a complete one; a partial one is refused', async () => {
    const source = (await admin.get('/api/v2/lead_sources?per=1')).body.leadSources[0] as { id: number };
    const save = (address: unknown) => admin.put(`/api/v2/lead_sources/${source.id}`, { leadSource: { address } });
    expect((await save(null)).status).toBe(200);
    expect((await save(FULL)).status).toBe(200);
    expect((await save({ city: 'Austin' })).status).toBe(422);
  });
});

describe('seeded CRM records save unchanged (CRM-05, CRM-20)', () => {
  it('CRM-05: every seeded parent saves back its own address', async () => {
    const parents = (await admin.get('/api/v2/parents?per=100')).body.parents as { id: number; address: unknown }[];
    expect(parents.length).toBeGreaterThan(0);
    for (const p of parents) {
      const r = await admin.put(`/api/v2/parents/${p.id}`, { parent: { address: p.address } });
      expect([p.id, r.status, r.body.errors]).toEqual([p.id, 200, undefined]);
    }
  });

  it('CRM-20: every seeded lead source saves back its own address', async () => {
    const sources = (await admin.get('/api/v2/lead_sources?per=100')).body.leadSources as {
      id: number;
      address: unknown;
    }[];
    for (const s of sources) {
      const r = await admin.put(`/api/v2/lead_sources/${s.id}`, { leadSource: { address: s.address } });
      expect([s.id, r.status, r.body.errors]).toEqual([s.id, 200, undefined]);
    }
  });
});

describe('materials (SES-04, SES-05)', () => {
  it.each(['name', 'status', 'quantity', 'originator'])(
    'SES-04: the materials list sorts by its shown column %s, both ways',
    async (orderBy) => {
      for (const orderSort of ['asc', 'desc']) {
        const r = await admin.get(`/api/v2/materials?orderBy=${orderBy}&orderSort=${orderSort}&include=originator`);
        expect(r.status).toBe(200);
        expect(r.body.materials.length).toBeGreaterThan(0);
      }
    },
  );

  it("SES-04: the list names each material's originator", async () => {
    const r = await admin.get('/api/v2/materials?include=originator&per=100');
    const withOriginator = (
      r.body.materials as { originatorId: number | null; originator?: { name: string } }[]
    ).filter((m) => m.originatorId);
    expect(withOriginator.length).toBeGreaterThan(0);
    for (const m of withOriginator) expect(m.originator?.name).toEqual(expect.any(String));
  });

  it('SES-05: the shipping method chosen for a material is stored and read back', async () => {
    const method = (await admin.get('/api/v2/shipping_methods')).body.shippingMethods[0] as { id: number };
    const material = (await admin.get('/api/v2/materials?per=1')).body.materials[0] as { id: number };
    const saved = await admin.put(`/api/v2/materials/${material.id}`, { material: { shippingMethodId: method.id } });
    expect(saved.status).toBe(200);
    expect((await admin.get(`/api/v2/materials/${material.id}`)).body.material.shippingMethodId).toBe(method.id);
  });
});

describe('notes (CRM-31)', () => {
  it('CRM-31: a new note records its author, named in the reply and in the list', async () => {
    const crm = await as(t.app, 'crm@example.com');
    const parent = (await admin.get('/api/v2/parents?per=1')).body.parents[0] as { id: number };
    const created = await crm.post('/api/v2/notes', {
      note: { regardingType: 'Parent', regardingId: parent.id, body: 'Called back about the schedule' },
    });
    expect(created.status).toBe(201);
    expect(created.body.note.employeeId).toEqual(expect.any(Number));
    const listed = (await admin.get(`/api/v2/notes?regardingType=Parent&regardingId=${parent.id}`)).body.notes as {
      body: string;
      authorName: string;
    }[];
    const note = listed.find((n) => n.body === 'Called back about the schedule');
    expect(note?.authorName).toBe('Carl Crm');
  });
});

describe('course lists (SES-44)', () => {
  it('SES-44: every seeded course template has its duration', async () => {
    const templates = (await admin.get('/api/v2/course_templates')).body.courseTemplates as { duration: number }[];
    expect(templates.length).toBeGreaterThan(0);
    for (const t of templates) expect(t.duration).toBeGreaterThan(0);
  });

  it.each(['membership', 'homework_help', 'hosted'])('SES-44: the %s courses name their brand', async (kind) => {
    const courses = (await admin.get(`/api/v2/courses/${kind}?limit=100`)).body.courses as {
      brandId: number | null;
      brand: { name: string } | null;
    }[];
    for (const c of courses.filter((x) => x.brandId)) expect(c.brand?.name).toEqual(expect.any(String));
  });
});

describe('tutor search and OPERATIONS (STF-13, C-15)', () => {
  const names = async (client: Client, query: string) =>
    ((await client.get(`/api/v2/tutors.json?per=100${query}`)).body.tutors as { lastName: string }[]).map(
      (tutor) => tutor.lastName,
    );

  it('STF-13: staff without OPERATIONS never get non-accepting tutors, even when the URL asks for them', async () => {
    const crm = await as(t.app, 'crm@example.com');
    expect(await names(crm, '&includeNonAccepting=true')).not.toContain('Nonaccepting');
    expect(await names(admin, '')).not.toContain('Nonaccepting');
    expect(await names(admin, '&includeNonAccepting=true')).toContain('Nonaccepting');
  });
});
