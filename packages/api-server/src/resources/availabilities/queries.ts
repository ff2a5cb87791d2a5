import { type Expression, type Selectable, type SqlBool, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { AvailabilitiesTable } from '../../db/schema';
import { addDaysToIsoDate, instantIn, wallClockIn } from '@tutoring/domain';
import { queryBool, queryDate, safeTimeZone } from '../../util';
import { type Camel, camelize } from '../shared/camel';
import { tableWrites } from '../shared/columns';
import { intFilter, tableQueries } from '../shared/list';
import type { AvailabilityInput } from './rules';
import { fullNameOfU } from '../shared/users';

/** The wire object of an availability (SRV-28): its tutor as `{id}` and no repeat options. */
export type Availability = Camel<Selectable<AvailabilitiesTable>> & {
  tutor: { id: number };
  repeatOptions: never[];
};

/** A row as the wire object. */
export const availabilityWire = (row: Selectable<AvailabilitiesTable>): Availability => ({
  ...camelize(row),
  tutor: { id: row.tutor_id },
  repeatOptions: [],
});

/** The list filters of availabilities (`startsAt`/`endsAt`: the ones overlapping the range). */
export const AVAILABILITY_FILTERS: Record<string, (v: unknown) => Expression<SqlBool> | null> = {
  tutorId: intFilter('t.tutor_id', 'tutorId'),
  startsAt: (v) => sql<SqlBool>`t.ends_at >= ${queryDate(v, 'startsAt')}`,
  endsAt: (v) => sql<SqlBool>`t.starts_at <= ${queryDate(v, 'endsAt')}`,
  locked: (v) => {
    const b = queryBool(v);
    return b === undefined ? null : sql<SqlBool>`t.locked = ${b}`;
  },
};

const ORDERS = { id: sql.ref('t.id'), starts_at: sql.ref('t.starts_at'), ends_at: sql.ref('t.ends_at') };
export const AVAILABILITY_ORDER_KEYS = Object.keys(ORDERS);

const availabilities = tableQueries('availabilities', AVAILABILITY_FILTERS, ORDERS, {
  wire: availabilityWire,
  defaultOrder: sql.ref('t.starts_at'),
});
/** A page of availabilities. */
export const listAvailabilities = availabilities.list;
/** One availability (within a scope when given). */
export const findAvailability = availabilities.find;

const columns = (d: AvailabilityInput) => ({
  ...(d.tutorId !== undefined ? { tutor_id: d.tutorId } : {}),
  ...(d.startsAt !== undefined ? { starts_at: d.startsAt } : {}),
  ...(d.endsAt !== undefined ? { ends_at: d.endsAt } : {}),
  ...(d.locked !== undefined ? { locked: d.locked } : {}),
  ...(d.maxedOut !== undefined ? { maxed_out: d.maxedOut } : {}),
});

/** Inserts an availability; returns its id. */
export async function insertAvailability(kdb: Kdb, d: AvailabilityInput): Promise<number> {
  const row = await kdb
    .insertInto('availabilities')
    .values({ ...columns(d), tutor_id: d.tutorId!, starts_at: d.startsAt!, ends_at: d.endsAt! })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const writes = tableWrites('availabilities', columns);

/** Updates an availability. */
export const updateAvailability = writes.update;

/** Deletes an availability. */
export const deleteAvailability = writes.destroy;

/**
 * The first availability of a tutor overlapping `startsAt`..`endsAt` (one ending when it starts, or starting when it
 * ends, does not), other than `exceptId` (the one being edited); null when none.
 */
export async function overlappingAvailability(
  kdb: Kdb,
  tutorId: number,
  startsAt: string,
  endsAt: string,
  exceptId: number | null = null,
): Promise<{ id: number; startsAt: string; endsAt: string } | null> {
  const row = await kdb
    .selectFrom('availabilities')
    .select(['id', 'starts_at', 'ends_at'])
    .where('tutor_id', '=', tutorId)
    .where('starts_at', '<', new Date(endsAt).toISOString())
    .where('ends_at', '>', new Date(startsAt).toISOString())
    .$if(exceptId !== null, (qb) => qb.where('id', '<>', exceptId!))
    .orderBy('starts_at')
    .executeTakeFirst();
  return row ? { id: row.id, startsAt: row.starts_at, endsAt: row.ends_at } : null;
}

/**
 * Locks the tutors' employee rows until the transaction ends (in id order): two writes of one tutor's availabilities
 * wait for each other, so each checks its overlaps against what the other committed.
 */
export async function lockTutors(kdb: Kdb, tutorIds: readonly number[]): Promise<void> {
  const ids = [...new Set(tutorIds)].sort((x, y) => x - y);
  if (ids.length)
    await kdb.selectFrom('employees').select('id').where('id', 'in', ids).orderBy('id').forNoKeyUpdate().execute();
}

/**
 * `clear_upcoming`: deletes a tutor's future availabilities that are not booked; returns how many. Booked means maxed
 * out, or pointed to by a tutoring that is pending or booked, or by any tutoring of a session that still runs: "Every
 * upcoming availability that is not booked will be removed" (the confirm), so a family's booking keeps its availability.
 */
export async function clearUpcoming(kdb: Kdb, tutorId: number): Promise<number> {
  const rows = await kdb
    .deleteFrom('availabilities as a')
    .where('a.tutor_id', '=', tutorId)
    .where('a.starts_at', '>', sql<string>`now()`)
    .where('a.maxed_out', '=', false)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('tutorings as tg')
            .leftJoin('sessions as s', 's.id', 'tg.session_id')
            .select('tg.id')
            .whereRef('tg.availability_id', '=', 'a.id')
            .where((w) =>
              w.or([
                w('tg.status', 'in', ['pending', 'booked']),
                w.and([w('s.id', 'is not', null), w('s.canceled_at', 'is', null)]),
              ]),
            ),
        ),
      ),
    )
    .returning('a.id')
    .execute();
  return rows.length;
}

