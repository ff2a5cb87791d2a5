import fc from 'fast-check';
import { RESOURCES } from '../src/defs';
import { keysOf } from '../src/resource';
import { type Client, as, testApp } from './helpers';

let t: Awaited<ReturnType<typeof testApp>>;
let admin: Client;
let student: Client;
beforeAll(async () => {
  t = await testApp();
  admin = await as(t.url, 'admin@example.com');
  student = await as(t.url, 'student@example.com');
}, 120000);
afterAll(async () => {
  await t.close();
});

const FINGERPRINT_TABLES = [
  'users',
  'parents',
  'students',
  'lead_sources',
  'employees',
  'sessions',
  'assignments',
  'attendances',
  'enrollments',
  'enrollment_renewals',
  'student_badges',
  'student_prizes',
  'shipments',
  'payment_profiles',
  'refund_requests',
  'installments',
  'payments',
  'courses',
  'availabilities',
  'tutorings',
  'notes',
  'messages',
  'teams',
  'team_members',
  'essays',
  'transcripts',
  'essay_graders',
  'target_histories',
  'events',
  'avatars',
];
/** A digest of every row of the tables write endpoints touch. */
const fingerprint = async (): Promise<string> =>
  (
    await t.db.query<{ f: string }>(
      `SELECT md5(string_agg(x, ',' ORDER BY n)) AS f FROM (${FINGERPRINT_TABLES.map((tb, i) => `SELECT ${i} AS n, coalesce(md5(string_agg(r::text, ',' ORDER BY r::text)), '') AS x FROM ${tb} r`).join(' UNION ALL ')}) q`,
    )
  )[0]!.f;

/** Every write endpoint with an existing record where it needs one. */
const WRITES: [string, string][] = [
  ...RESOURCES.filter((d) => d.access.create !== false).map((d) => ['POST', `/api/v2/${d.path}`] as [string, string]),
  ...RESOURCES.filter((d) => d.access.update !== false).map((d) => ['PUT', `/api/v2/${d.path}/1`] as [string, string]),
  ['POST', '/api/v2/parents/merge'],
  ['PUT', '/api/v2/parents/1/reassign'],
  ['POST', '/api/v2/students/merge'],
  ['PUT', '/api/v2/students/1/increment_points'],
  ['PUT', '/api/v2/lead_sources/1/reassign'],
  ['PUT', '/api/v2/pending_schools/9/merge'],
  ['PUT', '/api/v2/pending_schools/9/promote'],
  ['PUT', '/api/v2/employees/4/set_extension_handle'],
  ['PUT', '/api/v2/employees/4/terminate.json'],
  ['PUT', '/api/v2/employees/4/rehire.json'],
  ['POST', '/api/v2/assignments'],
  ['PUT', '/api/v2/assignments/1'],
  ['PUT', '/api/v2/sessions/6/substitute_joint_session'],
  ['PUT', '/api/v2/attendances/1'],
  ['POST', '/api/v2/availabilities/repeat'],
  ['POST', '/api/v2/tutorings'],
  ['PUT', '/api/v2/shipments/1/change_status'],
  ['PUT', '/api/v2/courses/1/change_status'],
  ['POST', '/api/v2/enrollments/1/add_hours'],
  ['PUT', '/api/v2/enrollments/1/apply_coupon'],
  ['PUT', '/api/v2/enrollments/1/cancel'],
  ['PUT', '/api/v2/enrollments/1/transfer'],
  ['PUT', '/api/v2/enrollments/2/move_trial'],
  ['POST', '/api/v2/authorize_net_profiles'],
  ['PUT', '/api/v2/authorize_net_profiles/1'],
  ['POST', '/api/v2/tutor_package_transcripts/reup'],
  ['PUT', '/api/v2/users/1/change_password'],
  ['POST', '/api/login.json'],
  ['POST', '/api/v2/quests/invitations'],
  ['POST', '/local/accept/tokenize'],
];
const STUDENT_WRITES: [string, string][] = [
  ['POST', '/api/v2/quests/student_prizes'],
  ['PUT', '/api/v2/reviews/1'],
  ['POST', '/api/v2/tutorings'],
];

