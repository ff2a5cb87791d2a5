import { loadActors } from '../../auth';
import type { Kdb } from '../../db/kysely';
import { sessionReadBy } from '../sessions/policy';
import { findSession, headsUpEvent, sessionMembers, sessionWire } from '../sessions/queries';

/** A heads-up as one recipient receives it: the session embedded, or left out when they may not read it. */
export type HeadsUp = Omit<ReturnType<typeof headsUpEvent>, 'session'> & {
  session?: ReturnType<typeof headsUpEvent>['session'];
};

/**
 * SRV-12: the `heads-up` of a moved or canceled session (`{id, title, message, change, session}`) for each recipient:
 * the session embedded as `GET sessions/{id}` answers that recipient (their scope, their `attendancesCount`, their
 * `canEdit`/`canCancel`/`launchable`), never as the staff member who changed it read it; a recipient who may not read
 * the session gets the event without it. The recipients' actors, the session and its members are read once for all
 * of them; each recipient's view is made in memory (sessions/policy.ts `sessionReadBy`).
 */
export async function headsUpsFor(
  kdb: Kdb,
  sessionId: number,
  change: 'moved' | 'canceled',
  userIds: readonly number[],
): Promise<Map<number, HeadsUp>> {
  const out = new Map<number, HeadsUp>();
  const actors = await loadActors(kdb, userIds);
  // The per-recipient columns of the row (its attendances count, whether the reader takes part) are replaced below.
  const row = actors[0] && (await findSession(kdb, actors[0], sessionId, null));
  if (!row) return out;
  const members = await sessionMembers(kdb, sessionId);
  for (const actor of actors) {
    const view = sessionReadBy(actor, row, members);
    const { session, ...event } = headsUpEvent(
      sessionWire({ ...row, attendances_count: view.attendancesCount, requester_involved: view.involved }, actor),
      change,
    );
    out.set(actor.userId, view.inScope ? { ...event, session } : event);
  }
  return out;
}
