import { type ResourceDefinition, type ResourceName, resources } from '@tutoring/contract';
import { resourceBodies } from '@tutoring/contract/writes';
import { loadActor, type Actor } from '../src/auth';
import { kyselyOf } from '../src/db/kysely';
import { type Policy, allowed, routePolicies, toPolicy } from '../src/policy';
import { Client, installTestApp } from './helpers';

const t = installTestApp();
const admin = t.as('admin@example.com');
const actors: { email: string; actor: Actor; client: Client }[] = [];
const DEMO = [
  'student@example.com',
  'parent@example.com',
  'tutor@example.com',
  'crm@example.com',
  'advisor@example.com',
].map((email) => ({ email, client: t.as(email) }));

beforeAll(async () => {
  for (const { email, client } of DEMO) {
    const me = (await client.get('/api/v2/current_user')).body.user;
    actors.push({ email, actor: (await loadActor(kyselyOf(t.db), me.id))!, client });
  }
});

const soon = (min: number) => new Date(Date.now() + min * 60000).toISOString();
const today = new Date().toISOString().slice(0, 10);

/** A valid create body per creatable resource (SRV-05). */
const VALID: Record<string, () => Record<string, unknown>> = {
  parents: () => ({
    firstName: 'Rita',
    lastName: 'Resource',
    email: `rita${Math.random().toString(36).slice(2)}@example.com`,
    timeZone: 'America/New_York',
  }),
  students: () => ({ firstName: 'Stu', lastName: 'Resource', parentId: 1 }),
  lead_sources: () => ({ name: 'Chess Club', status: 'Target', type: 'LeadSource', category: 'Club/Organization' }),
  pending_schools: () => ({ name: 'Typed School' }),
  schools: () => ({ name: 'New School', category: 'High School', schoolType: 'public' }),
  employees: () => ({
    firstName: 'Eve',
    lastName: 'Employee',
    email: `eve${Math.random().toString(36).slice(2)}@example.com`,
    title: 'Admin',
    roles: ['admin'],
  }),
  tutors: () => ({
    firstName: 'Terry',
    lastName: 'Tutor',
    email: `terry${Math.random().toString(36).slice(2)}@example.com`,
    roles: ['tutor'],
    tierId: 1,
  }),
  sessions: () => ({
    title: 'Algebra',
    startsAt: soon(60 * 24 * 9),
    duration: 60,
    sessionTypeId: 1,
    courseId: 1,
    employeesRequired: 1,
  }),
  // A session the student does not attend yet (one attendance per student and session).
  attendances: () => ({ sessionId: 9, studentId: 3 }),
  availabilities: () => ({ tutorId: 7, startsAt: soon(60 * 24 * 20), endsAt: soon(60 * 24 * 20 + 120) }),
  events: () => ({ name: 'Prep', type: 'Event::PrepTime', startsAt: soon(600), endsAt: soon(660), employeeId: 7 }),
  courses: () => ({ title: 'New Course', brandId: 1 }),
  enrollments: () => ({ studentId: 3, courseId: 1, type: 'Enrollment' }),
  shipments: () => ({ recipient: 'Sam Student', studentId: 1, shippingMethod: 'USPS' }),
  materials: () => ({ name: 'Flash cards', status: 'active' }),
  course_templates: () => ({ name: 'Template' }),
  brands: () => ({ name: 'Brand', paymentType: 'Fixed' }),
  departments: () => ({ name: 'Dept' }),
  places: () => ({ name: 'Place', formatted: '1 Main St' }),
  refund_requests: () => ({ amount: 10, category: 'Other', lineItemId: 1 }),
  installments: () => ({ amount: 50, dueOn: today, enrollmentId: 1 }),
  payments: () => ({ parentId: 1, amount: 20 }),
  payroll_items: () => ({ employeeId: 7, amount: 100, date: today }),
  notices: () => ({ userId: 1, title: 'Heads up' }),
  tutor_packages: () => ({ name: 'Package' }),
  tutor_package_transcripts: () => ({ studentId: 1, tierId: 1 }),
  study_areas: () => ({ studentId: 1, subjectId: 1 }),
  test_dates: () => ({ date: today, subjectId: 1 }),
  teams: () => ({ name: 'Team', type: 'TutorTeam', tutorIds: [7, 8] }),
  target_histories: () => ({ tutorId: 7, date: today, availabilityTarget: 10, deliveryTarget: 80 }),
  messages: () => ({ body: 'Hello', parentRecipientIds: [1] }),
  contact_histories: () => ({ type: 'Note', regardingType: 'Parent', regardingId: 1, body: 'Called.' }),
  notes: () => ({ regardingType: 'Parent', regardingId: 1, body: 'A note.' }),
};
/** A body that breaks one typed field per resource (422). */
const INVALID: Record<string, Record<string, unknown>> = {
  sessions: { startsAt: 'yesterday', duration: 60 },
  events: { name: 'x'.repeat(192), type: 'Event::PrepTime', startsAt: soon(1), endsAt: soon(2) },
  target_histories: { tutorId: 7, date: today, availabilityTarget: 81 },
  materials: { name: 'M', status: 'lost' },
};

