import type { Kdb } from '../../db/kysely';

/** Publishes a `student-change` event to a student and to their parent (realtime, SRV-27, SES-47). */
export async function publishStudentChange(
  kdb: Kdb,
  publish: (userId: number, event: string, data: unknown) => Promise<void>,
  studentId: number,
  data: unknown,
): Promise<void> {
  const r = await kdb
    .selectFrom('students as s')
    .leftJoin('parents as p', 'p.id', 's.parent_id')
    .select(['s.user_id as su', 'p.user_id as pu'])
    .where('s.id', '=', studentId)
    .executeTakeFirst();
  if (!r) return;
  await publish(r.su, 'student-change', data);
  if (r.pu) await publish(r.pu, 'student-change', data);
}
