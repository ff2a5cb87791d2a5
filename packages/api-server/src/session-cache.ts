import type { FastifyInstance } from 'fastify';
import type { Db } from './db/adapter';

/** NOTIFY channel of migration 0010: a session or user changed somewhere; every process forgets its cached sessions. */
export const AUTH_CHANGED_CHANNEL = 'auth_changed';
/** Longest time a session's row is reused without asking the database again. */
export const SESSION_CACHE_TTL_MS = 5000;
/** Sessions kept at most (the oldest is dropped first). */
const MAX_ENTRIES = 10_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The session + actor row of a session cookie, kept for {@link SESSION_CACHE_TTL_MS} (never past the session's
 * expiry), so a burst of reads of one signed-in person costs one session query instead of one per request
 * (issue 26). Forgotten entirely:
 * - at once in this process, before the reply of any request that may write (not GET/HEAD/OPTIONS) is sent, so a
 *   sign-out, password change or lock answered here holds for this process's next request;
 * - in every process (this one too) when migration 0010's triggers send `NOTIFY auth_changed` on commit of a change
 *   to users, sessions, the people behind users or essay graders, made by any process.
 * Another process may thus serve a signed-out session for the moment the notification takes to arrive (milliseconds).
 */
export class SessionCache {
  private readonly entries = new Map<string, { row: object; until: number }>();
  /** Bumped by every clear: a lookup that started before a clear does not store what it read. */
  private generation = 0;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
  ) {}

  /** Starts listening for changes made by any process. */
  async start(): Promise<void> {
    this.unlisten = await this.db.listen(AUTH_CHANGED_CHANNEL, () => this.clear());
  }

  /** The cached row of `sid`, else `load()`'s (kept when it names a session: `expires_at` bounds its stay). */
  async lookup<T extends { expires_at: string }>(
    sid: string,
    load: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    const now = Date.now();
    const hit = this.entries.get(sid);
    if (hit && hit.until > now) return hit.row as T;
    if (hit) this.entries.delete(sid);
    const generation = this.generation;
    const row = await load();
    if (row && generation === this.generation) {
      const expires = Date.parse(String(row.expires_at));
      const until = Math.min(now + this.ttlMs, Number.isNaN(expires) ? now : expires);
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      if (until > now) this.entries.set(sid, { row, until });
    }
    return row;
  }

  /** Forgets every cached session. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  async close(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
    this.clear();
  }
}

/**
 * Starts the cache of `app`: listening for changes, cleared before the reply of any request that may have written,
 * stopped when the app closes.
 */
export async function registerSessionCache(app: FastifyInstance, db: Db): Promise<SessionCache> {
  const cache = new SessionCache(db);
  await cache.start();
  app.addHook('onSend', async (req, _reply, payload) => {
    if (!SAFE_METHODS.has(req.method)) cache.clear();
    return payload;
  });
  app.addHook('onClose', async () => cache.close());
  return cache;
}
