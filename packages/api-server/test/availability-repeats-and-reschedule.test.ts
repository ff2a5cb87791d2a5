import { formatDate, formatTime } from '@tutoring/domain';
import { installTestApp } from './helpers';

const t = installTestApp();
const admin = t.as('admin@example.com');
const tutor = t.as('tutor@example.com');
const student = t.as('student@example.com');

/** The demo tutor (tutor@example.com) is employee 7; their availabilities repeat on their own clock. */
const TUTOR = 7;
const LA = 'America/Los_Angeles';

beforeAll(async () => {
  await t.db.query(`UPDATE users SET time_zone = $1 WHERE email = 'tutor@example.com'`, [LA]);
});

const createAvailability = async (startsAt: string, endsAt: string) => {
  const r = await tutor.post('/api/v2/availabilities', { availability: { tutorId: TUTOR, startsAt, endsAt } });
  expect(r.status).toBe(201);
  return r.body.availability as { id: number; startsAt: string; endsAt: string };
};

/** "MM/DD/YYYY h:mma-h:mma" of a range on the Los Angeles clock. */
const onLaClock = (r: { startsAt: string; endsAt: string }) =>
  `${formatDate(r.startsAt, LA)} ${formatTime(r.startsAt, LA)}-${formatTime(r.endsAt, LA)}`;

describe('weekly repeats keep the wall-clock time of the tutor across daylight-saving changes (STF-26, API-52)', () => {
  it('STF-26: an availability at 3:00-5:00pm before the clocks go back repeats at 3:00-5:00pm after, offered and created', async () => {
    // Tuesday 10/30/2035 3:00pm PDT; the clocks go back on Sunday 11/04/2035.
    const av = await createAvailability('2035-10-30T22:00:00.000Z', '2035-10-31T00:00:00.000Z');
    // Asked by staff in another zone (admin): the repeats are the tutor's weeks.
    const opts = await admin.get(`/api/v2/availabilities/repeat_options?id=${av.id}&tutorId=${TUTOR}&weeks=8`);
    expect(opts.status).toBe(200);
    const options = opts.body.availabilityRepeatOptions.repeatOptions as { startsAt: string }[];
    expect(options.map((o) => `${formatDate(o.startsAt, LA)} ${formatTime(o.startsAt, LA)}`)).toEqual([
      '11/06/2035 3:00pm',
      '11/13/2035 3:00pm',
      '11/20/2035 3:00pm',
      '11/27/2035 3:00pm',
      '12/04/2035 3:00pm',
      '12/11/2035 3:00pm',
      '12/18/2035 3:00pm',
      '12/25/2035 3:00pm',
    ]);
    expect(options[0]!.startsAt).toBe('2035-11-06T23:00:00.000Z');
    const rep = await tutor.post('/api/v2/availabilities/repeat', {
      availability: {
        id: av.id,
        tutorId: TUTOR,
        repeatOptions: options.slice(0, 2).map((o) => ({ ...o, book: true })),
      },
    });
    expect(rep.status).toBe(201);
    expect(rep.body.availabilities.map(onLaClock)).toEqual(['11/06/2035 3:00pm-5:00pm', '11/13/2035 3:00pm-5:00pm']);
  });

  it('STF-26: an availability at 1:00am on the night the clocks spring forward repeats at 1:00am the next weeks', async () => {
    // Sunday 03/09/2036 1:00-1:30am PST (the clocks skip 2:00-2:59 that night).
    const av = await createAvailability('2036-03-09T09:00:00.000Z', '2036-03-09T09:30:00.000Z');
    const opts = await tutor.get(`/api/v2/availabilities/repeat_options?id=${av.id}`);
    const options = opts.body.availabilityRepeatOptions.repeatOptions as { startsAt: string }[];
    expect(options[0]!.startsAt).toBe('2036-03-16T08:00:00.000Z');
    expect(options.every((o) => formatTime(o.startsAt, LA) === '1:00am')).toBe(true);
  });

  it('STF-26: a week whose local time the clocks skip is moved forward by the skipped hour (RFC 5545), keeping its length', async () => {
    // Sunday 03/02/2036 2:30-3:30am PST; on 03/09/2036 the clocks jump from 2:00 to 3:00am.
    const av = await createAvailability('2036-03-02T10:30:00.000Z', '2036-03-02T11:30:00.000Z');
    const opts = await tutor.get(`/api/v2/availabilities/repeat_options?id=${av.id}`);
    const options = opts.body.availabilityRepeatOptions.repeatOptions as { startsAt: string }[];
    expect(options.slice(0, 2).map((o) => `${formatDate(o.startsAt, LA)} ${formatTime(o.startsAt, LA)}`)).toEqual([
      '03/09/2036 3:30am',
      '03/16/2036 2:30am',
    ]);
    const rep = await tutor.post('/api/v2/availabilities/repeat', {
      availability: {
        id: av.id,
        tutorId: TUTOR,
        repeatOptions: options.slice(0, 2).map((o) => ({ ...o, book: true })),
      },
    });
    expect(rep.status).toBe(201);
    expect(rep.body.availabilities.map(onLaClock)).toEqual(['03/09/2036 3:30am-4:30am', '03/16/2036 2:30am-3:30am']);
  });
});

