import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import {
  COMMENT_MAX,
  GradeBodySchema,
  GraderAssignBodySchema,
  GraderBodySchema,
  RUBRIC_MAX,
  RUBRIC_MIN,
  TranscriptBodySchema,
  TranscriptUpdateBodySchema,
} from '@tutoring/contract';
import type { Queryable, Row } from './db/adapter';
import type { AppDeps } from './context';
import { HttpError, forbidden, notFound, parseBody, queryInt, queryStr, unprocessable } from './util';

interface Grader {
  id: number;
  employeeId: number | null;
  name: string;
  token: string;
  admin: boolean;
}
interface Question {
  id: number;
  prompt: string;
  points: number;
  choices?: { id: number; label: string }[];
  correctChoiceId?: number | null;
}
interface Section {
  id: number;
  name: string;
  kind: 'multiple_choice' | 'essay';
  maxScore: number;
  questions: Question[];
}
interface Answer {
  questionId: number;
  choiceId?: number | null;
  text?: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    grader?: Grader;
  }
}

const LIMITS = { rubricMin: RUBRIC_MIN, rubricMax: RUBRIC_MAX, commentMax: COMMENT_MAX };

async function graderFor(db: Queryable, req: FastifyRequest): Promise<Grader> {
  const h = req.headers.authorization;
  const m = typeof h === 'string' ? /^Token\s+(?:token=)?"?([\w.-]{8,200})"?$/.exec(h.trim()) : null;
  if (!m) throw new HttpError(401, ['A valid grader token is required.']);
  const r = (
    await db.query('SELECT id, employee_id, name, token, admin FROM essay_graders WHERE token = $1', [m[1]])
  )[0];
  if (!r) throw new HttpError(401, ['A valid grader token is required.']);
  return {
    id: r.id as number,
    employeeId: r.employee_id as number | null,
    name: r.name as string,
    token: r.token as string,
    admin: Boolean(r.admin),
  };
}

const fileId = (raw: string, what: string): number => {
  const m = /^(\d{1,9})(\.json)?$/.exec(raw);
  if (!m) throw notFound(what);
  return Number(m[1]);
};

/** Scores a transcript: multiple choice automatically, essays from rubric scores (OP-21). */
export function scoreTranscript(
  sections: Section[],
  answers: Answer[],
  essays: { question_id: number; rubric_score: number | null }[],
) {
  const sectionScores = sections.map((s) => {
    if (s.kind === 'multiple_choice') {
      const score = s.questions.reduce((sum, q) => {
        const a = answers.find((x) => x.questionId === q.id);
        return (
          sum +
          (a && a.choiceId !== undefined && a.choiceId !== null && a.choiceId === q.correctChoiceId ? q.points : 0)
        );
      }, 0);
      return { sectionId: s.id, score, maxScore: s.maxScore };
    }
    const mine = essays.filter((e) => s.questions.some((q) => q.id === e.question_id));
    if (!mine.length) return { sectionId: s.id, score: 0, maxScore: s.maxScore };
    if (mine.some((e) => e.rubric_score === null)) return { sectionId: s.id, score: null, maxScore: s.maxScore };
    const per = s.maxScore / mine.length;
    const score =
      Math.round(mine.reduce((sum, e) => sum + ((e.rubric_score as number) / RUBRIC_MAX) * per, 0) * 100) / 100;
    return { sectionId: s.id, score, maxScore: s.maxScore };
  });
  const total = sectionScores.reduce((sum, s) => sum + (s.score ?? 0), 0);
  const maxTotal = sections.reduce((sum, s) => sum + s.maxScore, 0);
  const status = sectionScores.some((s) => s.score === null) ? 'pending' : 'scored';
  return { sectionScores, total: Math.round(total * 100) / 100, maxTotal, status };
}

