import { z } from 'zod';
import type { Actor } from './auth';
import { is, ownParentSql } from './auth';
import type { Ctx, ResourceDef } from './resource';
import { belongsTo, checkEmailFree, f, filters, hasMany } from './resource';
import { employeeRef, regardingInclude, studentRef } from './resources/shared/refs';
import { camelRow } from './util';
import { rules } from './policy';
import { TARGET_MAX, TARGET_MIN } from '@tutoring/domain';

/** SQL condition restricting a student-id column to the requester's own students (students, parents). */
export function ownStudents(a: Actor, col: string): string | null {
  if (a.type === 'Student') return `${col} = ${Number(a.studentId ?? 0)}`;
  if (a.type === 'Parent') return `${col} IN (SELECT id FROM students WHERE parent_id = ${Number(a.parentId ?? 0)})`;
  return null;
}

const notStudentOrParent = (a: Actor): boolean => a.type !== 'Student' && a.type !== 'Parent';
const userSelect =
  "u.email, u.first_name, u.last_name, u.first_name || ' ' || u.last_name AS full_name, u.time_zone, u.locked_at, u.roles";
const userJoin = 'JOIN users u ON u.id = t.user_id';
const regarding = (o: Record<string, unknown>): Record<string, unknown> => ({
  ...o,
  regarding: { id: o.regardingId, type: o.regardingType },
});

const employeeSubjects = hasMany(
  'subjects',
  'SELECT es.employee_id AS owner_id, s.id, s.name, s.category_name FROM employee_subjects es JOIN subjects s ON s.id = es.subject_id WHERE es.employee_id = ANY($1) ORDER BY s.name',
);