/** The time zone of a tutor (their user's), UTC when it is unknown: the clock their availabilities repeat on. */
export async function tutorTimeZone(kdb: Kdb, tutorId: number): Promise<string> {
  const row = await kdb
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select('u.time_zone')
    .where('e.id', '=', tutorId)
    .executeTakeFirst();
  return safeTimeZone(row?.time_zone);
}

/**
 * An instant moved by whole calendar days on the wall clock of `zone` (a weekly repeat keeps its local time across a
 * daylight-saving change). A local time the clocks skip that day moves forward by the gap and a time shown twice is the
 * first one (RFC 5545 3.3.5, the domain's `instantIn`).
 */
function addCalendarDays(ms: number, days: number, zone: string): number {
  const clock = wallClockIn(ms, zone);
  const moved = clock ? instantIn(addDaysToIsoDate(clock.date, days), clock.time, zone) : null;
  // The wall clock has minutes; seconds and milliseconds ride along unchanged (offsets are whole minutes).
  return moved ? moved.getTime() + (((ms % 60_000) + 60_000) % 60_000) : ms + days * 86_400_000;
}

/**
 * The start and end of an availability repeated `days` calendar days later in `zone`: the same wall-clock times. An end
 * that would not come after its start (an availability inside the hour skipped that day) keeps the length instead.
 */
function repeatedRange(av: { startsAt: string; endsAt: string }, days: number, zone: string) {
  const start = Date.parse(av.startsAt);
  const len = Date.parse(av.endsAt) - start;
  const s = addCalendarDays(start, days, zone);
  const e = addCalendarDays(Date.parse(av.endsAt), days, zone);
  return { s, e: e > s ? e : s + len };
}

/** Calendar days from the local date of `from` to the local date of `to` in `zone`. */
function calendarDaysBetween(from: number, to: number, zone: string): number {
  const day = (ms: number) => Date.parse(`${wallClockIn(ms, zone)?.date ?? new Date(ms).toISOString().slice(0, 10)}Z`);
  return Math.round((day(to) - day(from)) / 86_400_000);
}

/** How many weekly repeats `repeat_options` offers unless asked for fewer: a repeat covers 1 to 52 weeks (DOM-39). */
export const REPEAT_WEEKS_MAX = 52;

