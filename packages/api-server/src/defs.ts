import { z } from 'zod';
import type { Actor } from './auth';
import { is } from './auth';
import type { ResourceDef } from './resource';
import { checkEmailFree, f, filters, hasMany } from './resource';
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

/** Every generic resource (SRV-05), keyed by path. */
export const RESOURCES: ResourceDef[] = [employeeDef('employees'), employeeDef('tutors')];

/** Looks up a resource definition by path. */
export const resourceByPath = (path: string): ResourceDef => {
  const d = RESOURCES.find((r) => r.path === path);
  if (!d) throw new Error(`Unknown resource ${path}`);
  return d;
};
