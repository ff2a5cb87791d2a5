import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ExamReplySchema,
  ExamReportQuerySchema,
  ExamWindowQuerySchema,
  ExamsReplySchema,
  GradeBodySchema,
  GraderAssignBodySchema,
  GraderBodySchema,
  GraderReplySchema,
  GradersReplySchema,
  GradingItemReplySchema,
  GradingItemsReplySchema,
  GradingQueueQuerySchema,
  ReportAnalysisReplySchema,
  ReportSummaryReplySchema,
  ReportsReplySchema,
  type TranscriptUpdateBody,
  TranscriptBodySchema,
  TranscriptReplySchema,
  TranscriptUpdateBodySchema,
  TranscriptsReplySchema,
} from '@tutoring/contract';
import { GRADER_TOKEN_SECURITY } from '../../openapi';
import { isTimeZone, isoDateIn } from '@tutoring/domain';
import { HttpError, forbidden, notFound, unprocessable } from '../../util';
import { IdParams, errorReplies } from '../shared/schemas';
import { checkIfMatch, sendVersion } from '../shared/version';
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
  othersEssaysChanged,
  rubricCounts,
  syncEssays,
  transcriptWire,
  writeTranscript,
} from './queries';
import { answersError, examAverages, questionAnalysis, rubricDistribution, scoreDistribution } from './scoring';

/** 403 of a grader's grading, or rewriting, of an essay assigned to another grader. */
export const ESSAY_NOT_YOURS = 'This essay is not in your queue.';

/** `:file` of a path: `12` or `12.json` (checked by the handler: anything else answers 404). */
const FileParams = z.object({ file: z.string() });

/** `12` or `12.json` of a path → 12; anything else is a 404. */
const fileId = (raw: string, what: string): number => {
  const m = /^(\d{1,9})(\.json)?$/.exec(raw);
  if (!m) throw notFound(what);
  return Number(m[1]);
};

/** 422 of a list or report window whose start is after its end (mf-exams' filter bar says the same). */
export const RANGE_ORDER = 'The start date must be on or before the end date.';

/** 422 of a transcript taken on a day that has not come yet (in the grader's time zone). */
export const TAKEN_ON_FUTURE = 'Taken on cannot be in the future.';

/**
 * The taken-on window of a list or report (`from`/`to` or `startDate`/`endDate`, checked `YYYY-MM-DD` by the schema);
 * a start after the end answers 422 (it matched nothing, or, where the screen left it out, everything).
 */
const dateWindow = (q: z.output<typeof ExamWindowQuerySchema>): DateWindow => {
  const window = { from: q.from ?? q.startDate ?? null, to: q.to ?? q.endDate ?? null };
  if (window.from && window.to && window.from > window.to) throw unprocessable(RANGE_ORDER);
  return window;
};

/**
 * Today's date (`YYYY-MM-DD`) for a grader: in their user's time zone; a grader without one (the exams host's own, no
 * employee) gets the latest date anywhere (UTC+14, Pacific/Kiritimati), so no grader's own today is ever refused.
 */
const todayOf = (g: Grader): string =>
  isoDateIn(new Date(), g.timeZone && isTimeZone(g.timeZone) ? g.timeZone : 'Pacific/Kiritimati') ??
  new Date().toISOString().slice(0, 10);

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

/** The reply of a 204. */
const noContent = { 204: z.undefined(), ...errorReplies } as const;
const tags = ['exams host'];

/**
 * Route options of the exams host: outside the session rules (grader token), schema errors handed to the preHandler
 * below (`attachValidation`), so that they answer after the token and administrator checks (401 → 403 → 422).
 */
const GRADER = { config: { external: true }, attachValidation: true } as const;
const ADMIN_ONLY = { config: { external: true, gradingAdmin: true }, attachValidation: true } as const;

/** The `If-Match` of an update: the version the form was opened on (issue 20.6). */
const IfMatchHeaders = z.looseObject({ 'if-match': z.string().optional() });

/**
 * The exams host (SRV-45): exams, transcripts and their scores, reports, graders and the essay grading queue. Its
 * callers sign in with a grader token (outside the session rules); some routes are grading administrators' only.
 * Every route declares the contract's schemas (params, query string, body, replies).
 */