/** The contract's reference lists (read-only, unpaged; some public): their own test below. */
const REFERENCE = new Set([
  'countries',
  'states',
  'time_zones',
  'tiers',
  'session_types',
  'grade_levels',
  'degree_levels',
  'subjects',
  'locales',
  'originators',
  'shipping_methods',
  'roles',
]);
/** Registry entries without a list route: a user is read through `users/{id}` (auth), an avatar through its file. */
const NO_LIST = new Set(['users', 'avatars']);
/**
 * Every record resource of the contract's registry (API-03), each served by its src/resources/ plugin.
 */
const REGISTRY = Object.values(resources).filter((d) => !REFERENCE.has(d.path) && !NO_LIST.has(d.path));
/** Record resources read in their list only (no `GET {path}/{id}`). */
const NO_SHOW = new Set(['quests/prizes']);
/** The policy of a registered route (null: the route does not exist). */
const policyOf = (method: string, url: string): Policy | null => {
  const p = routePolicies().find((r) => r.method === method && r.url === url)?.policy;
  return p === undefined ? null : toPolicy(p);
};
const base = (d: ResourceDefinition) => `/api/v2/${d.path}`;
/** Lists that answer only with a query (the student whose badges or prizes). */
const LIST_QUERY: Record<string, string> = {
  'quests/student_badges': 'studentId=1',
  'quests/student_prizes': 'studentId=1',
};
const listUrl = (d: ResourceDefinition, extra: string) =>
  `${base(d)}?${[LIST_QUERY[d.path], extra].filter(Boolean).join('&')}`;
/** Resources the contract lets clients create, with a valid body here (others have their own tests). */
const CREATABLE = REGISTRY.filter((d) => resourceBodies[d.path as ResourceName].createBody && VALID[d.path]);

