import { type SqlBool, sql } from 'kysely';
import { queryBool, queryDate } from '../../util';
import type { ListFilter } from './list';

/** `col = ANY(values)` of a list parameter (`status=a,b` or `status[]=a&status[]=b`). */
export const inListFilter =
  (column: string): ListFilter =>
  (v) => {
    const list = (Array.isArray(v) ? v : String(v).split(',')).map(String).filter(Boolean);
    return list.length ? sql<SqlBool>`${sql.ref(column)} = ANY(${list}::text[])` : null;
  };

/** `col = <boolean>` of a boolean parameter (anything but true/false, 1/0, yes/no is no filter). */
export const boolFilter =
  (column: string): ListFilter =>
  (v) => {
    const b = queryBool(v);
    return b === undefined ? null : sql<SqlBool>`${sql.ref(column)} = ${b}`;
  };

/**
 * The `startsAt`/`endsAt` window of a calendar list: rows that end after `startsAt` and start before `endsAt`
 * (a row overlapping the window is kept). 422 on a value that is not a date.
 */
export const dateWindowFilters = (startsAt = 't.starts_at', endsAt = 't.ends_at'): Record<string, ListFilter> => ({
  startsAt: (v) => sql<SqlBool>`${sql.ref(endsAt)} >= ${queryDate(v, 'startsAt')!}`,
  endsAt: (v) => sql<SqlBool>`${sql.ref(startsAt)} <= ${queryDate(v, 'endsAt')!}`,
});
