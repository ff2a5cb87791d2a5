import { installTestApp } from './helpers';

// Large-list machinery (issue 13): trigger-kept counts, id-first pages, indexed search. Behaviour only, no timings.
const t = installTestApp();
const admin = t.as('admin@example.com');

type Page = {
  parents: { id: number; email: string; lastName: string; createdAt: string }[];
  meta: { totalCount: number; totalPages: number; pageNumber: number; pageSize: number };
};
const count = async (sql: string) => (await t.db.query<{ c: number }>(`SELECT count(*)::int AS c FROM ${sql}`))[0]!.c;

describe('list counts and pages (SRV-06, SRV-07)', () => {
  it('SRV-06: the unfiltered totalCount follows creates and deletes, also of rows written outside the API', async () => {
    const before = ((await admin.get('/api/v2/parents')).body as Page).meta.totalCount;
    expect(before).toBe(await count('parents'));
    const created = await admin.post('/api/v2/parents', {
      parent: { firstName: 'Count', lastName: 'Me', email: 'count-me@example.com', timeZone: 'UTC' },
    });
    expect(created.status).toBe(201);
    await t.db.query(
      "WITH u AS (INSERT INTO users (email, first_name, last_name, type) SELECT 'bulk-' || g || '@example.com', 'Bulk', 'Row' || g, 'Parent' FROM generate_series(1, 3) g RETURNING id) INSERT INTO parents (user_id) SELECT id FROM u",
    );
    expect(((await admin.get('/api/v2/parents')).body as Page).meta.totalCount).toBe(before + 4);
    expect((await admin.del(`/api/v2/parents/${created.body.parent.id}`)).status).toBe(204);
    await t.db.query("DELETE FROM users WHERE email LIKE 'bulk-%@example.com'");
    const after = ((await admin.get('/api/v2/parents')).body as Page).meta;
    expect(after.totalCount).toBe(before);
    expect(after.totalPages).toBe(Math.ceil(before / 10));
    const sessions = (await admin.get('/api/v2/sessions?per=5')).body.meta;
    expect(sessions.totalCount).toBe(await count('sessions'));
  });

  it('SRV-06: consecutive pages in either direction partition the ordered list with no row twice', async () => {
    for (const q of [
      'orderBy=created_at&orderSort=desc',
      'orderBy=created_at&orderSort=asc',
      'orderBy=last_name&orderSort=asc',
      'orderBy=last_name&orderSort=desc',
      '',
    ]) {
      const all = ((await admin.get(`/api/v2/parents?per=1000&${q}`)).body as Page).parents.map((p) => p.id);
      const paged: number[] = [];
      for (let page = 1; page <= Math.ceil(all.length / 2); page += 1) {
        const r = (await admin.get(`/api/v2/parents?per=2&page=${page}&${q}`)).body as Page;
        expect(r.meta.pageNumber).toBe(page);
        paged.push(...r.parents.map((p) => p.id));
      }
      expect(paged).toEqual(all);
      expect(new Set(paged).size).toBe(all.length);
    }
  });

  it('SRV-06: newest first keeps created_at descending (id descending on ties) and filters count only matching rows', async () => {
    const rows = ((await admin.get('/api/v2/parents?per=1000&orderBy=created_at&orderSort=desc')).body as Page).parents;
    for (let i = 1; i < rows.length; i += 1) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      expect(a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id)).toBe(true);
    }
    const filtered = (await admin.get('/api/v2/parents?status=Active&customer=true&per=1000')).body as Page;
    expect(filtered.meta.totalCount).toBe(await count("parents WHERE status = 'Active' AND customer"));
    expect(filtered.parents.length).toBe(filtered.meta.totalCount);
  });

  it('SRV-07: a page beyond the last is empty with the right meta', async () => {
    const r = (await admin.get('/api/v2/parents?per=10&page=999')).body as Page;
    expect(r.parents).toEqual([]);
    expect(r.meta).toMatchObject({ totalCount: await count('parents'), pageNumber: 999, pageSize: 10 });
  });
});