/** The exams host (SRV-45): exams, transcripts, reports, graders and the essay grading queue. */
export function registerExamRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const cfg = { config: { external: true } };
  type H = (req: FastifyRequest, reply: FastifyReply, g: Grader) => Promise<unknown>;
  const r = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, handler: H, adminOnly = false) =>
    app.route({
      method,
      url,
      ...cfg,
      handler: async (req, reply) => {
        const g = await graderFor(db, req);
        if (adminOnly && !g.admin) throw forbidden('Only grading administrators can do that.');
        return handler(req, reply, g);
      },
    });

  const examWire = (row: Row, g: Grader) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    sections: (row.sections as Section[]).map((s) => ({
      ...s,
      questions: s.questions.map((q) => (g.admin ? q : { ...q, correctChoiceId: undefined })),
    })),
  });
  const loadExam = async (id: number) => {
    const e = (await db.query('SELECT * FROM exams WHERE id = $1', [id]))[0];
    if (!e) throw notFound('Exam');
    return e;
  };
  const transcriptWire = async (t: Row) => {
    const exam = await loadExam(t.exam_id as number);
    const essays = await db.query<{ question_id: number; rubric_score: number | null }>(
      'SELECT question_id, rubric_score FROM essays WHERE transcript_id = $1',
      [t.id],
    );
    const answers = t.answers as Answer[];
    return {
      id: t.id,
      examId: t.exam_id,
      studentName: t.student_name,
      takenOn: t.taken_on,
      answers,
      ...scoreTranscript(exam.sections as Section[], answers, essays),
      createdAt: t.created_at,
    };
  };
  const dateFilters = (q: Record<string, unknown>) => {
    const from = queryStr(q.from) ?? queryStr(q.startDate);
    const to = queryStr(q.to) ?? queryStr(q.endDate);
    for (const d of [from, to])
      if (d !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(d)) throw unprocessable('Dates must be YYYY-MM-DD');
    return { from: from ?? null, to: to ?? null };
  };

  r('GET', '/api/exams.json', async (_req, _reply, g) => ({
    exams: (await db.query('SELECT * FROM exams ORDER BY id')).map((e) => examWire(e, g)),
  }));
  r('GET', '/api/exams/:file', async (req, _reply, g) => ({
    exam: examWire(await loadExam(fileId((req.params as { file: string }).file, 'Exam')), g),
  }));

  const writeTranscript = async (id: number | null, body: unknown) => {
    const t =
      id === null
        ? parseBody(TranscriptBodySchema, body).transcript
        : parseBody(TranscriptUpdateBodySchema, body).transcript;
    const existing = id === null ? null : (await db.query('SELECT * FROM transcripts WHERE id = $1', [id]))[0];
    if (id !== null && !existing) throw notFound('Transcript');
    const examId = (t.examId ?? existing?.exam_id) as number;
    const exam = (await db.query('SELECT * FROM exams WHERE id = $1', [examId]))[0];
    if (!exam) throw unprocessable('Exam must exist');
    const sections = exam.sections as Section[];
    const answers = (t.answers ?? existing?.answers ?? []) as Answer[];
    for (const a of answers) {
      const q = sections
        .flatMap((s) => s.questions.map((qq) => ({ ...qq, kind: s.kind })))
        .find((qq) => qq.id === a.questionId);
      if (!q) throw unprocessable(`Question ${a.questionId} is not part of this exam`);
      if (
        q.kind === 'multiple_choice' &&
        a.choiceId !== undefined &&
        a.choiceId !== null &&
        !q.choices?.some((c) => c.id === a.choiceId)
      )
        throw unprocessable(`Choice ${a.choiceId} is not an option of question ${a.questionId}`);
      if (typeof a.text === 'string' && a.text.length > 20000)
        throw unprocessable('Essay answers hold at most 20000 characters');
    }
    return db.transaction(async (tx) => {
      let tid = id;
      if (tid === null) {
        tid = (
          await tx.query<{ id: number }>(
            'INSERT INTO transcripts (exam_id, student_name, taken_on, answers) VALUES ($1, $2, $3, $4) RETURNING id',
            [examId, t.studentName, t.takenOn, JSON.stringify(answers)],
          )
        )[0]!.id;
      } else {
        await tx.query(
          'UPDATE transcripts SET exam_id = $2, student_name = COALESCE($3, student_name), taken_on = COALESCE($4, taken_on), answers = $5 WHERE id = $1',
          [tid, examId, t.studentName ?? null, t.takenOn ?? null, JSON.stringify(answers)],
        );
      }
      for (const s of sections.filter((x) => x.kind === 'essay')) {
        for (const q of s.questions) {
          const text = answers.find((a) => a.questionId === q.id)?.text ?? '';
          const ex = (
            await tx.query<{ id: number; body: string }>(
              'SELECT id, body FROM essays WHERE transcript_id = $1 AND question_id = $2',
              [tid, q.id],
            )
          )[0];
          if (!ex)
            await tx.query(
              'INSERT INTO essays (transcript_id, section_id, question_id, prompt, body) VALUES ($1, $2, $3, $4, $5)',
              [tid, s.id, q.id, q.prompt, text],
            );
          else if (ex.body !== text)
            await tx.query(
              'UPDATE essays SET body = $2, rubric_score = NULL, comment = NULL, graded_at = NULL WHERE id = $1',
              [ex.id, text],
            );
        }
      }
      return tid;
    });
  };

  r('GET', '/api/transcripts.json', async (req) => {
    const q = req.query as Record<string, unknown>;
    const examId = queryInt(q.examId, 'examId') ?? null;
    const { from, to } = dateFilters(q);
    const rows = await db.query(
      'SELECT * FROM transcripts WHERE ($1::int IS NULL OR exam_id = $1::int) AND ($2::date IS NULL OR taken_on >= $2::date) AND ($3::date IS NULL OR taken_on <= $3::date) ORDER BY taken_on DESC, id DESC LIMIT 500',
      [examId, from, to],
    );
    return { transcripts: await Promise.all(rows.map(transcriptWire)) };
  });
  r('POST', '/api/transcripts.json', async (req, reply) => {
    const id = await writeTranscript(null, req.body);
    return reply.code(201).send({
      transcript: await transcriptWire((await db.query('SELECT * FROM transcripts WHERE id = $1', [id]))[0]!),
    });
  });
  r('GET', '/api/transcripts/:file', async (req) => {
    const id = fileId((req.params as { file: string }).file, 'Transcript');
    const t = (await db.query('SELECT * FROM transcripts WHERE id = $1', [id]))[0];
    if (!t) throw notFound('Transcript');
    return { transcript: await transcriptWire(t) };
  });
  r('PUT', '/api/transcripts/:file', async (req) => {
    const id = fileId((req.params as { file: string }).file, 'Transcript');
    await writeTranscript(id, req.body);
    return { transcript: await transcriptWire((await db.query('SELECT * FROM transcripts WHERE id = $1', [id]))[0]!) };
  });
  r(
    'DELETE',
    '/api/transcripts/:file',
    async (req, reply) => {
      const id = fileId((req.params as { file: string }).file, 'Transcript');
      const rows = await db.query('DELETE FROM transcripts WHERE id = $1 RETURNING id', [id]);
      if (!rows.length) throw notFound('Transcript');
      return reply.code(204).send();
    },
    true,
  );

  const summary = async (exam: Row, from: string | null, to: string | null) => {
    const rows = await db.query(
      'SELECT * FROM transcripts WHERE exam_id = $1 AND ($2::date IS NULL OR taken_on >= $2::date) AND ($3::date IS NULL OR taken_on <= $3::date)',
      [exam.id, from, to],
    );
    const wired = await Promise.all(rows.map(transcriptWire));
    const sections = exam.sections as Section[];
    const avg = (xs: number[]) =>
      xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100) / 100 : null;
    return {
      examId: exam.id,
      examName: exam.name,
      transcriptsCount: wired.length,
      averageTotal: avg(wired.filter((w) => w.status === 'scored').map((w) => w.total)),
      maxTotal: sections.reduce((s, x) => s + x.maxScore, 0),
      sections: sections.map((s) => ({
        sectionId: s.id,
        name: s.name,
        maxScore: s.maxScore,
        averageScore: avg(
          wired
            .map((w) => w.sectionScores.find((x) => x.sectionId === s.id)?.score)
            .filter((x): x is number => typeof x === 'number'),
        ),
      })),
      transcripts: wired,
    };
  };
  const examFromQuery = async (q: Record<string, unknown>) => {
    const examId = queryInt(q.examId, 'examId');
    if (examId === undefined) throw unprocessable('Exam id is required');
    const exam = (await db.query('SELECT * FROM exams WHERE id = $1', [examId]))[0];
    if (!exam) throw notFound('Exam');
    return exam;
  };
  r('GET', '/api/reports', async (req) => {
    const q = req.query as Record<string, unknown>;
    const { from, to } = dateFilters(q);
    const examId = queryInt(q.examId, 'examId') ?? null;
    const exams = await db.query('SELECT * FROM exams WHERE ($1::int IS NULL OR id = $1::int) ORDER BY id', [examId]);
    return {
      reports: await Promise.all(
        exams.map(async (e) => {
          const s = await summary(e, from, to);
          return { ...s, transcripts: undefined };
        }),
      ),
    };
  });
  r('GET', '/api/reports/summaries', async (req) => {
    const q = req.query as Record<string, unknown>;
    const { from, to } = dateFilters(q);
    return { report: await summary(await examFromQuery(q), from, to) };
  });
  r('GET', '/api/reports/analysis', async (req) => {
    const q = req.query as Record<string, unknown>;
    const { from, to } = dateFilters(q);
    const exam = await examFromQuery(q);
    const s = await summary(exam, from, to);
    const sections = exam.sections as Section[];
    const questions = sections
      .filter((x) => x.kind === 'multiple_choice')
      .flatMap((sec) =>
        sec.questions.map((qq) => {
          const answered = s.transcripts.filter((t) =>
            t.answers.some((a) => a.questionId === qq.id && a.choiceId != null),
          );
          const correct = answered.filter((t) =>
            t.answers.some((a) => a.questionId === qq.id && a.choiceId === qq.correctChoiceId),
          );
          return {
            questionId: qq.id,
            sectionId: sec.id,
            answeredCount: answered.length,
            correctRate: answered.length ? Math.round((correct.length / answered.length) * 1000) / 1000 : null,
          };
        }),
      );
    const bucket = Math.max(1, Math.ceil(s.maxTotal / 5));
    const scoreDistribution = Array.from({ length: Math.ceil(s.maxTotal / bucket) || 1 }, (_, i) => {
      const lo = i * bucket;
      const hi = Math.min(s.maxTotal, lo + bucket);
      return {
        from: lo,
        to: hi,
        count: s.transcripts.filter(
          (t) => t.status === 'scored' && t.total >= lo && (t.total < hi || (hi === s.maxTotal && t.total <= hi)),
        ).length,
      };
    });
    const rub = await db.query<{ rubric_score: number; c: number }>(
      'SELECT e.rubric_score, count(*)::int AS c FROM essays e JOIN transcripts t ON t.id = e.transcript_id WHERE t.exam_id = $1 AND e.rubric_score IS NOT NULL AND ($2::date IS NULL OR t.taken_on >= $2::date) AND ($3::date IS NULL OR t.taken_on <= $3::date) GROUP BY 1',
      [exam.id, from, to],
    );
    const rubricDistribution = Array.from({ length: RUBRIC_MAX - RUBRIC_MIN + 1 }, (_, i) => ({
      rubricScore: i + RUBRIC_MIN,
      count: rub.find((x) => x.rubric_score === i + RUBRIC_MIN)?.c ?? 0,
    }));
    return { report: { examId: exam.id, questions, scoreDistribution, rubricDistribution } };
  });

  const graderWire = (row: Row, viewer: Grader) => ({
    id: row.id,
    employeeId: row.employee_id,
    name: row.name,
    admin: row.admin,
    token: viewer.admin || viewer.id === row.id ? row.token : null,
    createdAt: row.created_at,
  });
  r('GET', '/api/essay/graders', async (_req, _reply, g) => ({
    graders: (await db.query('SELECT * FROM essay_graders ORDER BY name')).map((x) => graderWire(x, g)),
  }));
  r('GET', '/api/essay/graders/:id', async (req, _reply, g) => {
    const id = fileId((req.params as { id: string }).id, 'Grader');
    const row = (await db.query('SELECT * FROM essay_graders WHERE id = $1', [id]))[0];
    if (!row) throw notFound('Grader');
    return { grader: graderWire(row, g) };
  });
  r(
    'POST',
    '/api/essay/graders',
    async (req, reply, g) => {
      const { grader } = parseBody(GraderBodySchema, req.body);
      const e = (
        await db.query<{ name: string }>(
          "SELECT u.first_name || ' ' || u.last_name AS name FROM employees e JOIN users u ON u.id = e.user_id WHERE e.id = $1",
          [grader.employeeId],
        )
      )[0];
      if (!e) throw unprocessable('Employee must exist');
      if ((await db.query('SELECT 1 FROM essay_graders WHERE employee_id = $1', [grader.employeeId])).length)
        throw unprocessable('This employee is already a grader');
      const row = (
        await db.query('INSERT INTO essay_graders (employee_id, name, token) VALUES ($1, $2, $3) RETURNING *', [
          grader.employeeId,
          (grader.name ?? e.name).slice(0, 191),
          randomBytes(20).toString('hex'),
        ])
      )[0]!;
      return reply.code(201).send({ grader: graderWire(row, g) });
    },
    true,
  );
  r(
    'DELETE',
    '/api/essay/graders/:id',
    async (req, reply, g) => {
      const id = fileId((req.params as { id: string }).id, 'Grader');
      if (id === g.id) throw unprocessable('You cannot remove yourself');
      const rows = await db.query('DELETE FROM essay_graders WHERE id = $1 RETURNING id', [id]);
      if (!rows.length) throw notFound('Grader');
      return reply.code(204).send();
    },
    true,
  );

  const ITEM_SQL = `SELECT e.*, t.student_name, x.name AS exam_name, g.id AS g_id, g.employee_id AS g_employee_id, g.name AS g_name
    FROM essays e JOIN transcripts t ON t.id = e.transcript_id JOIN exams x ON x.id = t.exam_id LEFT JOIN essay_graders g ON g.id = e.grader_id`;
  const itemWire = (row: Row) => ({
    id: row.id,
    transcriptId: row.transcript_id,
    sectionId: row.section_id,
    questionId: row.question_id,
    examName: row.exam_name,
    studentName: row.student_name,
    prompt: row.prompt,
    body: row.body,
    status: row.rubric_score === null ? 'pending' : 'graded',
    grader: row.g_id ? { id: row.g_id, employeeId: row.g_employee_id, name: row.g_name } : null,
    graderId: row.grader_id,
    rubricScore: row.rubric_score,
    comment: row.comment,
    gradedAt: row.graded_at,
    limits: LIMITS,
  });
  r(
    'POST',
    '/api/essay/graders/assign',
    async (req, _reply) => {
      const { assignment } = parseBody(GraderAssignBodySchema, req.body);
      if (!(await db.query('SELECT 1 FROM essay_graders WHERE id = $1', [assignment.graderId])).length)
        throw unprocessable('Grader must exist');
      const ids = [...new Set(assignment.itemIds)];
      await db.transaction(async (tx) => {
        const found = await tx.query('SELECT id FROM essays WHERE id = ANY($1) FOR UPDATE', [ids]);
        if (found.length !== ids.length) throw unprocessable('Every grading item must exist');
        await tx.query('UPDATE essays SET grader_id = $1 WHERE id = ANY($2)', [assignment.graderId, ids]);
      });
      return { gradingItems: (await db.query(`${ITEM_SQL} WHERE e.id = ANY($1) ORDER BY e.id`, [ids])).map(itemWire) };
    },
    true,
  );
  r('GET', '/api/essay/grading', async (req, _reply, g) => {
    const q = req.query as Record<string, unknown>;
    const status = queryStr(q.status) ?? 'pending';
    if (!['pending', 'graded', 'all'].includes(status)) throw unprocessable('Status must be pending, graded or all');
    const scope = g.admin && queryStr(q.scope) === 'all' ? 'true' : 'e.grader_id = $1';
    const st =
      status === 'pending' ? 'e.rubric_score IS NULL' : status === 'graded' ? 'e.rubric_score IS NOT NULL' : 'true';
    const rows = await db.query(
      `${ITEM_SQL} WHERE ${scope} AND ${st} AND $1::int IS NOT NULL ORDER BY t.taken_on, e.id LIMIT 500`,
      [g.id],
    );
    return { gradingItems: rows.map(itemWire) };
  });
  r('GET', '/api/essay/grading/:id', async (req, _reply, g) => {
    const id = fileId((req.params as { id: string }).id, 'Grading item');
    const row = (await db.query(`${ITEM_SQL} WHERE e.id = $1`, [id]))[0];
    if (!row) throw notFound('Grading item');
    if (!g.admin && row.grader_id !== g.id) throw forbidden('This essay is not in your queue.');
    return { gradingItem: itemWire(row) };
  });
  r('PUT', '/api/essay/grading/:id', async (req, _reply, g) => {
    const id = fileId((req.params as { id: string }).id, 'Grading item');
    const row = (await db.query(`${ITEM_SQL} WHERE e.id = $1`, [id]))[0];
    if (!row) throw notFound('Grading item');
    if (!g.admin && row.grader_id !== g.id) throw forbidden('This essay is not in your queue.');
    const { gradingItem } = parseBody(GradeBodySchema, req.body);
    await db.query(
      'UPDATE essays SET rubric_score = $2, comment = $3, graded_at = now(), grader_id = COALESCE(grader_id, $4) WHERE id = $1',
      [id, gradingItem.rubricScore, gradingItem.comment ?? null, g.id],
    );
    return { gradingItem: itemWire((await db.query(`${ITEM_SQL} WHERE e.id = $1`, [id]))[0]!) };
  });
}
