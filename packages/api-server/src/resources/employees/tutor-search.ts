import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { addDaysToIsoDate, instantIn, isIsoDate } from '@tutoring/domain';
import { type Actor, is } from '../../auth';
import type { Kdb } from '../../db/kysely';
import { queryBool, queryDate, queryList, queryStr, safeTimeZone, unprocessable } from '../../util';
import { type ListMeta, includesOf, listPaging } from '../shared/list';
import { employeeScope } from './policy';
import { EMPLOYEE_ORDER_KEYS, type Employee, TUTORS_ONLY, addSubjects, employeeWire, listEmployees } from './queries';

/** A tutor as the search finds it: its distance and how it fits the sessions asked about (SRV-19, OP-50). */
export type FoundTutor = Employee & {
  distance: number | null;
  matches: number;
  missingSessions: number[];
  notQualified: boolean;
};

/** The query parameters the search reads besides a list's (filters, paging, `query`, `include`). */
export const TUTOR_SEARCH_PARAMS = [
  'sessionIds',
  'latitude',
  'longitude',
  'distance',
  'availableFrom',
  'availableTo',
  'availableOn',
  'includeNonAccepting',
  'available',
] as const;

/** The great-circle distance in miles from a point to the tutor's home (NULL without a point). */
function distanceFrom(lat: number | undefined, lng: number | undefined): RawBuilder<number | null> {
  if (lat === undefined || lng === undefined) return sql<null>`NULL::double precision`;
  return sql<number>`(3958.8 * 2 * asin(sqrt(power(sin(radians((t.latitude - ${lat}::float8) / 2)), 2) + cos(radians(${lat}::float8)) * cos(radians(t.latitude)) * power(sin(radians((t.longitude - ${lng}::float8) / 2)), 2))))`;
}

/**
 * The tutor search (SRV-19; `tutors.json`, `tutors/prioritized` and `sessions/potential_tutors`): active tutors
 * accepting students (OPERATIONS may ask for the others too, `includeNonAccepting`, issue 20, STF-13, C-15), within
 * `distance` miles of `latitude`/`longitude`, available over [`availableFrom`, `availableTo`] (else, with `availableOn`
 * = `YYYY-MM-DD`, with an availability during that day in the requester's time zone: STF-02); with `sessionIds[]`,
 * for each tutor the sessions it is busy during (`missingSessions`), whether it lacks a session's subject
 * (`notQualified`) and how many it fits (`matches`; `available=true` keeps the tutors fitting one at least).
 * `include=subjects` adds each tutor's subjects.
 */
export async function searchTutors(
  kdb: Kdb,
  a: Actor,
  q: Record<string, unknown>,
  opts: { defaultOrder?: RawBuilder<unknown> } = {},
): Promise<{ tutors: FoundTutor[]; meta: ListMeta }> {
  const sessionIds = queryList(q, 'sessionIds').map((s) => {
    if (!/^\d{1,9}$/.test(s)) throw unprocessable('Session ids must be integers');
    return Number(s);
  });
  const lat = q.latitude !== undefined ? Number(q.latitude) : undefined;
  const lng = q.longitude !== undefined ? Number(q.longitude) : undefined;
  const maxDistance = q.distance !== undefined ? Number(q.distance) : undefined;
  if ([lat, lng, maxDistance].some((v) => v !== undefined && !Number.isFinite(v)))
    throw unprocessable('Distance, latitude and longitude must be numbers');
  const availableFrom = queryDate(q.availableFrom, 'availableFrom');
  const availableTo = queryDate(q.availableTo, 'availableTo');
  const availableOn = queryStr(q.availableOn);
  if (availableOn !== undefined && !isIsoDate(availableOn)) throw unprocessable('Available on is not a valid date');
  const includeNonAccepting = queryBool(q.includeNonAccepting) === true && is.operations(a);
  const distance = distanceFrom(lat, lng);

  const conds: Expression<SqlBool>[] = [TUTORS_ONLY, sql<SqlBool>`t.active = true`];
  const scope = employeeScope(a, true);
  if (scope) conds.push(scope);
  if (!includeNonAccepting) conds.push(sql<SqlBool>`t.accept_new_students = true`);
  if (maxDistance !== undefined && lat !== undefined) conds.push(sql<SqlBool>`${distance} <= ${maxDistance}`);
  if (availableFrom && availableTo)
    conds.push(
      sql<SqlBool>`EXISTS (SELECT 1 FROM availabilities av WHERE av.tutor_id = t.id AND av.starts_at <= ${availableFrom} AND av.ends_at >= ${availableTo})`,
    );
  else if (availableOn) {
    // The day from its midnight to the next one on the requester's clock (the search form's "Available on" alone).
    const zone = safeTimeZone(a.timeZone);
    const dayStart = instantIn(availableOn, '00:00', zone)!.toISOString();
    const dayEnd = instantIn(addDaysToIsoDate(availableOn, 1), '00:00', zone)!.toISOString();
    conds.push(
      sql<SqlBool>`EXISTS (SELECT 1 FROM availabilities av WHERE av.tutor_id = t.id AND av.starts_at < ${dayEnd} AND av.ends_at > ${dayStart})`,
    );
  }
  const paging = listPaging(q, EMPLOYEE_ORDER_KEYS);
  const { rows, meta } = await listEmployees(kdb, q, paging, { conds, defaultOrder: opts.defaultOrder, distance });
  let tutors: FoundTutor[] = rows.map((r) => ({
    ...employeeWire(r),
    tier: r.tier ?? null,
    distance: r.distance === null || r.distance === undefined ? null : Math.round(Number(r.distance) * 10) / 10,
    matches: 0,
    missingSessions: [],
    notQualified: false,
  }));
  if (includesOf(q).has('subjects')) await addSubjects(kdb, tutors);
  if (sessionIds.length && tutors.length) {
    const ids = tutors.map((x) => x.id);
    const sessions = await kdb
      .selectFrom('sessions')
      .select(['id', 'subject_id'])
      .where('id', 'in', sessionIds)
      .execute();
    const quals = await kdb
      .selectFrom('employee_subjects')
      .select(['employee_id', 'subject_id'])
      .where('employee_id', 'in', ids)
      .execute();
    // A tutor is busy during a session when another live session it is assigned to overlaps it.
    const busy = await kdb
      .selectFrom(['sessions as s', 'assignments as a'])
      .innerJoin('sessions as x', 'x.id', 'a.session_id')
      .select(['a.employee_id', 's.id as session_id'])
      .where('s.id', 'in', sessionIds)
      .where('a.employee_id', 'in', ids)
      .whereRef('x.id', '<>', 's.id')
      .where('x.canceled_at', 'is', null)
      .whereRef('x.starts_at', '<', 's.ends_at')
      .whereRef('x.ends_at', '>', 's.starts_at')
      .execute();
    for (const tutor of tutors) {
      const missing = sessions
        .filter((s) => busy.some((b) => b.employee_id === tutor.id && b.session_id === s.id))
        .map((s) => s.id);
      const unqualified = sessions.filter(
        (s) => s.subject_id !== null && !quals.some((x) => x.employee_id === tutor.id && x.subject_id === s.subject_id),
      );
      tutor.missingSessions = missing;
      tutor.notQualified = unqualified.length > 0;
      tutor.matches = sessions.filter((s) => !missing.includes(s.id) && !unqualified.includes(s)).length;
    }
    if (queryBool(q.available)) tutors = tutors.filter((x) => x.matches > 0);
  }
  return { tutors, meta };
}
