import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GradeBodySchema,
  GraderAssignBodySchema,
  GraderBodySchema,
  TranscriptBodySchema,
  TranscriptUpdateBodySchema,
} from '@tutoring/contract';
import { forbidden, notFound, parseBody, queryInt, queryStr, unprocessable } from '../../util';
import { graderOf } from './grader';
import {
  type DateWindow,
  type Exam,
  type Grader,
  assignEssays,
  deleteGrader,
  deleteTranscript,
  employeeName,
  findExam,
  findGrader,
  findGradingItem,
  findTranscript,
  gradeEssay,
  graderExists,
  graderWire,
  gradingItemsByIds,
  gradingQueue,
  insertGrader,
  isGrader,
  listExams,
  listGraders,
  listTranscripts,
  lockEssays,
  rubricCounts,
  syncEssays,
  transcriptWire,
  writeTranscript,
} from './queries';
import { answersError, examAverages, questionAnalysis, rubricDistribution, scoreDistribution } from './scoring';

/** `12` or `12.json` of a path → 12; anything else is a 404. */
const fileId = (raw: string, what: string): number => {
  const m = /^(\d{1,9})(\.json)?$/.exec(raw);
  if (!m) throw notFound(what);
  return Number(m[1]);
};

/** The taken-on window of a list or report (`from`/`to` or `startDate`/`endDate`, `YYYY-MM-DD`). */
const dateWindow = (q: Record<string, unknown>): DateWindow => {
  const from = queryStr(q.from) ?? queryStr(q.startDate);
  const to = queryStr(q.to) ?? queryStr(q.endDate);
  for (const d of [from, to])
    if (d !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(d)) throw unprocessable('Dates must be YYYY-MM-DD');
  return { from: from ?? null, to: to ?? null };
};

/** An exam as a grader sees it: the correct choices only for grading administrators. */
const examWire = (e: Exam, g: Grader) => ({
  id: e.id,
  name: e.name,
  description: e.description,
  sections: e.sections.map((s) => ({
    ...s,
    questions: s.questions.map((q) => (g.admin ? q : { ...q, correctChoiceId: undefined })),
  })),
});

const ADMIN_ONLY = { config: { external: true, gradingAdmin: true } } as const;
const GRADER = { config: { external: true } } as const;

/**
 * The exams host (SRV-45): exams, transcripts and their scores, reports, graders and the essay grading queue. Its
 * callers sign in with a grader token (outside the session rules); some routes are grading administrators' only.
 */
