import { type Selectable, sql } from 'kysely';
import { COMMENT_MAX, type EssayGradingItem, RUBRIC_MAX, RUBRIC_MIN } from '@tutoring/contract';
import type { Kdb } from '../../db/kysely';
import type { EssayGradersTable, ExamsTable, TranscriptsTable } from '../../db/schema';
import { type Answer, type EssayScore, type Section, scoreTranscript } from './scoring';

/** An essay grader (signs in with a token, SRV-45); grading administrators manage graders and assign essays. */
export interface Grader {
  id: number;
  employeeId: number | null;
  name: string;
  token: string;
  admin: boolean;
  /** The time zone of the grader's user (an employee's), null for a grader without an employee. */
  timeZone: string | null;
}

/** An exam row with its sections as the exam's questions. */
export interface Exam {
  id: number;
  name: string;
  description: string | null;
  sections: Section[];
}

/** A transcript row with its answers. */
export type TranscriptRow = Omit<Selectable<TranscriptsTable>, 'answers'> & { answers: Answer[] };

/** Taken-on window of transcript lists and reports (dates `YYYY-MM-DD`, null: open). */
export interface DateWindow {
  from: string | null;
  to: string | null;
}

// The jsonb columns hold what the exams host wrote (sections of the seed and the exams' editors, answers checked by
// `answersError`): read as their types.
const exam = (r: Selectable<ExamsTable>): Exam => ({ ...r, sections: r.sections as Section[] });
const transcript = (r: Selectable<TranscriptsTable>): TranscriptRow => ({ ...r, answers: r.answers as Answer[] });

/** The grader a token belongs to, undefined when none. */
export async function graderByToken(kdb: Kdb, token: string): Promise<Grader | undefined> {
  // A grader who is an employee grades only while that employee is active, their user not locked (SRV-20) and signed
  // in: the token is handed out with a session (current_user) and acts only while one of the user's sessions lives,
  // so signing out everywhere ends it (docs/security.md). A grader without an employee (the exams host's own) has the
  // token alone; a grading administrator removes the grader to end it.
  const r = await kdb
    .selectFrom('essay_graders as g')
    .leftJoin('employees as e', 'e.id', 'g.employee_id')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select(['g.id', 'g.employee_id', 'g.name', 'g.token', 'g.admin', 'u.time_zone'])
    .where('g.token', '=', token)
    .where((w) =>
      w.or([
        w('g.employee_id', 'is', null),
        w.and([
          w('e.active', '=', true),
          w('u.locked_at', 'is', null),
          w.exists(
            w
              .selectFrom('web_sessions as ws')
              .select('ws.id')
              .whereRef('ws.user_id', '=', 'u.id')
              .where('ws.expires_at', '>', sql<string>`now()`),
          ),
        ]),
      ]),
    )
    .executeTakeFirst();
  return (
    r && { id: r.id, employeeId: r.employee_id, name: r.name, token: r.token, admin: r.admin, timeZone: r.time_zone }
  );
}

/** Every exam (or the one `id`), by id. */
export async function listExams(kdb: Kdb, id: number | null = null): Promise<Exam[]> {
  let q = kdb.selectFrom('exams').selectAll().orderBy('id');
  if (id !== null) q = q.where('id', '=', id);
  return (await q.execute()).map(exam);
}

/** One exam, undefined when none. */
export async function findExam(kdb: Kdb, id: number): Promise<Exam | undefined> {
  const r = await kdb.selectFrom('exams').selectAll().where('id', '=', id).executeTakeFirst();
  return r && exam(r);
}

/** One transcript, undefined when none. */
export async function findTranscript(kdb: Kdb, id: number): Promise<TranscriptRow | undefined> {
  const r = await kdb.selectFrom('transcripts').selectAll().where('id', '=', id).executeTakeFirst();
  return r && transcript(r);
}

/** Transcripts of an exam (or all) taken in a window; the list (`limit`) is newest first. */
export async function listTranscripts(
  kdb: Kdb,
  examId: number | null,
  { from, to }: DateWindow,
  limit?: number,
): Promise<TranscriptRow[]> {
  let q = kdb.selectFrom('transcripts').selectAll();
  if (examId !== null) q = q.where('exam_id', '=', examId);
  if (from !== null) q = q.where('taken_on', '>=', from);
  if (to !== null) q = q.where('taken_on', '<=', to);
  if (limit !== undefined) q = q.orderBy('taken_on', 'desc').orderBy('id', 'desc').limit(limit);
  return (await q.execute()).map(transcript);
}

/** The rubric grades of a transcript's essays. */
export async function essayScores(kdb: Kdb, transcriptId: number): Promise<EssayScore[]> {
  return kdb
    .selectFrom('essays')
    .select(['question_id', 'rubric_score'])
    .where('transcript_id', '=', transcriptId)
    .execute();
}

/** A transcript as the exams host replies it: its answers and its scores (OP-21). */
export async function transcriptWire(kdb: Kdb, t: TranscriptRow) {
  const x = await findExam(kdb, t.exam_id);
  return {
    id: t.id,
    examId: t.exam_id,
    studentName: t.student_name,
    takenOn: t.taken_on,
    answers: t.answers,
    ...scoreTranscript(x?.sections ?? [], t.answers, await essayScores(kdb, t.id)),
    createdAt: t.created_at,
  };
}

