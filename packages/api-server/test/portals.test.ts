import { Client, installTestApp } from './helpers';

const t = installTestApp();
const admin = t.as('admin@example.com');
const student = t.as('student@example.com');

type Wire = { id: number; canceledAt: string | null; startsAt: string; endsAt: string };

/** An upcoming session of student 1 with a tutor assigned, as the admin sees it. */
async function upcomingOfStudent(): Promise<Wire> {
  const r = await admin.get('/api/v2/sessions?studentId=1&schedule=upcoming%20not%20live&per=100&orderBy=starts_at');
  const s = (r.body.sessions as Wire[])[0];
  if (!s) throw new Error('the seeds have an upcoming session for student 1');
  return s;
}

const headsUps = async (afterId: number) =>
  t.db.query<{ channel: string; data: { type: string; id: number; data: { message: string; change: string } } }>(
    "SELECT channel, data FROM realtime_events WHERE event = 'heads-up' AND id > $1 ORDER BY id",
    [afterId],
  );
const lastEventId = async () =>
  (await t.db.query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM realtime_events'))[0]!.id;

describe('portals, server side (issue 25)', () => {
  it('SRV-12: moving a session publishes heads-up to its students and tutors, nobody else', async () => {
    const s = await upcomingOfStudent();
    const before = await lastEventId();
    const startsAt = new Date(Date.parse(s.startsAt) + 24 * 3600_000).toISOString();
    const r = await admin.put(`/api/v2/sessions/${s.id}`, { session: { startsAt } });
    expect(r.status).toBe(200);
    const events = await headsUps(before);
    const people = await t.db.query<{ user_id: number }>(
      `SELECT st.user_id FROM attendances a JOIN students st ON st.id = a.student_id WHERE a.session_id = $1
       UNION SELECT e.user_id FROM assignments a JOIN employees e ON e.id = a.employee_id WHERE a.session_id = $1`,
      [s.id],
    );
    expect(people.length).toBeGreaterThan(0);
    expect(events.map((e) => e.channel).sort()).toEqual(people.map((p) => `private-user-${p.user_id}`).sort());
    expect(events[0]!.data).toMatchObject({ type: 'HeadsUp', id: s.id, data: { change: 'moved' } });
    // An edit that moves nothing sends nothing.
    const quiet = await lastEventId();
    expect((await admin.put(`/api/v2/sessions/${s.id}`, { session: { notes: 'Bring a calculator' } })).status).toBe(
      200,
    );
    expect(await headsUps(quiet)).toEqual([]);
  });

  it('STU-09, SES-18, SRV-12: a canceled session leaves the upcoming filters and its people get a heads-up', async () => {
    const s = await upcomingOfStudent();
    const before = await lastEventId();
    const r = await admin.put(`/api/v2/sessions/${s.id}`, { session: { canceledAt: new Date().toISOString() } });
    expect(r.status).toBe(200);
    const events = await headsUps(before);
    expect(events.length).toBeGreaterThan(0);
    expect(events[0]!.data.data).toMatchObject({ change: 'canceled', message: expect.stringMatching(/canceled/) });
    for (const schedule of ['upcoming', 'upcoming%20not%20live']) {
      const list = await student.get(`/api/v2/sessions?studentId=1&schedule=${schedule}&per=100`);
      expect(list.status).toBe(200);
      expect((list.body.sessions as Wire[]).map((x) => x.id)).not.toContain(s.id);
      expect((list.body.sessions as Wire[]).every((x) => x.canceledAt === null)).toBe(true);
    }
  });

  it('SHL-07, SHL-17: every portal app has its locale table, the parent and the enrollment portal too', async () => {
    const anonymous = new Client(t.app);
    for (const app of ['admin', 'crm', 'tutor', 'student', 'parent', 'enrollment']) {
      const r = await anonymous.get(`/api/v2/locales/en.json?app=${app}`);
      expect(r.status).toBe(200);
      expect(r.body.APP_NAME).toBe(app);
    }
  });

  it('STU-12, STU-15: every badge and prize picture the API names loads as an image', async () => {
    const prizes = (await student.get('/api/v2/quests/prizes?per=100')).body.prizes as { imageUrl: string }[];
    const badges = await t.db.query<{ image_url: string }>('SELECT image_url FROM badges');
    const urls = [...prizes.map((x) => x.imageUrl), ...badges.map((b) => b.image_url)];
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) {
      const r = await fetch(new URL(url, t.url));
      expect([url, r.status, r.headers.get('content-type')]).toEqual([url, 200, 'image/svg+xml']);
    }
    expect((await fetch(new URL('/local/pictures/badges/..%2Fsecret.svg', t.url))).status).toBe(404);
  });
});
