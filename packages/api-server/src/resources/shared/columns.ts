import type { Updateable } from 'kysely';
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