/** Employees and tutors share a table; tutors are the rows of type Tutor. */
function employeeDef(path: 'employees' | 'tutors'): ResourceDef {
  const tutor = path === 'tutors';
  return {
    path,
    table: 'employees',
    select: `${userSelect}, CASE WHEN tr.id IS NULL THEN NULL ELSE json_build_object('id', tr.id, 'name', tr.name, 'billingRate', tr.billing_rate) END AS tier`,
    joins: `${userJoin} LEFT JOIN tiers tr ON tr.id = t.tier_id`,
    where: tutor ? "t.type = 'Tutor'" : undefined,
    userType: tutor ? 'Tutor' : 'Employee',
    createValues: tutor ? { type: 'Tutor' } : {},
    fields: {
      firstName: f.user(),
      lastName: f.user(),
      email: f.email(),
      timeZone: f.timeZone('user'),
      roles: { schema: z.array(z.string().max(50)).max(20), on: 'user' },
      title: f.str(100),
      type: f.oneOf(['Employee', 'Tutor'], 'Type'),
      hireDate: f.date(),
      endDate: f.date(),
      active: f.bool(),
      extensionHandle: f.strN(50),
      tierId: f.id(),
      acceptNewStudents: f.bool(),
      featured: f.bool(),
      inPerson: f.bool(),
      online: f.bool(),
      employmentType: f.strN(50),
      tutorType: f.strN(50),
      avatarUrl: f.strN(500),
      deliveryTarget: f.int(TARGET_MIN, TARGET_MAX),
      availabilityTarget: f.int(TARGET_MIN, TARGET_MAX),
      personalProfile: f.json(),
      stories: f.json(z.array(z.record(z.string(), z.unknown())).max(50)),
      subjectIds: { schema: z.array(z.number().int().positive().max(2147483647)).max(500), col: '__subjects' },
    },
    required: ['firstName', 'lastName', 'email'],
    orderBy: {
      id: 't.id',
      last_name: 'lower(u.last_name)',
      first_name: 'lower(u.first_name)',
      hire_date: 't.hire_date',
      title: 't.title',
      priority: 't.priority',
      created_at: 't.created_at',
    },
    defaultOrder: 'lower(u.last_name), lower(u.first_name)',
    filters: {
      active: filters.eq('t.active', 'bool'),
      type: filters.eq('t.type', 'str'),
      roles: (v, p) => {
        const arr = (Array.isArray(v) ? v : String(v).split(',')).map(String).filter(Boolean);
        return arr.length ? `u.roles && ${p.add(arr)}::text[]` : null;
      },
      tierId: filters.eq('t.tier_id'),
      acceptNewStudents: filters.eq('t.accept_new_students', 'bool'),
    },
    search: ["u.first_name || ' ' || u.last_name", 'u.email'],
    access: { list: 'employee', show: 'any', create: 'admin', update: 'admin', destroy: 'admin' },
    // Issue 20: staff without OPERATIONS never receive tutors that are not accepting students, whatever the query.
    // (Employees lists hold the tutors too, so the same holds there for the rows of type Tutor.)
    scope: (a) =>
      !notStudentOrParent(a)
        ? 't.active = true'
        : is.staff(a) && !is.operations(a)
          ? tutor
            ? 't.accept_new_students = true'
            : "(t.type <> 'Tutor' OR t.accept_new_students = true)"
          : null,
    validate: async (data, existing, ctx) => {
      const errors = await checkEmailFree(ctx.db, data.email, existing ? (existing.userId as number) : null);
      const ids = [...new Set((data.subjectIds as number[] | undefined) ?? [])];
      if (ids.length) {
        const found = await ctx.db.query<{ c: number }>('SELECT count(*)::int AS c FROM subjects WHERE id = ANY($1)', [
          ids,
        ]);
        if (found[0]!.c !== ids.length) errors.push('Subjects must exist');
      }
      return errors;
    },
    // STF-03, STF-04: `subjectIds` replaces the employee's subjects (an empty list clears them).
    writeExtra: async (data, id, tx) => {
      const ids = data.subjectIds as number[] | undefined;
      if (!ids) return;
      await tx.query('DELETE FROM employee_subjects WHERE employee_id = $1', [id]);
      if (ids.length)
        await tx.query(
          'INSERT INTO employee_subjects (employee_id, subject_id) SELECT $1, s.id FROM subjects s WHERE s.id = ANY($2) ON CONFLICT DO NOTHING',
          [id, ids],
        );
    },
    showIncludes: ['subjects'],
    includes: {
      tier: async () => undefined,
      subjects: async (items, ctx) => {
        await employeeSubjects(items, ctx);
        for (const i of items) i.subjectIds = (i.subjects as { id: number }[]).map((x) => x.id);
      },
    },
    serialize: (o) => ({ ...o, avatarLargeUrl: o.avatarUrl, roles: o.roles }),
  };
}

/** Payment profile wire shape (DOM-54, DOM-30). */
export function profileWire(o: Record<string, unknown>): Record<string, unknown> {
  const exp = String(o.expirationDate ?? '');
  const m = /^(\d{4})-(\d{2})$/.exec(exp);
  const valid = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]), 1)).getTime() > Date.now() : false;
  const out: Record<string, unknown> = { ...o, valid };
  delete out.providerProfileId;
  return out;
}

/**
 * The enrollment's course with the student's tutoring hours in minutes (STU-13, DOM-45): provisioned = the hours bought
 * on the enrollment; scheduled = the durations of the student's non-canceled sessions of the course; used = those that
 * have ended; unscheduled = provisioned − scheduled and remaining = provisioned − used, never below 0.
 */
