import { type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { TeamsTable } from '../../db/schema';
import { TIME_ZONE_NAMES, queryStr } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import { tableWrites } from '../shared/columns';
import {
  type ListFilter,
  type ListMeta,
  type ListPaging,
  allOf,
  conditionsOf,
  orderClause,
  searchPattern,
  tablePage,
  textFilter,
} from '../shared/list';
import type { TeamInput } from './rules';
import { fullNameOfU } from '../shared/users';

/** A team member as team replies name them (`include=tutors|advisors`). */
export interface TeamMember {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  avatarUrl: string | null;
}

/** The wire object of a team: its row and its members' ids by kind. */
export type Team = Camel<Selectable<TeamsTable>> & {
  tutorIds: number[];
  advisorIds: number[];
  manager?: { id: number; firstName: string; lastName: string; fullName: string } | null;
  tutors?: TeamMember[];
  advisors?: TeamMember[];
};

export const TEAM_FILTERS: Record<string, ListFilter> = { type: textFilter('t.type') };
const ORDERS = { id: sql.ref('t.id'), name: sql`lower(t.name)` };
export const TEAM_ORDER_KEYS = Object.keys(ORDERS);

/** The member ids of teams, ascending. */
async function memberIdsOf(kdb: Kdb, teamIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (!teamIds.length) return out;
  const rows = await kdb
    .selectFrom('team_members')
    .select(['team_id', 'employee_id'])
    .where('team_id', 'in', teamIds)
    .orderBy('employee_id')
    .execute();
  for (const r of rows) out.set(r.team_id, [...(out.get(r.team_id) ?? []), r.employee_id]);
  return out;
}

async function wire(kdb: Kdb, rows: Selectable<TeamsTable>[]): Promise<Team[]> {
  const members = await memberIdsOf(
    kdb,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const ids = members.get(r.id) ?? [];
    const tutorTeam = r.type === 'TutorTeam';
    return { ...camelize(r), tutorIds: tutorTeam ? ids : [], advisorIds: tutorTeam ? [] : ids };
  });
}

/** A page of teams (by name by default); `query` searches the name. */
export async function listTeams(
  kdb: Kdb,
  q: Record<string, unknown>,
  paging: ListPaging,
): Promise<{ items: Team[]; meta: ListMeta }> {
  const conds = conditionsOf(q, TEAM_FILTERS, null);
  const text = queryStr(q.query);
  if (text) conds.push(sql<SqlBool>`lower(t.name) LIKE ${searchPattern(text)}`);
  const { rows, meta } = await tablePage(
    kdb,
    'teams',
    allOf(conds),
    orderClause(paging, ORDERS, sql`lower(t.name)`),
    paging,
  );
  return { items: await wire(kdb, rows), meta };
}

/** One team. */
export async function findTeam(kdb: Kdb, id: number): Promise<Team | null> {
  const row = await kdb.selectFrom('teams').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await wire(kdb, [row]))[0]! : null;
}

/** Adds `manager`, `tutors` and `advisors` when asked (`include`). */
export async function addTeamIncludes(kdb: Kdb, items: Team[], include: Set<string>): Promise<void> {
  if (!items.length) return;
  if (include.has('manager')) {
    const ids = [...new Set(items.map((i) => i.managerId).filter((x): x is number => x !== null))];
    const rows = ids.length
      ? await kdb
          .selectFrom('employees as e')
          .innerJoin('users as u', 'u.id', 'e.user_id')
          .select(['e.id', 'u.first_name', 'u.last_name', fullNameOfU.as('full_name')])
          .where('e.id', 'in', ids)
          .execute()
      : [];
    for (const i of items) {
      const m = rows.find((r) => r.id === i.managerId);
      i.manager = m ? camelize(m) : null;
    }
  }
  for (const [key, teamType] of [
    ['tutors', 'TutorTeam'],
    ['advisors', 'AdvisorTeam'],
  ] as const) {
    if (!include.has(key)) continue;
    const rows = await kdb
      .selectFrom('team_members as tm')
      .innerJoin('employees as e', 'e.id', 'tm.employee_id')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select(['tm.team_id', 'e.id', 'u.first_name', 'u.last_name', fullNameOfU.as('full_name'), 'e.avatar_url'])
      .where(
        'tm.team_id',
        'in',
        items.map((i) => i.id),
      )
      .orderBy('u.last_name')
      .execute();
    for (const i of items)
      i[key] =
        i.type === teamType
          ? rows
              .filter((r) => r.team_id === i.id)
              .map((r) => ({
                id: r.id,
                firstName: r.first_name,
                lastName: r.last_name,
                fullName: r.full_name,
                avatarUrl: r.avatar_url,
              }))
          : [];
  }
}

