import { DateTime } from 'luxon';
import { installTestApp } from './helpers';

const t = installTestApp();
const admin = t.as('admin@example.com');

/** The demo tutor (tutor@example.com, Tina Tutor) is employee 7, a member of team 1 (West Coast Tutors). */
const TUTOR = 7;
/** Ahead of UTC: on Sunday evenings UTC the tutor's new week has already begun. */
const ZONE = 'Pacific/Auckland';

interface History {
  id: number;
  date: string;
  deliveryTarget: number;
  availabilityTarget: number;
  deliveryActual: number;
  availabilityActual: number;
}

const histories = async (): Promise<History[]> => {
  const r = await admin.get(`/api/v2/target_histories?tutorId=${TUTOR}&orderBy=date&orderSort=asc&per=100`);
  expect(r.status).toBe(200);
  return r.body.targetHistories;
};
const inForce = async (date: string) =>
  (await admin.get(`/api/v2/target_histories/date?tutorId=${TUTOR}&date=${date}`)).body.targetHistory as History;
const performanceOf = async (query = '') => {
  const r = await admin.get(`/api/v2/teams/1/stats${query}`);
  expect(r.status).toBe(200);
  return (r.body.stats as (History & { tutorId: number })[]).find((s) => s.tutorId === TUTOR)!;
};
const saveTargets = async (deliveryTarget: number, availabilityTarget: number) => {
  const r = await admin.put(`/api/v2/employees/${TUTOR}`, { employee: { deliveryTarget, availabilityTarget } });
  expect(r.status).toBe(200);
};

/** Monday of the current week on the tutor's clock, and days from it. */
const thisWeek = () => DateTime.now().setZone(ZONE).startOf('week');
const iso = (d: DateTime) => d.toISODate()!;

beforeAll(async () => {
  await t.db.query(`UPDATE users SET time_zone = $1 WHERE email = 'tutor@example.com'`, [ZONE]);
});

describe("a tutor's saved targets hold from the current week on (STF-22, STF-23, STF-25, SRV-41; docs/decisions/tutor-targets.md)", () => {
  it("STF-22, STF-25: saved targets are this week's row of the team performance at once; earlier weeks keep their history", async () => {
    const monday = thisWeek();
    const before = await histories();
    const earlier = before.filter((h) => h.date < iso(monday));
    expect(earlier.length).toBeGreaterThan(0);
    const lastWeek = await inForce(iso(monday.minus({ days: 1 })));

    await saveTargets(33, 44);

    const row = await performanceOf();
    expect(row).toEqual(expect.objectContaining({ date: iso(monday), deliveryTarget: 33, availabilityTarget: 44 }));
    // This week's targets from its first day on the tutor's clock, in the history and on any day of the week.
    expect(await inForce(iso(monday))).toEqual(expect.objectContaining({ deliveryTarget: 33, availabilityTarget: 44 }));
    expect(await inForce(iso(monday.plus({ days: 6 })))).toEqual(
      expect.objectContaining({ deliveryTarget: 33, availabilityTarget: 44 }),
    );
    // The weeks before are as they were: their targets and their actuals.
    const after = await histories();
    expect(after.filter((h) => h.date < iso(monday))).toEqual(earlier);
    expect(await inForce(iso(monday.minus({ days: 1 })))).toEqual(lastWeek);
    expect(await performanceOf(`?date=${iso(monday.minus({ days: 1 }))}`)).toEqual(
      expect.objectContaining({
        deliveryTarget: lastWeek.deliveryTarget,
        availabilityTarget: lastWeek.availabilityTarget,
      }),
    );
  });

  it('STF-23: a second save in the same week changes the same week, never a second row of it; its actuals stay', async () => {
    const monday = thisWeek();
    await saveTargets(12, 13);
    const week = (await histories()).filter((h) => h.date >= iso(monday) && h.date < iso(monday.plus({ weeks: 1 })));
    await saveTargets(14, 15);
    const again = (await histories()).filter((h) => h.date >= iso(monday) && h.date < iso(monday.plus({ weeks: 1 })));
    expect(again).toEqual([{ ...week[0]!, date: iso(monday), deliveryTarget: 14, availabilityTarget: 15 }]);
    expect(week).toHaveLength(1);
    expect(await performanceOf()).toEqual(
      expect.objectContaining({ date: iso(monday), deliveryTarget: 14, availabilityTarget: 15 }),
    );
  });

  it('STF-23: a week after this one recorded before the save takes the new targets too (they hold until changed)', async () => {
    const later = iso(thisWeek().plus({ weeks: 2 }));
    const created = await admin.post('/api/v2/target_histories', {
      targetHistory: { tutorId: TUTOR, date: later, deliveryTarget: 5, availabilityTarget: 5, deliveryActual: 2 },
    });
    expect(created.status).toBe(201);
    await saveTargets(21, 22);
    expect(await inForce(later)).toEqual(
      expect.objectContaining({ date: later, deliveryTarget: 21, availabilityTarget: 22, deliveryActual: 2 }),
    );
    // The performance's default is this week, not the latest week recorded.
    expect(await performanceOf()).toEqual(
      expect.objectContaining({ date: iso(thisWeek()), deliveryTarget: 21, availabilityTarget: 22 }),
    );
  });

  it("STF-23: this week's row dated later in the week moves to its Monday with its actuals, so the targets hold all week", async () => {
    const monday = thisWeek();
    const thursday = iso(monday.plus({ days: 3 }));
    await t.db.query('DELETE FROM target_histories WHERE tutor_id = $1 AND date >= $2', [TUTOR, iso(monday)]);
    const created = await admin.post('/api/v2/target_histories', {
      targetHistory: { tutorId: TUTOR, date: thursday, deliveryTarget: 5, availabilityTarget: 5, deliveryActual: 4 },
    });
    expect(created.status).toBe(201);
    await saveTargets(31, 32);
    expect((await histories()).filter((h) => h.date >= iso(monday))).toEqual([
      expect.objectContaining({
        id: created.body.targetHistory.id,
        date: iso(monday),
        deliveryTarget: 31,
        availabilityTarget: 32,
        deliveryActual: 4,
      }),
    ]);
  });

  it('SRV-41: an employee save without targets records no target history', async () => {
    const before = await histories();
    const r = await admin.put(`/api/v2/employees/${TUTOR}`, { employee: { title: 'Senior Tutor' } });
    expect(r.status).toBe(200);
    expect(await histories()).toEqual(before);
  });
});