const enrollmentCourseInclude = async (items: Record<string, unknown>[], ctx: Ctx): Promise<void> => {
  const rows = await ctx.db.query(
    `SELECT e.id AS enrollment_id, c.id, c.title, c.brand_id, c.status, c.duration, round(e.hours * 60)::int AS provisioned,
       CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('id', b.id, 'name', b.name, 'offerContract', b.offer_contract, 'paymentType', b.payment_type) END AS brand,
       coalesce(sum(s.duration), 0)::int AS scheduled, coalesce(sum(s.duration) FILTER (WHERE s.ends_at <= now()), 0)::int AS used
     FROM enrollments e JOIN courses c ON c.id = e.course_id LEFT JOIN brands b ON b.id = c.brand_id
     LEFT JOIN attendances a ON a.student_id = e.student_id
       AND a.session_id IN (SELECT x.id FROM sessions x WHERE x.course_id = e.course_id AND x.canceled_at IS NULL)
     LEFT JOIN sessions s ON s.id = a.session_id
     WHERE e.id = ANY($1) GROUP BY e.id, c.id, b.id`,
    [items.map((i) => i.id)],
  );
  for (const i of items) {
    const r = rows.find((x) => x.enrollment_id === i.id);
    if (!r) {
      i.course = null;
      continue;
    }
    const provisioned = Number(r.provisioned);
    i.course = {
      id: r.id,
      title: r.title,
      brandId: r.brand_id,
      brand: r.brand,
      status: r.status,
      duration: r.duration,
      provisionedDuration: provisioned,
      unscheduledDuration: Math.max(0, provisioned - Number(r.scheduled)),
      remainingProvisionedDuration: Math.max(0, provisioned - Number(r.used)),
    };
  }
};

const enrollments: ResourceDef = {
  path: 'enrollments',
  table: 'enrollments',
  select: `(SELECT count(*)::int FROM attendances a JOIN sessions s ON s.id = a.session_id WHERE a.student_id = t.student_id AND s.course_id = t.course_id) AS attendances_count,
    (SELECT count(*)::int FROM attendances a JOIN sessions s ON s.id = a.session_id WHERE a.student_id = t.student_id AND s.course_id = t.course_id AND a.joined_at IS NOT NULL) AS attendances_attended_count`,
  fields: {
    type: f.oneOf(['Enrollment', 'LimitedEnrollment', 'FixedEnrollment'], 'Type'),
    studentId: { schema: z.number().int().positive().max(2147483647) },
    courseId: f.id(),
    pricing: f.json(),
    autoRenew: f.bool(),
    limitedAttendancesCount: f.intN(0, 1000),
  },
  required: ['studentId'],
  orderBy: { id: 't.id', created_at: 't.created_at', status: 't.status' },
  filters: {
    studentId: filters.eq('t.student_id'),
    courseId: filters.eq('t.course_id'),
    status: filters.inList('t.status'),
    type: filters.eq('t.type', 'str'),
  },
  access: { list: 'any', show: 'any', create: 'staff', update: 'staff', destroy: 'admin' },
  scope: (a) => ownStudents(a, 't.student_id'),
  serialize: (o) => ({
    ...o,
    enrolleeId: o.studentId,
    enrolleeType: 'Student',
    enrollee: { id: o.studentId, type: 'Student' },
  }),
  includes: {
    course: enrollmentCourseInclude,
    enrollmentRenewal: async (items, ctx) => {
      const rows = await ctx.db.query(
        'SELECT DISTINCT ON (enrollment_id) * FROM enrollment_renewals WHERE enrollment_id = ANY($1) ORDER BY enrollment_id, id DESC',
        [items.map((i) => i.id)],
      );
      for (const i of items) {
        const r = rows.find((x) => x.enrollment_id === i.id);
        i.enrollmentRenewal = r ? { ...camelRow(r), processed: r.processed_at !== null } : null;
      }
    },
  },
};

const regardingFields = {
  regardingType: f.str(50),
  regardingId: { schema: z.number().int().positive().max(2147483647) },
};
const regardingFilters = {
  regardingType: filters.eq('t.regarding_type', 'str'),
  regardingId: filters.eq('t.regarding_id'),
  employeeId: filters.eq('t.employee_id'),
};
const crmReadOnly = (path: string, extra: Record<string, ReturnType<typeof f.str>> = {}): ResourceDef => ({
  path,
  table: path,
  fields: { ...regardingFields, ...extra },
  orderBy: { id: 't.id', created_at: 't.created_at' },
  defaultOrder: 't.created_at DESC',
  filters: regardingFilters,
  access: { list: 'staff', show: 'staff', create: false, update: false, destroy: false },
  serialize: regarding,
  includes: { regarding: regardingInclude },
});

