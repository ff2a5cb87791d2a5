// A small in-memory exams host for the tests, at the network (msw): the shapes and scoring rules of
// packages/contract (OP-19, OP-21), token checks (EXM-01) and a log of every request with its headers. Like the
// api-server's exams routes, it checks each write's body with the contract's schema for that route (a refused body
// answers 422 with the schema's messages), so a form that sends what the contract refuses fails its test.
import {
  GradeBodySchema,
  GraderAssignBodySchema,
  GraderBodySchema,
  TranscriptBodySchema,
  TranscriptUpdateBodySchema,
  type Exam,
  type z,
} from '@tutoring/contract';
import {
  HttpResponse,
  STALE_UPDATE,
  createTestServer,
  http,
  resourceHandlers,
  type JsonBodyType,
} from '@tutoring/build-config/test-kit';

/** Tokens of the fake host's graders. */
export const ADMIN_TOKEN = 'admin-token-0001';
export const GRADER_TOKEN = 'grader-token-0001';

// The exams of the contract (the host serves them as they are, minus `correctChoiceId` to non-admins).
type Ex = Exam;
interface A {
  questionId: number;
  choiceId?: number | null;
  text?: string | null;
}
interface T {
  id: number;
  examId: number;
  studentName: string;
  takenOn: string;
  answers: A[];
  /** Bumped by every save: the `ETag` is `"v<version>"` (issue 20.6). */
  version?: number;
}
interface Essay {
  id: number;
  transcriptId: number;
  sectionId: number;
  questionId: number;
  prompt: string;
  body: string;
  graderId: number | null;
  rubricScore: number | null;
  comment: string | null;
  /** Bumped by every change (a grade, a new text, an assignment): the `ETag` is `"e<version>"` (issue 20.6). */
  version?: number;
}
interface G {
  id: number;
  employeeId: number;
  name: string;
  token: string;
  admin: boolean;
}

/** One request the fake host saw. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | null;
  /** The `If-Match` sent (the version an edit was opened on, issue 20.6). */
  ifMatch: string | null;
  json: unknown;
}

/** Every request of the current test (app API and exams host). */
export const seen: SeenRequest[] = [];

const diagnostic: Ex = {
  id: 1,
  name: 'Diagnostic Exam',
  description: 'Math and writing diagnostic.',
  sections: [
    {
      id: 1,
      name: 'Math',
      kind: 'multiple_choice',
      maxScore: 3,
      questions: [
        {
          id: 11,
          prompt: '2 + 2 = ?',
          points: 1,
          choices: [
            { id: 1, label: '3' },
            { id: 2, label: '4' },
          ],
          correctChoiceId: 2,
        },
        {
          id: 12,
          prompt: '3 × 3 = ?',
          points: 1,
          choices: [
            { id: 3, label: '9' },
            { id: 4, label: '6' },
          ],
          correctChoiceId: 3,
        },
        {
          id: 13,
          prompt: '10 / 2 = ?',
          points: 1,
          choices: [
            { id: 5, label: '5' },
            { id: 6, label: '2' },
          ],
          correctChoiceId: 5,
        },
      ],
    },
    {
      id: 2,
      name: 'Essay',
      kind: 'essay',
      maxScore: 6,
      questions: [{ id: 21, prompt: 'Describe a challenge you overcame.', points: 6 }],
    },
  ],
};

/**
 * What the host holds after {@link resetHost} (each test starts from a copy): two exams, three Diagnostic Exam
 * transcripts (Sam's essay graded, Kai's assigned to Tina, Nina's unassigned), two graders. Tests take the records'
 * names, dates and answers from here instead of writing them again.
 */
