import { DateTime } from 'luxon';
import { CANCELLATION_REASONS, LEAD_SOURCE_STATUSES, MATERIAL_STATUSES } from '@tutoring/domain';
import { TEST_PASSWORD_PARAMS, hashPassword } from './auth';
import type { Db, Queryable } from './db/adapter';

/** Demo logins printed on start; every password is {@link DEMO_PASSWORD}. */
export const DEMO_LOGINS = [
  { email: 'admin@example.com', role: 'admin (ADMIN + OPERATIONS, essay grading admin)' },
  { email: 'director@example.com', role: 'director_of_academic_advising' },
  { email: 'advisor@example.com', role: 'academic_advisor' },
  { email: 'crm@example.com', role: 'crm' },
  { email: 'tutor@example.com', role: 'tutor (essay grader)' },
  { email: 'student@example.com', role: 'student' },
  { email: 'parent@example.com', role: 'parent (with student@example.com and a recurring enrollment)' },
  { email: 'newstudent@example.com', role: 'student who must set a password' },
  { email: 'k12student@example.com', role: 'K12 student' },
] as const;
/** The password of every demo login. */
export const DEMO_PASSWORD = 'password123';
/**
 * argon2id of {@link DEMO_PASSWORD} with the server's parameters (`PASSWORD_PARAMS`, ADR 0008), computed once so
 * seeding costs no hashing time.
 */
const DEMO_DIGEST = '$argon2id$v=19$m=19456,t=2,p=1$UJOJ9xx8Qf0c1pvSMw3Geg$naKYkMm/MVAY7ovh+M8X5VK0p4muk3WHV7AocNc+frQ';
/** The demo users' digest: {@link DEMO_DIGEST}, or the test parameters' under NODE_ENV=test (what the suites use). */
const demoDigest = async (): Promise<string> =>
  process.env.NODE_ENV === 'test' ? hashPassword(DEMO_PASSWORD, TEST_PASSWORD_PARAMS) : DEMO_DIGEST;

type Val = string | number | boolean | null | object;