const simple = (
  path: string,
  table: string,
  fields: ResourceDef['fields'],
  opts: Partial<ResourceDef> = {},
): ResourceDef => ({
  path,
  table,
  fields,
  orderBy: { id: 't.id', ...(fields.name ? { name: 'lower(t.name)' } : {}) },
  defaultOrder: fields.name ? 'lower(t.name)' : 't.id',
  search: fields.name ? ['t.name'] : undefined,
  access: { list: 'staff', show: 'staff', create: 'admin', update: 'admin', destroy: 'admin' },
  ...opts,
});

/** Every generic resource (SRV-05), keyed by path. */
export const RESOURCES: ResourceDef[] = [
  employeeDef('employees'),
  employeeDef('tutors'),
  enrollments,
  simple(
    'refund_requests',
    'refund_requests',
    { lineItemId: f.id(), category: f.strN(100), amount: f.num(), notes: f.strN(5000) },
    {
      orderBy: { id: 't.id', created_at: 't.created_at', status: 't.status' },
      filters: { status: filters.inList('t.status') },
      access: { list: 'staff', show: 'staff', create: 'staff', update: 'staff', destroy: 'admin' },
      validate: (_d, existing) =>
        existing && existing.status !== 'pending' ? ['Refund request can only be changed while pending'] : [],
      // PAY-29: each request shows its line item by name (`include=line_item`).
      includes: {
        lineItem: belongsTo(
          'lineItem',
          'lineItemId',
          'SELECT id, description AS name FROM line_items WHERE id = ANY($1)',
        ),
      },
      showIncludes: ['lineItem'],
    },
  ),
  simple(
    'installments',
    'installments',
    { enrollmentId: f.id(), amount: f.num(), dueOn: { schema: z.iso.date() } },
    {
      required: ['amount', 'dueOn'],
      orderBy: { id: 't.id', due_on: 't.due_on' },
      filters: { enrollmentId: filters.eq('t.enrollment_id'), status: filters.inList('t.status') },
      // The parent's enrollment page lists its installments (PAY-30): a parent reads their own family's (issue 20).
      access: {
        list: rules.staffOrParent,
        show: rules.staffOrParent,
        create: 'admin',
        update: 'admin',
        destroy: 'admin',
      },
      scope: (a) =>
        a.type === 'Parent'
          ? `t.enrollment_id IN (SELECT e.id FROM enrollments e WHERE ${ownStudents(a, 'e.student_id')})`
          : null,
    },
  ),
  simple(
    'payments',
    'payments',
    { parentId: f.id(), amount: f.num(), installmentId: f.id() },
    {
      required: ['parentId', 'amount'],
      orderBy: { id: 't.id', paid_at: 't.paid_at' },
      filters: { parentId: filters.eq('t.parent_id') },
      access: { list: 'any', show: 'any', create: 'admin', update: 'admin', destroy: 'admin' },
      scope: (a) =>
        a.type === 'Parent'
          ? `t.parent_id = ${Number(a.parentId ?? 0)}`
          : a.type === 'Student'
            ? 'false'
            : is.staff(a)
              ? null
              : 'false',
    },
  ),
  simple(
    'payroll_items',
    'payroll_items',
    {
      employeeId: { schema: z.number().int().positive().max(2147483647) },
      amount: f.num(),
      description: f.strN(500),
      date: { schema: z.iso.date() },
    },
    {
      required: ['employeeId', 'amount', 'date'],
      orderBy: { id: 't.id', date: 't.date' },
      filters: { employeeId: filters.eq('t.employee_id') },
      access: { list: 'employee', show: 'employee', create: 'admin', update: 'admin', destroy: 'admin' },
      scope: (a) => (is.admin(a) ? null : `t.employee_id = ${Number(a.employeeId ?? 0)}`),
      includes: { employee: employeeRef('employee', 'employeeId') },
    },
  ),
  simple(
    'tutor_packages',
    'tutor_packages',
    { name: f.str(191), tierId: f.id(), brandId: f.id(), hours: f.int(0, 10000) },
    {
      required: ['name'],
      // PAY-35: a package names its tier and brand.
      includes: {
        tier: belongsTo('tier', 'tierId', 'SELECT id, name, billing_rate FROM tiers WHERE id = ANY($1)'),
        brand: belongsTo('brand', 'brandId', 'SELECT id, name FROM brands WHERE id = ANY($1)'),
      },
      showIncludes: ['tier', 'brand'],
    },
  ),
  {
    path: 'tutor_package_transcripts',
    table: 'tutor_package_transcripts',
    fields: {
      tierId: f.id(),
      brandId: f.id(),
      studentId: { schema: z.number().int().positive().max(2147483647) },
      subjectId: f.id(),
      additionalSubjectId: f.id(),
      includeMembership: f.bool(),
    },
    required: ['studentId'],
    orderBy: { id: 't.id', created_at: 't.created_at' },
    filters: { studentId: filters.eq('t.student_id') },
    access: { list: 'staff', show: 'staff', create: 'staff', update: 'staff', destroy: 'admin' },
    includes: {
      tier: belongsTo('tier', 'tierId', 'SELECT id, name, billing_rate FROM tiers WHERE id = ANY($1)'),
      brand: belongsTo('brand', 'brandId', 'SELECT id, name FROM brands WHERE id = ANY($1)'),
      subject: belongsTo('subject', 'subjectId', 'SELECT id, name, category_name FROM subjects WHERE id = ANY($1)'),
      student: studentRef('student', 'studentId'),
      additionalSubject: belongsTo(
        'additionalSubject',
        'additionalSubjectId',
        'SELECT id, name, category_name FROM subjects WHERE id = ANY($1)',
      ),
    },
    showIncludes: ['student', 'additionalSubject'],
  },
  crmReadOnly('calls'),
  crmReadOnly('imminent_closes'),
  { ...crmReadOnly('sms'), member: 'sms', collection: 'sms' },
  crmReadOnly('histories'),
  crmReadOnly('activities'),
  {
    ...crmReadOnly('notes'),
    fields: { ...regardingFields, body: f.str(10000) },
    required: ['regardingType', 'regardingId', 'body'],
    access: { list: 'staff', show: 'staff', create: 'staff', update: false, destroy: false },
    // CRM-31: the note's author is the staff member who wrote it, named in every reply.
    select:
      "(SELECT u.first_name || ' ' || u.last_name FROM employees e JOIN users u ON u.id = e.user_id WHERE e.id = t.employee_id) AS author_name",
    afterWrite: async (o, ctx, tx, op) => {
      if (op === 'create')
        await tx.query('UPDATE notes SET employee_id = $2 WHERE id = $1', [o.id, ctx.user.employeeId ?? null]);
    },
  },
  {
    path: 'authorize_net_profiles',
    table: 'payment_profiles',
    fields: {},
    orderBy: { id: 't.id', created_at: 't.created_at' },
    filters: { parentId: filters.eq('t.parent_id') },
    // Parents see their own profile; a student (or an admin spoofing one) sees the student's parent's (PAY-18, STU-24).
    access: { list: rules.cardHolder, show: rules.cardHolder, create: false, update: false, destroy: 'operations' },
    scope: (a) => (a.type === 'Parent' || a.type === 'Student' ? `t.parent_id = ${ownParentSql(a)}` : null),
    serialize: (o) => profileWire(o),
  },
];

/** Looks up a resource definition by path. */
export const resourceByPath = (path: string): ResourceDef => {
  const d = RESOURCES.find((r) => r.path === path);
  if (!d) throw new Error(`Unknown resource ${path}`);
  return d;
};
