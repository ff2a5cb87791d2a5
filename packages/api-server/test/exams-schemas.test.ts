/**
 * Issue 22, point 3 for the exams host (SRV-45, EXM-01..EXM-06): every route declares the contract's schemas. Requests
 * are checked by them after the token and administrator checks; replies are checked against them (under
 * NODE_ENV=test a reply that does not match is a 500, so a drift between handler and contract fails here instead
 * of reaching mf-exams, whose api-client parses the same schemas); the OpenAPI document describes them.
 */
import { SERVER_ERROR, addDaysToIsoDate, isoDateIn } from '@tutoring/domain';
import { RANGE_ORDER, TAKEN_ON_FUTURE } from '../src/resources/exams/routes';
import { installTestApp } from './helpers';

const t = installTestApp();
const c = t.client();
// A grader token acts only while its user has a session (docs/security.md): the demo graders are signed in.
t.as('admin@example.com');
t.as('tutor@example.com');
const ADMIN = { authorization: 'Token admin-grader-token-0001' };
const TUTOR = { authorization: 'Token tutor-grader-token-0001' };
const GUEST = { authorization: 'Token guest-grader-token-0001' };

/** Every route of the exams host, as the OpenAPI document names it. */
const EXAMS_HOST = [
  'GET /api/exams.json',
  'GET /api/exams/{file}',
  'GET /api/transcripts.json',
  'POST /api/transcripts.json',
  'GET /api/transcripts/{file}',
  'PUT /api/transcripts/{file}',
  'DELETE /api/transcripts/{file}',
  'GET /api/reports',
  'GET /api/reports/summaries',
  'GET /api/reports/analysis',
  'GET /api/essay/graders',
  'POST /api/essay/graders',
  'GET /api/essay/graders/{id}',
  'DELETE /api/essay/graders/{id}',
  'POST /api/essay/graders/assign',
  'GET /api/essay/grading',
  'GET /api/essay/grading/{id}',
  'PUT /api/essay/grading/{id}',
];