/** Writes a transcript (new when `id` is null; name and date kept when not given) and returns its id. */
export async function writeTranscript(
  kdb: Kdb,
  id: number | null,
  d: { examId: number; studentName?: string; takenOn?: string; answers: Answer[] },
): Promise<number> {
  const answers = JSON.stringify(d.answers);
  if (id === null) {
    const row = await kdb
      .insertInto('transcripts')
      .values({ exam_id: d.examId, student_name: d.studentName!, taken_on: d.takenOn!, answers })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  await kdb
    .updateTable('transcripts')
    .set({
      exam_id: d.examId,
      answers,
      ...(d.studentName !== undefined ? { student_name: d.studentName } : {}),
      ...(d.takenOn !== undefined ? { taken_on: d.takenOn } : {}),
    })
    .where('id', '=', id)
    .execute();
  return id;
}

/**
 * Keeps one essay row per essay question of a transcript: a new answer is queued for grading, a changed one loses
 * its grade (graded again).
 */
export async function syncEssays(
  kdb: Kdb,
  transcriptId: number,
  sections: Section[],
  answers: Answer[],
): Promise<void> {
  for (const s of sections.filter((x) => x.kind === 'essay')) {
    for (const q of s.questions) {
      const text = answers.find((a) => a.questionId === q.id)?.text ?? '';
      const ex = await kdb
        .selectFrom('essays')
        .select(['id', 'body'])
        .where('transcript_id', '=', transcriptId)
        .where('question_id', '=', q.id)
        .executeTakeFirst();
      if (!ex)
        await kdb
          .insertInto('essays')
          .values({ transcript_id: transcriptId, section_id: s.id, question_id: q.id, prompt: q.prompt, body: text })
          .execute();
      else if (ex.body !== text)
        await kdb
          .updateTable('essays')
          .set({ body: text, rubric_score: null, comment: null, graded_at: null })
          .where('id', '=', ex.id)
          .execute();
    }
  }
}

/**
 * The essays of a transcript whose text `answers` would change while they belong to another grader than `graderId`
 * (assigned to them): changing an essay's text clears its grade, so only its own grader (or a grading administrator)
 * may. Their ids.
 */
export async function othersEssaysChanged(
  kdb: Kdb,
  transcriptId: number,
  answers: Answer[],
  graderId: number,
): Promise<number[]> {
  const essays = await kdb
    .selectFrom('essays')
    .select(['id', 'question_id', 'body', 'grader_id'])
    .where('transcript_id', '=', transcriptId)
    .where('grader_id', 'is not', null)
    .where('grader_id', '<>', graderId)
    .execute();
  return essays
    .filter((e) => (answers.find((a) => a.questionId === e.question_id)?.text ?? '') !== e.body)
    .map((e) => e.id);
}

/** Deletes a transcript; false when there was none. */
export async function deleteTranscript(kdb: Kdb, id: number): Promise<boolean> {
  return (await kdb.deleteFrom('transcripts').where('id', '=', id).returning('id').execute()).length > 0;
}

/** How many graded essays of an exam's transcripts (taken in the window) got each rubric score. */
export async function rubricCounts(kdb: Kdb, examId: number, { from, to }: DateWindow) {
  let q = kdb
    .selectFrom('essays as e')
    .innerJoin('transcripts as t', 't.id', 'e.transcript_id')
    .select(['e.rubric_score', sql<number>`count(*)::int`.as('c')])
    .where('t.exam_id', '=', examId)
    .where('e.rubric_score', 'is not', null)
    .groupBy('e.rubric_score');
  if (from !== null) q = q.where('t.taken_on', '>=', from);
  if (to !== null) q = q.where('t.taken_on', '<=', to);
  return (await q.execute()).map((r) => ({ rubric_score: r.rubric_score!, c: r.c }));
}

// ---------------------------------------------------------------- graders

/** A grader as a viewer sees it: the token only for grading administrators and the grader themself. */
export const graderWire = (row: Selectable<EssayGradersTable>, viewer: Grader) => ({
  id: row.id,
  employeeId: row.employee_id,
  name: row.name,
  admin: row.admin,
  token: viewer.admin || viewer.id === row.id ? row.token : null,
  createdAt: row.created_at,
});

/** Every grader, by name. */
export async function listGraders(kdb: Kdb): Promise<Selectable<EssayGradersTable>[]> {
  return kdb.selectFrom('essay_graders').selectAll().orderBy('name').execute();
}

/** One grader row, undefined when none. */
export async function findGrader(kdb: Kdb, id: number): Promise<Selectable<EssayGradersTable> | undefined> {
  return kdb.selectFrom('essay_graders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user name of an employee, undefined when there is no such employee. */
export async function employeeName(kdb: Kdb, employeeId: number): Promise<string | undefined> {
  const r = await kdb
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(sql<string>`u.first_name || ' ' || u.last_name`.as('name'))
    .where('e.id', '=', employeeId)
    .executeTakeFirst();
  return r?.name;
}

/** True when the employee is a grader already. */
export async function isGrader(kdb: Kdb, employeeId: number): Promise<boolean> {
  return !!(await kdb
    .selectFrom('essay_graders')
    .select('id')
    .where('employee_id', '=', employeeId)
    .executeTakeFirst());
}

/** Adds a grader with a new token. */
export async function insertGrader(
  kdb: Kdb,
  g: { employeeId: number; name: string; token: string },
): Promise<Selectable<EssayGradersTable>> {
  return kdb
    .insertInto('essay_graders')
    .values({ employee_id: g.employeeId, name: g.name, token: g.token })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Removes a grader; false when there was none. */
export async function deleteGrader(kdb: Kdb, id: number): Promise<boolean> {
  return (await kdb.deleteFrom('essay_graders').where('id', '=', id).returning('id').execute()).length > 0;
}

// ---------------------------------------------------------------- grading items (essays)

const LIMITS = { rubricMin: RUBRIC_MIN, rubricMax: RUBRIC_MAX, commentMax: COMMENT_MAX };

const items = (kdb: Kdb) =>
  kdb
    .selectFrom('essays as e')
    .innerJoin('transcripts as t', 't.id', 'e.transcript_id')
    .innerJoin('exams as x', 'x.id', 't.exam_id')
    .leftJoin('essay_graders as g', 'g.id', 'e.grader_id')
    .selectAll('e')
    .select([
      't.student_name',
      'x.name as exam_name',
      'g.id as g_id',
      'g.employee_id as g_employee_id',
      'g.name as g_name',
    ]);
type ItemRow = Awaited<ReturnType<ReturnType<typeof items>['executeTakeFirstOrThrow']>>;

/** An essay as a grader's queue shows it (with the rubric's limits). */
const itemWire = (row: ItemRow): EssayGradingItem => ({
  id: row.id,
  transcriptId: row.transcript_id,
  sectionId: row.section_id,
  questionId: row.question_id,
  examName: row.exam_name,
  studentName: row.student_name,
  prompt: row.prompt,
  body: row.body,
  status: row.rubric_score === null ? 'pending' : 'graded',
  // The grader's columns come from a left join: all present or all null.
  grader:
    row.g_id !== null && row.g_name !== null ? { id: row.g_id, employeeId: row.g_employee_id, name: row.g_name } : null,
  graderId: row.grader_id,
  rubricScore: row.rubric_score,
  comment: row.comment,
  gradedAt: row.graded_at,
  limits: LIMITS,
});
/** A grading item as replied. */
export type GradingItem = EssayGradingItem;

/** One grading item, undefined when none. */
export async function findGradingItem(kdb: Kdb, id: number): Promise<GradingItem | undefined> {
  const row = await items(kdb).where('e.id', '=', id).executeTakeFirst();
  return row && itemWire(row);
}

/** Grading items by ids, by id. */
export async function gradingItemsByIds(kdb: Kdb, ids: number[]): Promise<GradingItem[]> {
  return (await items(kdb).where('e.id', 'in', ids).orderBy('e.id').execute()).map(itemWire);
}

/** A queue: one grader's essays (or everyone's, `graderId` null) of a status, oldest transcripts first, 500 at most. */
export async function gradingQueue(
  kdb: Kdb,
  graderId: number | null,
  status: 'pending' | 'graded' | 'all',
): Promise<GradingItem[]> {
  let q = items(kdb);
  if (graderId !== null) q = q.where('e.grader_id', '=', graderId);
  if (status === 'pending') q = q.where('e.rubric_score', 'is', null);
  if (status === 'graded') q = q.where('e.rubric_score', 'is not', null);
  return (await q.orderBy('t.taken_on').orderBy('e.id').limit(500).execute()).map(itemWire);
}

/** True when the grader exists. */
export async function graderExists(kdb: Kdb, id: number): Promise<boolean> {
  return !!(await kdb.selectFrom('essay_graders').select('id').where('id', '=', id).executeTakeFirst());
}

/** Locks essays (inside the caller's transaction); returns how many of the ids exist. */
export async function lockEssays(kdb: Kdb, ids: number[]): Promise<number> {
  return (await kdb.selectFrom('essays').select('id').where('id', 'in', ids).forUpdate().execute()).length;
}

/** Puts essays in a grader's queue. */
export async function assignEssays(kdb: Kdb, graderId: number, ids: number[]): Promise<void> {
  await kdb.updateTable('essays').set({ grader_id: graderId }).where('id', 'in', ids).execute();
}

/** Grades an essay (the grader takes it into their queue when it was in nobody's). */
export async function gradeEssay(
  kdb: Kdb,
  id: number,
  g: { rubricScore: number; comment: string | null; graderId: number },
): Promise<void> {
  await kdb
    .updateTable('essays')
    .set({
      rubric_score: g.rubricScore,
      comment: g.comment,
      graded_at: sql<string>`now()`,
      grader_id: sql<number>`COALESCE(grader_id, ${g.graderId})`,
    })
    .where('id', '=', id)
    .execute();
}
