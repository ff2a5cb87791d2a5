/**
 * Names for records that other records point at by id (issue 24 gap 4: a list shows "Maria Lopez", never
 * "Student #3"): people by their user's name, batched per reply. Regarding references are named by
 * `nameRegarding` (./regarding.ts), their one home.
 */
import { sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import { fullNameOfU } from './users';

/** A person a record points at, as replies name them. */
export interface PersonRef {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  name: string;
}

/** id → {id, firstName, lastName, fullName, name} of students, parents or employees (tutors are employees). */
export async function personRefs(
  kdb: Kdb,
  table: 'students' | 'parents' | 'employees',
  ids: readonly (number | null | undefined)[],
): Promise<Map<number, PersonRef>> {
  const clean = [...new Set(ids.filter((x): x is number => typeof x === 'number'))];
  if (!clean.length) return new Map();
  const rows = await kdb
    .selectFrom(sql<{ id: number; user_id: number }>`${sql.table(table)}`.as('x'))
    .innerJoin('users as u', 'u.id', 'x.user_id')
    .select(['x.id', 'u.first_name', 'u.last_name', fullNameOfU.as('full_name')])
    .where('x.id', 'in', clean)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, firstName: r.first_name, lastName: r.last_name, fullName: r.full_name, name: r.full_name },
    ]),
  );
}
