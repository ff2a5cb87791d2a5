/**
 * Exams host shapes (OP-19) and scoring limits (OP-21), designed here because the documents do not give
 * them. See README "Exams host" for the scoring rules. Every call carries `Authorization: Token <token>`.
 */
import * as z from 'zod/mini';
import { Id, IsoDate, IsoDateTime, opt, timestamps } from './primitives';

/** OP-21: rubric scores run from 1 to 6. */
export const RUBRIC_MIN = 1;
/** OP-21: rubric scores run from 1 to 6. */
export const RUBRIC_MAX = 6;
/** OP-21: a grader's comment holds at most 1000 characters. */
export const COMMENT_MAX = 1000;

/** A section is scored automatically (multiple choice) or by a grader's rubric (essay). */
export const SectionKindSchema = z.enum(['multiple_choice', 'essay']);
export type SectionKind = z.infer<typeof SectionKindSchema>;

/** A choice of a multiple-choice question. */
export const ChoiceSchema = z.looseObject({ id: Id, label: z.string() });
export type Choice = z.infer<typeof ChoiceSchema>;

/**
 * A question. Multiple choice: `choices` and `points`; `correctChoiceId` is sent only to staff.
 * Essay: `prompt` only (the section's maxScore is its weight).
 */
export const QuestionSchema = z.looseObject({
  id: Id,
  prompt: z.string(),
  points: z.number().check(z.minimum(0)),
  choices: z.optional(z.array(ChoiceSchema)),
  correctChoiceId: opt(Id),
});
export type Question = z.infer<typeof QuestionSchema>;

/** An exam section. */
export const ExamSectionSchema = z.looseObject({
  id: Id,
  name: z.string(),
  kind: SectionKindSchema,
  maxScore: z.number().check(z.minimum(0)),
  questions: z.array(QuestionSchema),
});
export type ExamSection = z.infer<typeof ExamSectionSchema>;

/** An exam. */
export const ExamSchema = z.looseObject({
  id: Id,
  name: z.string(),
  description: opt(z.string()),
  sections: z.array(ExamSectionSchema),
  ...timestamps,
});
export type Exam = z.infer<typeof ExamSchema>;

/** One answer of a transcript: a chosen choice (multiple choice) or a text (essay). */
export const AnswerSchema = z.looseObject({
  questionId: Id,
  choiceId: opt(Id),
  text: opt(z.string()),
});
export type Answer = z.infer<typeof AnswerSchema>;

/** A section's score in a transcript; `score` is null while an essay awaits its grade. */
export const SectionScoreSchema = z.looseObject({
  sectionId: Id,
  score: z.nullable(z.number().check(z.minimum(0))),
  maxScore: z.number().check(z.minimum(0)),
});
export type SectionScore = z.infer<typeof SectionScoreSchema>;

/**
 * A transcript: one student's sitting of one exam, with its answers and its scores as the exams host computed them
 * (OP-21): `maxTotal` the sum of the sections' maxima, `status` pending while an essay awaits its grade.
 */
export const TranscriptSchema = z.looseObject({
  id: Id,
  examId: Id,
  studentName: z.string(),
  takenOn: IsoDate,
  answers: z.array(AnswerSchema),
  sectionScores: z.array(SectionScoreSchema),
  total: z.number().check(z.minimum(0)),
  maxTotal: z.number().check(z.minimum(0)),
  status: z.enum(['pending', 'scored']),
  ...timestamps,
});
export type Transcript = z.infer<typeof TranscriptSchema>;

/** Per-section average in a report summary. */
export const SectionSummarySchema = z.looseObject({
  sectionId: Id,
  name: z.string(),
  averageScore: z.nullable(z.number()),
  maxScore: z.number(),
});

