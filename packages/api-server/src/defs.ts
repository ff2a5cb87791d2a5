import { z } from 'zod';
import type { Actor } from './auth';
import { is } from './auth';
import type { Ctx, Params, ResourceDef } from './resource';
import { belongsTo, checkEmailFree, f, filters, hasMany } from './resource';
import { regardingNames, studentRef } from './names';
import { forbidden, queryBool, queryDate } from './util';
import { rules } from './policy';
import { optionalAddress } from './resources/parents/rules';
import { subscriptionsOf } from './resources/parents/queries';
import {
  EVENT_DETAILS_MAX,
  EVENT_NAME_MAX,
  LEAD_SOURCE_STATUSES,
  MATERIAL_STATUSES,
  PAYABLE_EVENT_TYPES,
  REVIEW_COMMENT_MAX,
  TARGET_MAX,
  TARGET_MIN,
  leadSourceStatusChoices,
} from '@tutoring/domain';
import { fieldBetween, fieldMaxLength } from '@tutoring/domain';
import { publishAvailabilityChange, publishAvailabilityDeleted } from './resources/schedule-changes/publish';

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

/** CRM-36 "Unassigned" advisor filter: `unassigned=true` keeps the rows without an owner (`unassigned=false` is no filter). */
const unassignedFilter = (v: unknown): string | null => (queryBool(v) ? 't.employee_id IS NULL' : null);