/** Replaces a team's members (ids that are not employees are skipped). */
async function writeMembers(kdb: Kdb, teamId: number, d: TeamInput): Promise<void> {
  const ids = d.tutorIds ?? d.advisorIds;
  if (!ids) return;
  await kdb.deleteFrom('team_members').where('team_id', '=', teamId).execute();
  if (ids.length)
    await kdb
      .insertInto('team_members')
      .columns(['team_id', 'employee_id'])
      .expression(
        kdb
          .selectFrom('employees as e')
          .select([sql<number>`${teamId}::int`.as('team_id'), 'e.id'])
          .where('e.id', 'in', ids),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
}

const columns = (d: TeamInput) => ({
  ...(d.name !== undefined ? { name: d.name } : {}),
  ...(d.type !== undefined ? { type: d.type } : {}),
  ...('managerId' in d ? { manager_id: d.managerId ?? null } : {}),
});

export async function insertTeam(kdb: Kdb, d: TeamInput): Promise<number> {
  const row = await kdb
    .insertInto('teams')
    .values({ ...columns(d), name: d.name!, type: d.type! })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeMembers(kdb, row.id, d);
  return row.id;
}

const writes = tableWrites('teams', columns);

export async function updateTeam(kdb: Kdb, id: number, d: TeamInput): Promise<void> {
  await writes.update(kdb, id, d);
  await writeMembers(kdb, id, d);
}

export const deleteTeam = writes.destroy;

/**
 * `teams/{id}/stats` (SRV-41): each member's targets and actuals in force on a day (the latest history on or before
 * it), by default this week's: the latest history of the current week or before, the week on the tutor's clock (their
 * zone, UTC when unknown), as a targets save records them (docs/decisions/tutor-targets.md); a week recorded ahead is
 * not this week's. A tutor without a history shows their targets, dated the week's Monday.
 */
export async function teamStats(kdb: Kdb, teamId: number, date: string | null) {
  const result = await sql<{
    tutor_id: number;
    tutor: { id: number; name: string };
    id: number | null;
    availability_target: number;
    availability_actual: number;
    delivery_target: number;
    delivery_actual: number;
    date: string;
  }>`SELECT e.id AS tutor_id, json_build_object('id', e.id, 'name', u.first_name || ' ' || u.last_name) AS tutor,
         th.id, COALESCE(th.availability_target, e.availability_target) AS availability_target, COALESCE(th.availability_actual, 0) AS availability_actual,
         COALESCE(th.delivery_target, e.delivery_target) AS delivery_target, COALESCE(th.delivery_actual, 0) AS delivery_actual,
         COALESCE(th.date, date_trunc('week', COALESCE(${date}::date, tw.monday))::date) AS date
       FROM team_members tm JOIN employees e ON e.id = tm.employee_id JOIN users u ON u.id = e.user_id
       CROSS JOIN LATERAL (SELECT date_trunc('week', now() AT TIME ZONE (CASE WHEN u.time_zone = ANY(${TIME_ZONE_NAMES}::text[]) THEN u.time_zone ELSE 'UTC' END))::date AS monday) tw
       LEFT JOIN LATERAL (SELECT * FROM target_histories h WHERE h.tutor_id = e.id AND h.date <= COALESCE(${date}::date, tw.monday + 6) ORDER BY h.date DESC LIMIT 1) th ON true
       WHERE tm.team_id = ${teamId} ORDER BY u.last_name, u.first_name`.execute(kdb);
  return result.rows.map((r) => camelize(r));
}