describe('exams host on the contract schemas (issue 22.3, SRV-45)', () => {
  it('EXM-05: a grader who is not an employee (employeeId null) is listed, shown, signs in and grades', async () => {
    await t.db.query("INSERT INTO essay_graders (employee_id, name, token) VALUES (NULL, 'Guest Grader', $1)", [
      'guest-grader-token-0001',
    ]);
    const list = await c.get('/api/essay/graders', ADMIN);
    expect(list.status).toBe(200);
    const guest = list.body.graders.find((g: { name: string }) => g.name === 'Guest Grader');
    expect(guest).toMatchObject({ employeeId: null, admin: false, token: 'guest-grader-token-0001' });
    const shown = await c.get(`/api/essay/graders/${guest.id}`, TUTOR);
    expect(shown.status).toBe(200);
    expect(shown.body.grader).toMatchObject({ id: guest.id, employeeId: null, token: null });

    const queue = (await c.get('/api/essay/grading?status=all&scope=all', ADMIN)).body.gradingItems;
    const item = queue[0];
    const assigned = await c.post(
      '/api/essay/graders/assign',
      { assignment: { graderId: guest.id, itemIds: [item.id] } },
      ADMIN,
    );
    expect(assigned.status).toBe(200);
    expect(assigned.body.gradingItems[0].grader).toEqual({ id: guest.id, employeeId: null, name: 'Guest Grader' });
    const mine = await c.get('/api/essay/grading?status=all', GUEST);
    expect(mine.status).toBe(200);
    expect(mine.body.gradingItems.map((i: { id: number }) => i.id)).toEqual([item.id]);
    const graded = await c.put(`/api/essay/grading/${item.id}`, { gradingItem: { rubricScore: 4 } }, GUEST);
    expect(graded.status).toBe(200);
    expect(graded.body.gradingItem).toMatchObject({ rubricScore: 4, comment: null, grader: { employeeId: null } });
  });

  it('OP-21: a transcript reply always carries its answers, maximum total and status; a report summary no transcripts', async () => {
    const tr = (await c.get('/api/transcripts/1.json', TUTOR)).body.transcript;
    expect(Object.keys(tr)).toEqual(
      expect.arrayContaining(['answers', 'sectionScores', 'total', 'maxTotal', 'status', 'createdAt']),
    );
    const summary = await c.get('/api/reports/summaries?examId=1', TUTOR);
    expect(summary.status).toBe(200);
    expect(summary.body.report.transcripts).toBeUndefined();
    expect((await c.get('/api/reports', TUTOR)).body.reports[0].transcripts).toBeUndefined();
  });

  it('SRV-45: a reply that breaks its contract schema is a 500 with the generic message, not sent as it is', async () => {
    // Data the exams host cannot describe: a section kind the contract does not know, an answer without a question id.
    const [exam] = await t.db.query<{ id: number }>(
      `INSERT INTO exams (name, description, sections)
       VALUES ('Broken', NULL, '[{"id": 9, "name": "Oral", "kind": "oral", "maxScore": 1, "questions": []}]')
       RETURNING id`,
    );
    const broken = await c.get(`/api/exams/${exam!.id}.json`, ADMIN);
    expect(broken.status).toBe(500);
    expect(broken.body).toEqual({ errors: [SERVER_ERROR] });
    expect((await c.get('/api/exams.json', ADMIN)).status).toBe(500);
    await t.db.query('DELETE FROM exams WHERE id = $1', [exam!.id]);
    expect((await c.get('/api/exams.json', ADMIN)).status).toBe(200);

    const [stored] = await t.db.query<{ answers: unknown }>('SELECT answers FROM transcripts WHERE id = 1');
    await t.db.query(`UPDATE transcripts SET answers = '[{"questionId": "eleven"}]' WHERE id = 1`);
    const transcript = await c.get('/api/transcripts/1.json', TUTOR);
    expect(transcript.status).toBe(500);
    expect(transcript.body).toEqual({ errors: [SERVER_ERROR] });
    await t.db.query('UPDATE transcripts SET answers = $1 WHERE id = 1', [JSON.stringify(stored!.answers)]);
    expect((await c.get('/api/transcripts/1.json', TUTOR)).status).toBe(200);
  });

  it('EXM-01: query strings and bodies are checked by the contract after the token (401) and administrator (403) checks', async () => {
    expect((await c.get('/api/reports/summaries?examId=x')).status).toBe(401);
    const badExam = await c.get('/api/reports/summaries?examId=x', TUTOR);
    expect(badExam.status).toBe(422);
    expect(badExam.body.errors).toEqual(['Exam id must be an integer']);
    expect((await c.get('/api/reports/analysis', TUTOR)).body.errors).toEqual(['Exam id is required']);
    expect((await c.get('/api/transcripts.json?from=Jan', TUTOR)).body.errors).toEqual(['Dates must be YYYY-MM-DD']);
    expect((await c.get('/api/essay/grading?status=late', TUTOR)).body.errors).toEqual([
      'Status must be pending, graded or all',
    ]);
    // A grading administrator's route refuses another grader before looking at the body.
    expect((await c.post('/api/essay/graders', { grader: {} }, TUTOR)).status).toBe(403);
    const noEmployee = await c.post('/api/essay/graders', { grader: {} }, ADMIN);
    expect(noEmployee.status).toBe(422);
    expect(noEmployee.body.fields).toEqual({ employeeId: [expect.any(String)] });
    // A record that does not exist answers 404 whatever the body.
    expect((await c.put('/api/essay/grading/99999', { gradingItem: { rubricScore: 9 } }, TUTOR)).status).toBe(404);
    expect((await c.put('/api/transcripts/99999.json', { transcript: { studentName: '' } }, TUTOR)).status).toBe(404);
    const badGrade = await c.put('/api/essay/grading/1', { gradingItem: { rubricScore: 9 } }, ADMIN);
    expect(badGrade.status).toBe(422);
    expect(badGrade.body.fields).toEqual({ rubricScore: [expect.any(String)] });
  });

  it('EXM-02..EXM-06: the OpenAPI document describes every exams host route with its request and reply schemas', async () => {
    type Operation = {
      parameters?: { in: string; name: string }[];
      requestBody?: { content?: Record<string, { schema?: unknown }> };
      responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
    };
    const doc = (await (await fetch(`${t.url}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const schemaOf = (op: Operation, code: string) =>
      Object.values(op.responses?.[code]?.content ?? {}).find((x) => x.schema !== undefined)?.schema;
    const described = EXAMS_HOST.map((key) => {
      const [method, url] = key.split(' ') as [string, string];
      const op = doc.paths[url]?.[method.toLowerCase()];
      const success = Object.keys(op?.responses ?? {}).find((code) => /^2\d\d$/.test(code));
      return {
        key,
        success: success === '204' || (success !== undefined && schemaOf(op!, success) !== undefined),
        errors: ['401', '403', '404', '422'].every((code) => op && schemaOf(op, code) !== undefined),
        body: /^(POST|PUT) /.test(key) ? Object.values(op?.requestBody?.content ?? {}).some((x) => x.schema) : null,
        query: (op?.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => p.name)
          .sort(),
      };
    });
    const query = (key: string) =>
      [
        'GET /api/transcripts.json',
        'GET /api/reports',
        'GET /api/reports/summaries',
        'GET /api/reports/analysis',
      ].includes(key)
        ? ['endDate', 'examId', 'from', 'startDate', 'to']
        : key === 'GET /api/essay/grading'
          ? ['scope', 'status']
          : [];
    expect(described).toEqual(
      EXAMS_HOST.map((key) => ({
        key,
        success: true,
        errors: true,
        body: /^(POST|PUT) /.test(key) ? true : null,
        query: query(key),
      })),
    );
  });

  it('issue 20.6, EXM-03: a transcript saved from a form opened on an older version answers 409 and changes nothing', async () => {
    const opened = await c.get('/api/transcripts/2.json', ADMIN);
    expect(opened.status).toBe(200);
    const version = opened.headers.etag as string;
    expect(version).toMatch(/^"[0-9a-f]{32}"$/);
    const { studentName } = opened.body.transcript;
    // Someone else saves first, from the same version.
    const first = await c.put(
      '/api/transcripts/2.json',
      { transcript: { studentName: `${studentName} A` } },
      {
        ...ADMIN,
        'if-match': version,
      },
    );
    expect(first.status).toBe(200);
    expect(first.headers.etag).not.toBe(version);
    const second = await c.put(
      '/api/transcripts/2.json',
      { transcript: { studentName: `${studentName} B` } },
      {
        ...ADMIN,
        'if-match': version,
      },
    );
    expect(second.status).toBe(409);
    expect(second.body.errors).toEqual([expect.stringMatching(/^Someone else saved this record/)]);
    expect((await c.get('/api/transcripts/2.json', ADMIN)).body.transcript.studentName).toBe(`${studentName} A`);
    // Saved on the version it now has, the save goes through.
    const third = await c.put(
      '/api/transcripts/2.json',
      { transcript: { studentName } },
      {
        ...ADMIN,
        'if-match': first.headers.etag as string,
      },
    );
    expect(third.status).toBe(200);
    // Show and update replies carry one version: the update's ETag is the one a fresh read reports.
    expect(third.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await c.get('/api/transcripts/2.json', ADMIN)).headers.etag).toBe(third.headers.etag);
  });
});

describe('EXM-03, EXM-04: dates a transcript or report cannot have', () => {
  const transcripts = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transcripts'))[0]!.n;
  const tutorZone = async () =>
    (await t.db.query<{ z: string }>("SELECT time_zone AS z FROM users WHERE email = 'tutor@example.com'"))[0]!.z;
  const body = (takenOn: string) => ({
    transcript: { examId: 1, studentName: 'Dana Date', takenOn, answers: [{ questionId: 11, choiceId: 2 }] },
  });

  it("EXM-03: a transcript taken after today (the grader's time zone) is refused with 422 on takenOn and nothing is written; today is fine", async () => {
    const zone = await tutorZone();
    const today = isoDateIn(new Date(), zone)!;
    const before = await transcripts();
    for (const takenOn of [addDaysToIsoDate(today, 1), '2062-01-15']) {
      const refused = await c.post('/api/transcripts.json', body(takenOn), TUTOR);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ errors: [TAKEN_ON_FUTURE], fields: { takenOn: [TAKEN_ON_FUTURE] } });
    }
    expect(await transcripts()).toBe(before);
    const saved = await c.post('/api/transcripts.json', body(today), TUTOR);
    expect(saved.status).toBe(201);
    // Nor can an update move it into the future; its other changes still save while it keeps its date.
    const id = saved.body.transcript.id as number;
    const moved = await c.put(`/api/transcripts/${id}.json`, body(addDaysToIsoDate(today, 1)), TUTOR);
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual([TAKEN_ON_FUTURE]);
    expect((await c.get(`/api/transcripts/${id}.json`, TUTOR)).body.transcript.takenOn).toBe(today);
    const renamed = await c.put(
      `/api/transcripts/${id}.json`,
      { transcript: { studentName: 'Dana D.', takenOn: today } },
      TUTOR,
    );
    expect(renamed.status).toBe(200);
  });

  it("EXM-03: today is the grader's own: a grader 14 hours ahead of UTC may enter their today, not their tomorrow", async () => {
    const zone = await tutorZone();
    await t.db.query("UPDATE users SET time_zone = 'Pacific/Kiritimati' WHERE email = 'tutor@example.com'");
    try {
      const today = isoDateIn(new Date(), 'Pacific/Kiritimati')!;
      expect((await c.post('/api/transcripts.json', body(today), TUTOR)).status).toBe(201);
      expect((await c.post('/api/transcripts.json', body(addDaysToIsoDate(today, 1)), TUTOR)).status).toBe(422);
    } finally {
      await t.db.query("UPDATE users SET time_zone = $1 WHERE email = 'tutor@example.com'", [zone]);
    }
  });

  it('EXM-04: a report or transcript list whose From is after its To is refused with 422 and a clear message; From equal to To is one day', async () => {
    for (const url of [
      '/api/reports?from=2026-02-01&to=2026-01-01',
      '/api/reports?startDate=2026-02-01&endDate=2026-01-01',
      '/api/reports/summaries?examId=1&from=2026-02-01&to=2026-01-01',
      '/api/reports/analysis?examId=1&from=2026-02-01&to=2026-01-01',
      '/api/transcripts.json?from=2026-02-01&to=2026-01-01',
    ]) {
      const r = await c.get(url, TUTOR);
      expect({ url, status: r.status, body: r.body }).toEqual({ url, status: 422, body: { errors: [RANGE_ORDER] } });
    }
    const oneDay = await c.get('/api/reports/summaries?examId=1&from=2026-01-15&to=2026-01-15', TUTOR);
    expect(oneDay.status).toBe(200);
    expect((await c.get('/api/reports?from=2026-01-01', TUTOR)).status).toBe(200);
  });
});
