import { as, testApp, type Client } from './helpers';

let t: Awaited<ReturnType<typeof testApp>>;
let admin: Client;
beforeAll(async () => {
  t = await testApp();
  admin = await as(t.app, 'admin@example.com');
}, 120000);
afterAll(async () => {
  await t.close();
});

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
