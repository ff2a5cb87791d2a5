import type { Kdb } from '../../db/kysely';

/** Error reports kept; older ones are deleted as new ones arrive. */
export const ERROR_REPORTS_KEPT = 1000;

/** Stores a report (its JSON text) and drops the ones older than the latest {@link ERROR_REPORTS_KEPT}; returns its id. */
export async function storeErrorReport(kdb: Kdb, json: string): Promise<number> {
  const { id } = await kdb
    .insertInto('error_reports')
    .values({ notice: json })
    .returning('id')
    .executeTakeFirstOrThrow();
  await kdb
    .deleteFrom('error_reports')
    .where('id', '<=', id - ERROR_REPORTS_KEPT)
    .execute();
  return id;
}

/** The latest 100 reports, newest first. */
export async function latestErrorReports(kdb: Kdb): Promise<{ id: number; notice: unknown; createdAt: string }[]> {
  const rows = await kdb
    .selectFrom('error_reports')
    .select(['id', 'notice', 'created_at'])
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({ id: r.id, notice: r.notice, createdAt: r.created_at }));
}
