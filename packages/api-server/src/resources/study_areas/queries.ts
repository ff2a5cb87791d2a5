import { type Expression, type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { StudyAreasTable } from '../../db/schema';
import { type Camel, camelize } from '../shared/camel';
import { tableWrites } from '../shared/columns';
import { intFilter, tableQueries } from '../shared/list';
import type { StudyAreaInput } from './rules';

/** The wire object of a study area (DOM-62), with its `include=subject,test_date` objects. */
export type StudyArea = Camel<Selectable<StudyAreasTable>> & {
  subject?: { id: number; name: string; categoryName: string } | null;
  testDate?: { id: number; date: string; subjectId: number | null } | null;
};

/** The list filters of study areas. */
export const STUDY_AREA_FILTERS: Record<string, (v: unknown) => Expression<SqlBool> | null> = {
  studentId: intFilter('t.student_id', 'studentId'),
  tutorId: intFilter('t.tutor_id', 'tutorId'),
};

const ORDERS = { id: sql.ref('t.id') };

const queries = tableQueries('study_areas', STUDY_AREA_FILTERS, ORDERS, {
  wire: (r): StudyArea => camelize(r),
});
export const STUDY_AREA_ORDER_KEYS = queries.orderKeys;
/** A page of study areas. */
export const listStudyAreas = queries.list;
/** One study area. */
export const findStudyArea = queries.find;

const ids = (xs: (number | null)[]) => [...new Set(xs.filter((x): x is number => x !== null))];

/** `include=subject` and `include=test_date` (null when the study area has none). */
export async function addStudyAreaIncludes(kdb: Kdb, items: StudyArea[], include: Set<string>): Promise<void> {
  if (!items.length) return;
  if (include.has('subject')) {
    const wanted = ids(items.map((i) => i.subjectId));
    const rows = wanted.length
      ? await kdb.selectFrom('subjects').select(['id', 'name', 'category_name']).where('id', 'in', wanted).execute()
      : [];
    const byId = new Map(rows.map((r) => [r.id, camelize(r)]));
    for (const i of items) i.subject = (i.subjectId !== null && byId.get(i.subjectId)) || null;
  }
  if (include.has('testDate')) {
    const wanted = ids(items.map((i) => i.testDateId));
    const rows = wanted.length
      ? await kdb.selectFrom('test_dates').select(['id', 'date', 'subject_id']).where('id', 'in', wanted).execute()
      : [];
    const byId = new Map(rows.map((r) => [r.id, camelize(r)]));
    for (const i of items) i.testDate = (i.testDateId !== null && byId.get(i.testDateId)) || null;
  }
}

const columns = (d: StudyAreaInput) => ({
  ...('tutorId' in d ? { tutor_id: d.tutorId ?? null } : {}),
  ...(d.studentId !== undefined ? { student_id: d.studentId } : {}),
  ...('subjectId' in d ? { subject_id: d.subjectId ?? null } : {}),
  ...('testDateId' in d ? { test_date_id: d.testDateId ?? null } : {}),
});

/** Inserts a study area; returns its id. */
export async function insertStudyArea(kdb: Kdb, d: StudyAreaInput): Promise<number> {
  const row = await kdb
    .insertInto('study_areas')
    .values({ ...columns(d), student_id: d.studentId! })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const writes = tableWrites('study_areas', columns);

/** Updates a study area. */
export const updateStudyArea = writes.update;

/** Deletes a study area. */
export const deleteStudyArea = writes.destroy;