async function ins(tx: Queryable, table: string, row: Record<string, Val>): Promise<number> {
  const cols = Object.keys(row);
  const vals = Object.values(row).map((v) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? JSON.stringify(v) : v,
  );
  const r = await tx.query<{ id: number }>(
    `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    vals,
  );
  return r[0]!.id;
}

const at = (minutesFromNow: number): string =>
  new Date(Math.floor((Date.now() + minutesFromNow * 60000) / 60000) * 60000).toISOString();
const day = (daysFromNow: number): string => new Date(Date.now() + daysFromNow * 86400000).toISOString().slice(0, 10);

/** The seeded families' time zone (the users' default), in which the demo's schedule keeps its local hours. */
const FAMILY_ZONE = 'America/Los_Angeles';
/** Local hour of the demo schedule's anchor: school days' tutoring starts in the afternoon. */
const SCHEDULE_HOUR = 15;

/**
 * A time of the demo schedule (sessions, availabilities, events, tutorings; STF-33): `days` after the next 3 pm in the
 * families' zone (the same wall-clock hour on each day), plus `minutes`. Seeded sessions so fall on afternoons and
 * evenings whatever the hour the product is seeded at (placed relative to now, every weekday's prime hour was the
 * seeding hour), and keep their order and overlaps (a tutor's availability still covers their session).
 */
const slot = (days: number, minutes = 0): string => {
  const now = DateTime.now().setZone(FAMILY_ZONE);
  let anchor = now.set({ hour: SCHEDULE_HOUR, minute: 0, second: 0, millisecond: 0 });
  if (anchor <= now) anchor = anchor.plus({ days: 1 });
  return anchor.plus({ days }).plus({ minutes }).toUTC().toISO()!;
};

/** Seeds the demo data once (idempotent) and, with `scale`, N extra parents and 2N sessions; true when it wrote rows. */
export async function seed(db: Db, opts: { scale?: number } = {}): Promise<boolean> {
  let wrote = false;
  const done = await db.query("SELECT 1 FROM users WHERE email = 'admin@example.com'");
  if (!done.length) {
    await db.transaction((tx) => seedDemo(tx));
    wrote = true;
  }
  // Added after the first release: applied once to fresh and to existing demo databases alike.
  const gaps = await db.query("SELECT 1 FROM users WHERE email = 'coordinator@example.com'");
  if (!gaps.length) {
    await db.transaction((tx) => seedGaps(tx));
    wrote = true;
  }
  if (await seedStep(db, 'course-flags', seedCourseFlags)) wrote = true;
  if (await seedStep(db, 'backoffice-demo', seedBackofficeDemo)) wrote = true;
  // The demo's "Live now" session is live whenever the product starts, not only in the first minutes after seeding.
  await db.query(
    `UPDATE sessions SET starts_at = date_trunc('minute', now()) - interval '20 minutes',
       ends_at = date_trunc('minute', now()) - interval '20 minutes' + duration * interval '1 minute'
     WHERE name = 'Live now' AND canceled_at IS NULL`,
  );
  if (opts.scale && opts.scale > 0 && (await seedScale(db, opts.scale))) {
    wrote = true;
    // Bulk inserts leave the visibility map unset: vacuum so that counts and id pages are index-only scans.
    await db.exec('VACUUM ANALYZE');
  }
  return wrote;
}

async function seedDemo(tx: Queryable): Promise<void> {
  const digest = await demoDigest();
  for (const [name, permissions] of [
    ['admin', ['ADMIN']],
    ['crm', []],
    ['tutor', ['TUTOR']],
    ['student', []],
    ['parent', []],
    ['academic_advisor', []],
    ['director_of_academic_advising', []],
    ['OPERATIONS', ['OPERATIONS']],
  ] as const) {
    await tx.query('INSERT INTO roles (name, permissions) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      name,
      permissions,
    ]);
  }
  const user = (
    email: string,
    first: string,
    last: string,
    type: string,
    roles: string[],
    permissions: string[],
    extra: Record<string, Val> = {},
  ) =>
    ins(tx, 'users', {
      email,
      first_name: first,
      last_name: last,
      type,
      roles,
      permissions,
      password_digest: digest,
      ...extra,
    });

  // reference data
  const tiers = [
    await ins(tx, 'tiers', { name: 'Bronze', billing_rate: 45, position: 1 }),
    await ins(tx, 'tiers', { name: 'Silver', billing_rate: 65, position: 2 }),
    await ins(tx, 'tiers', { name: 'Gold', billing_rate: 90, position: 3 }),
  ];
  const deptAcademics = await ins(tx, 'departments', { name: 'Academics' });
  const deptTestPrep = await ins(tx, 'departments', { name: 'Test Prep' });
  const subj: Record<string, number> = {};
  for (const [name, cat, lang] of [
    ['Algebra', 'Math', 'en'],
    ['Geometry', 'Math', 'en'],
    ['Pre-Algebra', 'Math', 'en'],
    ['Biology', 'Science', 'en'],
    ['Chemistry', 'Science', 'en'],
    ['Essay Writing', 'English', 'en'],
    ['Reading', 'English', 'en'],
    ['SAT Math', 'Test Prep', 'en'],
    ['Álgebra', 'Matemáticas', 'es'],
  ] as const)
    subj[name] = await ins(tx, 'subjects', { name, category_name: cat, language: lang });
  const stOnline = await ins(tx, 'session_types', {
    name: 'Online Tutoring',
    session_class: 'Tutoring',
    online: true,
    default_duration: 60,
    min_duration: 30,
  });
  const stInPerson = await ins(tx, 'session_types', {
    name: 'In-Person Tutoring',
    session_class: 'Tutoring',
    online: false,
    default_duration: 60,
    min_duration: 30,
  });
  const stGroup = await ins(tx, 'session_types', {
    name: 'Group Class',
    session_class: 'Session',
    online: true,
    default_duration: 90,
    min_duration: 45,
  });
  await ins(tx, 'session_types', {
    name: 'Homework Help',
    session_class: 'Session::TutoringSplit',
    online: true,
    default_duration: 30,
    min_duration: 15,
  });
  const origAmazon = await ins(tx, 'originators', { name: 'Amazon', integrates_with_api: true });
  const origOffice = await ins(tx, 'originators', { name: 'Office Supply Co', integrates_with_api: false });
  for (const n of ['USPS', 'UPS', 'FedEx']) await ins(tx, 'shipping_methods', { name: n });
  const placeLA = await ins(tx, 'places', {
    name: 'Los Angeles Center',
    address: { street1: '100 Main St', city: 'Los Angeles', state: 'CA', zip: '90012', country: 'US' },
    formatted: '100 Main St, Los Angeles, CA 90012',
  });
  await ins(tx, 'places', {
    name: 'Santa Monica Center',
    address: { street1: '200 Ocean Ave', city: 'Santa Monica', state: 'CA', zip: '90401', country: 'US' },
    formatted: '200 Ocean Ave, Santa Monica, CA 90401',
  });
  const brandMath = await ins(tx, 'brands', {
    name: 'Math Club',
    department_id: deptAcademics,
    payment_type: 'recurring',
    include_joint_sessions: true,
    include_points: true,
    offer_reserved: true,
  });
  const brandPrep = await ins(tx, 'brands', {
    name: 'Test Prep',
    department_id: deptTestPrep,
    payment_type: 'Fixed',
    include_points: false,
  });
  const brandHelp = await ins(tx, 'brands', {
    name: 'Homework Help',
    department_id: deptAcademics,
    payment_type: 'None',
    allow_limited_attendance: true,
    limited_attendances_count: 3,
  });
  await ins(tx, 'coupons', { code: 'SAVE10', unit: 'percentage', amount: 10 });
  await ins(tx, 'coupons', { code: 'TENOFF', unit: 'dollars', amount: 10 });

  // staff
  const employee = async (
    email: string,
    first: string,
    last: string,
    roles: string[],
    permissions: string[],
    e: Record<string, Val> = {},
    type = 'Employee',
  ) => {
    const uid = await user(email, first, last, type, roles, permissions);
    return { uid, id: await ins(tx, 'employees', { user_id: uid, type, hire_date: day(-700), ...e }) };
  };
  const admin = await employee('admin@example.com', 'Ada', 'Admin', ['admin', 'OPERATIONS'], ['ADMIN', 'OPERATIONS'], {
    title: 'Admin',
    extension_handle: 'ada',
  });
  const director = await employee('director@example.com', 'Diane', 'Director', ['director_of_academic_advising'], [], {
    title: 'Director of Academic Advising',
  });
  const advisor = await employee('advisor@example.com', 'Arthur', 'Advisor', ['academic_advisor'], [], {
    title: 'Academic Advisor',
  });
  const advisor2 = await employee('advisor2@example.com', 'Amelia', 'Advisor', ['academic_advisor'], [], {
    title: 'Academic Advisor',
  });
  const crm = await employee('crm@example.com', 'Carl', 'Crm', ['crm'], [], { title: 'CRM Specialist' });
  await employee('former@example.com', 'Fred', 'Former', ['admin'], ['ADMIN'], {
    title: 'Admin',
    active: false,
    end_date: day(-30),
  });
  const tutorCommon = {
    title: 'Tutor',
    online: true,
    employment_type: 'W2',
    tutor_type: 'Academic',
    personal_profile: {
      approach: 'Patient and structured.',
      background: 'Former teacher.',
      educations: [],
      degrees: ["Bachelor's"],
    },
    stories: [{ title: 'First student', body: 'Helped a student go from C to A.' }],
  };
  const tutor = await employee(
    'tutor@example.com',
    'Tina',
    'Tutor',
    ['tutor'],
    ['TUTOR'],
    {
      ...tutorCommon,
      tier_id: tiers[2]!,
      featured: true,
      in_person: true,
      star_rating: 4.8,
      latitude: 34.05,
      longitude: -118.24,
      priority: 10,
      delivery_target: 20,
      availability_target: 30,
    },
    'Tutor',
  );
  const tutor2 = await employee(
    'tutor2@example.com',
    'Tom',
    'Teacher',
    ['tutor'],
    ['TUTOR'],
    {
      ...tutorCommon,
      tier_id: tiers[1]!,
      star_rating: 4.5,
      latitude: 34.01,
      longitude: -118.49,
      priority: 5,
      delivery_target: 15,
      availability_target: 25,
    },
    'Tutor',
  );
  const tutor3 = await employee(
    'tutor3@example.com',
    'Nora',
    'Nonaccepting',
    ['tutor'],
    ['TUTOR'],
    {
      ...tutorCommon,
      tier_id: tiers[0]!,
      accept_new_students: false,
      latitude: 40.75,
      longitude: -73.99,
      delivery_target: 10,
      availability_target: 10,
    },
    'Tutor',
  );
  for (const [t, names] of [
    [tutor, ['Algebra', 'Geometry', 'Pre-Algebra', 'Essay Writing', 'SAT Math']],
    [tutor2, ['Biology', 'Chemistry', 'Algebra']],
    [tutor3, ['Reading']],
  ] as const) {
    for (const n of names)
      await tx.query('INSERT INTO employee_subjects (employee_id, subject_id) VALUES ($1, $2)', [t.id, subj[n]]);
  }

  // lead sources: every status (DOM-01), schools and pending schools (DOM-03)
  const leadIds: number[] = [];
  for (const [i, status] of LEAD_SOURCE_STATUSES.entries()) {
    leadIds.push(
      await ins(tx, 'lead_sources', {
        name: `${status} Partner ${i + 1}`,
        status,
        type: 'LeadSource',
        category: 'Business',
        employee_id: crm.id,
        last_touch_at: at(-60 * 24 * (i * 10)),
        contact_item: { name: 'Front desk', phone: '3105550100' },
      }),
    );
  }
  const school = await ins(tx, 'lead_sources', {
    name: 'Lincoln High School',
    status: 'Managed',
    type: 'School',
    category: 'High School',
    school_type: 'public',
    employee_id: advisor.id,
  });
  await ins(tx, 'lead_sources', {
    name: 'Westside Middle School',
    status: 'Target',
    type: 'School',
    category: 'Middle School',
    school_type: 'private',
  });
  const pendingSchool = await ins(tx, 'lead_sources', {
    name: 'Lincoln HS (typed by parent)',
    status: 'Uncategorized',
    type: 'PendingSchool',
    category: 'High School',
  });
  await ins(tx, 'lead_sources', {
    name: 'Sunrise Academy',
    status: 'Uncategorized',
    type: 'PendingSchool',
    category: 'Elementary School',
  });

  // families
  const parentUser = await user('parent@example.com', 'Paula', 'Parent', 'Parent', ['parent'], []);
  const parent = await ins(tx, 'parents', {
    user_id: parentUser,
    status: 'Active',
    customer: true,
    employee_id: advisor.id,
    lead_source_id: school,
    referral_source: 'School',
    source: 'Web',
    address: { street1: '100 Main St', city: 'Los Angeles', state: 'CA', zip: '90012', country: 'US' },
    phone: '+13105550123',
    home_value: 1200,
    calls_count: 5,
    last_touched_at: at(-60 * 24 * 3),
    assigned_at: at(-60 * 24 * 5),
  });
  const studentUser = await user('student@example.com', 'Sam', 'Student', 'Student', ['student'], []);
  const student = await ins(tx, 'students', {
    user_id: studentUser,
    parent_id: parent,
    school_id: school,
    grade: 5,
    points: 240,
  });
  const newStudentUser = await user('newstudent@example.com', 'Nina', 'Newstudent', 'Student', ['student'], [], {
    must_set_password: true,
  });
  const newStudent = await ins(tx, 'students', {
    user_id: newStudentUser,
    parent_id: parent,
    school_id: school,
    grade: 0,
    points: 0,
  });
  const parent2User = await user('parent2@example.com', 'Peter', 'Prospect', 'Parent', ['parent'], []);
  const parent2 = await ins(tx, 'parents', {
    user_id: parent2User,
    status: 'In Conversation',
    customer: false,
    employee_id: advisor2.id,
    referral_source: 'Search engine',
    calls_count: 1,
    created_at: at(-60 * 24 * 20),
  });
  const k12User = await user('k12student@example.com', 'Kai', 'Kay', 'Student', ['student'], []);
  const k12 = await ins(tx, 'students', {
    user_id: k12User,
    parent_id: parent2,
    grade: -1,
    k12_user: true,
    points: 50,
  });
  const p3u = await user('abandoned@example.com', 'Abby', 'Abandoned', 'Parent', ['parent'], []);
  const parent3 = await ins(tx, 'parents', {
    user_id: p3u,
    status: 'Not Ready',
    customer: false,
    active: false,
    abandoned_at: at(-60 * 24 * 2),
  });
  const lockedU = await user('locked@example.com', 'Lou', 'Locked', 'Parent', ['parent'], [], { locked_at: at(-60) });
  await ins(tx, 'parents', { user_id: lockedU, status: 'Third Party', customer: true });
  const s3u = await user('student3@example.com', 'Sophie', 'Third', 'Student', ['student'], []);
  const student3 = await ins(tx, 'students', { user_id: s3u, parent_id: parent3, grade: 9 });
  await tx.query('UPDATE lead_sources SET employee_id = $1 WHERE id = $2', [crm.id, pendingSchool]);

  // courses and sessions
  const mathTpl = await ins(tx, 'course_templates', { name: 'Math Club Weekly', brand_id: brandMath, duration: 60 });
  const cMember = await ins(tx, 'courses', {
    title: 'Math Club Membership',
    brand_id: brandMath,
    course_template_id: mathTpl,
    status: 'published',
    kind: 'membership',
    grade_level: 5,
    duration: 60,
    pricing: {
      type: 'recurring',
      price: 199,
      intervalUnit: 'month',
      intervalLength: 1,
      trialPrice: 0,
      trialIntervalLength: 14,
      trialIntervalUnit: 'day',
    },
  });
  const cHelp = await ins(tx, 'courses', {
    title: 'Homework Help Drop-in',
    brand_id: brandHelp,
    status: 'published',
    kind: 'homework_help',
    duration: 30,
    pricing: { type: 'fixed', price: 0 },
  });
  const cHosted = await ins(tx, 'courses', {
    title: 'Algebra Group',
    brand_id: brandMath,
    status: 'published',
    host_id: tutor.id,
    lead_source_id: school,
    duration: 90,
    grade_level: 8,
    // Offered at /enroll only with a pricing (docs/decisions/public-courses.md): Math Club's shape, its own price.
    pricing: {
      type: 'recurring',
      price: 149,
      intervalUnit: 'month',
      intervalLength: 1,
      trialPrice: 0,
      trialIntervalLength: 14,
      trialIntervalUnit: 'day',
    },
  });
  const cPrep = await ins(tx, 'courses', {
    title: 'SAT Prep Intensive',
    brand_id: brandPrep,
    status: 'published',
    duration: 120,
    pricing: { type: 'fixed', price: 1200 },
  });
  const cDraft = await ins(tx, 'courses', {
    title: 'Chemistry Bootcamp (draft)',
    brand_id: brandPrep,
    status: 'draft',
  });
  await ins(tx, 'courses', { title: 'Spring Reading (completed)', brand_id: brandMath, status: 'completed' });
  await ins(tx, 'courses', { title: 'Biology Review (canceled)', brand_id: brandPrep, status: 'canceled' });
  const cReserved = await ins(tx, 'courses', {
    title: 'Private Geometry',
    brand_id: brandMath,
    status: 'published',
    reserved_for_id: student,
    reserved_until: day(30),
  });
  void cDraft;
  // Sessions at `days` and `minutes` of the demo schedule (slot); "Live now" is set to now by seed() on every start.
  // The sessions to staff (Algebra Group, Chemistry) do not overlap: one tutor takes both (STF-15).
  const session = async (
    course: number,
    [days, minutes]: [number, number],
    duration: number,
    e: Record<string, Val> = {},
  ) =>
    ins(tx, 'sessions', {
      course_id: course,
      session_type_id: stOnline,
      subject_id: subj.Algebra!,
      title: 'Algebra',
      starts_at: slot(days, minutes),
      ends_at: slot(days, minutes + duration),
      duration,
      ...e,
    });
  const sPast1 = await session(cMember, [-7, 0], 60, {
    attendance_taken_at: slot(-7, 70),
    name: 'Week 1',
  });
  const sPast2 = await session(cMember, [-2, 0], 60, { name: 'Week 2' });
  const sLive = await session(cMember, [0, 0], 60, { name: 'Live now' });
  const sToday = await session(cHosted, [0, 120], 90, {
    session_type_id: stGroup,
    title: 'Algebra Group',
    employees_required: 2,
  });
  const sUp1 = await session(cMember, [1, 0], 60, { name: 'Week 3' });
  const sUp2 = await session(cMember, [3, 0], 60, { subject_id: subj.Geometry! });
  const sUp3 = await session(cPrep, [7, 0], 120, { subject_id: subj['SAT Math']!, title: 'SAT Math' });
  const sInPerson = await session(cPrep, [2, 0], 60, {
    session_type_id: stInPerson,
    place_id: placeLA,
    room: 'Room 4',
    subject_id: subj.Biology!,
    title: 'Biology',
  });
  const sUnassigned = await session(cPrep, [0, 240], 60, { subject_id: subj.Chemistry!, title: 'Chemistry' });
  const sCanceled = await session(cMember, [4, 0], 60, { canceled_at: at(-60), name: 'Canceled' });
  const sHelp1 = await session(cHelp, [0, 300], 60, { subject_id: subj.Reading!, title: 'Homework Help' });
  await session(cHelp, [1, 300], 60, { subject_id: subj.Reading!, title: 'Homework Help' });
  const sReserved = await session(cReserved, [5, 0], 60, { subject_id: subj.Geometry! });
  for (const [s, e, sup] of [
    [sPast1, tutor, true],
    [sPast2, tutor, true],
    [sLive, tutor, true],
    [sToday, tutor, true],
    [sUp1, tutor, true],
    [sUp2, tutor, true],
    [sUp3, tutor, true],
    [sInPerson, tutor2, true],
    [sCanceled, tutor, true],
    [sHelp1, tutor3, true],
    [sReserved, tutor, true],
  ] as const) {
    await ins(tx, 'assignments', { session_id: s, employee_id: e.id, supervisor: sup });
  }
  void sUnassigned;
  for (const s of [sPast1, sPast2, sLive, sUp1, sUp2, sToday, sCanceled, sReserved])
    await ins(tx, 'attendances', {
      session_id: s,
      student_id: student,
      joined_at: s === sPast1 ? slot(-7, 2) : null,
      session_note: s === sPast1 ? 'Worked on linear equations.' : null,
    });
  for (const s of [sLive, sUp1, sInPerson]) await ins(tx, 'attendances', { session_id: s, student_id: newStudent });
  await ins(tx, 'attendances', { session_id: sUp3, student_id: k12 });
  await ins(tx, 'zoom_meetings', { session_id: sLive, join_url: '/local/meetings/seed-live' });
  await ins(tx, 'zoom_recordings', {
    session_id: sPast1,
    url: '/local/meetings/seed-recording-1',
    duration: 58,
    recorded_at: slot(-7, 60),
  });

  // enrollments: every status (OP-15) and each kind
  const enr = async (studentId: number, course: number, type: string, status: string, e: Record<string, Val> = {}) =>
    ins(tx, 'enrollments', {
      student_id: studentId,
      course_id: course,
      type,
      status,
      pricing: { type: type === 'FixedEnrollment' ? 'fixed' : 'recurring', recurring: type === 'Enrollment' },
      hours: 12,
      ...e,
    });
  const eRecurring = await enr(student, cMember, 'Enrollment', 'active', { auto_renew: true });
  await enr(student, cPrep, 'FixedEnrollment', 'trialing', { trial: true, hours: 20 });
  await enr(student, cHelp, 'LimitedEnrollment', 'active', { limited_attendances_count: 3 });
  await enr(newStudent, cMember, 'Enrollment', 'pending_cancellation', {
    cancellation_reason: CANCELLATION_REASONS[4],
    canceled_at: at(-60),
  });
  await enr(k12, cPrep, 'FixedEnrollment', 'active', { contract: true, hours: 3 });
  await enr(k12, cMember, 'Enrollment', 'canceled', {
    cancellation_reason: CANCELLATION_REASONS[0],
    canceled_at: at(-60 * 24 * 40),
    auto_renew: false,
  });
  await enr(student3, cMember, 'Enrollment', 'transferred');
  await enr(student3, cHelp, 'LimitedEnrollment', 'expired', { limited_attendances_count: 3 });
  await ins(tx, 'enrollment_renewals', {
    enrollment_id: eRecurring,
    hours: 10,
    amount: 600,
    processed_at: at(-60 * 24 * 30),
  });

  // money
  const li1 = await ins(tx, 'line_items', {
    enrollment_id: eRecurring,
    description: 'Math Club — monthly',
    amount: 199,
  });
  const li2 = await ins(tx, 'line_items', {
    enrollment_id: eRecurring,
    description: 'Math Club — materials',
    amount: 49,
  });
  await ins(tx, 'line_item_adjustments', { line_item_id: li1, amount: -20, reason: 'Goodwill credit' });
  for (const [status, i] of [
    ['pending', 0],
    ['incomplete', 1],
    ['approved', 2],
    ['denied', 3],
    ['processed', 4],
  ] as const) {
    await ins(tx, 'refund_requests', {
      status,
      line_item_id: i % 2 ? li2 : li1,
      category: 'Service issue',
      amount: 20 + i * 10,
      notes: `Refund request (${status})`,
    });
  }
  const inst1 = await ins(tx, 'installments', {
    enrollment_id: eRecurring,
    amount: 199,
    due_on: day(-30),
    status: 'paid',
    paid_at: at(-60 * 24 * 30),
  });
  await ins(tx, 'installments', { enrollment_id: eRecurring, amount: 199, due_on: day(3), status: 'pending' });
  await ins(tx, 'installments', { enrollment_id: eRecurring, amount: 199, due_on: day(-2), status: 'failed' });
  await ins(tx, 'payments', { parent_id: parent, installment_id: inst1, amount: 199, paid_at: at(-60 * 24 * 30) });
  await ins(tx, 'payment_profiles', {
    parent_id: parent,
    provider_profile_id: 'LOCALPROFILE-seed',
    card_type: 'Visa',
    masked_card_number: 'XXXX1111',
    expiration_date: '2030-12',
    zip: '90012',
  });
  await ins(tx, 'payment_profiles', {
    parent_id: parent2,
    provider_profile_id: 'LOCALPROFILE-seed-2',
    card_type: 'AmericanExpress',
    masked_card_number: 'XXXX0002',
    expiration_date: '2020-01',
    zip: '10001',
  });
  for (const [i, emp] of [admin, tutor, tutor2].entries())
    await ins(tx, 'payroll_items', {
      employee_id: emp.id,
      amount: 500 + i * 100,
      description: 'Biweekly payroll',
      date: day(-14),
    });

  // materials and shipments (DOM-08, DOM-26)
  const mats: number[] = [];
  for (const status of MATERIAL_STATUSES)
    mats.push(
      await ins(tx, 'materials', {
        name: `Workbook (${status})`,
        status,
        originator_id: origAmazon,
        quantity: status === 'low inventory' ? 3 : 50,
      }),
    );
  await ins(tx, 'shipments', {
    status: 'on_hold',
    recipient: 'Sam Student',
    student_id: student,
    material_id: mats[0]!,
    originator_id: origAmazon,
    shipping_method: 'USPS',
    address: { street1: '100 Main St', city: 'Los Angeles', state: 'CA', zip: '90012', country: 'US' },
    estimated_delivery_date: day(10),
    shipment_observers: [{ email: 'parent@example.com' }],
  });
  const shipped = await ins(tx, 'shipments', {
    status: 'shipped',
    tracking: '1Z999AA10123456784',
    order_handle: 'AMZ-1001',
    recipient: 'Sam Student',
    student_id: student,
    material_id: mats[0]!,
    originator_id: origAmazon,
    shipping_method: 'UPS',
    sent_at: at(-60 * 24 * 3),
    estimated_delivery_date: day(2),
  });
  await ins(tx, 'shipments', {
    status: 'pending',
    recipient: 'Kai Kay',
    student_id: k12,
    material_id: mats[1]!,
    originator_id: origOffice,
    shipping_method: 'FedEx',
  });

  // reviews, quests
  await ins(tx, 'reviews', { student_id: student, employee_id: tutor.id, session_id: sPast1, completed: false });
  await ins(tx, 'reviews', { student_id: student, employee_id: tutor.id, session_id: sPast2, completed: false });
  await ins(tx, 'reviews', {
    student_id: student,
    employee_id: tutor2.id,
    completed: true,
    stars: 5,
    comment: 'expert in this subject',
  });
  const badges = [
    await ins(tx, 'badges', { name: 'Perfect Attendance', image_url: '/local/pictures/badges/attendance.svg' }),
    await ins(tx, 'badges', { name: 'Problem Solver', image_url: '/local/pictures/badges/solver.svg' }),
    await ins(tx, 'badges', { name: 'Bookworm', image_url: '/local/pictures/badges/book.svg' }),
  ];
  for (let i = 0; i < 6; i += 1)
    await ins(tx, 'student_badges', {
      student_id: student,
      badge_id: badges[i % 3]!,
      created_at: at(-60 * 24 * (10 - i)),
    });
  const prizeSmall = await ins(tx, 'prizes', {
    name: 'Sticker Pack',
    image_url: '/local/pictures/prizes/stickers.svg',
    badge_count: 2,
  });
  await ins(tx, 'prizes', { name: 'Water Bottle', image_url: '/local/pictures/prizes/bottle.svg', badge_count: 5 });
  await ins(tx, 'prizes', { name: 'Headphones', image_url: '/local/pictures/prizes/headphones.svg', badge_count: 20 });
  await ins(tx, 'prizes', {
    name: 'Retired Prize',
    image_url: '/local/pictures/prizes/old.svg',
    badge_count: 1,
    available: false,
  });
  // Traded (its badges redeemed) four days ago, sent three days ago: the portal reads "Traded on … · Sent …" in order.
  const sp = await ins(tx, 'student_prizes', {
    student_id: student,
    prize_id: prizeSmall,
    shipment_id: shipped,
    created_at: at(-60 * 24 * 4),
  });
  for (let i = 0; i < 2; i += 1)
    await ins(tx, 'student_badges', {
      student_id: student,
      badge_id: badges[0]!,
      redeemed_at: at(-60 * 24 * 4),
      student_prize_id: sp,
    });

  // notices, messages, CRM history
  await ins(tx, 'notices', {
    user_id: studentUser,
    title: 'Welcome to Math Club!',
    message: 'Your first session is this week.',
  });
  await ins(tx, 'notices', {
    user_id: studentUser,
    title: 'Finish your practice set',
    message: 'Due before your next session.',
    due_at: at(60 * 24 * 2),
  });
  await ins(tx, 'notices', {
    user_id: tutor.uid,
    title: 'New student assigned',
    message: 'Sam Student joined Math Club.',
  });
  await ins(tx, 'notices', {
    user_id: admin.uid,
    title: 'Refund requests waiting',
    message: 'One refund request is pending.',
    read_at: at(-30),
  });
  await ins(tx, 'messages', {
    sender_id: admin.uid,
    message_type: 'General',
    subject: 'Schedule update',
    body: 'Sessions move to Thursdays.',
    regarding_type: 'Parent',
    regarding_id: parent,
    parent_recipient_ids: [parent],
    student_recipient_ids: [student],
  });
  for (const [title, read, campaign] of [
    ['New lead assigned', false, false],
    ['Parent replied', false, false],
    ['Weekly report', true, false],
    ['Spring campaign', false, true],
  ] as const) {
    await ins(tx, 'inbox_activities', {
      user_id: admin.uid,
      title,
      body: `${title}.`,
      regarding_type: 'Parent',
      regarding_id: parent,
      read_at: read ? at(-10) : null,
      campaign,
    });
  }
  await ins(tx, 'inbox_activities', {
    user_id: advisor.uid,
    title: 'Follow up with Paula',
    regarding_type: 'Parent',
    regarding_id: parent,
  });
  for (const type of ['Note', 'Call', 'Email', 'SMS', 'Message']) {
    await ins(tx, 'contact_histories', {
      type,
      employee_id: advisor.id,
      regarding_type: 'Parent',
      regarding_id: parent,
      subject: `${type} with Paula`,
      body: `${type} summary.`,
      read_at: type === 'Note' ? at(-5) : null,
    });
  }
  await ins(tx, 'calls', {
    regarding_type: 'Parent',
    regarding_id: parent,
    employee_id: advisor.id,
    name: 'Intro call',
    direction: 'outbound',
    duration: 12,
  });
  await ins(tx, 'imminent_closes', {
    regarding_type: 'Parent',
    regarding_id: parent2,
    employee_id: advisor2.id,
    name: 'Likely to enroll',
    closes_at: at(60 * 24 * 7),
  });
  await ins(tx, 'sms', {
    regarding_type: 'Parent',
    regarding_id: parent,
    employee_id: advisor.id,
    phone: '+13105550123',
    body: 'See you Thursday!',
  });
  await ins(tx, 'histories', {
    regarding_type: 'Parent',
    regarding_id: parent,
    employee_id: admin.id,
    event: 'updated',
    body: 'Status changed to Active.',
  });
  await ins(tx, 'notes', {
    regarding_type: 'Parent',
    regarding_id: parent,
    employee_id: advisor.id,
    body: 'Prefers afternoon sessions.',
  });
  await ins(tx, 'activities', {
    type: 'Email',
    regarding_type: 'Parent',
    regarding_id: parent,
    employee_id: advisor.id,
    body: 'Sent the welcome e-mail.',
  });
  await ins(tx, 'activities', {
    type: 'Email',
    regarding_type: 'LeadSource',
    regarding_id: leadIds[0]!,
    employee_id: crm.id,
    body: 'Sent the partnership flyer.',
  });

  // teams, targets, availabilities, events, tutorings
  const tTeam = await ins(tx, 'teams', { name: 'West Coast Tutors', type: 'TutorTeam', manager_id: director.id });
  const aTeam = await ins(tx, 'teams', { name: 'Advising Team', type: 'AdvisorTeam', manager_id: director.id });
  for (const e of [tutor, tutor2, tutor3])
    await tx.query('INSERT INTO team_members (team_id, employee_id) VALUES ($1, $2)', [tTeam, e.id]);
  for (const e of [advisor, advisor2])
    await tx.query('INSERT INTO team_members (team_id, employee_id) VALUES ($1, $2)', [aTeam, e.id]);
  for (const [e, a, d] of [
    [tutor, 30, 20],
    [tutor2, 25, 15],
    [tutor3, 10, 10],
  ] as const) {
    for (const w of [2, 1, 0])
      await ins(tx, 'target_histories', {
        tutor_id: e.id,
        date: day(-7 * w),
        availability_target: a,
        availability_actual: a - 5 + w,
        delivery_target: d,
        delivery_actual: d - 3 + w,
      });
  }
  for (const [d, locked] of [
    [1, false],
    [2, false],
    [3, true],
    [8, false],
    [-3, false],
  ] as const) {
    await ins(tx, 'availabilities', {
      tutor_id: tutor.id,
      starts_at: slot(d),
      ends_at: slot(d, 180),
      locked,
    });
  }
  const avT2 = await ins(tx, 'availabilities', {
    tutor_id: tutor2.id,
    starts_at: slot(2, 60),
    ends_at: slot(2, 240),
  });
  await ins(tx, 'availabilities', {
    tutor_id: tutor2.id,
    starts_at: slot(6),
    ends_at: slot(6, 120),
    maxed_out: true,
  });
  for (const [i, type] of [
    'Event::PrepTime',
    'Event::CurriculumWork',
    'Event::EssayGrading',
    'Event::SelfStudy',
  ].entries()) {
    await ins(tx, 'events', {
      name: type.replace('Event::', '').replace(/([a-z])([A-Z])/g, '$1 $2'),
      type,
      // the mornings before the afternoon's sessions
      starts_at: slot(i + 1, -300),
      ends_at: slot(i + 1, -240),
      employee_id: tutor.id,
      details: 'Planned work.',
      student_id: i === 0 ? student : null,
    });
  }
  await ins(tx, 'tutorings', {
    student_id: student,
    tutor_id: tutor2.id,
    availability_id: avT2,
    starts_at: slot(2, 60),
    duration: 60,
    status: 'booked',
  });

  // study data, packages
  const td = await ins(tx, 'test_dates', { date: day(60), subject_id: subj['SAT Math']! });
  await ins(tx, 'study_areas', {
    tutor_id: tutor.id,
    student_id: student,
    subject_id: subj['SAT Math']!,
    test_date_id: td,
  });
  await ins(tx, 'tutor_packages', { name: 'Gold 10-hour package', tier_id: tiers[2]!, brand_id: brandPrep, hours: 10 });
  await ins(tx, 'tutor_package_transcripts', {
    tier_id: tiers[2]!,
    brand_id: brandPrep,
    student_id: student,
    subject_id: subj['SAT Math']!,
    additional_subject_id: subj['Essay Writing']!,
    include_membership: true,
  });

  // exams host
  const adminGrader = await ins(tx, 'essay_graders', {
    employee_id: admin.id,
    name: 'Ada Admin',
    token: 'admin-grader-token-0001',
    admin: true,
  });
  const tutorGrader = await ins(tx, 'essay_graders', {
    employee_id: tutor.id,
    name: 'Tina Tutor',
    token: 'tutor-grader-token-0001',
    admin: false,
  });
  void adminGrader;
  const sections = [
    {
      id: 1,
      name: 'Math',
      kind: 'multiple_choice',
      maxScore: 3,
      questions: [
        {
          id: 11,
          prompt: '2 + 2 = ?',
          points: 1,
          choices: [
            { id: 1, label: '3' },
            { id: 2, label: '4' },
          ],
          correctChoiceId: 2,
        },
        {
          id: 12,
          prompt: '3 × 3 = ?',
          points: 1,
          choices: [
            { id: 3, label: '9' },
            { id: 4, label: '6' },
          ],
          correctChoiceId: 3,
        },
        {
          id: 13,
          prompt: '10 / 2 = ?',
          points: 1,
          choices: [
            { id: 5, label: '5' },
            { id: 6, label: '2' },
          ],
          correctChoiceId: 5,
        },
      ],
    },
    {
      id: 2,
      name: 'Essay',
      kind: 'essay',
      maxScore: 6,
      questions: [{ id: 21, prompt: 'Describe a challenge you overcame.', points: 6 }],
    },
  ];
  const exam = await ins(tx, 'exams', {
    name: 'Diagnostic Exam',
    description: 'Math and writing diagnostic.',
    sections: sections as unknown as object,
  });
  await ins(tx, 'exams', {
    name: 'Math Placement',
    description: 'Math only.',
    sections: [sections[0]] as unknown as object,
  });
  const transcripts: [string, number[], string, number | null, number | null][] = [
    ['Sam Student', [2, 3, 5], 'I learned to ask for help when algebra got hard.', 5, tutorGrader],
    ['Kai Kay', [2, 4, 5], 'Moving to a new school was hard but I made friends.', null, tutorGrader],
    ['Nina Newstudent', [1, 3, 6], 'I practiced piano every day for a recital.', null, null],
  ];
  for (const [i, [name, choices, essay, score, grader]] of transcripts.entries()) {
    const answers = [
      { questionId: 11, choiceId: choices[0] },
      { questionId: 12, choiceId: choices[1] },
      { questionId: 13, choiceId: choices[2] },
      { questionId: 21, text: essay },
    ];
    const t = await ins(tx, 'transcripts', {
      exam_id: exam,
      student_name: name,
      taken_on: day(-10 + i),
      answers: answers as unknown as object,
    });
    await ins(tx, 'essays', {
      transcript_id: t,
      section_id: 2,
      question_id: 21,
      prompt: 'Describe a challenge you overcame.',
      body: essay,
      grader_id: grader,
      rubric_score: score,
      comment: score ? 'Clear and personal.' : null,
      graded_at: score ? at(-60) : null,
    });
  }
}

/** Employee staffing (STF-09, STF-16) and contract offers (PAY-25) on top of the demo data. */
async function seedGaps(tx: Queryable): Promise<void> {
  const one = async (sql: string): Promise<number | null> => (await tx.query<{ id: number }>(sql))[0]?.id ?? null;
  await tx.query("UPDATE brands SET offer_contract = true WHERE name = 'Math Club'");
  const digest = await demoDigest();
  const uid = await ins(tx, 'users', {
    email: 'coordinator@example.com',
    first_name: 'Erin',
    last_name: 'Coordinator',
    type: 'Employee',
    roles: ['crm'],
    permissions: [],
    password_digest: digest,
  });
  await ins(tx, 'employees', { user_id: uid, type: 'Employee', title: 'Program Coordinator', hire_date: day(-200) });
  const dept = await one("SELECT id FROM departments WHERE name = 'Academics' ORDER BY id LIMIT 1");
  const brand = await ins(tx, 'brands', {
    name: 'Enrichment',
    department_id: dept,
    payment_type: 'Fixed',
    include_points: false,
    allow_employee_staffing: true,
  });
  const course = await ins(tx, 'courses', {
    title: 'Study Skills Workshop',
    brand_id: brand,
    status: 'published',
    duration: 60,
    pricing: { type: 'fixed', price: 0 },
  });
  const type = await one("SELECT id FROM session_types WHERE name = 'Group Class' ORDER BY id LIMIT 1");
  for (const days of [2, 9]) {
    await ins(tx, 'sessions', {
      course_id: course,
      session_type_id: type,
      title: 'Study Skills',
      name: `Workshop day ${days}`,
      starts_at: slot(days, 240),
      ends_at: slot(days, 330),
      duration: 90,
      employees_required: 1,
    });
  }
}

/** Runs a named seed step once per database (recorded in `seed_steps`); true when it ran. */
async function seedStep(db: Db, name: string, step: (tx: Queryable) => Promise<void>): Promise<boolean> {
  if ((await db.query('SELECT 1 FROM seed_steps WHERE name = $1', [name])).length) return false;
  await db.transaction(async (tx) => {
    await step(tx);
    await tx.query('INSERT INTO seed_steps (name) VALUES ($1)', [name]);
  });
  return true;
}

/**
 * SES-11 and the parent-update block: "Homework Help Drop-in" has a dynamic subject (its sessions show no sequence) and
 * "Math Club Membership" requires parent updates, last sent 14 days ago.
 */
async function seedCourseFlags(tx: Queryable): Promise<void> {
  await tx.query("UPDATE courses SET dynamic_subject = true WHERE title = 'Homework Help Drop-in'");
  await tx.query(
    "UPDATE courses SET requires_parent_update = true, parent_update_last_sent_at = $1 WHERE title = 'Math Club Membership'",
    [at(-60 * 24 * 14)],
  );
}

async function seedScale(db: Db, n: number): Promise<boolean> {
  const have = (
    await db.query<{ c: number }>("SELECT count(*)::int AS c FROM users WHERE email LIKE 'scale-parent-%'")
  )[0]!.c;
  if (have >= n) return false;
  const from = have + 1;
  const digest = await demoDigest();
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO users (email, first_name, last_name, type, roles, password_digest)
       SELECT 'scale-parent-' || g || '@example.com', 'Parent' || g, 'Scale' || (g % 997), 'Parent', '{parent}', $3 FROM generate_series($1::int, $2::int) g`,
      [from, n, digest],
    );
    await tx.query(
      `INSERT INTO parents (user_id, status, customer, employee_id, created_at)
       SELECT u.id, (ARRAY['Active','Pre-Conversation','In Conversation','Not Ready'])[1 + u.id % 4], u.id % 2 = 0,
         (SELECT id FROM employees ORDER BY id LIMIT 1 OFFSET (u.id % 3)), now() - (u.id % 365) * interval '1 day'
       FROM users u WHERE u.email LIKE 'scale-parent-%' AND NOT EXISTS (SELECT 1 FROM parents p WHERE p.user_id = u.id)`,
    );
    await tx.query(
      `INSERT INTO users (email, first_name, last_name, type, roles)
       SELECT 'scale-student-' || g || '@example.com', 'Student' || g, 'Scale' || (g % 997), 'Student', '{student}' FROM generate_series($1::int, $2::int) g`,
      [from, n],
    );
    await tx.query(
      `INSERT INTO students (user_id, parent_id, grade)
       SELECT su.id, p.id, (su.id % 12) FROM users su
       JOIN users pu ON pu.email = replace(su.email, 'scale-student-', 'scale-parent-') JOIN parents p ON p.user_id = pu.id
       WHERE su.email LIKE 'scale-student-%' AND NOT EXISTS (SELECT 1 FROM students s WHERE s.user_id = su.id)`,
    );
    await tx.query(
      `INSERT INTO sessions (course_id, session_type_id, subject_id, title, starts_at, ends_at, duration)
       SELECT (SELECT id FROM courses ORDER BY id LIMIT 1), (SELECT id FROM session_types ORDER BY id LIMIT 1), (SELECT id FROM subjects ORDER BY id LIMIT 1),
         'Scale session ' || g, date_trunc('hour', now()) + ((g % 2000) - 1000) * interval '1 hour', date_trunc('hour', now()) + ((g % 2000) - 1000) * interval '1 hour' + interval '1 hour', 60
       FROM generate_series($1::int, $2::int) g`,
      [2 * from - 1, 2 * n],
    );
  });
  return true;
}

