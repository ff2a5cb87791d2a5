import * as C from '@tutoring/contract';
import { request, type Opts, type QueryParams, type Schema } from './singleton';

const exam = <S extends Schema>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: S | undefined,
  json?: unknown,
  searchParams?: QueryParams,
  options?: Opts,
) =>
  request({
    method,
    path,
    host: 'exams',
    skipUnauthorized: true,
    ...(schema ? { schema } : {}),
    ...(json === undefined ? {} : { json }),
    searchParams,
    ...options,
  });

/**
 * Exams host calls: `Authorization: Token <token>` (setExamsToken), `/api/...` paths. A 401 here means a
 * missing or wrong grader token, not an ended session: it rejects without logging the user out.
 */
export const exams = {
  /** EXM-02 `GET /api/exams.json`. */
  list: async (options?: Opts) =>
    (await exam('GET', 'exams.json', C.ExamsReplySchema, undefined, undefined, options)).exams,
  transcripts: {
    list: async (params: QueryParams = {}, options?: Opts) =>
      (await exam('GET', 'transcripts.json', C.TranscriptsReplySchema, undefined, params, options)).transcripts,
    /** EXM-03 create: `POST /api/transcripts.json`. */
    create: async (transcript: C.TranscriptBody['transcript'], options?: Opts) =>
      (await exam('POST', 'transcripts.json', C.TranscriptReplySchema, { transcript }, undefined, options)).transcript,
    get: async (id: number, options?: Opts) =>
      (await exam('GET', `transcripts/${id}.json`, C.TranscriptReplySchema, undefined, undefined, options)).transcript,
    /** EXM-03 update: `PUT /api/transcripts/{id}.json`; `ifMatch` = the version the form was opened on (409 if stale). */
    update: async (
      id: number,
      transcript: C.TranscriptUpdateBody['transcript'],
      options?: Opts & { ifMatch?: string },
    ) =>
      (await exam('PUT', `transcripts/${id}.json`, C.TranscriptReplySchema, { transcript }, undefined, options))
        .transcript,
    remove: async (id: number, options?: Opts): Promise<void> => {
      await exam('DELETE', `transcripts/${id}.json`, undefined, undefined, undefined, options);
    },
  },
  reports: {
    /** EXM-04 `GET /api/reports`. */
    list: async (options?: Opts) =>
      (await exam('GET', 'reports', C.ReportsReplySchema, undefined, undefined, options)).reports,
    /** `GET /api/reports/summaries?examId=` (optional date range `from`/`to`, YYYY-MM-DD). */
    summary: async (examId: number, range: { from?: string; to?: string } = {}, options?: Opts) =>
      (await exam('GET', 'reports/summaries', C.ReportSummaryReplySchema, undefined, { examId, ...range }, options))
        .report,
    /** `GET /api/reports/analysis?examId=` (optional date range `from`/`to`). */
    analysis: async (examId: number, range: { from?: string; to?: string } = {}, options?: Opts) =>
      (await exam('GET', 'reports/analysis', C.ReportAnalysisReplySchema, undefined, { examId, ...range }, options))
        .report,
  },
  graders: {
    list: async (options?: Opts) =>
      (await exam('GET', 'essay/graders', C.GradersReplySchema, undefined, undefined, options)).graders,
    /** EXM-05 `GET /api/essay/graders/{id}`. */
    get: async (id: number, options?: Opts) =>
      (await exam('GET', `essay/graders/${id}`, C.GraderReplySchema, undefined, undefined, options)).grader,
    create: async (grader: C.GraderBody['grader'], options?: Opts) =>
      (await exam('POST', 'essay/graders', C.GraderReplySchema, { grader }, undefined, options)).grader,
    remove: async (id: number, options?: Opts): Promise<void> => {
      await exam('DELETE', `essay/graders/${id}`, undefined, undefined, undefined, options);
    },
    /** `POST /api/essay/graders/assign` `{assignment: {graderId, itemIds}}`. */
    assign: async (assignment: C.GraderAssignBody['assignment'], options?: Opts) =>
      (await exam('POST', 'essay/graders/assign', C.GradingItemsReplySchema, { assignment }, undefined, options))
        .gradingItems,
  },
  grading: {
    /** EXM-06 `GET /api/essay/grading` (the grader's queue). */
    list: async (params: { status?: 'pending' | 'graded'; graderId?: number; scope?: 'all' } = {}, options?: Opts) =>
      (await exam('GET', 'essay/grading', C.GradingItemsReplySchema, undefined, params, options)).gradingItems,
    /**
     * `GET /api/essay/grading/{id}`: one essay of the queue. Its version (`recordVersion('essay/grading', id,
     * 'exams')`, the reply's `ETag`) is what a grade form opened on it sends back as `ifMatch`.
     */
    get: async (id: number, options?: Opts) =>
      (await exam('GET', `essay/grading/${id}`, C.GradingItemReplySchema, undefined, undefined, options)).gradingItem,
    /**
     * `PUT /api/essay/grading/{id}` `{gradingItem: {rubricScore, comment}}`; `ifMatch` = the version the grade form was
     * opened on (409 when the essay was graded or changed since).
     */
    grade: async (id: number, gradingItem: C.GradeBody['gradingItem'], options?: Opts & { ifMatch?: string }) =>
      (await exam('PUT', `essay/grading/${id}`, C.GradingItemReplySchema, { gradingItem }, undefined, options))
        .gradingItem,
  },
};
