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
 * (issue 26): requests that arrive while that query is under way wait for its row, and the sign-in keeps the row of
 * the session it opens, so the page's first requests after it read none. Forgotten entirely:
 * - at once in this process, before the reply of any request that may write (not GET/HEAD/OPTIONS, nor a route that
 *   declares `writesNothing`) is sent, so a sign-out, password change or lock answered here holds for this process's
 *   next request (a sign-in keeps the session it opened, read after its writes);
 * - in every process (this one too) when migration 0010's triggers send `NOTIFY auth_changed` on commit of a change
 *   to users, sessions, the people behind users or essay graders, made by any process.
 * Another process may thus serve a signed-out session for the moment the notification takes to arrive (milliseconds).
 */
export class SessionCache {
  private readonly entries = new Map<string, { row: object; until: number }>();
  /**
   * The loads under way, by session: the requests of a burst (a page's first requests after the sign-in) that arrive
   * before the first load has answered wait for it instead of each reading the session again. Emptied by every
   * clear, so a request that starts after one never takes what a load begun before it reads.
   */
  private readonly loading = new Map<string, Promise<object | undefined>>();
  /** The session a request opened and read (the sign-in), kept after its reply's clear ({@link afterWrite}). */
  private readonly openedBy = new WeakMap<object, { sid: string; row: { expires_at: string }; generation: number }>();
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

  /**
   * The cached row of `sid`, else the row of the load of `sid` under way, else `load()`'s (kept when it names a
   * session: `expires_at` bounds its stay).
   */
  lookup<T extends { expires_at: string }>(sid: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const now = Date.now();
    const hit = this.entries.get(sid);
    if (hit && hit.until > now) return Promise.resolve(hit.row as T);
    if (hit) this.entries.delete(sid);
    const pending = this.loading.get(sid);
    if (pending) return pending as Promise<T | undefined>;
    const generation = this.generation;
    const loaded = load().then(
      (row) => {
        if (this.loading.get(sid) === loaded) this.loading.delete(sid);
        if (row && generation === this.generation) this.keep(sid, row, now);
        return row;
      },
      (error: unknown) => {
        if (this.loading.get(sid) === loaded) this.loading.delete(sid);
        throw error;
      },
    );
    this.loading.set(sid, loaded);
    return loaded;
  }

  /**
   * Reads the session a request has just opened (the sign-in) with `load`, and keeps its row once that request's
   * reply is on its way ({@link afterWrite}), unless a clear came after the read: the page's first requests then
   * find it here instead of each reading it.
   */
  async opened<T extends { expires_at: string }>(
    req: object,
    sid: string,
    load: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    const generation = this.generation;
    const row = await load();
    if (row) this.openedBy.set(req, { sid, row, generation });
    return row;
  }

  /**
   * Before the reply of a request that may have written: forgets every cached session, then keeps the one the request
   * opened ({@link opened}) when nothing was cleared since it was read (its row was read after the request's writes).
   */
  afterWrite(req: object): void {
    const opened = this.openedBy.get(req);
    const current = opened !== undefined && opened.generation === this.generation;
    this.clear();
    if (current) this.keep(opened.sid, opened.row, Date.now());
  }

  private keep(sid: string, row: { expires_at: string }, now: number): void {
    const expires = Date.parse(String(row.expires_at));
    const until = Math.min(now + this.ttlMs, Number.isNaN(expires) ? now : expires);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    if (until > now) this.entries.set(sid, { row, until });
  }

  /** Forgets every cached session and every load under way. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
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
    if (!SAFE_METHODS.has(req.method) && !req.routeOptions.config?.writesNothing) cache.afterWrite(req);
    return payload;
  });
  app.addHook('onClose', async () => cache.close());
  return cache;
}