/**
 * Issue 24 demo data: every back-office feature has something to show on first visit.
 * - a joint session (Session::TutoringSplit) at the time of "Week 3", so the hub picker and Substitute appear
 *   (SES-07, SES-08); it still needs its tutor, and Week 3's tutor is busy then, so the tutor search shows that
 *   tutor's unavailable dates (STF-18);
 * - a trialing subscription: Sophie Third's recurring SAT Prep Intensive enrollment is in its trial (PAY-28);
 * - an essay waiting in the admin's grading queue (EXM-06);
 * - contact histories and contact records about a student (CRM-27, CRM-30);
 * - crm@ owns a parent (Lou Locked), so crm@ sees parents on first visit;
 * - each course's sessions are numbered in time order (SES-32 episode numbers).
 */
async function seedBackofficeDemo(tx: Queryable): Promise<void> {
  const one = async (sql: string): Promise<number> => {
    const id = (await tx.query<{ id: number }>(sql))[0]?.id;
    if (id === undefined) throw new Error(`seed: nothing for ${sql}`);
    return id;
  };
  // The hub: "Week 3", which Tina Tutor (accepting new students) teaches, so she is busy for the joint session.
  const help = await one("SELECT id FROM sessions WHERE name = 'Week 3'");
  const [hub] = await tx.query<{
    starts_at: string;
    ends_at: string;
    course_id: number;
    subject_id: number;
    title: string;
  }>('SELECT starts_at, ends_at, course_id, subject_id, title FROM sessions WHERE id = $1', [help]);
  const splitType = await one("SELECT id FROM session_types WHERE session_class = 'Session::TutoringSplit'");
  const student = await one(
    "SELECT s.id FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = 'student@example.com'",
  );
  const k12 = await one(
    "SELECT s.id FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = 'k12student@example.com'",
  );
  const joint = await ins(tx, 'sessions', {
    course_id: hub!.course_id,
    session_type_id: splitType,
    type: 'Session::TutoringSplit',
    subject_id: hub!.subject_id,
    title: hub!.title,
    name: 'Joint session',
    starts_at: hub!.starts_at,
    ends_at: hub!.ends_at,
    duration: Math.round((Date.parse(hub!.ends_at) - Date.parse(hub!.starts_at)) / 60000),
    employees_required: 1,
  });
  await ins(tx, 'attendances', { session_id: joint, student_id: k12 });

  const sophie = await one(
    "SELECT s.id FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = 'student3@example.com'",
  );
  // SAT Prep Intensive: her Math Club enrollment was transferred, and the sessions walkthrough enrolls her there again.
  const member = await one("SELECT id FROM courses WHERE title = 'SAT Prep Intensive'");
  await ins(tx, 'enrollments', {
    student_id: sophie,
    course_id: member,
    type: 'Enrollment',
    status: 'trialing',
    trial: true,
    hours: 12,
    auto_renew: true,
    pricing: { type: 'recurring', recurring: true, trialEndsAt: `${day(10)}T12:00:00.000Z` },
  });

  const adminGrader = await one(
    "SELECT g.id FROM essay_graders g JOIN employees e ON e.id = g.employee_id JOIN users u ON u.id = e.user_id WHERE u.email = 'admin@example.com'",
  );
  // A writing sample waiting for the admin (the Diagnostic Exam's essays stay as the exams walkthrough expects).
  const essaySection = {
    id: 1,
    name: 'Essay',
    kind: 'essay',
    maxScore: 6,
    questions: [{ id: 31, prompt: 'Write about a book you would recommend.', points: 6 }],
  };
  const writing = await ins(tx, 'exams', {
    name: 'Writing Sample',
    description: 'One essay.',
    sections: [essaySection] as unknown as object,
  });
  const body = 'I recommend Hatchet because it shows how patience solves problems.';
  const transcript = await ins(tx, 'transcripts', {
    exam_id: writing,
    student_name: 'Sophie Third',
    taken_on: day(-3),
    answers: [{ questionId: 31, text: body }] as unknown as object,
  });
  await ins(tx, 'essays', {
    transcript_id: transcript,
    section_id: 1,
    question_id: 31,
    prompt: essaySection.questions[0]!.prompt,
    body,
    grader_id: adminGrader,
  });

  // crm@ (Carl Crm, whose parents list starts on "Me", CRM-36) owns a parent, so the list is not empty on first visit.
  await tx.query(
    `UPDATE parents SET employee_id = (SELECT e.id FROM employees e JOIN users u ON u.id = e.user_id WHERE u.email = 'crm@example.com')
     WHERE user_id = (SELECT id FROM users WHERE email = 'locked@example.com')`,
  );

  // Amelia Advisor's, so that Arthur Advisor's contact inbox stays as it was.
  const advisor = await one(
    "SELECT e.id FROM employees e JOIN users u ON u.id = e.user_id WHERE u.email = 'advisor2@example.com'",
  );
  for (const type of ['Note', 'Call', 'Email', 'SMS', 'Message']) {
    await ins(tx, 'contact_histories', {
      type,
      employee_id: advisor,
      regarding_type: 'Student',
      regarding_id: student,
      subject: `${type} with Sam`,
      body: `${type} about Sam's SAT plan.`,
      read_at: type === 'Note' ? at(-5) : null,
    });
  }
  await ins(tx, 'calls', {
    regarding_type: 'Student',
    regarding_id: student,
    employee_id: advisor,
    name: 'Progress call',
    direction: 'inbound',
    duration: 8,
  });
  await ins(tx, 'notes', {
    regarding_type: 'Student',
    regarding_id: student,
    employee_id: advisor,
    body: 'Wants to raise the SAT math score by 80 points.',
  });
  await ins(tx, 'sms', {
    regarding_type: 'Student',
    regarding_id: student,
    employee_id: advisor,
    phone: '+13105550188',
    body: 'Reminder: session tomorrow at 4.',
  });
  // SES-32: a course's sessions are numbered in time order (the Episode Schedule's episode number, SES-11's
  // "Session N"); every seeded session was number 1.
  await tx.query(
    `UPDATE sessions s SET sequence = x.n
       FROM (SELECT id, row_number() OVER (PARTITION BY course_id ORDER BY starts_at, id) AS n FROM sessions WHERE course_id IS NOT NULL) x
      WHERE x.id = s.id`,
  );
}
