import { humanize, unprocessable } from '../../util';

/**
 * Where a writable field of a body is stored (issue 23.1). A body's rules are the contract's write schema alone
 * (`resourceBodies[path].createBody` / `.updateBody` of `@tutoring/contract/writes`, checked by the route before the handler runs, src/openapi.ts); the
 * server keeps only the storage of each field it writes: its column, its table, jsonb or not. Rules that need the
 * database (uniqueness, references, locks, a record's state) stay in each resource's `validate`.
 */
export interface Field {
  /** SQL column (defaults to the snake_case key); `__name` is written by the resource's own code. */
  col?: string;
  /** The table holding it: the resource table (default) or the joined users row. */
  on?: 'self' | 'user';
  /** Stored as jsonb. */
  json?: boolean;
  /** A jsonb field whose null is SQL NULL in the column, not JSON null. */
  sqlNull?: boolean;
}

/** A column of the resource's table named after the key. */
export const COLUMN: Field = {};
/** A column of the person's users row (name, e-mail, time zone, roles). */
export const USER_COLUMN: Field = { on: 'user' };
/** A jsonb column named after the key. */
export const JSON_COLUMN: Field = { json: true };
/**
 * DS-13's optional address, a jsonb column named after the key: "no address" (null, what the contract's schema makes
 * of an address with nothing filled) is NULL in the column on every resource (migrations 0011, 0012).
 */
export const ADDRESS_COLUMN: Field = { json: true, sqlNull: true };

/**
 * The fields of a member body that the resource stores, as sent: the body has passed the contract's schema, so only
 * the keys of `fields` are taken (a key the loose schema let through is ignored).
 */
export function memberFields(member: string, fields: Record<string, Field>, body: unknown): Record<string, unknown> {
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>)[member] : undefined;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw unprocessable(`${humanize(member)} is missing from the request body`);
  const data: Record<string, unknown> = {};
  for (const key of Object.keys(fields)) if (key in raw) data[key] = (raw as Record<string, unknown>)[key];
  return data;
}