/** Arbitrary malformed bodies: wrong types, nested junk, huge strings, the right member key with junk inside. */
const junk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.constant('x'.repeat(5000)),
  fc.constant(-2147483649),
  fc.constant(1e308),
  fc.constant('2026-13-45T99:99:99Z'),
  fc.constant("'; DROP TABLE users; --"),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), { maxKeys: 3 }),
);
const fieldNames = [
  'id',
  'name',
  'status',
  'email',
  'firstName',
  'startsAt',
  'endsAt',
  'duration',
  'currentId',
  'transferId',
  'employeeId',
  'sessionId',
  'points',
  'event',
  'prizeId',
  'stars',
  'comment',
  'itemType',
  'itemId',
  'hubSessionId',
  'repeatOptions',
  'authorizeNet',
  'parentId',
  'password',
  'friends',
  'cardNumber',
  'actualSchoolId',
  'endDate',
];
const memberKeys = [
  'parent',
  'student',
  'lead_source',
  'leadSource',
  'school',
  'employee',
  'assignment',
  'session',
  'attendance',
  'availability',
  'tutoring',
  'enrollment',
  'authorizeNetProfile',
  'tutorPackageTranscript',
  'user',
  'studentPrize',
  'review',
  ...RESOURCES.map((d) => keysOf(d).member),
];
const member = fc.dictionary(fc.constantFrom(...fieldNames), junk, { maxKeys: 5 });
const body = fc.oneof(
  junk,
  fc.dictionary(fc.constantFrom(...memberKeys), fc.oneof(member, junk), { minKeys: 1, maxKeys: 2 }),
  fc.record(
    {
      event: junk,
      endDate: junk,
      employee: fc.oneof(member, junk),
      itemType: junk,
      itemId: junk,
      points: junk,
      friends: junk,
    },
    { requiredKeys: [] },
  ),
);

describe('property: malformed input never causes a 5xx or a partial write (SRV-08)', () => {
  it('SRV-08: random bodies to every write endpoint answer < 500, and a refused call changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          ...WRITES.map((w) => [admin, ...w] as const),
          ...STUDENT_WRITES.map((w) => [student, ...w] as const),
        ),
        body,
        async ([client, method, url], b) => {
          const before = await fingerprint();
          const r = await client.call(method, url, JSON.stringify(b));
          expect(r.status).toBeLessThan(500);
          if (r.status >= 400) {
            expect(r.body.errors.length).toBeGreaterThan(0);
            expect(await fingerprint()).toBe(before);
          }
        },
      ),
      { numRuns: 150 },
    );
  }, 600000);

  it('SRV-08: random query strings to every list answer < 500', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer().map(String),
      fc.constantFrom('-1', '0', '1e9', 'NaN', 'true', 'starts_at', '%', "' OR 1=1 --", '2026-01-01'),
    );
    const params = fc.dictionary(
      fc.constantFrom(
        'per',
        'page',
        'orderBy',
        'orderSort',
        'include',
        'query',
        'noPagination',
        'startsAt',
        'endsAt',
        'employeeId',
        'studentId',
        'schedule',
        'status',
        'roles[]',
        'sessionIds[]',
        'tutorId',
        'limit',
        'completed',
        'quickFilter',
        'distance',
        'latitude',
        'longitude',
        'enable',
        'couponCode',
        'date',
        'examId',
        'from',
      ),
      value,
      { maxKeys: 4 },
    );
    const paths = [
      ...RESOURCES.map((d) => `/api/v2/${d.path}`),
      '/api/v2/tutors.json',
      '/api/v2/employees.json',
      '/api/v2/students.json',
      '/api/v2/shipments.csv',
      '/api/v2/sessions/prime_hours',
      '/api/v2/sessions/potential_tutors',
      '/api/v2/courses/membership',
      '/api/v2/target_histories/date',
      '/api/v2/availabilities/repeat_options',
      '/api/v2/quests/student_badges',
      '/api/v2/emails.json',
      '/api/v2/grade_levels',
      '/api/v2/subjects',
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), params, async (path, q) => {
        const qs = new URLSearchParams(q).toString();
        const r = await admin.get(`${path}?${qs}`);
        expect(r.status).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  }, 600000);
});