describe('resources (SRV-05..SRV-08), table-driven over every resource of the contract registry', () => {
  it.each(REGISTRY.map((d) => [d.path, d] as const))('SRV-05: GET %s answers 401 without a session', async (path) => {
    const r = await new Client(t.app).get(`/api/v2/${path}`);
    expect(r.status).toBe(401);
    expect(r.body.errors).toHaveLength(1);
  });

  it.each(REGISTRY.map((d) => [d.path, d] as const))(
    'SRV-05/SRV-06: GET %s lists with the collection key and pagination meta (contract shape)',
    async (_path, d) => {
      const r = await admin.get(listUrl(d, 'per=5'));
      expect(r.status).toBe(200);
      expect(Array.isArray(r.body[d.collectionKey])).toBe(true);
      expect(r.body[d.collectionKey].length).toBeLessThanOrEqual(5);
      if (r.body.meta)
        expect(r.body.meta).toMatchObject({
          pageNumber: 1,
          pageSize: 5,
          totalPages: Math.ceil(r.body.meta.totalCount / 5),
        });
      expect(d.collectionReply.safeParse(r.body).error).toBeUndefined();
    },
  );

  it.each(REGISTRY.map((d) => [d.path, d] as const))(
    'SRV-08: GET %s/{id} answers 404 for a missing or malformed id',
    async (_path, d) => {
      expect((await admin.get(`${base(d)}/999999`)).status).toBe(404);
      expect((await admin.get(`${base(d)}/abc`)).status).toBe(404);
      expect((await admin.get(`${base(d)}/-1`)).status).toBe(404);
    },
  );

  it.each(REGISTRY.filter((d) => !NO_SHOW.has(d.path)).map((d) => [d.path, d] as const))(
    'SRV-05: GET %s/{id} shows a listed record with the member key',
    async (_path, d) => {
      expect(policyOf('GET', `${base(d)}/:id`)).not.toBeNull();
      const list = await admin.get(listUrl(d, 'per=1'));
      const first = list.body[d.collectionKey][0];
      if (!first) return expect(list.body[d.collectionKey]).toEqual([]);
      const r = await admin.get(`${base(d)}/${first.id}`);
      expect(r.status).toBe(200);
      expect(r.body[d.memberKey].id).toBe(first.id);
      expect(d.memberReply.safeParse(r.body).error).toBeUndefined();
    },
  );

  it.each(REGISTRY.map((d) => [d.path, d] as const))(
    'SRV-08: GET %s answers 403 to each role its policy does not serve (OP-06), 200 to the others',
    async (_path, d) => {
      const policy = policyOf('GET', base(d));
      expect(policy).not.toBeNull();
      for (const a of actors) {
        const r = await a.client.get(listUrl(d, 'per=1'));
        const denied = !allowed(policy!.allow, a.actor);
        expect([a.email, r.status]).toEqual([a.email, denied ? 403 : 200]);
        if (denied) expect(r.body.errors).toHaveLength(1);
      }
    },
  );

  it.each(CREATABLE.map((d) => [d.path, d] as const))(
    'SRV-05: POST %s creates (201), PUT updates, DELETE removes',
    async (path, d) => {
      const member = d.memberKey;
      const created = await admin.post(base(d), { [member]: VALID[path]!() });
      expect(created.status).toBe(201);
      const id = created.body[member].id;
      expect(typeof id).toBe('number');
      expect(d.memberReply.safeParse(created.body).error).toBeUndefined();
      const shown = await admin.get(`${base(d)}/${id}`);
      expect(shown.status).toBe(200);
      if (resourceBodies[d.path as ResourceName].updateBody && policyOf('PUT', `${base(d)}/:id`)) {
        const upd = await admin.put(`${base(d)}/${id}`, { [member]: VALID[path]!() });
        expect(upd.status).toBe(200);
      }
      const destroy = policyOf('DELETE', `${base(d)}/:id`);
      if (d.deletable && destroy && destroy.allow !== 'operations') {
        expect((await admin.del(`${base(d)}/${id}`)).status).toBe(204);
        expect((await admin.get(`${base(d)}/${id}`)).status).toBe(404);
        expect((await admin.del(`${base(d)}/${id}`)).status).toBe(404);
      }
    },
  );

  it.each(CREATABLE.map((d) => [d.path, d] as const))(
    'SRV-08: POST %s answers 422 {errors} for a missing member or bad fields, and writes nothing',
    async (path, d) => {
      const count = async () => (await admin.get(`${base(d)}?per=1`)).body.meta.totalCount;
      const before = await count();
      const missing = await admin.post(base(d), {});
      expect(missing.status).toBe(422);
      expect(missing.body.errors.length).toBeGreaterThan(0);
      const bad = await admin.post(base(d), {
        [d.memberKey]:
          INVALID[path] ?? Object.fromEntries(Object.keys(VALID[path]!()).map((k) => [k, { nested: [1] }])),
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.every((e: unknown) => typeof e === 'string')).toBe(true);
      expect(await count()).toBe(before);
    },
  );

  it.each(CREATABLE.map((d) => [d.path, d] as const))(
    'SRV-08: POST %s answers 403 to a role that may not create',
    async (path, d) => {
      const policy = policyOf('POST', base(d));
      expect(policy).not.toBeNull();
      const denied = actors.find((a) => !allowed(policy!.allow, a.actor));
      if (!denied) return;
      expect((await denied.client.post(base(d), { [d.memberKey]: VALID[path]!() })).status).toBe(403);
    },
  );
});

describe('the rest of the contract registry', () => {
  it.each([...REFERENCE].map((path) => [path, resources[path as keyof typeof resources]] as const))(
    'SRV-05: GET %s lists the reference values with the collection key (contract shape)',
    async (_path, d) => {
      const r = await admin.get(base(d));
      expect(r.status).toBe(200);
      expect(r.body[d.collectionKey].length).toBeGreaterThan(0);
      expect(d.collectionReply.safeParse(r.body).error).toBeUndefined();
    },
  );

  it.each([...NO_LIST])('GET %s has no list route (404)', async (path) => {
    expect((await admin.get(`/api/v2/${path}`)).status).toBe(404);
  });

  it.each([...NO_SHOW])('GET %s/{id} has no show route (404)', async (path) => {
    const d = resources[path as keyof typeof resources];
    const first = (await admin.get(`${base(d)}?per=1`)).body[d.collectionKey][0];
    expect((await admin.get(`${base(d)}/${first?.id ?? 1}`)).status).toBe(404);
  });
});

describe('list parameters (SRV-06, SRV-07)', () => {
  it('SRV-06: per defaults to 10; totalPages = ceil(totalCount / per); pageNumber echoes the page', async () => {
    const r = await admin.get('/api/v2/parents');
    expect(r.body.meta.pageSize).toBe(10);
    const p2 = await admin.get('/api/v2/lead_sources?per=3&page=2');
    expect(p2.body.meta).toEqual({
      totalCount: p2.body.meta.totalCount,
      totalPages: Math.ceil(p2.body.meta.totalCount / 3),
      pageNumber: 2,
      pageSize: 3,
    });
    expect(p2.body.leadSources).toHaveLength(3);
  });

  it('SRV-07: a page beyond the last answers 200 with an empty list and correct meta', async () => {
    const r = await admin.get('/api/v2/lead_sources?per=5&page=99');
    expect(r.status).toBe(200);
    expect(r.body.leadSources).toEqual([]);
    expect(r.body.meta.totalPages).toBe(Math.ceil(r.body.meta.totalCount / 5));
    expect(r.body.meta.pageNumber).toBe(99);
  });

  it('SRV-06: orderBy takes a whitelisted snake_case column and orderSort asc/desc; others answer 422', async () => {
    const asc = await admin.get('/api/v2/sessions?orderBy=starts_at&orderSort=asc&per=50');
    const starts = asc.body.sessions.map((s: { startsAt: string }) => s.startsAt);
    expect([...starts].sort()).toEqual(starts);
    const desc = await admin.get('/api/v2/sessions?orderBy=starts_at&orderSort=desc&per=50');
    expect(desc.body.sessions[0].startsAt).toBe(starts[starts.length - 1]);
    expect((await admin.get('/api/v2/sessions?orderBy=password_digest')).status).toBe(422);
    expect((await admin.get('/api/v2/sessions?orderBy=starts_at&orderSort=sideways')).status).toBe(422);
    expect((await admin.get('/api/v2/sessions?per=0')).status).toBe(422);
    expect((await admin.get('/api/v2/sessions?per=1001')).status).toBe(422);
    expect((await admin.get('/api/v2/sessions?page=abc')).status).toBe(422);
  });

  it('SRV-06: noPagination returns every match in one page', async () => {
    const r = await admin.get('/api/v2/events?noPagination=true');
    expect(r.body.events.length).toBe(r.body.meta.totalCount);
    expect(r.body.meta.totalPages).toBe(1);
  });

  it('SRV-06: include adds relations (comma separated)', async () => {
    const r = await admin.get('/api/v2/sessions?include=attendances,supervisor&per=50');
    const withAtt = r.body.sessions.find((s: { attendancesCount: number }) => s.attendancesCount > 0);
    expect(withAtt.attendances[0]).toEqual(
      expect.objectContaining({ studentId: expect.any(Number), firstName: expect.any(String) }),
    );
    expect(r.body.sessions.some((s: { supervisor: unknown }) => s.supervisor && typeof s.supervisor === 'object')).toBe(
      true,
    );
  });

  it('SRV-01: accepts application/json as well as the JSON-API media type, and answers 400 for malformed JSON', async () => {
    const r = await admin.post('/api/v2/materials', JSON.stringify({ material: { name: 'Plain JSON' } }), {
      'content-type': 'application/json',
    });
    expect(r.status).toBe(201);
    const bad = await admin.post('/api/v2/materials', '{"material": ', { 'content-type': 'application/vnd.api+json' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveLength(1);
  });
});

describe('row-level access', () => {
  it('students and parents only see their own students; notices only their owner', async () => {
    const student = actors.find((a) => a.email === 'student@example.com')!;
    const own = await student.client.get('/api/v2/students');
    expect(own.status).toBe(403);
    const me = await student.client.get(`/api/v2/students/${student.actor.studentId}`);
    expect(me.status).toBe(200);
    expect((await student.client.get('/api/v2/students/3')).status).toBe(404);
    const parent = actors.find((a) => a.email === 'parent@example.com')!;
    const kids = await parent.client.get('/api/v2/students');
    expect(kids.body.students.map((s: { parentId: number }) => s.parentId)).toEqual(
      kids.body.students.map(() => parent.actor.parentId),
    );
    const notices = await student.client.get('/api/v2/notices');
    expect(notices.body.notices.length).toBeGreaterThan(0);
    expect(notices.body.notices.every((n: { userId: number }) => n.userId === student.actor.userId)).toBe(true);
  });

  it('SRV-37: the owner sets readAt on a notice; nobody else sees it', async () => {
    const student = actors.find((a) => a.email === 'student@example.com')!;
    const n = (await student.client.get('/api/v2/notices')).body.notices[0];
    const r = await student.client.put(`/api/v2/notices/${n.id}`, { notice: { readAt: new Date().toISOString() } });
    expect(r.status).toBe(200);
    expect(r.body.notice.readAt).not.toBeNull();
    const tutor = actors.find((a) => a.email === 'tutor@example.com')!;
    expect((await tutor.client.put(`/api/v2/notices/${n.id}`, { notice: { readAt: null } })).status).toBe(404);
    expect((await student.client.put(`/api/v2/notices/${n.id}`, { notice: { title: 'Changed' } })).status).toBe(422);
  });
});