export const examsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, kdb } = app.services;
  const graderIn = (req: { grader?: Grader }): Grader => req.grader!;

  // The OpenAPI document says what graderOf checks: a grader token, not a session (issue 22).
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: GRADER_TOKEN_SECURITY };
  });
  app.addHook('preHandler', async (req) => {
    req.grader = await graderOf(kdb, req);
    if (req.routeOptions.config.gradingAdmin && !req.grader.admin)
      throw forbidden('Only grading administrators can do that.');
    if (req.validationError && !req.routeOptions.config.validationInHandler) throw req.validationError;
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
  /** Validates a transcript against its exam and writes it with its essays (one transaction); returns its id. */
  const saveTranscript = async (
    id: number | null,
    t: TranscriptUpdateBody['transcript'],
    grader: Grader,
    ifMatch?: string,
  ): Promise<number> => {
    const existing = id === null ? undefined : await findTranscript(kdb, id);
    if (id !== null && !existing) throw notFound('Transcript');
    // An exam is taken on a day that has come (a mistyped 2062 would sit in every later report window); a stored
    // date sent back unchanged by the form is no change.
    if (t.takenOn && t.takenOn !== existing?.taken_on && t.takenOn > todayOf(grader))
      throw new HttpError(422, [TAKEN_ON_FUTURE], { fields: { takenOn: [TAKEN_ON_FUTURE] } });
    const examId = t.examId ?? existing?.exam_id;
    const exam = examId === undefined ? undefined : await findExam(kdb, examId);
    if (!exam) throw unprocessable('Exam must exist');
    const answers = t.answers ?? existing?.answers ?? [];
    const problem = answersError(exam.sections, answers);
    if (problem) throw unprocessable(problem);
    return db.transaction(async () => {
      // A form opened on an older version (If-Match) must not overwrite a save made since (issue 20.6).
      if (id !== null) await checkIfMatch(kdb, 'transcripts', id, ifMatch);
      const tid = await writeTranscript(kdb, id, {
        examId: exam.id,
        studentName: t.studentName,
        takenOn: t.takenOn,
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
    const report = {
      examId: exam.id,
      examName: exam.name,
      transcriptsCount: transcripts.length,
      ...examAverages(exam.sections, transcripts),
    };
    return { report, transcripts };
  };

  // ---------------------------------------------------------------- exams

  app.get(
    '/api/exams.json',
    { ...GRADER, schema: { tags, response: { 200: ExamsReplySchema, ...errorReplies } } },
    async (req) => ({
      exams: (await listExams(kdb)).map((e) => examWire(e, graderIn(req))),
    }),
  );

  app.get(
    '/api/exams/:file',
    { ...GRADER, schema: { tags, params: FileParams, response: { 200: ExamReplySchema, ...errorReplies } } },
    async (req) => ({
      exam: examWire(await loadExam(fileId(req.params.file, 'Exam')), graderIn(req)),
    }),
  );

  // ---------------------------------------------------------------- transcripts

  app.get(
    '/api/transcripts.json',
    {
      ...GRADER,
      schema: { tags, querystring: ExamWindowQuerySchema, response: { 200: TranscriptsReplySchema, ...errorReplies } },
    },
    async (req) => {
      const examId = req.query.examId === undefined ? null : Number(req.query.examId);
      const rows = await listTranscripts(kdb, examId, dateWindow(req.query), 500);
      return { transcripts: await Promise.all(rows.map((t) => transcriptWire(kdb, t))) };
    },
  );

  app.post(
    '/api/transcripts.json',
    {
      ...GRADER,
      schema: { tags, body: TranscriptBodySchema, response: { 201: TranscriptReplySchema, ...errorReplies } },
    },
    async (req, reply) =>
      reply.code(201).send(await transcriptReply(await saveTranscript(null, req.body.transcript, graderIn(req)))),
  );

  app.get(
    '/api/transcripts/:file',
    { ...GRADER, schema: { tags, params: FileParams, response: { 200: TranscriptReplySchema, ...errorReplies } } },
    async (req, res) => {
      const id = fileId(req.params.file, 'Transcript');
      const body = await transcriptReply(id);
      // The version a form sends back as If-Match when it saves (issue 20.6: no lost updates).
      await sendVersion(kdb, res, 'transcripts', id);
      return body;
    },
  );

  app.put(
    '/api/transcripts/:file',
    {
      ...GRADER,
      // A missing transcript answers 404 whatever the body.
      config: { ...GRADER.config, validationInHandler: true },
      schema: {
        tags,
        params: FileParams,
        headers: IfMatchHeaders,
        body: TranscriptUpdateBodySchema,
        response: { 200: TranscriptReplySchema, ...errorReplies },
      },
    },
    async (req, res) => {
      const id = fileId(req.params.file, 'Transcript');
      const existing = await findTranscript(kdb, id);
      if (!existing) throw notFound('Transcript');
      if (req.validationError) throw req.validationError;
      // A grader does not rewrite an essay another grader is assigned (its grade would be cleared): grading
      // administrators may.
      const g = graderIn(req);
      const answers = req.body.transcript.answers;
      if (!g.admin && answers && (await othersEssaysChanged(kdb, id, answers, g.id)).length)
        throw forbidden(ESSAY_NOT_YOURS);
      await saveTranscript(id, req.body.transcript, g, req.headers['if-match']);
      const body = await transcriptReply(id);
      await sendVersion(kdb, res, 'transcripts', id);
      return body;
    },
  );

  app.delete(
    '/api/transcripts/:file',
    { ...ADMIN_ONLY, schema: { tags, params: FileParams, response: noContent } },
    async (req, reply) => {
      const id = fileId(req.params.file, 'Transcript');
      if (!(await deleteTranscript(kdb, id))) throw notFound('Transcript');
      return reply.code(204).send();
    },
  );

  // ---------------------------------------------------------------- reports

  app.get(
    '/api/reports',
    {
      ...GRADER,
      schema: { tags, querystring: ExamWindowQuerySchema, response: { 200: ReportsReplySchema, ...errorReplies } },
    },
    async (req) => {
      const window = dateWindow(req.query);
      const exams = await listExams(kdb, req.query.examId === undefined ? null : Number(req.query.examId));
      return { reports: await Promise.all(exams.map(async (e) => (await summary(e, window)).report)) };
    },
  );

  app.get(
    '/api/reports/summaries',
    {
      ...GRADER,
      schema: {
        tags,
        querystring: ExamReportQuerySchema,
        response: { 200: ReportSummaryReplySchema, ...errorReplies },
      },
    },
    async (req) => ({
      report: (await summary(await loadExam(Number(req.query.examId)), dateWindow(req.query))).report,
    }),
  );

  app.get(
    '/api/reports/analysis',
    {
      ...GRADER,
      schema: {
        tags,
        querystring: ExamReportQuerySchema,
        response: { 200: ReportAnalysisReplySchema, ...errorReplies },
      },
    },
    async (req) => {
      const window = dateWindow(req.query);
      const exam = await loadExam(Number(req.query.examId));
      const { report, transcripts } = await summary(exam, window);
      return {
        report: {
          examId: exam.id,
          questions: questionAnalysis(exam.sections, transcripts),
          scoreDistribution: scoreDistribution(report.maxTotal, transcripts),
          rubricDistribution: rubricDistribution(await rubricCounts(kdb, exam.id, window)),
        },
      };
    },
  );

  // ---------------------------------------------------------------- graders

  app.get(
    '/api/essay/graders',
    { ...GRADER, schema: { tags, response: { 200: GradersReplySchema, ...errorReplies } } },
    async (req) => ({
      graders: (await listGraders(kdb)).map((x) => graderWire(x, graderIn(req))),
    }),
  );

  app.get(
    '/api/essay/graders/:id',
    { ...GRADER, schema: { tags, params: IdParams, response: { 200: GraderReplySchema, ...errorReplies } } },
    async (req) => {
      const row = await findGrader(kdb, fileId(req.params.id, 'Grader'));
      if (!row) throw notFound('Grader');
      return { grader: graderWire(row, graderIn(req)) };
    },
  );

  app.post(
    '/api/essay/graders',
    { ...ADMIN_ONLY, schema: { tags, body: GraderBodySchema, response: { 201: GraderReplySchema, ...errorReplies } } },
    async (req, reply) => {
      const { grader } = req.body;
      const name = await employeeName(kdb, grader.employeeId);
      if (name === undefined) throw unprocessable('Employee must exist');
      if (await isGrader(kdb, grader.employeeId)) throw unprocessable('This employee is already a grader');
      const row = await insertGrader(kdb, {
        employeeId: grader.employeeId,
        name: (grader.name ?? name).slice(0, 191),
        token: randomBytes(20).toString('hex'),
      });
      return reply.code(201).send({ grader: graderWire(row, graderIn(req)) });
    },
  );

  app.delete(
    '/api/essay/graders/:id',
    { ...ADMIN_ONLY, schema: { tags, params: IdParams, response: noContent } },
    async (req, reply) => {
      const id = fileId(req.params.id, 'Grader');
      if (id === graderIn(req).id) throw unprocessable('You cannot remove yourself');
      if (!(await deleteGrader(kdb, id))) throw notFound('Grader');
      return reply.code(204).send();
    },
  );

  // ---------------------------------------------------------------- the essay grading queue

  app.post(
    '/api/essay/graders/assign',
    {
      ...ADMIN_ONLY,
      schema: { tags, body: GraderAssignBodySchema, response: { 200: GradingItemsReplySchema, ...errorReplies } },
    },
    async (req) => {
      const { assignment } = req.body;
      if (!(await graderExists(kdb, assignment.graderId))) throw unprocessable('Grader must exist');
      const ids = [...new Set(assignment.itemIds)];
      await db.transaction(async () => {
        if ((await lockEssays(kdb, ids)) !== ids.length) throw unprocessable('Every grading item must exist');
        await assignEssays(kdb, assignment.graderId, ids);
      });
      return { gradingItems: await gradingItemsByIds(kdb, ids) };
    },
  );

  app.get(
    '/api/essay/grading',
    {
      ...GRADER,
      schema: {
        tags,
        querystring: GradingQueueQuerySchema,
        response: { 200: GradingItemsReplySchema, ...errorReplies },
      },
    },
    async (req) => {
      const g = graderIn(req);
      const everyone = g.admin && req.query.scope === 'all';
      return { gradingItems: await gradingQueue(kdb, everyone ? null : g.id, req.query.status ?? 'pending') };
    },
  );

  /** A grading item in the grader's queue (any for grading administrators). */
  const queuedItem = async (rawId: string, g: Grader) => {
    const item = await findGradingItem(kdb, fileId(rawId, 'Grading item'));
    if (!item) throw notFound('Grading item');
    if (!g.admin && item.graderId !== g.id) throw forbidden(ESSAY_NOT_YOURS);
    return item;
  };

  app.get(
    '/api/essay/grading/:id',
    { ...GRADER, schema: { tags, params: IdParams, response: { 200: GradingItemReplySchema, ...errorReplies } } },
    async (req, res) => {
      const gradingItem = await queuedItem(req.params.id, graderIn(req));
      // The version the grade form sends back as If-Match when it saves (issue 20.6: no lost updates).
      await sendVersion(kdb, res, 'essays', gradingItem.id);
      return { gradingItem };
    },
  );

  app.put(
    '/api/essay/grading/:id',
    {
      ...GRADER,
      // An essay outside the grader's queue answers 404/403 whatever the body.
      config: { ...GRADER.config, validationInHandler: true },
      schema: {
        tags,
        params: IdParams,
        headers: IfMatchHeaders,
        body: GradeBodySchema,
        response: { 200: GradingItemReplySchema, ...errorReplies },
      },
    },
    async (req, res) => {
      const g = graderIn(req);
      const item = await queuedItem(req.params.id, g);
      if (req.validationError) throw req.validationError;
      const { gradingItem } = req.body;
      await db.transaction(async () => {
        // A grade form opened on an older version of the essay (If-Match: graded, regraded, its text changed or
        // reassigned since) must not overwrite that change (issue 20.6): 409, nothing written. No header: no check.
        await checkIfMatch(kdb, 'essays', item.id, req.headers['if-match']);
        await gradeEssay(kdb, item.id, {
          rubricScore: gradingItem.rubricScore,
          comment: gradingItem.comment ?? null,
          graderId: g.id,
        });
      });
      const graded = await findGradingItem(kdb, item.id);
      if (!graded) throw notFound('Grading item');
      await sendVersion(kdb, res, 'essays', item.id);
      return { gradingItem: graded };
    },
  );
};