export const seed: Record<'diagnostic' | 'mathPlacement', Ex> &
  Record<'admin' | 'grader', G> &
  Record<'sam' | 'kai' | 'nina', T> = {
  diagnostic,
  mathPlacement: { id: 2, name: 'Math Placement', description: 'Math only.', sections: [diagnostic.sections[0]!] },
  admin: { id: 1, employeeId: 10, name: 'Ada Admin', token: ADMIN_TOKEN, admin: true },
  grader: { id: 2, employeeId: 20, name: 'Tina Tutor', token: GRADER_TOKEN, admin: false },
  /** Every Math answer right; the essay graded 5 of 6. */
  sam: {
    id: 1,
    examId: 1,
    studentName: 'Sam Student',
    takenOn: '2026-11-01',
    answers: [
      { questionId: 11, choiceId: 2 },
      { questionId: 12, choiceId: 3 },
      { questionId: 13, choiceId: 5 },
      { questionId: 21, text: 'I learned to ask for help.' },
    ],
  },
  /** Two Math answers right; the essay assigned to Tina, not graded. */
  kai: {
    id: 2,
    examId: 1,
    studentName: 'Kai Kay',
    takenOn: '2026-11-02',
    answers: [
      { questionId: 11, choiceId: 2 },
      { questionId: 12, choiceId: 4 },
      { questionId: 13, choiceId: 5 },
      { questionId: 21, text: 'Moving to a new school was hard.' },
    ],
  },
  /** One Math answer right; the essay unassigned. */
  nina: {
    id: 3,
    examId: 1,
    studentName: 'Nina Newstudent',
    takenOn: '2026-11-03',
    answers: [
      { questionId: 11, choiceId: 1 },
      { questionId: 12, choiceId: 3 },
      { questionId: 13, choiceId: 6 },
      { questionId: 21, text: 'I practiced piano every day.' },
    ],
  },
};

/** The fake host's data; tests read and change it. */
export const db = {
  exams: [] as Ex[],
  transcripts: [] as T[],
  essays: [] as Essay[],
  graders: [] as G[],
  nextId: 100,
};