/**
 * The weekly repeats of an availability on offer (API-52; docs/decisions/availability-repeat-options.md): the `weeks`
 * weeks after it (default {@link REPEAT_WEEKS_MAX}), each start with the tutor's bookable availability that overlaps it
 * already (then `availabilityId`). A week is a calendar week on the wall clock of `zone` (the tutor's): an availability
 * at 3:00pm repeats at 3:00pm after daylight-saving time starts or ends. A week that cannot be booked or copied is left
 * out: one that has ended, or that overlaps a locked or maxed-out availability of the tutor (`POST
 * availabilities/repeat` refuses such a week, and nobody can book time that is taken).
 */
export async function repeatOptions(
  kdb: Kdb,
  av: Availability,
  tutorId: number,
  zone: string,
  weeks: number = REPEAT_WEEKS_MAX,
  now = Date.now(),
) {
  const ranges = Array.from({ length: weeks }, (_, i) => repeatedRange(av, (i + 1) * 7, zone));
  const existing = await kdb
    .selectFrom('availabilities')
    .select(['id', 'starts_at', 'ends_at', 'locked', 'maxed_out'])
    .where('tutor_id', '=', tutorId)
    .where('id', '<>', av.id)
    .where('ends_at', '>', new Date(ranges[0]!.s).toISOString())
    .where('starts_at', '<', new Date(ranges[ranges.length - 1]!.e).toISOString())
    .orderBy('starts_at')
    .execute();
  return ranges.flatMap(({ s, e }) => {
    const overlapping = existing.filter((x) => Date.parse(x.starts_at) < e && Date.parse(x.ends_at) > s);
    if (e <= now || overlapping.some((x) => x.locked || x.maxed_out)) return [];
    return [{ book: false, startsAt: new Date(s).toISOString(), availabilityId: overlapping[0]?.id ?? null }];
  });
}

/** A tutor as `{id, firstName, lastName, name}` (null when none). */
export async function tutorName(kdb: Kdb, tutorId: number) {
  const t = await kdb
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.id', 'u.first_name', 'u.last_name', fullNameOfU.as('name')])
    .where('e.id', '=', tutorId)
    .executeTakeFirst();
  return t ? camelize(t) : null;
}

/**
 * Copies an availability to the chosen starts (its wall-clock times in `zone`, the tutor's, and its lock), inside the
 * caller's transaction: the new ones by start, and the starts refused, each with why: it has ended (`overlapping` null)
 * or overlaps an availability of the tutor (one stored, or a chosen start before it). The caller rolls back when any
 * is refused.
 */
export async function repeatAvailability(
  kdb: Kdb,
  av: Availability,
  starts: string[],
  zone: string,
  now = Date.now(),
): Promise<{
  created: Availability[];
  refused: { startsAt: string; overlapping: { startsAt: string; endsAt: string } | null }[];
}> {
  const len = Date.parse(av.endsAt) - Date.parse(av.startsAt);
  const ids: number[] = [];
  const refused: { startsAt: string; overlapping: { startsAt: string; endsAt: string } | null }[] = [];
  for (const start of starts) {
    const s = new Date(start);
    // A start on the wall clock of a repeat (what repeat_options offered) ends at the repeat's wall-clock end; any other
    // start keeps the length.
    const range = repeatedRange(av, calendarDaysBetween(Date.parse(av.startsAt), s.getTime(), zone), zone);
    const e = new Date(range.s === s.getTime() ? range.e : s.getTime() + len);
    if (e.getTime() <= now) {
      refused.push({ startsAt: s.toISOString(), overlapping: null });
      continue;
    }
    const overlap = await overlappingAvailability(kdb, av.tutorId, s.toISOString(), e.toISOString());
    if (overlap) {
      refused.push({ startsAt: s.toISOString(), overlapping: overlap });
      continue;
    }
    const r = await kdb
      .insertInto('availabilities')
      .values({ tutor_id: av.tutorId, starts_at: s.toISOString(), ends_at: e.toISOString(), locked: av.locked })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(r.id);
  }
  if (!ids.length) return { created: [], refused };
  const rows = await kdb.selectFrom('availabilities').selectAll().where('id', 'in', ids).orderBy('starts_at').execute();
  return { created: rows.map(availabilityWire), refused };
}