/** Report summary of one exam. */
export const ReportSummarySchema = z.looseObject({
  examId: Id,
  examName: z.string(),
  transcriptsCount: z.int().check(z.minimum(0)),
  averageTotal: z.nullable(z.number()),
  maxTotal: z.number(),
  sections: z.array(SectionSummarySchema),
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;

/** Report analysis of one exam: per-question correct rate and score distribution. */
export const ReportAnalysisSchema = z.looseObject({
  examId: Id,
  questions: z.array(
    z.looseObject({
      questionId: Id,
      sectionId: Id,
      answeredCount: z.int().check(z.minimum(0)),
      correctRate: z.nullable(z.number().check(z.minimum(0)).check(z.maximum(1))),
    }),
  ),
  scoreDistribution: z.array(z.looseObject({ from: z.number(), to: z.number(), count: z.int().check(z.minimum(0)) })),
  rubricDistribution: z.array(
    z.looseObject({
      rubricScore: z.int().check(z.minimum(RUBRIC_MIN)).check(z.maximum(RUBRIC_MAX)),
      count: z.int().check(z.minimum(0)),
    }),
  ),
});
export type ReportAnalysis = z.infer<typeof ReportAnalysisSchema>;

/**
 * An essay grader (DOM-68 Essay grader: token). `employeeId` is null for a grader who is not an employee (the table
 * allows it; graders added through `POST /api/essay/graders` always name one). `admin`: a grading administrator
 * (sent in the graders' list and member replies, not with a grading item's grader). `token` is sent only to the grader
 * and to admins (null otherwise).
 */
export const EssayGraderSchema = z.looseObject({
  id: Id,
  employeeId: z.nullable(Id),
  name: z.string(),
  admin: opt(z.boolean()),
  token: opt(z.string()),
  ...timestamps,
});
export type EssayGrader = z.infer<typeof EssayGraderSchema>;

/** Limits the server returns with each grading item (OP-21: the UI enforces these). */
export const GradingLimitsSchema = z.looseObject({
  rubricMin: z.int(),
  rubricMax: z.int(),
  commentMax: z.int(),
});

/** An essay waiting for, or holding, a grader's rubric score. */
export const EssayGradingItemSchema = z.looseObject({
  id: Id,
  transcriptId: Id,
  sectionId: opt(Id),
  questionId: opt(Id),
  examName: opt(z.string()),
  studentName: opt(z.string()),
  prompt: z.string(),
  body: z.string(),
  status: z.enum(['pending', 'graded']),
  grader: z.nullable(EssayGraderSchema),
  graderId: opt(Id),
  rubricScore: z.nullable(z.int().check(z.minimum(RUBRIC_MIN)).check(z.maximum(RUBRIC_MAX))),
  comment: z.nullable(z.string().check(z.maxLength(COMMENT_MAX))),
  gradedAt: opt(IsoDateTime),
  limits: z.optional(GradingLimitsSchema),
});
export type EssayGradingItem = z.infer<typeof EssayGradingItemSchema>;

// ---------------------------------------------------------------- request bodies

/** `POST /api/transcripts.json` and `PUT /api/transcripts/{id}.json`. */
export const TranscriptBodySchema = z.looseObject({
  transcript: z.looseObject({
    examId: Id,
    studentName: z.string().check(z.minLength(1)),
    takenOn: IsoDate,
    answers: z._default(z.array(AnswerSchema), []),
  }),
});
export type TranscriptBody = z.input<typeof TranscriptBodySchema>;
/** Update body: every field optional. */
export const TranscriptUpdateBodySchema = z.looseObject({
  transcript: z.looseObject({
    examId: z.optional(Id),
    studentName: z.optional(z.string().check(z.minLength(1))),
    takenOn: z.optional(IsoDate),
    answers: z.optional(z.array(AnswerSchema)),
  }),
});
export type TranscriptUpdateBody = z.input<typeof TranscriptUpdateBodySchema>;

/** `POST /api/essay/graders`. */
export const GraderBodySchema = z.looseObject({
  grader: z.looseObject({ employeeId: Id, name: z.optional(z.string()) }),
});
export type GraderBody = z.input<typeof GraderBodySchema>;

/** `POST /api/essay/graders/assign`: give grading items to a grader. */
export const GraderAssignBodySchema = z.looseObject({
  assignment: z.looseObject({ graderId: Id, itemIds: z.array(Id).check(z.minLength(1)) }),
});
export type GraderAssignBody = z.input<typeof GraderAssignBodySchema>;

/** `PUT /api/essay/grading/{id}`: record a rubric score and comment. */
export const GradeBodySchema = z.looseObject({
  gradingItem: z.looseObject({
    rubricScore: z.int().check(z.minimum(RUBRIC_MIN)).check(z.maximum(RUBRIC_MAX)),
    comment: z.nullish(z.string().check(z.maxLength(COMMENT_MAX))),
  }),
});
export type GradeBody = z.input<typeof GradeBodySchema>;

// ---------------------------------------------------------------- query strings

/** OP-03 dates of a query string: `YYYY-MM-DD`. */
const QueryDate = z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be YYYY-MM-DD')));
/** An exam id of a query string (query values are strings). */
const QueryExamId = z.optional(z.string().check(z.regex(/^\d{1,9}$/, 'Exam id must be an integer')));

/**
 * `GET /api/transcripts.json` and `GET /api/reports`: an exam (optional) and the taken-on window, `from`/`to`
 * (`startDate`/`endDate` are accepted for the same).
 */
export const ExamWindowQuerySchema = z.looseObject({
  examId: QueryExamId,
  from: QueryDate,
  to: QueryDate,
  startDate: QueryDate,
  endDate: QueryDate,
});
export type ExamWindowQuery = z.input<typeof ExamWindowQuerySchema>;

/** `GET /api/reports/summaries` and `GET /api/reports/analysis`: the exam is required. */
export const ExamReportQuerySchema = z.extend(ExamWindowQuerySchema, {
  examId: z.string({ error: 'Exam id is required' }).check(z.regex(/^\d{1,9}$/, 'Exam id must be an integer')),
});
export type ExamReportQuery = z.input<typeof ExamReportQuerySchema>;

/**
 * `GET /api/essay/grading`: the queue's essays of a status (default `pending`); `scope=all` shows a grading
 * administrator everyone's queue.
 */
export const GradingQueueQuerySchema = z.looseObject({
  status: z.optional(z.enum(['pending', 'graded', 'all'], { error: 'Status must be pending, graded or all' })),
  scope: z.optional(z.string()),
});
export type GradingQueueQuery = z.input<typeof GradingQueueQuerySchema>;

// ---------------------------------------------------------------- replies

/** `GET /api/exams.json`. */
export const ExamsReplySchema = z.looseObject({ exams: z.array(ExamSchema) });
/** `GET /api/exams/{id}.json`. */
export const ExamReplySchema = z.looseObject({ exam: ExamSchema });
/** `GET /api/transcripts.json`. */
export const TranscriptsReplySchema = z.looseObject({ transcripts: z.array(TranscriptSchema) });
/** Transcript member reply. */
export const TranscriptReplySchema = z.looseObject({ transcript: TranscriptSchema });
/** `GET /api/reports`. */
export const ReportsReplySchema = z.looseObject({ reports: z.array(ReportSummarySchema) });
/** `GET /api/reports/summaries?examId=`. */
export const ReportSummaryReplySchema = z.looseObject({ report: ReportSummarySchema });
/** `GET /api/reports/analysis?examId=`. */
export const ReportAnalysisReplySchema = z.looseObject({ report: ReportAnalysisSchema });
/** `GET /api/essay/graders`. */
export const GradersReplySchema = z.looseObject({ graders: z.array(EssayGraderSchema) });
/** Grader member reply. */
export const GraderReplySchema = z.looseObject({ grader: EssayGraderSchema });
/** `GET /api/essay/grading` and `POST /api/essay/graders/assign`. */
export const GradingItemsReplySchema = z.looseObject({ gradingItems: z.array(EssayGradingItemSchema) });
/** `PUT /api/essay/grading/{id}`. */
export const GradingItemReplySchema = z.looseObject({ gradingItem: EssayGradingItemSchema });
