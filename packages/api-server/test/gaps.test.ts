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

describe('CRM advisor filter "Unassigned" (CRM-36)', () => {
  it('CRM-36: parents with unassigned=true are exactly the parents without an advisor; employeeId still filters', async () => {
    const all = (await admin.get('/api/v2/parents?per=1000')).body.parents as { id: number; employeeId: number | null }[];
    const expected = all.filter((p) => p.employeeId === null).map((p) => p.id).sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    const r = await admin.get('/api/v2/parents?unassigned=true&per=1000');
    expect(r.status).toBe(200);
    expect((r.body.parents as { id: number }[]).map((p) => p.id).sort()).toEqual(expected);
    expect(r.body.meta.totalCount).toBe(expected.length);
    const owner = all.find((p) => p.employeeId !== null)!.employeeId!;
    const mine = (await admin.get(`/api/v2/parents?employeeId=${owner}&per=1000`)).body.parents as { employeeId: number }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((p) => p.employeeId === owner)).toBe(true);
    expect((await admin.get('/api/v2/parents?unassigned=false&per=1000')).body.meta.totalCount).toBe(all.length);
  });

  it('CRM-36: lead sources with unassigned=true have no owner', async () => {
    const r = await admin.get('/api/v2/lead_sources?unassigned=true&per=1000');
    expect(r.status).toBe(200);
    const rows = r.body.leadSources as { employeeId: number | null }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((l) => l.employeeId === null)).toBe(true);
    const total = (await admin.get('/api/v2/lead_sources?per=1000')).body.meta.totalCount as number;
    expect(rows.length).toBeLessThan(total);
  });
});