/** Resets the data to a fresh copy of {@link seed}, with the essays of its transcripts. */
export function resetHost(): void {
  const s = structuredClone(seed);
  db.exams = [s.diagnostic, s.mathPlacement];
  db.graders = [s.admin, s.grader];
  db.transcripts = [s.sam, s.kai, s.nina];
  const essay = (t: T, graderId: number | null, rubricScore: number | null, comment: string | null): Essay => ({
    id: t.id,
    transcriptId: t.id,
    sectionId: 2,
    questionId: 21,
    prompt: 'Describe a challenge you overcame.',
    body: t.answers.find((a) => a.questionId === 21)!.text!,
    graderId,
    rubricScore,
    comment,
  });
  db.essays = [essay(s.sam, 2, 5, 'Clear and personal.'), essay(s.kai, 2, null, null), essay(s.nina, null, null, null)];
  db.nextId = 100;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** OP-21 scoring, as the contract README states it. */
function score(t: T) {
  const exam = db.exams.find((e) => e.id === t.examId)!;
  const sectionScores = exam.sections.map((s) => {
    if (s.kind === 'multiple_choice') {
      const sc = s.questions.reduce(
        (sum, q) => sum + (t.answers.find((a) => a.questionId === q.id)?.choiceId === q.correctChoiceId ? q.points : 0),
        0,
      );
      return { sectionId: s.id, score: sc, maxScore: s.maxScore };
    }
    const mine = db.essays.filter((e) => e.transcriptId === t.id && e.sectionId === s.id);
    if (mine.some((e) => e.rubricScore === null)) return { sectionId: s.id, score: null, maxScore: s.maxScore };
    const per = s.maxScore / Math.max(1, mine.length);
    return {
      sectionId: s.id,
      score: round2(mine.reduce((sum, e) => sum + ((e.rubricScore ?? 0) / 6) * per, 0)),
      maxScore: s.maxScore,
    };
  });
  const total = round2(sectionScores.reduce((sum, s) => sum + (s.score ?? 0), 0));
  return {
    sectionScores,
    total,
    maxTotal: exam.sections.reduce((s, x) => s + x.maxScore, 0),
    status: sectionScores.some((s) => s.score === null) ? 'pending' : 'scored',
  };
}

const wire = ({ version: _version, ...t }: T) => ({ ...t, ...score(t) });
const itemWire = ({ version: _version, ...e }: Essay) => {
  const t = db.transcripts.find((x) => x.id === e.transcriptId)!;
  const g = db.graders.find((x) => x.id === e.graderId);
  return {
    ...e,
    examName: db.exams.find((x) => x.id === t.examId)!.name,
    studentName: t.studentName,
    status: e.rubricScore === null ? 'pending' : 'graded',
    grader: g ? { id: g.id, employeeId: g.employeeId, name: g.name } : null,
    limits: { rubricMin: 1, rubricMax: 6, commentMax: 1000 },
  };
};
const errors = (status: number, ...messages: string[]) => HttpResponse.json({ errors: messages }, { status });

function graderOf(request: Request): G | null {
  const m = /^Token (.+)$/.exec(request.headers.get('authorization') ?? '');
  return m ? (db.graders.find((g) => g.token === m[1]) ?? null) : null;
}

type Handler = (info: {
  request: Request;
  params: Record<string, string>;
  grader: G;
  url: URL;
  body: unknown;
}) => Response | JsonBodyType | Promise<Response | JsonBodyType>;
const route = (
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  handler: Handler,
  adminOnly = false,
  bodySchema?: z.ZodMiniType,
) =>
  http[method](`*/api/${path}`, async ({ request, params }) => {
    const grader = graderOf(request);
    if (!grader) return errors(401, 'A valid grader token is required.');
    if (adminOnly && !grader.admin) return errors(403, 'Only grading administrators can do that.');
    const body = method === 'get' || method === 'delete' ? undefined : await request.json();
    const checked = bodySchema?.safeParse(body);
    if (checked && !checked.success) return errors(422, ...checked.error.issues.map((issue) => issue.message));
    const out = await handler({
      request,
      params: params as Record<string, string>,
      grader,
      url: new URL(request.url),
      body,
    });
    return out instanceof Response ? out : HttpResponse.json(out);
  });

const inRange = (t: T, url: URL) => {
  const from = url.searchParams.get('from');
  const to = url.searchParams.get('to');
  return (!from || t.takenOn >= from) && (!to || t.takenOn <= to);
};

function summary(exam: Ex, url: URL) {
  const ts = db.transcripts.filter((t) => t.examId === exam.id && inRange(t, url)).map(wire);
  const avg = (xs: number[]) => (xs.length ? round2(xs.reduce((a, b) => a + b, 0) / xs.length) : null);
  return {
    examId: exam.id,
    examName: exam.name,
    transcriptsCount: ts.length,
    averageTotal: avg(ts.filter((t) => t.status === 'scored').map((t) => t.total)),
    maxTotal: exam.sections.reduce((s, x) => s + x.maxScore, 0),
    sections: exam.sections.map((s) => ({
      sectionId: s.id,
      name: s.name,
      maxScore: s.maxScore,
      averageScore: avg(
        ts
          .map((t) => t.sectionScores.find((x) => x.sectionId === s.id)?.score)
          .filter((x): x is number => typeof x === 'number'),
      ),
    })),
  };
}

function writeTranscript(t: T, answers: A[]) {
  const exam = db.exams.find((e) => e.id === t.examId)!;
  t.answers = answers;
  for (const s of exam.sections.filter((x) => x.kind === 'essay')) {
    for (const q of s.questions) {
      const text = answers.find((a) => a.questionId === q.id)?.text ?? '';
      const ex = db.essays.find((e) => e.transcriptId === t.id && e.questionId === q.id);
      if (!ex)
        db.essays.push({
          id: db.nextId++,
          transcriptId: t.id,
          sectionId: s.id,
          questionId: q.id,
          prompt: q.prompt,
          body: text,
          graderId: null,
          rubricScore: null,
          comment: null,
        });
      else if (ex.body !== text)
        Object.assign(ex, { body: text, rubricScore: null, comment: null, version: (ex.version ?? 0) + 1 });
    }
  }
}

const versionOf = (t: T) => `"v${t.version ?? 0}"`;
/** A transcript reply with its version (`ETag`), as the api-server sends it. */
const versioned = (t: T) => HttpResponse.json({ transcript: wire(t) }, { headers: { etag: versionOf(t) } });
const essayVersionOf = (e: Essay) => `"e${e.version ?? 0}"`;
/** A grading item reply with the essay's version (`ETag`), as the api-server sends it. */
const versionedItem = (e: Essay) =>
  HttpResponse.json({ gradingItem: itemWire(e) }, { headers: { etag: essayVersionOf(e) } });
/** The essay `:id` of a grader's queue (any for an admin), or the api-server's 404 / 403. */
const queuedEssay = (id: string, grader: G): Essay | Response => {
  const e = db.essays.find((x) => x.id === Number(id));
  if (!e) return errors(404, 'Grading item not found');
  if (!grader.admin && e.graderId !== grader.id) return errors(403, 'This essay is not in your queue.');
  return e;
};

const examsHandlers = [
  route('get', 'exams.json', ({ grader }) => ({
    exams: db.exams.map((e) => ({
      ...e,
      sections: e.sections.map((s) => ({
        ...s,
        questions: s.questions.map((q) => (grader.admin ? q : { ...q, correctChoiceId: undefined })),
      })),
    })),
  })),
  route('get', 'transcripts.json', ({ url }) => {
    const examId = url.searchParams.get('examId');
    return {
      transcripts: db.transcripts.filter((t) => (!examId || t.examId === Number(examId)) && inRange(t, url)).map(wire),
    };
  }),
  route(
    'post',
    'transcripts.json',
    ({ body }) => {
      const b = (body as { transcript: T }).transcript;
      if (!b.studentName) return errors(422, 'Student name is required');
      const t: T = { id: db.nextId++, examId: b.examId, studentName: b.studentName, takenOn: b.takenOn, answers: [] };
      db.transcripts.push(t);
      writeTranscript(t, b.answers ?? []);
      return HttpResponse.json({ transcript: wire(t) }, { status: 201 });
    },
    false,
    TranscriptBodySchema,
  ),
  route('get', 'transcripts/:file', ({ params }) => {
    const t = db.transcripts.find((x) => `${x.id}.json` === params.file);
    return t ? versioned(t) : errors(404, 'Transcript not found');
  }),
  route(
    'put',
    'transcripts/:file',
    ({ params, body, request }) => {
      const t = db.transcripts.find((x) => `${x.id}.json` === params.file);
      if (!t) return errors(404, 'Transcript not found');
      // As the api-server: a form opened on an older version (If-Match) gets 409 and nothing changes (issue 20.6).
      const ifMatch = request.headers.get('if-match');
      if (ifMatch !== null && ifMatch !== versionOf(t)) return errors(409, STALE_UPDATE);
      const b = (body as { transcript: Partial<T> }).transcript;
      if (b.studentName !== undefined) t.studentName = b.studentName;
      if (b.takenOn !== undefined) t.takenOn = b.takenOn;
      writeTranscript(t, b.answers ?? t.answers);
      t.version = (t.version ?? 0) + 1;
      return versioned(t);
    },
    false,
    TranscriptUpdateBodySchema,
  ),
  route(
    'delete',
    'transcripts/:file',
    ({ params }) => {
      const t = db.transcripts.find((x) => `${x.id}.json` === params.file);
      if (!t) return errors(404, 'Transcript not found');
      db.transcripts = db.transcripts.filter((x) => x !== t);
      db.essays = db.essays.filter((e) => e.transcriptId !== t.id);
      return new HttpResponse(null, { status: 204 });
    },
    true,
  ),
  route('get', 'reports', ({ url }) => ({ reports: db.exams.map((e) => summary(e, url)) })),
  route('get', 'reports/summaries', ({ url }) => {
    const exam = db.exams.find((e) => e.id === Number(url.searchParams.get('examId')));
    return exam ? { report: summary(exam, url) } : errors(404, 'Exam not found');
  }),
  route('get', 'reports/analysis', ({ url }) => {
    const exam = db.exams.find((e) => e.id === Number(url.searchParams.get('examId')))!;
    const ts = db.transcripts.filter((t) => t.examId === exam.id && inRange(t, url)).map(wire);
    const questions = exam.sections
      .filter((s) => s.kind === 'multiple_choice')
      .flatMap((s) =>
        s.questions.map((q) => {
          const answered = ts.filter((t) => t.answers.some((a) => a.questionId === q.id && a.choiceId != null));
          const correct = answered.filter((t) =>
            t.answers.some((a) => a.questionId === q.id && a.choiceId === q.correctChoiceId),
          );
          return {
            questionId: q.id,
            sectionId: s.id,
            answeredCount: answered.length,
            correctRate: answered.length ? round2(correct.length / answered.length) : null,
          };
        }),
      );
    const max = exam.sections.reduce((s, x) => s + x.maxScore, 0);
    const scoreDistribution = [
      { from: 0, to: max / 2, count: ts.filter((t) => t.status === 'scored' && t.total < max / 2).length },
      { from: max / 2, to: max, count: ts.filter((t) => t.status === 'scored' && t.total >= max / 2).length },
    ];
    const ids = new Set(ts.map((t) => t.id));
    const rubricDistribution = [1, 2, 3, 4, 5, 6].map((r) => ({
      rubricScore: r,
      count: db.essays.filter((e) => ids.has(e.transcriptId) && e.rubricScore === r).length,
    }));
    return { report: { examId: exam.id, questions, scoreDistribution, rubricDistribution } };
  }),
  route('get', 'essay/graders', () => ({
    graders: db.graders.map((g) => ({ id: g.id, employeeId: g.employeeId, name: g.name, admin: g.admin })),
  })),
  route(
    'post',
    'essay/graders/assign',
    ({ body }) => {
      const a = (body as { assignment: { graderId: number; itemIds: number[] } }).assignment;
      if (!db.graders.some((g) => g.id === a.graderId)) return errors(422, 'Grader must exist');
      for (const e of db.essays)
        if (a.itemIds.includes(e.id) && e.graderId !== a.graderId)
          Object.assign(e, { graderId: a.graderId, version: (e.version ?? 0) + 1 });
      return { gradingItems: db.essays.filter((e) => a.itemIds.includes(e.id)).map(itemWire) };
    },
    true,
    GraderAssignBodySchema,
  ),
  route(
    'post',
    'essay/graders',
    ({ body }) => {
      const b = (body as { grader: { employeeId: number } }).grader;
      if (db.graders.some((g) => g.employeeId === b.employeeId))
        return errors(422, 'This employee is already a grader');
      const g: G = {
        id: db.nextId++,
        employeeId: b.employeeId,
        name: `Employee ${b.employeeId}`,
        token: `t-${db.nextId}`,
        admin: false,
      };
      if (b.employeeId === 30) g.name = 'Gus Grader';
      db.graders.push(g);
      return HttpResponse.json(
        { grader: { id: g.id, employeeId: g.employeeId, name: g.name, token: g.token } },
        { status: 201 },
      );
    },
    true,
    GraderBodySchema,
  ),
  route(
    'delete',
    'essay/graders/:id',
    ({ params, grader }) => {
      if (Number(params.id) === grader.id) return errors(422, 'You cannot remove yourself');
      db.graders = db.graders.filter((g) => g.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    },
    true,
  ),
  route('get', 'essay/grading', ({ url, grader }) => {
    const status = url.searchParams.get('status') ?? 'pending';
    const all = grader.admin && url.searchParams.get('scope') === 'all';
    return {
      gradingItems: db.essays
        .filter(
          (e) =>
            (all || e.graderId === grader.id) &&
            (status === 'pending' ? e.rubricScore === null : e.rubricScore !== null),
        )
        .map(itemWire),
    };
  }),
  route('get', 'essay/grading/:id', ({ params, grader }) => {
    const e = queuedEssay(params.id!, grader);
    return e instanceof Response ? e : versionedItem(e);
  }),
  route(
    'put',
    'essay/grading/:id',
    ({ params, body, grader, request }) => {
      const e = queuedEssay(params.id!, grader);
      if (e instanceof Response) return e;
      const g = (body as { gradingItem: { rubricScore: number; comment: string | null } }).gradingItem;
      if (!Number.isInteger(g.rubricScore) || g.rubricScore < 1 || g.rubricScore > 6)
        return errors(422, 'Rubric score must be between 1 and 6');
      if ((g.comment ?? '').length > 1000) return errors(422, 'Comment is too long');
      // As the api-server: a form opened on an older version (If-Match) gets 409 and nothing changes (issue 20.6).
      const ifMatch = request.headers.get('if-match');
      if (ifMatch !== null && ifMatch !== essayVersionOf(e)) return errors(409, STALE_UPDATE);
      Object.assign(e, {
        rubricScore: g.rubricScore,
        comment: g.comment ?? null,
        graderId: e.graderId ?? grader.id,
        version: (e.version ?? 0) + 1,
      });
      return versionedItem(e);
    },
    false,
    GradeBodySchema,
  ),
];

/** The app API's employees (grader candidates), served by the test kit's contract-checked handlers. */
const appHandlers = resourceHandlers('employees', [
  { id: 10, firstName: 'Ada', lastName: 'Admin', fullName: 'Ada Admin', active: true },
  { id: 20, firstName: 'Tina', lastName: 'Tutor', fullName: 'Tina Tutor', active: true },
  { id: 30, firstName: 'Gus', lastName: 'Grader', fullName: 'Gus Grader', active: true },
]);

/** The test kit's msw network: the fake exams host and the app API. */
const network = createTestServer(...examsHandlers, ...appHandlers);
/** The msw server (tests add handlers with `server.use`). */
export const server = network.server;

/** Installs the server for a test file (unhandled requests fail) and resets the data before each test. */
export function installHost(): void {
  // The kit listens (an unhandled request fails the test), resets handlers between tests and closes.
  network.install();
  beforeAll(() => {
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      const entry: SeenRequest = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        authorization: request.headers.get('authorization'),
        ifMatch: request.headers.get('if-match'),
        json: undefined,
      };
      seen.push(entry);
      if (request.method !== 'GET' && request.method !== 'DELETE') {
        void request
          .clone()
          .text()
          .then((text) => {
            entry.json = text ? JSON.parse(text) : undefined;
          });
      }
    });
  });
  beforeEach(() => {
    seen.length = 0;
    resetHost();
  });
}

/** Requests to an exams-host path (`/api/<path>`). */
export const requestsTo = (method: string, path: string) =>
  seen.filter((r) => r.method === method && r.path === `/api/${path}`);

export { http, HttpResponse };
