import { type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { CourseTemplatesTable } from '../../db/schema';
import { queryStr } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import { columnsOf, tableWrites } from '../shared/columns';
import { type ListMeta, type ListPaging, allOf, orderClause, searchPattern, tablePage } from '../shared/list';
import { COURSE_TEMPLATE_FIELDS, type CourseTemplateInput } from './rules';

/** The wire object of a course template (SES-44). */
export type CourseTemplate = Camel<Selectable<CourseTemplatesTable>>;

const ORDERS = { id: sql.ref('t.id'), name: sql`lower(t.name)` };
export const COURSE_TEMPLATE_ORDER_KEYS = Object.keys(ORDERS);

/** A page of course templates (by name by default); `query` searches the name. */
export async function listCourseTemplates(
  kdb: Kdb,
  q: Record<string, unknown>,
  paging: ListPaging,
): Promise<{ items: CourseTemplate[]; meta: ListMeta }> {
  const text = queryStr(q.query);
  const where = allOf(text ? [sql<SqlBool>`lower(t.name) LIKE ${searchPattern(text)}`] : []);
  const order = orderClause(paging, ORDERS, sql`lower(t.name)`);
  const { rows, meta } = await tablePage(kdb, 'course_templates', where, order, paging);
  return { items: rows.map((r) => camelize(r)), meta };
}

export async function findCourseTemplate(kdb: Kdb, id: number): Promise<CourseTemplate | null> {
  const row = await kdb.selectFrom('course_templates').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? camelize(row) : null;
}

export async function insertCourseTemplate(kdb: Kdb, d: CourseTemplateInput): Promise<number> {
  const row = await kdb
    .insertInto('course_templates')
    .values({ ...columnsOf<CourseTemplatesTable>(d, COURSE_TEMPLATE_FIELDS), name: d.name! })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const writes = tableWrites('course_templates', (d: CourseTemplateInput) =>
  columnsOf<CourseTemplatesTable>(d, COURSE_TEMPLATE_FIELDS),
);
export const updateCourseTemplate = writes.update;
export const deleteCourseTemplate = writes.destroy;