describe('list search (SRV-06 query)', () => {
  it('SRV-06: query finds parents by full name, e-mail or phone, case-insensitively, and counts the matches', async () => {
    const byName = (await admin.get('/api/v2/parents?query=PAULA%20PAR')).body as Page;
    expect(byName.parents.map((p) => p.email)).toEqual(['parent@example.com']);
    expect(byName.meta.totalCount).toBe(1);
    expect(((await admin.get('/api/v2/parents?query=parent2@exa')).body as Page).parents.map((p) => p.email)).toEqual([
      'parent2@example.com',
    ]);
    expect(((await admin.get('/api/v2/parents?query=5550123')).body as Page).parents.map((p) => p.email)).toEqual([
      'parent@example.com',
    ]);
    const none = (await admin.get('/api/v2/parents?query=zzzz-no-such-parent')).body as Page;
    expect(none).toMatchObject({ parents: [], meta: { totalCount: 0, totalPages: 0 } });
  });

  it('SRV-06: query combines with filters and with a restricted resource (tutors only)', async () => {
    const active = (await admin.get('/api/v2/parents?query=example.com&active=false&per=100')).body as Page;
    expect(active.parents.length).toBeGreaterThan(0);
    expect(active.meta.totalCount).toBe(
      await count(
        "parents p JOIN users u ON u.id = p.user_id WHERE NOT p.active AND lower(u.email) LIKE '%example.com%'",
      ),
    );
    const tutors = (await admin.get('/api/v2/tutors?query=example.com&per=100')).body.tutors as { type: string }[];
    expect(tutors.length).toBeGreaterThan(0);
    expect(tutors.every((x) => x.type === 'Tutor')).toBe(true);
  });
});

describe('sparse fieldsets (issue 26: `fields`)', () => {
  const crm = t.as('crm@example.com');

  it('issue 26: fields=... gives each record only those fields and its id, on the same page of the same list', async () => {
    const whole = (await admin.get('/api/v2/parents?per=5&orderBy=created_at&orderSort=desc')).body as Page;
    const r = await admin.get(
      '/api/v2/parents?per=5&orderBy=created_at&orderSort=desc&fields=firstName,lastName,email,employeeId',
    );
    expect(r.status).toBe(200);
    const sparse = r.body as { parents: Record<string, unknown>[]; meta: Page['meta'] };
    expect(sparse.meta).toEqual(whole.meta);
    expect(sparse.parents).toEqual(
      whole.parents.map((p) => {
        const full = p as unknown as Record<string, unknown>;
        return Object.fromEntries(
          ['id', 'firstName', 'lastName', 'email', 'employeeId'].filter((k) => k in full).map((k) => [k, full[k]]),
        );
      }),
    );
    // A whole parent has many more fields (the address, the phone, the timestamps ...).
    expect(Object.keys(whole.parents[0]!).length).toBeGreaterThan(10);
  });

  it('issue 26: the relations include names come along; a repeated fields parameter adds its names', async () => {
    const r = await admin.get('/api/v2/parents?per=3&include=students&fields=lastName&fields=email');
    expect(r.status).toBe(200);
    for (const p of r.body.parents as Record<string, unknown>[])
      expect(Object.keys(p).sort()).toEqual(['email', 'id', 'lastName', 'students']);
  });

  it('issue 26: the owners select asks for names only (employees), as any role that may list them', async () => {
    const r = await crm.get('/api/v2/employees?active=true&type=Employee&per=1000&fields=firstName,lastName,fullName');
    expect(r.status).toBe(200);
    expect(r.body.employees.length).toBeGreaterThan(0);
    for (const e of r.body.employees as Record<string, unknown>[]) {
      expect(Object.keys(e).sort()).toEqual(['firstName', 'fullName', 'id', 'lastName']);
      expect(e).not.toHaveProperty('email');
    }
  });

  it('issue 26: a name that is not a field of the resource, or no name, is a 422 that says which', async () => {
    const unknown = await admin.get('/api/v2/parents?fields=firstName,passwordDigest,nope');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual(['Field passwordDigest is not allowed', 'Field nope is not allowed']);
    const none = await admin.get('/api/v2/parents?fields=,');
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual(['Fields must name at least one field']);
    // Checked before the rest of the request: a bad page with bad fields names the fields.
    expect((await admin.get('/api/v2/parents?fields=x&per=0')).body.errors).toEqual(['Field x is not allowed']);
  });
});