describe('clear upcoming keeps booked availabilities (STF-26, API-52)', () => {
  it('STF-26: "Every upcoming availability that is not booked will be removed": one a pending or booked tutoring points to stays', async () => {
    const day = (n: number, hour: number) =>
      `2034-06-${String(n).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;
    const pending = await createAvailability(day(5, 16), day(5, 18));
    const booked = await createAvailability(day(6, 16), day(6, 18));
    const canceled = await createAvailability(day(7, 16), day(7, 18));
    const free = await createAvailability(day(8, 16), day(8, 18));
    for (const [av, status] of [
      [pending, 'pending'],
      [booked, 'booked'],
      [canceled, 'canceled'],
    ] as const)
      await t.db.query(
        `INSERT INTO tutorings (student_id, tutor_id, availability_id, starts_at, duration, status)
         VALUES (1, $1, $2, $3, 60, $4)`,
        [TUTOR, av.id, av.startsAt, status],
      );
    const cleared = await tutor.del('/api/v2/availabilities/clear_upcoming');
    expect(cleared.status).toBe(200);
    const left = await tutor.get(
      `/api/v2/availabilities?tutorId=${TUTOR}&startsAt=${day(1, 0)}&endsAt=${day(30, 0)}&per=100`,
    );
    const ids = (left.body.availabilities as { id: number }[]).map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([pending.id, booked.id]));
    expect(ids).not.toContain(canceled.id);
    expect(ids).not.toContain(free.id);
  });
});

describe('the reschedule search leaves out sessions the student already attends (SES-34)', () => {
  const SEARCH = '/api/v2/sessions?schedule=upcoming_not_live&browse=true&per=1000';
  const attendedBy = async (studentId: number) =>
    new Set(
      (
        await t.db.query<{ id: number }>('SELECT session_id AS id FROM attendances WHERE student_id = $1', [studentId])
      ).map((r) => r.id),
    );

  it('SES-34: notAttendedBy=<student> lists the bookable sessions without those the student attends', async () => {
    const attended = await attendedBy(1);
    const all = (await admin.get(SEARCH)).body.sessions as { id: number }[];
    // The demo student attends some of the upcoming bookable sessions (else this test proves nothing).
    expect(all.some((s) => attended.has(s.id))).toBe(true);
    const r = await admin.get(`${SEARCH}&notAttendedBy=1`);
    expect(r.status).toBe(200);
    const ids = (r.body.sessions as { id: number }[]).map((s) => s.id);
    expect(ids).toEqual(all.filter((s) => !attended.has(s.id)).map((s) => s.id));
    // The student's own search, too.
    const own = (await student.get(`${SEARCH}&notAttendedBy=1`)).body.sessions as { id: number }[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.some((s) => attended.has(s.id))).toBe(false);
  });

  it("SES-34: notAttendedBy of another family's student answers an empty list to a student; a bad value is a 422", async () => {
    const other = (await t.db.query<{ id: number }>('SELECT id FROM students WHERE id <> 1 ORDER BY id LIMIT 1'))[0]!
      .id;
    const r = await student.get(`${SEARCH}&notAttendedBy=${other}`);
    expect(r.status).toBe(200);
    expect(r.body.sessions).toEqual([]);
    const bad = await admin.get(`${SEARCH}&notAttendedBy=abc`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(['Not attended by must be an integer']);
  });
});
