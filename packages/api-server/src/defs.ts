import { z } from 'zod';
import type { Actor } from './auth';
import type { ResourceDef } from './resource';
import { f, filters } from './resource';
import { regardingInclude } from './resources/shared/refs';

/** SQL condition restricting a student-id column to the requester's own students (students, parents). */
export function ownStudents(a: Actor, col: string): string | null {
  if (a.type === 'Student') return `${col} = ${Number(a.studentId ?? 0)}`;
  if (a.type === 'Parent') return `${col} IN (SELECT id FROM students WHERE parent_id = ${Number(a.parentId ?? 0)})`;
  return null;
}

const regarding = (o: Record<string, unknown>): Record<string, unknown> => ({
  ...o,
  regarding: { id: o.regardingId, type: o.regardingType },
});

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

/** Every generic resource (SRV-05), keyed by path. */
export const RESOURCES: ResourceDef[] = [
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
];

/** Looks up a resource definition by path. */
export const resourceByPath = (path: string): ResourceDef => {
  const d = RESOURCES.find((r) => r.path === path);
  if (!d) throw new Error(`Unknown resource ${path}`);
  return d;
};
