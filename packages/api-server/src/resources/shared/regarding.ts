import type { Kdb } from '../../db/kysely';
import { fullNameOfU } from './users';

/** The regarding tables (CRM notes, calls, messages…) whose rows follow a merged record. */
const REGARDING_TABLES = [
  'contact_histories',
  'calls',
  'imminent_closes',
  'sms',
  'histories',
  'notes',
  'activities',
  'messages',
  'inbox_activities',
] as const;

/** Moves rows that point at a regarding record from one id to another. */
export async function moveRegarding(kdb: Kdb, type: string, from: number, to: number): Promise<void> {
  for (const table of REGARDING_TABLES)
    await kdb
      .updateTable(table)
      .set({ regarding_id: to })
      .where('regarding_type', '=', type)
      .where('regarding_id', '=', from)
      .execute();
}

/** A `regarding {id, type}` reference, named by {@link nameRegarding}. */
export interface RegardingRef {
  id: number | null;
  type: string | null;
  name?: string;
}

const PERSON_TABLE = { Parent: 'parents', Student: 'students', Employee: 'employees', Tutor: 'employees' } as const;
const LEAD_SOURCE_TYPES = new Set(['LeadSource', 'School', 'PendingSchool']);

/** id → name of the records of one regarding type (people by their user's name, lead sources, course titles). */
async function namesOf(kdb: Kdb, type: string, ids: number[]): Promise<Map<number, string>> {
  const personTable = PERSON_TABLE[type as keyof typeof PERSON_TABLE];
  const fullName = fullNameOfU.as('name');
  let rows: { id: number; name: string | null }[] = [];
  if (personTable === 'parents')
    rows = await kdb
      .selectFrom('parents as x')
      .innerJoin('users as u', 'u.id', 'x.user_id')
      .select(['x.id', fullName])
      .where('x.id', 'in', ids)
      .execute();
  else if (personTable === 'students')
    rows = await kdb
      .selectFrom('students as x')
      .innerJoin('users as u', 'u.id', 'x.user_id')
      .select(['x.id', fullName])
      .where('x.id', 'in', ids)
      .execute();
  else if (personTable === 'employees')
    rows = await kdb
      .selectFrom('employees as x')
      .innerJoin('users as u', 'u.id', 'x.user_id')
      .select(['x.id', fullName])
      .where('x.id', 'in', ids)
      .execute();
  else if (LEAD_SOURCE_TYPES.has(type))
    rows = await kdb.selectFrom('lead_sources').select(['id', 'name']).where('id', 'in', ids).execute();
  else if (type === 'Course')
    rows = await kdb.selectFrom('courses').select(['id', 'title as name']).where('id', 'in', ids).execute();
  return new Map(rows.filter((r) => r.name !== null).map((r) => [r.id, r.name!]));
}

/**
 * Whether the record a note (or another CRM log row) is about exists: a person, lead source or course. A note on a
 * parent merged away in another tab, or on a made-up id or type, was stored (201) about nothing.
 */
export async function regardingExists(kdb: Kdb, type: string, id: number): Promise<boolean> {
  return (await namesOf(kdb, type, [id])).has(id);
}

/** The sentence of a 422 for a note about a record that does not exist. */
export const REGARDING_MISSING = 'The record this is about does not exist';

/**
 * `include=regarding` (issue 24 gap 4): adds `name` to each item's `regarding {id, type}`, so a list names and links
 * the record it is about ("Sam Student", never "Student #3"); one query per regarding type in the reply.
 */
export async function nameRegarding(kdb: Kdb, items: readonly { regarding: RegardingRef | null }[]): Promise<void> {
  const byType = new Map<string, RegardingRef[]>();
  for (const { regarding: ref } of items)
    if (ref && ref.type && ref.id !== null) byType.set(ref.type, [...(byType.get(ref.type) ?? []), ref]);
  for (const [type, refs] of byType) {
    const names = await namesOf(kdb, type, [...new Set(refs.map((r) => r.id!))]);
    for (const ref of refs) {
      const name = names.get(ref.id!);
      if (name !== undefined) ref.name = name;
    }
  }
}
