import { loadActor } from '../../auth';
import type { Kdb } from '../../db/kysely';
import { sessionScope } from '../sessions/policy';
import { findSession, sessionWire } from '../sessions/queries';

/**
 * SRV-12: the `heads-up` of a moved or canceled session (`{id, title, message, change, session}`) as one recipient
 * receives it: the session embedded as `GET sessions/{id}` answers that recipient (their scope, their
 * `attendancesCount`, their `canEdit`/`canCancel`/`launchable`), never as the staff member who changed it read it; a
 * recipient who may not read the session gets the event without it. Another payload passes unchanged.
 */
export async function headsUpFor(kdb: Kdb, userId: number, data: unknown): Promise<unknown> {
  if (!data || typeof data !== 'object' || !('session' in data)) return data;
  const { session: _asChanged, ...event } = data as { id?: unknown; session: unknown };
  const actor = await loadActor(kdb, userId);
  const row = actor && typeof event.id === 'number' && (await findSession(kdb, actor, event.id, sessionScope(actor)));
  return actor && row ? { ...event, session: sessionWire(row, actor) } : event;
}
