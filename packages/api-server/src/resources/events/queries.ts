import { type Selectable, sql } from 'kysely';
import type { Kdb } from '../../db/kysely';
import type { EventsTable } from '../../db/schema';
import { type Camel, camelize } from '../shared/camel';
import { columnsOf, tableWrites } from '../shared/columns';
import { dateWindowFilters } from '../shared/filters';
import { type ListFilter, intFilter, tableQueries, textFilter } from '../shared/list';
import { type PersonRef, personRefs } from '../shared/refs';
import { EVENT_FIELDS, type EventInput } from './rules';

/** The wire object of an event: its row and its student (`{id}`, named with `include=student`). */
export type Event = Camel<Selectable<EventsTable>> & { student: { id: number } | PersonRef | null };

export const EVENT_FILTERS: Record<string, ListFilter> = {
  ...dateWindowFilters(),
  employeeId: intFilter('t.employee_id', 'employeeId'),
  studentId: intFilter('t.student_id', 'studentId'),
  type: textFilter('t.type'),
};

const ORDERS = { id: sql.ref('t.id'), starts_at: sql.ref('t.starts_at'), name: sql.ref('t.name') };
export const EVENT_ORDER_KEYS = Object.keys(ORDERS);

const wire = (row: Selectable<EventsTable>): Event => ({
  ...camelize(row),
  student: row.student_id ? { id: row.student_id } : null,
});

const events = tableQueries('events', EVENT_FILTERS, ORDERS, { wire, defaultOrder: sql`t.starts_at` });
/** A page of events (by start by default). */
export const listEvents = events.list;
/** One event, within a scope when given. */
export const findEvent = events.find;

/** `include=student` (issue 24 gap 4): the attendee by name. */
export async function nameEventStudents(kdb: Kdb, items: Event[]): Promise<void> {
  const refs = await personRefs(
    kdb,
    'students',
    items.map((i) => i.studentId),
  );
  for (const i of items) i.student = (i.studentId !== null && refs.get(i.studentId)) || null;
}

export async function insertEvent(kdb: Kdb, d: EventInput): Promise<number> {
  const row = await kdb
    .insertInto('events')
    .values({
      ...columnsOf<EventsTable>(d, EVENT_FIELDS),
      name: d.name!,
      type: d.type!,
      starts_at: d.startsAt!,
      ends_at: d.endsAt!,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const writes = tableWrites('events', (d: EventInput) => columnsOf<EventsTable>(d, EVENT_FIELDS));
export const updateEvent = writes.update;
export const deleteEvent = writes.destroy;
