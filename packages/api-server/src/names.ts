/**
 * Names for records that other records point at by id (issue 24 gap 4: a list shows "Maria Lopez", never
 * "Student #3"). Each export is an {@link Include}: it runs after serialisation and adds a `name` (and
 * `fullName`) next to the id, batched per reply.
 */
import { belongsTo, byIds, type Include } from './resource';

const personSelect = (table: 'students' | 'parents' | 'employees'): string =>
  `SELECT x.id, u.first_name, u.last_name, u.first_name || ' ' || u.last_name AS full_name, u.first_name || ' ' || u.last_name AS name FROM ${table} x JOIN users u ON u.id = x.user_id WHERE x.id = ANY($1)`;

/** `key` = {id, firstName, lastName, fullName, name} of the student `fk` points at. */
export const studentRef = (key: string, fk: string): Include => belongsTo(key, fk, personSelect('students'));

/** `key` = {id, firstName, lastName, fullName, name} of the employee (or tutor) `fk` points at. */
export const employeeRef = (key: string, fk: string): Include => belongsTo(key, fk, personSelect('employees'));

/** How each regarding type is named: the SQL takes $1 = int[] of ids and returns id, name. */
const REGARDING_SQL: Record<string, string> = {
  Parent: personSelect('parents'),
  Student: personSelect('students'),
  Employee: personSelect('employees'),
  Tutor: personSelect('employees'),
  LeadSource: 'SELECT id, name FROM lead_sources WHERE id = ANY($1)',
  School: 'SELECT id, name FROM lead_sources WHERE id = ANY($1)',
  PendingSchool: 'SELECT id, name FROM lead_sources WHERE id = ANY($1)',
  Course: 'SELECT id, title AS name FROM courses WHERE id = ANY($1)',
};

/**
 * `include=regarding`: adds `name` to each item's `regarding: {id, type}` (contact histories, inbox activities, CRM
 * records), so the UI names and links the record the item is about (CRM-27, CRM-28, CRM-30).
 */
export const regardingNames: Include = async (items, ctx) => {
  const byType = new Map<string, Record<string, unknown>[]>();
  for (const item of items) {
    const ref = item.regarding as { id?: unknown; type?: unknown } | null | undefined;
    if (!ref || typeof ref.type !== 'string' || !(ref.type in REGARDING_SQL)) continue;
    byType.set(ref.type, [...(byType.get(ref.type) ?? []), ref as Record<string, unknown>]);
  }
  for (const [type, refs] of byType) {
    const rows = await byIds(
      ctx.db,
      REGARDING_SQL[type]!,
      refs.map((r) => r.id),
    );
    for (const ref of refs) {
      const row = rows.get(ref.id as number);
      if (row && typeof row.name === 'string') ref.name = row.name;
    }
  }
};
