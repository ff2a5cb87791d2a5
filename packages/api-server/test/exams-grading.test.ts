import { STALE_UPDATE } from '../src/resources/shared/version';
import { installTestApp } from './helpers';

const t = installTestApp();
const c = t.client();
// A grader token acts only while its user has a session (docs/security.md): the demo graders are signed in.
t.as('admin@example.com');
t.as('tutor@example.com');
const ADMIN = { authorization: 'Token admin-grader-token-0001' };
const TUTOR = { authorization: 'Token tutor-grader-token-0001' };
const VERSION = /^"[0-9a-f]{32}"$/;

/** Kai Kay's essay of the demo data: assigned to tutor@ (grader 2), not graded. */
const KAI = 2;

const stored = async (id: number) =>
  (
    await t.db.query<{ rubric_score: number | null; comment: string | null; grader_id: number | null }>(
      'SELECT rubric_score, comment, grader_id FROM essays WHERE id = $1',
      [id],
    )
  )[0]!;

describe('essay grades are not lost (issue 20.6, EXM-06)', () => {
  it('a grade saved from a form opened before another grade answers 409 with STALE_UPDATE and writes nothing', async () => {
    expect(await stored(KAI)).toMatchObject({ rubric_score: null, grader_id: 2 });
    // The admin (every grader's essays) and the tutor open the same essay.
    const adminOpened = await c.get(`/api/essay/grading/${KAI}`, ADMIN);
    expect(adminOpened.status).toBe(200);
    expect(adminOpened.body.gradingItem).toMatchObject({ id: KAI, studentName: 'Kai Kay', status: 'pending' });
    const opened = adminOpened.headers.etag as string;
    expect(opened).toMatch(VERSION);
    const tutorOpened = await c.get(`/api/essay/grading/${KAI}`, TUTOR);
    expect(tutorOpened.headers.etag).toBe(opened);

    // The tutor grades first.
    const tutor = await c.put(
      `/api/essay/grading/${KAI}`,
      { gradingItem: { rubricScore: 4, comment: 'Tutor: solid, 4' } },
      { ...TUTOR, 'if-match': opened },
    );
    expect(tutor.status).toBe(200);
    expect(tutor.headers.etag).toMatch(VERSION);
    expect(tutor.headers.etag).not.toBe(opened);

    // The admin's save from the version it opened is refused; the tutor's grade stays.
    const admin = await c.put(
      `/api/essay/grading/${KAI}`,
      { gradingItem: { rubricScore: 2, comment: 'Admin: 2' } },
      { ...ADMIN, 'if-match': opened },
    );
    expect(admin.status).toBe(409);
    expect(admin.body).toEqual({ errors: [STALE_UPDATE] });
    expect(await stored(KAI)).toEqual({ rubric_score: 4, comment: 'Tutor: solid, 4', grader_id: 2 });

    // Show and update replies carry one version; saved on it, the admin's grade goes through.
    const reread = await c.get(`/api/essay/grading/${KAI}`, ADMIN);
    expect(reread.body.gradingItem).toMatchObject({ rubricScore: 4, comment: 'Tutor: solid, 4' });
    expect(reread.headers.etag).toBe(tutor.headers.etag);
    const again = await c.put(
      `/api/essay/grading/${KAI}`,
      { gradingItem: { rubricScore: 2, comment: 'Admin: 2' } },
      { ...ADMIN, 'if-match': reread.headers.etag as string },
    );
    expect(again.status).toBe(200);
    expect(again.body.gradingItem).toMatchObject({ rubricScore: 2, comment: 'Admin: 2', graderId: 2 });
    expect((await c.get(`/api/essay/grading/${KAI}`, ADMIN)).headers.etag).toBe(again.headers.etag);
  });

  it('two tabs of one grader: the second save from the same opened version is refused', async () => {
    const { headers } = await c.get('/api/essay/grading/3', ADMIN);
    const opened = headers.etag as string;
    const first = await c.put(
      '/api/essay/grading/3',
      { gradingItem: { rubricScore: 3, comment: null } },
      { ...ADMIN, 'if-match': opened },
    );
    expect(first.status).toBe(200);
    const second = await c.put(
      '/api/essay/grading/3',
      { gradingItem: { rubricScore: 5, comment: null } },
      { ...ADMIN, 'if-match': opened },
    );
    expect(second.status).toBe(409);
    expect(second.body.errors).toEqual([STALE_UPDATE]);
    expect((await stored(3)).rubric_score).toBe(3);
  });

  it('a grade sent without If-Match still writes (older clients); a refused body or essay answers before the version', async () => {
    const plain = await c.put('/api/essay/grading/3', { gradingItem: { rubricScore: 6, comment: 'Plain.' } }, ADMIN);
    expect(plain.status).toBe(200);
    expect(plain.headers.etag).toMatch(VERSION);
    expect(await stored(3)).toMatchObject({ rubric_score: 6, comment: 'Plain.' });
    const stale = { 'if-match': '"00000000000000000000000000000000"' };
    expect(
      (await c.put('/api/essay/grading/999', { gradingItem: { rubricScore: 3 } }, { ...ADMIN, ...stale })).status,
    ).toBe(404);
    expect(
      (await c.put('/api/essay/grading/3', { gradingItem: { rubricScore: 3 } }, { ...TUTOR, ...stale })).status,
    ).toBe(403);
    expect(
      (await c.put('/api/essay/grading/3', { gradingItem: { rubricScore: 9 } }, { ...ADMIN, ...stale })).status,
    ).toBe(422);
    expect((await stored(3)).rubric_score).toBe(6);
  });
});
