import { type ResourceName, resources } from '@tutoring/contract';
import { resourceBodies } from '@tutoring/contract/writes';
import { validateParent } from '@tutoring/domain';
import { seed } from '../src/seed';
import { installTestApp } from './helpers';

const t = installTestApp();
const admin = t.as('admin@example.com');

const listed = Object.values(resources);
/**
 * Records whose state, not their data, refuses an unchanged save: a review is written once (its stars come with the
 * student's review), a decided refund request is closed, a card profile is replaced rather than edited.
 */
const STATE_LOCKED = new Set(['reviews', 'refund_requests', 'authorize_net_profiles']);

describe('demo data obeys the product rules (issue 24)', () => {
  it.each(listed.map((r) => [r.path, r] as const))(
    'every seeded %s record loads through its contract schema and saves back unchanged',
    async (_path, def) => {
      const reply = await admin.get(`/api/v2/${def.path}?per=100`);
      if (reply.status !== 200) return; // not a list for staff (e.g. per-user resources)
      const parsed = def.collectionReply.safeParse(reply.body);
      expect(parsed.success ? [] : parsed.error.issues.slice(0, 3)).toEqual([]);
      if (!resourceBodies[def.path as ResourceName].updateBody || STATE_LOCKED.has(def.path)) return;
      const rows = reply.body[def.collectionKey] as Record<string, unknown>[];
      const refused: unknown[] = [];
      for (const row of rows) {
        const r = await admin.put(`/api/v2/${def.path}/${String(row.id)}`, { [def.memberKey]: row });
        if (r.status !== 200 && r.status !== 403 && r.status !== 404) refused.push([row.id, r.status, r.body?.errors]);
      }
      expect(refused).toEqual([]);
    },
  );

  it('CRM-05, CRM-09: every seeded parent passes the parent form rule', async () => {
    const parents = (await admin.get('/api/v2/parents?per=100')).body.parents as Record<string, never>[];
    for (const p of parents) {
      const values = {
        firstName: p.firstName ?? '',
        lastName: p.lastName ?? '',
        email: p.email ?? '',
        timeZone: p.timeZone ?? '',
        address: p.address ?? null,
      };
      expect([p.id, validateParent(values)]).toEqual([p.id, null]);
    }
  });

  it("STF-33: seeded sessions keep afternoon and evening hours in the families' zone, whatever the hour of seeding", async () => {
    // Placed relative to the moment of seeding, every weekday's prime hour was that moment's hour.
    const rows = await t.db.query<{ name: string | null; hour: number; upcoming: boolean }>(
      `SELECT name, extract(hour FROM starts_at AT TIME ZONE 'America/Los_Angeles')::int AS hour, starts_at > now() AS upcoming
         FROM sessions WHERE name IS DISTINCT FROM 'Live now'`,
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((r) => r.hour < 15 || r.hour > 20)).toEqual([]);
    // the demo still has sessions to come
    expect(rows.filter((r) => r.upcoming).length).toBeGreaterThan(8);
    const primeHours = (await admin.get('/api/v2/sessions/prime_hours')).body.days as { hour: number }[];
    expect(primeHours.some((d) => d.hour >= 15 && d.hour <= 20)).toBe(true);
  });

  it('STU-19: a seeded prize is sent after it was traded ("Traded on … · Sent …" reads in order)', async () => {
    const rows = await t.db.query<{ traded: string; sent: string }>(
      `SELECT sp.created_at::text AS traded, sh.sent_at::text AS sent FROM student_prizes sp
       JOIN shipments sh ON sh.id = sp.shipment_id WHERE sh.sent_at IS NOT NULL`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Date.parse(row.traded)).toBeLessThan(Date.parse(row.sent));
  });

  it('SES-18: the demo "Live now" session is live whenever the product starts', async () => {
    await t.db.query(
      "UPDATE sessions SET starts_at = now() - interval '3 days', ends_at = now() - interval '3 days' + interval '1 hour' WHERE name = 'Live now'",
    );
    await seed(t.db);
    const rows = await t.db.query<{ live: boolean }>(
      "SELECT starts_at <= now() AND ends_at > now() AS live FROM sessions WHERE name = 'Live now'",
    );
    expect(rows).toEqual([{ live: true }]);
  });
});