export const examsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, kdb } = app.services;
  const graderIn = (req: { grader?: Grader }): Grader => req.grader!;

  app.addHook('preHandler', async (req) => {
    req.grader = await graderOf(kdb, req);
    if (req.routeOptions.config.gradingAdmin && !req.grader.admin)
      throw forbidden('Only grading administrators can do that.');
  });

  const loadExam = async (id: number): Promise<Exam> => {
    const e = await findExam(kdb, id);
    if (!e) throw notFound('Exam');
    return e;
  };
  const transcriptReply = async (id: number) => {
    const t = await findTranscript(kdb, id);
    if (!t) throw notFound('Transcript');
    return { transcript: await transcriptWire(kdb, t) };
  };
  /** Validates a transcript body against its exam and writes it with its essays (one transaction); returns its id. */
  const saveTranscript = async (id: number | null, body: unknown): Promise<number> => {
    const t =
      id === null
        ? parseBody(TranscriptBodySchema, body).transcript
        : parseBody(TranscriptUpdateBodySchema, body).transcript;
    const existing = id === null ? undefined : await findTranscript(kdb, id);
    if (id !== null && !existing) throw notFound('Transcript');
    const examId = t.examId ?? existing!.exam_id;
    const exam = await findExam(kdb, examId);
    if (!exam) throw unprocessable('Exam must exist');
    const answers = t.answers ?? existing?.answers ?? [];
    const problem = answersError(exam.sections, answers);
    if (problem) throw unprocessable(problem);
    return db.transaction(async () => {
      const tid = await writeTranscript(kdb, id, {
        examId,
        studentName: t.studentName ?? undefined,
        takenOn: t.takenOn ?? undefined,
        answers,
      });
      await syncEssays(kdb, tid, exam.sections, answers);
      return tid;
    });
  };
  /** An exam's transcripts of a window, scored, with the averages. */
  const summary = async (exam: Exam, window: DateWindow) => {
    const transcripts = await Promise.all(
      (await listTranscripts(kdb, exam.id, window)).map((t) => transcriptWire(kdb, t)),
    );
    return {
      examId: exam.id,
      examName: exam.name,
      transcriptsCount: transcripts.length,
      ...examAverages(exam.sections, transcripts),
      transcripts,
    };
  };
  const examOfQuery = async (q: Record<string, unknown>): Promise<Exam> => {
    const examId = queryInt(q.examId, 'examId');
    if (examId === undefined) throw unprocessable('Exam id is required');
    return loadExam(examId);
  };

  // ---------------------------------------------------------------- exams

  app.get('/api/exams.json', GRADER, async (req) => ({
    exams: (await listExams(kdb)).map((e) => examWire(e, graderIn(req))),
  }));

  app.get('/api/exams/:file', GRADER, async (req) => ({
    exam: examWire(await loadExam(fileId((req.params as { file: string }).file, 'Exam')), graderIn(req)),
  }));

  // ---------------------------------------------------------------- transcripts

  app.get('/api/transcripts.json', GRADER, async (req) => {
    const q = req.query as Record<string, unknown>;
    const examId = queryInt(q.examId, 'examId') ?? null;
    const rows = await listTranscripts(kdb, examId, dateWindow(q), 500);
    return { transcripts: await Promise.all(rows.map((t) => transcriptWire(kdb, t))) };
  });

  app.post('/api/transcripts.json', GRADER, async (req, reply) =>
    reply.code(201).send(await transcriptReply(await saveTranscript(null, req.body))),
  );

  app.get('/api/transcripts/:file', GRADER, async (req) =>
    transcriptReply(fileId((req.params as { file: string }).file, 'Transcript')),
  );

  app.put('/api/transcripts/:file', GRADER, async (req) => {
    const id = fileId((req.params as { file: string }).file, 'Transcript');
    await saveTranscript(id, req.body);
    return transcriptReply(id);
  });

  app.delete('/api/transcripts/:file', ADMIN_ONLY, async (req, reply) => {
    const id = fileId((req.params as { file: string }).file, 'Transcript');
    if (!(await deleteTranscript(kdb, id))) throw notFound('Transcript');
    return reply.code(204).send();
  });

  // ---------------------------------------------------------------- reports

  app.get('/api/reports', GRADER, async (req) => {
    const q = req.query as Record<string, unknown>;
    const window = dateWindow(q);
    const exams = await listExams(kdb, queryInt(q.examId, 'examId') ?? null);
    return {
      reports: await Promise.all(exams.map(async (e) => ({ ...(await summary(e, window)), transcripts: undefined }))),
    };
  });

  app.get('/api/reports/summaries', GRADER, async (req) => {
    const q = req.query as Record<string, unknown>;
    const window = dateWindow(q);
    return { report: await summary(await examOfQuery(q), window) };
  });

  app.get('/api/reports/analysis', GRADER, async (req) => {
    const q = req.query as Record<string, unknown>;
    const window = dateWindow(q);
    const exam = await examOfQuery(q);
    const s = await summary(exam, window);
    return {
      report: {
        examId: exam.id,
        questions: questionAnalysis(exam.sections, s.transcripts),
        scoreDistribution: scoreDistribution(s.maxTotal, s.transcripts),
        rubricDistribution: rubricDistribution(await rubricCounts(kdb, exam.id, window)),
      },
    };
  });

  // ---------------------------------------------------------------- graders

  app.get('/api/essay/graders', GRADER, async (req) => ({
    graders: (await listGraders(kdb)).map((x) => graderWire(x, graderIn(req))),
  }));

  app.get('/api/essay/graders/:id', GRADER, async (req) => {
    const row = await findGrader(kdb, fileId((req.params as { id: string }).id, 'Grader'));
    if (!row) throw notFound('Grader');
    return { grader: graderWire(row, graderIn(req)) };
  });

  app.post('/api/essay/graders', ADMIN_ONLY, async (req, reply) => {
    const { grader } = parseBody(GraderBodySchema, req.body);
    const name = await employeeName(kdb, grader.employeeId);
    if (name === undefined) throw unprocessable('Employee must exist');
    if (await isGrader(kdb, grader.employeeId)) throw unprocessable('This employee is already a grader');
    const row = await insertGrader(kdb, {
      employeeId: grader.employeeId,
      name: (grader.name ?? name).slice(0, 191),
      token: randomBytes(20).toString('hex'),
    });
    return reply.code(201).send({ grader: graderWire(row, graderIn(req)) });
  });

  app.delete('/api/essay/graders/:id', ADMIN_ONLY, async (req, reply) => {
    const id = fileId((req.params as { id: string }).id, 'Grader');
    if (id === graderIn(req).id) throw unprocessable('You cannot remove yourself');
    if (!(await deleteGrader(kdb, id))) throw notFound('Grader');
    return reply.code(204).send();
  });

  // ---------------------------------------------------------------- the essay grading queue

  app.post('/api/essay/graders/assign', ADMIN_ONLY, async (req) => {
    const { assignment } = parseBody(GraderAssignBodySchema, req.body);
    if (!(await graderExists(kdb, assignment.graderId))) throw unprocessable('Grader must exist');
    const ids = [...new Set(assignment.itemIds)];
    await db.transaction(async () => {
      if ((await lockEssays(kdb, ids)) !== ids.length) throw unprocessable('Every grading item must exist');
      await assignEssays(kdb, assignment.graderId, ids);
    });
    return { gradingItems: await gradingItemsByIds(kdb, ids) };
  });

  app.get('/api/essay/grading', GRADER, async (req) => {
    const q = req.query as Record<string, unknown>;
    const g = graderIn(req);
    const status = queryStr(q.status) ?? 'pending';
    if (status !== 'pending' && status !== 'graded' && status !== 'all')
      throw unprocessable('Status must be pending, graded or all');
    const everyone = g.admin && queryStr(q.scope) === 'all';
    return { gradingItems: await gradingQueue(kdb, everyone ? null : g.id, status) };
  });

  /** A grading item in the grader's queue (any for grading administrators). */
  const queuedItem = async (rawId: string, g: Grader) => {
    const item = await findGradingItem(kdb, fileId(rawId, 'Grading item'));
    if (!item) throw notFound('Grading item');
    if (!g.admin && item.graderId !== g.id) throw forbidden('This essay is not in your queue.');
    return item;
  };

  app.get('/api/essay/grading/:id', GRADER, async (req) => ({
    gradingItem: await queuedItem((req.params as { id: string }).id, graderIn(req)),
  }));

  app.put('/api/essay/grading/:id', GRADER, async (req) => {
    const g = graderIn(req);
    const item = await queuedItem((req.params as { id: string }).id, g);
    const { gradingItem } = parseBody(GradeBodySchema, req.body);
    await gradeEssay(kdb, item.id, {
      rubricScore: gradingItem.rubricScore,
      comment: gradingItem.comment ?? null,
      graderId: g.id,
    });
    return { gradingItem: (await findGradingItem(kdb, item.id))! };
  });
};