const dateRange = (col: string) => ({
  startsAt: (v: unknown, p: Params) =>
    `${col === 't.starts_at' ? 't.ends_at' : col} >= ${p.add(queryDate(v, 'startsAt'))}`,
  endsAt: (v: unknown, p: Params) => `t.starts_at <= ${p.add(queryDate(v, 'endsAt'))}`,
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

/**
 * The brand embedded in a course (courses and the session `include=course`): the flags the remotes act on (SES-17
 * includePoints, OP-43 offerReserved, ...) and the department's id and name, which every requester who may read the
 * course may read (SES-11; the departments list itself stays employee-only). `b` = brands, `d` = departments.
 */
const brandJson = `CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('id', b.id, 'name', b.name, 'departmentId', b.department_id,
  'department', CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'name', d.name) END,
  'includeJointSessions', b.include_joint_sessions, 'includePoints', b.include_points, 'offerReserved', b.offer_reserved,
  'offerContract', b.offer_contract, 'allowEmployeeStaffing', b.allow_employee_staffing) END`;

/** The reserved-for student of a course `c` as `{id, name, firstName, lastName, fullName}` (OP-43). */
const reservedForJson = (
  c: string,
): string => `CASE WHEN ${c}.reserved_for_id IS NULL THEN NULL ELSE (SELECT json_build_object('id', rs.id, 'name', ru.first_name || ' ' || ru.last_name,
  'firstName', ru.first_name, 'lastName', ru.last_name, 'fullName', ru.first_name || ' ' || ru.last_name)
  FROM students rs JOIN users ru ON ru.id = rs.user_id WHERE rs.id = ${c}.reserved_for_id) END`;

/** Keeps only the id of a course's reserved-for student for students and parents (another student's name is private). */
export function privateReservation(course: unknown, a: Actor): void {
  if (notStudentOrParent(a) || !course || typeof course !== 'object') return;
  const c = course as { reservedFor?: { id?: unknown } | null };
  if (c.reservedFor) c.reservedFor = { id: c.reservedFor.id };
}

const availabilities: ResourceDef = {
  path: 'availabilities',
  table: 'availabilities',
  fields: {
    tutorId: { schema: z.number().int().positive().max(2147483647) },
    startsAt: f.dateTime(),
    endsAt: f.dateTime(),
    locked: f.bool(),
    maxedOut: f.bool(),
  },
  required: ['tutorId', 'startsAt', 'endsAt'],
  orderBy: { id: 't.id', starts_at: 't.starts_at', ends_at: 't.ends_at' },
  defaultOrder: 't.starts_at',
  filters: { tutorId: filters.eq('t.tutor_id'), ...dateRange('t.starts_at'), locked: filters.eq('t.locked', 'bool') },
  access: { list: 'any', show: 'any', create: 'tutor', update: 'tutor', destroy: 'tutor' },
  scope: (a) =>
    a.type === 'Student' || a.type === 'Parent'
      ? 't.locked = false'
      : is.staff(a)
        ? null
        : a.type === 'Tutor'
          ? `t.tutor_id = ${Number(a.employeeId ?? 0)}`
          : null,
  validate: (d, existing, ctx) => {
    // A tutor who is not staff writes only their own availability (issue 20).
    if (!is.staff(ctx.user) && 'tutorId' in d && d.tutorId !== ctx.user.employeeId)
      throw forbidden('You can only change your own availability.');
    const s = (d.startsAt ?? existing?.startsAt) as string | undefined;
    const e = (d.endsAt ?? existing?.endsAt) as string | undefined;
    return s && e && Date.parse(e) <= Date.parse(s) ? ['Ends at must be after starts at'] : [];
  },
  serialize: (o) => ({ ...o, tutor: { id: o.tutorId }, repeatOptions: [] }),
  afterWrite: publishAvailabilityChange,
  beforeDestroy: publishAvailabilityDeleted,
};

const events: ResourceDef = {
  path: 'events',
  table: 'events',
  fields: {
    name: { schema: z.string().max(EVENT_NAME_MAX, fieldMaxLength(EVENT_NAME_MAX)) },
    details: { schema: z.string().max(EVENT_DETAILS_MAX, fieldMaxLength(EVENT_DETAILS_MAX)).nullable() },
    type: f.oneOf(Object.keys(PAYABLE_EVENT_TYPES), 'Type'),
    startsAt: f.dateTime(),
    endsAt: f.dateTime(),
    allDay: f.bool(),
    subject: f.strN(191),
    employeeId: f.id(),
    studentId: f.id(),
  },
  required: ['name', 'type', 'startsAt', 'endsAt'],
  orderBy: { id: 't.id', starts_at: 't.starts_at', name: 't.name' },
  defaultOrder: 't.starts_at',
  filters: {
    ...dateRange('t.starts_at'),
    employeeId: filters.eq('t.employee_id'),
    studentId: filters.eq('t.student_id'),
    type: filters.eq('t.type', 'str'),
  },
  access: { list: 'any', show: 'any', create: 'employee', update: 'employee', destroy: 'employee' },
  scope: (a) => ownStudents(a, 't.student_id') ?? (is.staff(a) ? null : `t.employee_id = ${Number(a.employeeId ?? 0)}`),
  // An employee who is not staff creates and moves events only as their own (issue 20).
  validate: (d, existing, ctx) => {
    const owner = 'employeeId' in d ? d.employeeId : existing ? existing.employeeId : null;
    if (!is.staff(ctx.user) && owner !== ctx.user.employeeId) throw forbidden('You can only change your own events.');
    return [];
  },
  serialize: (o) => ({ ...o, student: o.studentId ? { id: o.studentId } : null }),
  // Issue 24 gap 4: `include=student` names the attendee.
  includes: { student: studentRef('student', 'studentId') },
};

const leadSourceBase = (path: string, type: string | null): ResourceDef => ({
  path,
  table: 'lead_sources',
  where: type ? `t.type = '${type}'` : undefined,
  createValues: type ? { type } : {},
  fields: {
    name: f.str(191),
    status: f.oneOf(LEAD_SOURCE_STATUSES, 'Status'),
    ...(type ? {} : { type: f.oneOf(['LeadSource', 'School', 'PendingSchool'], 'Type') }),
    category: f.strN(100),
    schoolType: f.strN(50),
    employeeId: f.id(),
    contactItem: f.json(z.unknown()),
    address: optionalAddress(),
    lastTouchAt: f.dateTimeN(),
    lastPromotionAt: f.dateTimeN(),
  },
  required: ['name'],
  orderBy: {
    id: 't.id',
    name: 'lower(t.name)',
    status: 't.status',
    created_at: 't.created_at',
    last_touch_at: 't.last_touch_at',
    last_promotion_at: 't.last_promotion_at',
  },
  defaultOrder: 'lower(t.name)',
  filters: {
    status: filters.inList('t.status'),
    type: filters.inList('t.type'),
    employeeId: filters.eq('t.employee_id'),
    category: filters.eq('t.category', 'str'),
    unassigned: unassignedFilter,
    lastTouch: (v) =>
      queryBool(v) ? "(t.last_touch_at IS NULL OR t.last_touch_at < now() - interval '30 days')" : null,
    lastPromotion: (v) =>
      queryBool(v) ? "(t.last_promotion_at IS NULL OR t.last_promotion_at < now() - interval '30 days')" : null,
  },
  search: ['t.name'],
  access: { list: 'any', show: 'any', create: 'staff', update: 'staff', destroy: 'admin' },
  scope: (a) => (is.staff(a) ? null : "t.type = 'School'"),
  validate: (d, existing) => {
    if (!('status' in d) || !existing) return [];
    const allowedNext: readonly string[] = leadSourceStatusChoices(existing.status as string);
    return allowedNext.includes(d.status as string) || d.status === existing.status
      ? []
      : [`Status cannot change from ${String(existing.status)} to ${String(d.status)}`];
  },
});

/** `subscription` of parents embedded in other replies (students `include=parent`), from the parents resource. */
export const subscriptionInclude = async (items: Record<string, unknown>[], ctx: Ctx): Promise<void> => {
  const subs = await subscriptionsOf(
    ctx.kdb,
    items.map((i) => i.id as number),
  );
  for (const i of items) i.subscription = subs.get(i.id as number) ?? null;
};

export { profileWire } from './resources/authorize_net_profiles/queries';

const studentParent = belongsTo(
  'parent',
  'parentId',
  "SELECT p.id, u.first_name, u.last_name, u.first_name || ' ' || u.last_name AS name, u.email FROM parents p JOIN users u ON u.id = p.user_id WHERE p.id = ANY($1)",
);

const students: ResourceDef = {
  path: 'students',
  table: 'students',
  select: `${userSelect}, s2.name AS school_name`,
  joins: `${userJoin} LEFT JOIN lead_sources s2 ON s2.id = t.school_id`,
  userType: 'Student',
  fields: {
    firstName: f.user(),
    lastName: f.user(),
    email: f.email(),
    timeZone: f.timeZone('user'),
    parentId: f.id(),
    schoolId: f.id(),
    grade: f.intN(-1, 16),
    k12User: f.bool(),
    canLogin: f.bool(),
    note: f.strN(10000),
  },
  required: ['firstName', 'lastName'],
  orderBy: {
    id: 't.id',
    last_name: 'lower(u.last_name)',
    first_name: 'lower(u.first_name)',
    created_at: 't.created_at',
    points: 't.points',
    grade: 't.grade',
  },
  defaultOrder: 'lower(u.last_name), lower(u.first_name)',
  filters: {
    parentId: filters.eq('t.parent_id'),
    schoolId: filters.eq('t.school_id'),
    active: filters.eq('t.active', 'bool'),
  },
  search: ["u.first_name || ' ' || u.last_name", 'u.email'],
  access: {
    list: rules.staffTutorOrParent,
    show: 'any',
    create: 'staff',
    update: rules.staffOrParent,
    destroy: 'admin',
  },
  scope: (a) => ownStudents(a, 't.id'),
  // A parent never moves a child to another family nor edits staff notes or the K12 flag (issue 20).
  staffOnlyFields: ['parentId', 'note', 'k12User'],
  validate: async (d, existing, ctx) => {
    const errs = await checkEmailFree(ctx.db, d.email, existing ? (existing.userId as number) : null);
    return errs;
  },
  serialize: (o) => {
    const points = Number(o.points ?? 0);
    const threshold = (Math.floor(points / 100) + 1) * 100;
    return {
      ...o,
      gradeLevel: o.grade,
      school: o.schoolId ? { id: o.schoolId, name: o.schoolName } : null,
      parent: o.parentId ? { id: o.parentId } : null,
      level: {
        name: `Level ${Math.floor(points / 100) + 1}`,
        pointThreshold: threshold - 100,
        nextLevel: { name: `Level ${Math.floor(points / 100) + 2}`, pointThreshold: threshold },
      },
      type: 'Student',
    };
  },
  includes: {
    school: async () => undefined,
    // PAY-17, PAY-18, STU-24: the parent carries its subscription for the student themself, the parent and staff
    // (the student's payment-info modal heads with the next billing date; `GET parents/{id}` is refused to students).
    parent: async (items, ctx) => {
      await studentParent(items, ctx);
      const a = ctx.user;
      const parents = items
        .map((i) => i.parent as Record<string, unknown> | null)
        .filter((p): p is Record<string, unknown> => !!p);
      if (!parents.length) return;
      if (is.staff(a) || a.type === 'Student' || a.type === 'Parent') await subscriptionInclude(parents, ctx);
    },
    enrollments: hasMany(
      'enrollments',
      'SELECT student_id AS owner_id, id, type, status, course_id, auto_renew, hours FROM enrollments WHERE student_id = ANY($1) ORDER BY id',
    ),
  },
};

const courseSelect = `${brandJson} AS brand,
  ${reservedForJson('t')} AS reserved_for,
  CASE WHEN t.host_id IS NULL THEN NULL ELSE json_build_object('id', t.host_id) END AS host`;

const courses: ResourceDef = {
  path: 'courses',
  table: 'courses',
  select: courseSelect,
  joins: 'LEFT JOIN brands b ON b.id = t.brand_id LEFT JOIN departments d ON d.id = b.department_id',
  fields: {
    title: f.str(191),
    brandId: f.id(),
    courseTemplateId: f.id(),
    leadSourceId: f.id(),
    hostId: f.id(),
    reservedForId: f.id(),
    reservedUntil: f.date(),
    gradeLevel: f.intN(-1, 16),
    duration: f.int(1, 100000),
    pricing: f.json(),
    dynamicSubject: f.bool(),
    requiresParentUpdate: f.bool(),
    parentUpdateLastSentAt: f.dateTimeN(),
  },
  required: ['title'],
  orderBy: { id: 't.id', title: 'lower(t.title)', created_at: 't.created_at', status: 't.status' },
  filters: {
    status: filters.inList('t.status'),
    brandId: filters.eq('t.brand_id'),
    hostId: filters.eq('t.host_id'),
    kind: filters.eq('t.kind', 'str'),
  },
  search: ['t.title'],
  access: { list: 'any', show: 'any', create: 'staff', update: 'staff', destroy: 'admin' },
  scope: (a) =>
    a.type === 'Student' || a.type === 'Parent'
      ? `(t.status = 'published' OR t.id IN (SELECT course_id FROM enrollments WHERE ${ownStudents(a, 'student_id')}))`
      : null,
  validate: (d) => {
    const errs: string[] = [];
    if ('reservedForId' in d && d.reservedForId !== null) {
      if (!d.reservedUntil) errs.push('Reservation end date is required.');
      else if (String(d.reservedUntil) < new Date().toISOString().slice(0, 10))
        errs.push('Reservation end date cannot be before today.');
    }
    return errs;
  },
  serialize: (o, ctx) => {
    const out = { ...o };
    privateReservation(out, ctx.user);
    return out;
  },
  includes: { brand: async () => undefined },
};

const shipments: ResourceDef = {
  path: 'shipments',
  table: 'shipments',
  select: `CASE WHEN o.id IS NULL THEN NULL ELSE json_build_object('id', o.id, 'name', o.name, 'integratesWithApi', o.integrates_with_api) END AS originator,
    CASE WHEN t.student_id IS NULL THEN NULL ELSE json_build_object('id', t.student_id, 'type', 'Student', 'name', (SELECT u.first_name || ' ' || u.last_name FROM students s JOIN users u ON u.id = s.user_id WHERE s.id = t.student_id)) END AS regarding`,
  joins: 'LEFT JOIN originators o ON o.id = t.originator_id',
  fields: {
    tracking: f.strN(191),
    orderHandle: f.strN(191),
    purchaseLink: f.strN(1000),
    recipient: f.strN(191),
    studentId: f.id(),
    materialId: f.id(),
    originatorId: f.id(),
    shippingMethod: f.strN(100),
    address: f.json(),
    estimatedDeliveryDate: f.date(),
    shipmentObservers: f.json(z.array(z.object({ email: z.string().email('Email is invalid') }).loose()).max(20)),
  },
  orderBy: {
    id: 't.id',
    created_at: 't.created_at',
    status: 't.status',
    sent_at: 't.sent_at',
    estimated_delivery_date: 't.estimated_delivery_date',
  },
  defaultOrder: 't.created_at DESC',
  filters: {
    status: filters.inList('t.status'),
    studentId: filters.eq('t.student_id'),
    originatorId: filters.eq('t.originator_id'),
    createdFrom: (v, p) => `t.created_at >= ${p.add(queryDate(v, 'createdFrom'))}`,
    createdTo: (v, p) => `t.created_at <= ${p.add(queryDate(v, 'createdTo'))}`,
  },
  search: ["coalesce(t.tracking, '')", "coalesce(t.recipient, '')", "coalesce(t.order_handle, '')"],
  access: { list: 'staff', show: 'staff', create: 'staff', update: 'staff', destroy: 'admin' },
  validate: async (d, existing) => {
    if (existing?.status === 'shipped') {
      const locked = ['tracking', 'orderHandle', 'originatorId', 'address', 'recipient'].filter(
        (k) => k in d && JSON.stringify(d[k]) !== JSON.stringify(existing[k]),
      );
      if (locked.length)
        return ['A shipped shipment cannot change its tracking, order, originator, address or recipient'];
    }
    return [];
  },
};

const reviews: ResourceDef = {
  path: 'reviews',
  table: 'reviews',
  select: "json_build_object('id', e.id, 'firstName', u.first_name, 'avatarUrl', e.avatar_url) AS employee",
  joins: 'JOIN employees e ON e.id = t.employee_id JOIN users u ON u.id = e.user_id',
  fields: {
    stars: { schema: z.number().int().min(1, fieldBetween(1, 5)).max(5, fieldBetween(1, 5)) },
    comment: { schema: z.string().max(REVIEW_COMMENT_MAX, fieldMaxLength(REVIEW_COMMENT_MAX)).nullable() },
    completed: f.bool(),
  },
  orderBy: { id: 't.id', created_at: 't.created_at' },
  filters: {
    completed: filters.eq('t.completed', 'bool'),
    studentId: filters.eq('t.student_id'),
    employeeId: filters.eq('t.employee_id'),
  },
  // The student (or their parent) reviews the tutor; a tutor reads their reviews but never writes one (issue 20).
  access: { list: 'any', show: 'any', create: false, update: rules.staffOrFamily, destroy: false },
  scope: (a) => ownStudents(a, 't.student_id') ?? (is.staff(a) ? null : `t.employee_id = ${Number(a.employeeId ?? 0)}`),
  validate: (d, existing) =>
    d.completed === true && !('stars' in d) && !existing?.stars ? ['Stars ' + fieldBetween(1, 5).toLowerCase()] : [],
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
  includes: { regarding: regardingNames },
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
  students,
  leadSourceBase('lead_sources', null),
  leadSourceBase('pending_schools', 'PendingSchool'),
  leadSourceBase('schools', 'School'),
  employeeDef('employees'),
  employeeDef('tutors'),
  availabilities,
  events,
  courses,
  shipments,
  reviews,
  {
    path: 'tutorings',
    table: 'tutorings',
    fields: {},
    orderBy: { id: 't.id', starts_at: 't.starts_at' },
    defaultOrder: 't.starts_at',
    filters: { studentId: filters.eq('t.student_id'), tutorId: filters.eq('t.tutor_id'), ...dateRange('t.starts_at') },
    access: { list: 'any', show: 'any', create: false, update: false, destroy: false },
    scope: (a) => ownStudents(a, 't.student_id') ?? (is.staff(a) ? null : `t.tutor_id = ${Number(a.employeeId ?? 0)}`),
    // SES-47: the tutorings list names student and tutor (`include=student,tutor`; a single tutoring always does).
    showIncludes: ['student', 'tutor'],
    includes: {
      student: belongsTo(
        'student',
        'studentId',
        "SELECT s.id, u.first_name, u.last_name, u.first_name || ' ' || u.last_name AS full_name, u.first_name || ' ' || u.last_name AS name FROM students s JOIN users u ON u.id = s.user_id WHERE s.id = ANY($1)",
      ),
      tutor: belongsTo(
        'tutor',
        'tutorId',
        "SELECT e.id, u.first_name, u.last_name, u.first_name || ' ' || u.last_name AS full_name, u.first_name || ' ' || u.last_name AS name FROM employees e JOIN users u ON u.id = e.user_id WHERE e.id = ANY($1)",
      ),
    },
  },
  simple(
    'materials',
    'materials',
    {
      name: f.str(191),
      description: f.strN(5000),
      status: f.oneOf(MATERIAL_STATUSES, 'Status'),
      originatorId: f.id(),
      shippingMethodId: f.id(),
      quantity: f.int(0, 1000000),
    },
    {
      required: ['name'],
      // SES-04: every column the materials list shows can sort it.
      orderBy: {
        id: 't.id',
        name: 'lower(t.name)',
        status: 't.status',
        quantity: 't.quantity',
        originator: '(SELECT lower(o.name) FROM originators o WHERE o.id = t.originator_id)',
      },
      includes: {
        originator: belongsTo('originator', 'originatorId', 'SELECT id, name FROM originators WHERE id = ANY($1)'),
      },
      showIncludes: ['originator'],
      filters: { status: filters.inList('t.status'), originatorId: filters.eq('t.originator_id') },
      access: { list: 'staff', show: 'staff', create: 'staff', update: 'staff', destroy: 'admin' },
    },
  ),
  simple(
    'course_templates',
    'course_templates',
    // SES-44: a template's duration in minutes, shown in the Course templates list.
    { name: f.str(191), brandId: f.id(), duration: f.intN(1, 1440) },
    { required: ['name'] },
  ),
  simple(
    'brands',
    'brands',
    {
      name: f.str(191),
      departmentId: f.id(),
      paymentType: f.oneOf(['None', 'Fixed', 'recurring'], 'Payment type'),
      includeJointSessions: f.bool(),
      includePoints: f.bool(),
      includeReviews: f.bool(),
      offerReserved: f.bool(),
      allowLimitedAttendance: f.bool(),
      limitedAttendancesCount: f.int(0, 1000),
      active: f.bool(),
      allowEmployeeStaffing: f.bool(),
      offerContract: f.bool(),
    },
    {
      required: ['name'],
      access: { list: 'employee', show: 'any', create: 'admin', update: 'admin', destroy: 'admin' },
    },
  ),
  simple(
    'departments',
    'departments',
    { name: f.str(191) },
    {
      required: ['name'],
      access: { list: 'employee', show: 'employee', create: 'admin', update: 'admin', destroy: 'admin' },
    },
  ),
  simple(
    'places',
    'places',
    { name: f.str(191), address: f.json(), formatted: f.str(500) },
    { required: ['name'], access: { list: 'any', show: 'any', create: 'staff', update: 'staff', destroy: 'admin' } },
  ),
  simple(
    'study_areas',
    'study_areas',
    {
      tutorId: f.id(),
      studentId: { schema: z.number().int().positive().max(2147483647) },
      subjectId: f.id(),
      testDateId: f.id(),
    },
    {
      required: ['studentId'],
      filters: { studentId: filters.eq('t.student_id'), tutorId: filters.eq('t.tutor_id') },
      access: { list: 'employee', show: 'employee', create: 'staff', update: 'staff', destroy: 'staff' },
      includes: {
        subject: belongsTo('subject', 'subjectId', 'SELECT id, name, category_name FROM subjects WHERE id = ANY($1)'),
        testDate: belongsTo('testDate', 'testDateId', 'SELECT id, date, subject_id FROM test_dates WHERE id = ANY($1)'),
      },
    },
  ),
  simple(
    'test_dates',
    'test_dates',
    { date: { schema: z.iso.date() }, subjectId: f.id() },
    {
      required: ['date'],
      orderBy: { id: 't.id', date: 't.date' },
      access: { list: 'employee', show: 'employee', create: 'staff', update: 'staff', destroy: 'staff' },
    },
  ),
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
    path: 'assignments',
    table: 'assignments',
    select: 'u.first_name, u.last_name, e.avatar_url',
    joins: 'JOIN employees e ON e.id = t.employee_id JOIN users u ON u.id = e.user_id',
    fields: { supervisor: f.bool() },
    orderBy: { id: 't.id' },
    filters: { sessionId: filters.eq('t.session_id'), employeeId: filters.eq('t.employee_id') },
    access: { list: 'employee', show: 'employee', create: 'staff', update: 'staff', destroy: 'staff' },
  },
];

/** Looks up a resource definition by path. */
export const resourceByPath = (path: string): ResourceDef => {
  const d = RESOURCES.find((r) => r.path === path);
  if (!d) throw new Error(`Unknown resource ${path}`);
  return d;
};
