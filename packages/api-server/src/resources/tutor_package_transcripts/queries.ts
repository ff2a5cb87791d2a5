import { type Selectable, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { TutorPackageTranscriptsTable } from '../../db/schema';
import { unprocessable } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import { tableWrites } from '../shared/columns';
import { type ListFilter, intFilter, tableQueries } from '../shared/list';
import {
  type NamedRef,
  type SubjectRef,
  type TierRef,
  brandRefs,
  subjectRefs,
  tierRefs,
} from '../tutor_packages/queries';
import type { TranscriptInput } from './rules';

/** The student of a transcript by name. */
export interface TranscriptStudent {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  name: string;
}

/** The wire object of a tutor package transcript (SRV-40). */
export type TutorPackageTranscript = Camel<Selectable<TutorPackageTranscriptsTable>> & {
  tier?: TierRef | null;
  brand?: NamedRef | null;
  subject?: SubjectRef | null;
  additionalSubject?: SubjectRef | null;
  student?: TranscriptStudent | null;
};

/** The list filters of transcripts. */
export const TRANSCRIPT_FILTERS: Record<string, ListFilter> = { studentId: intFilter('t.student_id', 'studentId') };

const transcripts = tableQueries(
  'tutor_package_transcripts',
  TRANSCRIPT_FILTERS,
  { id: sql.ref('t.id'), created_at: sql.ref('t.created_at') },
  { wire: (r): TutorPackageTranscript => camelize(r) },
);
export const TRANSCRIPT_ORDER_KEYS = transcripts.orderKeys;
/** A page of transcripts. */
export const listTranscripts = transcripts.list;
/** One transcript, or null. */
export const findTranscript = transcripts.find;

/** `include=tier,brand,subject,student,additional_subject`. */
export async function addTranscriptRefs(kdb: Kdb, items: TutorPackageTranscript[], want: Set<string>): Promise<void> {
  if (want.has('tier')) {
    const m = await tierRefs(
      kdb,
      items.map((i) => i.tierId),
    );
    for (const i of items) i.tier = m.get(i.tierId ?? 0) ?? null;
  }
  if (want.has('brand')) {
    const m = await brandRefs(
      kdb,
      items.map((i) => i.brandId),
    );
    for (const i of items) i.brand = m.get(i.brandId ?? 0) ?? null;
  }
  if (want.has('subject') || want.has('additionalSubject')) {
    const m = await subjectRefs(
      kdb,
      items.flatMap((i) => [i.subjectId, i.additionalSubjectId]),
    );
    for (const i of items) {
      if (want.has('subject')) i.subject = m.get(i.subjectId ?? 0) ?? null;
      if (want.has('additionalSubject')) i.additionalSubject = m.get(i.additionalSubjectId ?? 0) ?? null;
    }
  }
  if (want.has('student')) {
    const ids = [...new Set(items.map((i) => i.studentId))];
    const rows = ids.length
      ? await kdb
          .selectFrom('students as s')
          .innerJoin('users as u', 'u.id', 's.user_id')
          .select(['s.id', 'u.first_name', 'u.last_name'])
          .where('s.id', 'in', ids)
          .execute()
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const i of items) {
      const r = byId.get(i.studentId);
      const fullName = r ? `${r.first_name} ${r.last_name}` : '';
      i.student = r ? { id: r.id, firstName: r.first_name, lastName: r.last_name, fullName, name: fullName } : null;
    }
  }
}

const columns = (d: TranscriptInput) => ({
  ...('tierId' in d ? { tier_id: d.tierId ?? null } : {}),
  ...('brandId' in d ? { brand_id: d.brandId ?? null } : {}),
  ...(d.studentId !== undefined ? { student_id: d.studentId } : {}),
  ...('subjectId' in d ? { subject_id: d.subjectId ?? null } : {}),
  ...('additionalSubjectId' in d ? { additional_subject_id: d.additionalSubjectId ?? null } : {}),
  ...(d.includeMembership !== undefined ? { include_membership: d.includeMembership } : {}),
});

/** Inserts a transcript; returns its id. */
export async function insertTranscript(kdb: Kdb, d: TranscriptInput): Promise<number> {
  const row = await kdb
    .insertInto('tutor_package_transcripts')
    .values({ ...columns(d), student_id: d.studentId! })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const writes = tableWrites('tutor_package_transcripts', columns);

/** Updates a transcript's fields. */
export const updateTranscript = writes.update;

/** Deletes a transcript. */
export const deleteTranscript = writes.destroy;

/** The body of `reup`: a transcript's fields, `id` the one it renews. */
export type ReupInput = TranscriptInput & { id?: unknown };

/**
 * `reup` (API-32): a new transcript renewing `id` (when given, 422 when it does not exist): each field the body leaves
 * out is the previous one's; the student must exist and the tier, brand and subjects too (422).
 */
export async function reupTranscript(kdb: Kdb, t: ReupInput): Promise<number> {
  const prev =
    typeof t.id === 'number'
      ? await kdb.selectFrom('tutor_package_transcripts').selectAll().where('id', '=', t.id).executeTakeFirst()
      : undefined;
  if (typeof t.id === 'number' && !prev) throw unprocessable('Tutor package transcript must exist');
  const pick = <K extends keyof TranscriptInput>(k: K, previous: unknown): unknown => t[k] ?? previous ?? null;
  const studentId = pick('studentId', prev?.student_id);
  const student =
    typeof studentId === 'number'
      ? await kdb.selectFrom('students').select('id').where('id', '=', studentId).executeTakeFirst()
      : undefined;
  if (!student) throw unprocessable('Student must exist');
  const row = await kdb
    .insertInto('tutor_package_transcripts')
    .values({
      tier_id: pick('tierId', prev?.tier_id) as number | null,
      brand_id: pick('brandId', prev?.brand_id) as number | null,
      student_id: student.id,
      subject_id: pick('subjectId', prev?.subject_id) as number | null,
      additional_subject_id: pick('additionalSubjectId', prev?.additional_subject_id) as number | null,
      include_membership: t.includeMembership ?? true,
      previous_id: prev?.id ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch(() => {
      throw unprocessable('Tier, brand and subjects must exist');
    });
  return row.id;
}
