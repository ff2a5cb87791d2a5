import type { Kysely, Updateable } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { DB } from '../../db/schema';
import type { Field } from './fields';

const snakeKey = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The columns of a one-table resource's body fields (`memberFields`, checked by the contract): each camelCase key of `fields` that
 * the data holds → its snake_case column (or `col`), jsonb fields as JSON text ({@link jsonColumnValue}). Only the keys of `fields` are read,
 * so a column name never comes from the request; the values go to Kysely as parameters.
 */
export function columnsOf<T>(data: object, fields: Record<string, Field>): Updateable<T> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    if (!(key in data) || field.col?.startsWith('__')) continue;
    const v = (data as Record<string, unknown>)[key];
    out[field.col ?? snakeKey(key)] = field.json ? jsonColumnValue(v, field) : v;
  }
  return out as Updateable<T>;
}

/** A jsonb field's value as the column takes it: JSON text, or SQL NULL for null where the field says so. */
export function jsonColumnValue(value: unknown, field: Field): string | null {
  return field.sqlNull && value == null ? null : JSON.stringify(value ?? null);
}

/** The update and delete of a one-table resource's record by id (the companion of `tableQueries`' list and find). */
export interface TableWrites<D> {
  /** Sets the columns `columns` makes of the body; a body with none of them sends no statement. */
  update(kdb: Kdb, id: number, d: D): Promise<void>;
  /** Deletes the record. */
  destroy(kdb: Kdb, id: number): Promise<void>;
}

/**
 * The update and delete of `table`'s rows by id, the body's columns made by `columns` (often {@link columnsOf} of the
 * resource's fields). Inserts stay with each resource: their required columns differ.
 */
export function tableWrites<T extends keyof DB & string, D>(
  table: T,
  columns: (d: D) => Updateable<DB[T]>,
): TableWrites<D> {
  // One table named at run time: the columns are typed by the caller's table (as `tablePage` reads its rows).
  const rows = (kdb: Kdb) => kdb as unknown as Kysely<Record<string, { id: number }>>;
  const name: string = table;
  return {
    update: async (kdb, id, d) => {
      const set = columns(d) as Updateable<{ id: number }>;
      if (Object.keys(set).length) await rows(kdb).updateTable(name).set(set).where('id', '=', id).execute();
    },
    destroy: async (kdb, id) => {
      await rows(kdb).deleteFrom(name).where('id', '=', id).execute();
    },
  };
}
