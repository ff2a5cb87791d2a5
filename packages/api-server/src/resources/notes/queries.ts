import type { Kdb } from '../../db/kysely';
import type { ListMeta, ListPaging } from '../shared/list';
import { type CrmLogRecord, findCrmLog, listCrmLog } from '../shared/crm-log';
import { personRefs } from '../shared/refs';
import type { NoteInput } from './rules';

/** The wire object of a note: a CRM log row and (CRM-31) the name of the staff member who wrote it. */
export type Note = CrmLogRecord<'notes'> & { authorName: string | null };

/** Adds `authorName` (the author's user name, null when the note has none) to notes. */
async function withAuthors(kdb: Kdb, items: CrmLogRecord<'notes'>[]): Promise<Note[]> {
  const authors = await personRefs(
    kdb,
    'employees',
    items.map((n) => n.employeeId),
  );
  return items.map((n) => ({
    ...n,
    authorName: n.employeeId === null ? null : (authors.get(n.employeeId)?.fullName ?? null),
  }));
}

/** A page of notes (newest first by default). */
export async function listNotes(
  kdb: Kdb,
  q: Record<string, unknown>,
  paging: ListPaging,
): Promise<{ items: Note[]; meta: ListMeta }> {
  const { items, meta } = await listCrmLog(kdb, 'notes', q, paging);
  return { items: await withAuthors(kdb, items), meta };
}

/** One note, null when none. */
export async function findNote(kdb: Kdb, id: number): Promise<Note | null> {
  const note = await findCrmLog(kdb, 'notes', id);
  return note ? (await withAuthors(kdb, [note]))[0]! : null;
}

/** Inserts a note written by `authorId` (CRM-31); returns its id. */
export async function insertNote(kdb: Kdb, d: NoteInput, authorId: number | null): Promise<number> {
  const row = await kdb
    .insertInto('notes')
    .values({ regarding_type: d.regardingType, regarding_id: d.regardingId, body: d.body, employee_id: authorId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
