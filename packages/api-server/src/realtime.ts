import { AsyncResource } from 'node:async_hooks';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { WebSocket } from 'ws';
import { processName } from './cluster';
import { sql } from 'kysely';
import { liveSessionIds } from './auth';
import type { Db } from './db/adapter';
import { type Kdb, kyselyOf } from './db/kysely';
import { AUTH_CHANGED_CHANNEL } from './session-cache';

/** Events the server publishes on a user's private channel (SRV-12). */
export type RealtimeEvent = 'heads-up' | 'new-notice' | 'student-change' | 'user-change';

/**
 * Close code of a socket whose every private subscription lost the session that authorised it (sign-out, password
 * change, lock, termination, expiry): Pusher's 4009 "connection is unauthorized", in the 4000-4099 range a client must
 * not reconnect from.
 */
export const ACCESS_ENDED_CLOSE = 4009;

/**
 * The most unused realtime grants one user holds (docs/security.md): enough for every tab and device they could have
 * open and subscribing at once; the oldest beyond it are dropped when a new one is made.
 */
export const MAX_GRANTS_PER_USER = 20;

interface Client {
  ws: WebSocket;
  socketId: string;
  /** Subscribed channel → the session that authorised it (null: a public channel, which needs none). */
  channels: Map<string, string | null>;
  /** The socket's subscribe and unsubscribe messages, handled one after another (a subscription reads its grant). */
  queue: Promise<void>;
}

/** The local Pusher-protocol-7 server with database fan-out (LISTEN/NOTIFY + realtime_events). */
export class Realtime {
  private readonly clients = new Map<string, Client>();
  private readonly origin = randomBytes(8).toString('hex');
  private unlisten: (() => Promise<void>) | null = null;
  private unlistenAuth: (() => Promise<void>) | null = null;
  private closed = false;
  private readonly kdb: Kdb;
  /** The sweep of ended sessions under way, and whether another change arrived while it ran. */
  private sweeping: Promise<void> | null = null;
  private sweepAgain = false;
  /**
   * Runs a function in the async context the server started in: a database notification may arrive inside a request's
   * transaction context, and the sweep's query must not join that transaction.
   */
  private readonly outside = new AsyncResource('Realtime');

  constructor(
    private readonly db: Db,
    readonly appKey: string,
    private readonly secret: string,
  ) {
    this.kdb = kyselyOf(db);
  }

  /** Starts listening for events published by other processes. */
  async start(): Promise<void> {
    this.unlisten = await this.db.listen('realtime', (payload) => {
      void this.onNotify(payload);
    });
    // Migrations 0010 and 0014: a session ended or a user's access changed in some process.
    this.unlistenAuth = await this.db.listen(AUTH_CHANGED_CHANNEL, () =>
      this.outside.runInAsyncScope(() => this.sweepEnded()),
    );
  }

  /**
   * Records that `sessionId` authorised `channel` on socket `socketId` (the channel's signature is handed out with it):
   * whichever process holds the socket reads it at the subscription. Grants older than an hour (never used) go, and
   * so do a user's oldest unused grants beyond {@link MAX_GRANTS_PER_USER} (over all their sessions): a subscription
   * takes its grant within moments, so only a caller minting signatures it never uses reaches the cap, and the table
   * stays bounded by users, not by requests.
   */
  async grant(socketId: string, channel: string, sessionId: string): Promise<void> {
    await this.kdb
      .insertInto('realtime_grants')
      .values({ socket_id: socketId, channel, session_id: sessionId })
      .onConflict((oc) =>
        oc.columns(['socket_id', 'channel']).doUpdateSet({ session_id: sessionId, created_at: sql<string>`now()` }),
      )
      .execute();
    await this.kdb
      .deleteFrom('realtime_grants')
      .where('created_at', '<', sql<string>`now() - interval '1 hour'`)
      .execute();
    await sql`DELETE FROM realtime_grants g USING (
        SELECT o.socket_id, o.channel FROM realtime_grants o JOIN web_sessions ws ON ws.id = o.session_id
        WHERE ws.user_id = (SELECT user_id FROM web_sessions WHERE id = ${sessionId})
        ORDER BY o.created_at DESC, o.socket_id DESC, o.channel DESC OFFSET ${MAX_GRANTS_PER_USER}
      ) old WHERE g.socket_id = old.socket_id AND g.channel = old.channel`.execute(this.kdb);
  }

  /** Takes the grant of a subscription: the session that authorised it, when that session still acts; else null. */
  private async takeGrant(socketId: string, channel: string): Promise<string | null> {
    const row = await this.kdb
      .deleteFrom('realtime_grants')
      .where('socket_id', '=', socketId)
      .where('channel', '=', channel)
      .returning('session_id')
      .executeTakeFirst();
    if (!row) return null;
    return (await liveSessionIds(this.kdb, [row.session_id])).has(row.session_id) ? row.session_id : null;
  }

  /**
   * Drops every subscription whose session no longer acts (signed out, password changed elsewhere, locked, terminated,
   * expired), after a NOTIFY auth_changed from any process; one sweep at a time, again when a change came meanwhile.
   */
  private sweepEnded(): void {
    if (this.sweeping) {
      this.sweepAgain = true;
      return;
    }
    this.sweeping = (async () => {
      do {
        this.sweepAgain = false;
        const sessions = new Set<string>();
        for (const c of this.clients.values()) for (const s of c.channels.values()) if (s) sessions.add(s);
        if (!sessions.size) continue;
        const live = await liveSessionIds(this.kdb, [...sessions]);
        for (const c of [...this.clients.values()])
          for (const [channel, s] of c.channels) if (s && !live.has(s)) this.endSubscription(c, channel);
      } while (this.sweepAgain && !this.closed);
    })()
      .catch(() => undefined)
      .finally(() => {
        this.sweeping = null;
      });
  }

  /**
   * Ends one private subscription whose session ended; a socket left without any subscription of a session that still
   * acts is closed with {@link ACCESS_ENDED_CLOSE} (its client must not reconnect: it would be refused anyway).
   */
  private endSubscription(client: Client, channel: string): void {
    client.channels.delete(channel);
    if ([...client.channels.values()].some((s) => s !== null)) return;
    this.clients.delete(client.socketId);
    if (client.ws.readyState === client.ws.OPEN || client.ws.readyState === client.ws.CONNECTING)
      client.ws.close(ACCESS_ENDED_CLOSE, 'Access ended');
  }

  private async onNotify(payload: string): Promise<void> {
    try {
      const { id, origin } = JSON.parse(payload) as { id: number; origin: string };
      if (origin === this.origin) return;
      const r = await this.kdb
        .selectFrom('realtime_events')
        .select(['channel', 'event', 'data'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (r) await this.deliver(r.channel, r.event, r.data);
    } catch {
      // a malformed notification is ignored
    }
  }

  /** Publishes `{type, id, data}` on `private-user-<userId>` to every process. */
  async publish(
    userId: number,
    event: RealtimeEvent | string,
    data: { type: string; id: unknown; data: unknown },
  ): Promise<void> {
    const channel = `private-user-${userId}`;
    const row = await this.kdb
      .insertInto('realtime_events')
      .values({ channel, event, data: JSON.stringify(data) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.deliver(channel, event, data);
    await this.db.notify('realtime', JSON.stringify({ id: row.id, origin: this.origin }));
    await this.kdb
      .deleteFrom('realtime_events')
      .where('created_at', '<', sql<string>`now() - interval '1 hour'`)
      .execute();
  }

  /**
   * Sends an event to this process's sockets subscribed to `channel`, each only while the session that authorised its
   * subscription still acts (checked now, so an event published before the notification of a sign-out arrives is not
   * sent either); a subscription whose session ended is dropped. When the check itself fails, nothing is sent.
   */
  private async deliver(channel: string, event: string, data: unknown): Promise<void> {
    const targets = [...this.clients.values()].filter((c) => c.channels.has(channel));
    if (!targets.length) return;
    const sessions = new Set(targets.map((c) => c.channels.get(channel)).filter((s): s is string => !!s));
    let live: Set<string>;
    try {
      live = await liveSessionIds(this.kdb, [...sessions]);
    } catch {
      return;
    }
    const msg = JSON.stringify({ event, channel, data: JSON.stringify(data) });
    for (const c of targets) {
      const session = c.channels.get(channel);
      if (session === undefined || this.clients.get(c.socketId) !== c) continue;
      if (session === null || live.has(session)) {
        if (c.ws.readyState === c.ws.OPEN) c.ws.send(msg);
      } else this.endSubscription(c, channel);
    }
  }

  /** `key:signature` for a private channel subscription. */
  sign(socketId: string, channel: string): string {
    return `${this.appKey}:${createHmac('sha256', this.secret).update(`${socketId}:${channel}`).digest('hex')}`;
  }

  private verify(socketId: string, channel: string, auth: string): boolean {
    const a = Buffer.from(this.sign(socketId, channel));
    const b = Buffer.from(auth);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /** Handles one WebSocket connection speaking the Pusher protocol. */
  accept(ws: WebSocket): void {
    if (this.closed) {
      // a connection that arrives while the server shuts down is sent on at once (4200: reconnect elsewhere)
      void closeSocket(ws, 1000);
      return;
    }
    const socketId = `${randomInt(1e9)}.${randomInt(1e9)}`;
    const client: Client = { ws, socketId, channels: new Map(), queue: Promise.resolve() };
    this.clients.set(socketId, client);
    const send = (o: unknown) => ws.send(JSON.stringify(o));
    send({
      event: 'pusher:connection_established',
      // Scaled out, the process holding the socket names itself (an extra field Pusher clients ignore).
      data: JSON.stringify({
        socket_id: socketId,
        activity_timeout: 120,
        ...(processName() && { server: processName() }),
      }),
    });
    ws.on('message', (raw) => {
      let msg: { event?: string; data?: unknown; channel?: string };
      try {
        msg = JSON.parse(String(raw)) as typeof msg;
      } catch {
        return;
      }
      const data = (typeof msg.data === 'string' ? safeJson(msg.data) : msg.data) as
        { channel?: unknown; auth?: unknown } | undefined;
      if (msg.event === 'pusher:ping') send({ event: 'pusher:pong', data: '{}' });
      else if (msg.event === 'pusher:subscribe' && typeof data?.channel === 'string' && data.channel) {
        const ch = data.channel;
        const isPrivate = ch.startsWith('private-');
        const signed = !isPrivate || (typeof data.auth === 'string' && this.verify(socketId, ch, data.auth));
        client.queue = client.queue.then(async () => {
          // A private channel opens with the session that authorised its signature, while that session acts.
          let session: string | null = null;
          let error = signed ? 'Access ended' : 'Invalid signature';
          try {
            if (signed && isPrivate) session = await this.takeGrant(socketId, ch);
          } catch {
            error = 'Subscription could not be checked';
          }
          if (this.clients.get(socketId) !== client) return;
          if (isPrivate && !session) {
            send({
              event: 'pusher:subscription_error',
              channel: ch,
              data: JSON.stringify({ type: 'AuthError', error, status: 401 }),
            });
            return;
          }
          client.channels.set(ch, session);
          send({ event: 'pusher_internal:subscription_succeeded', channel: ch, data: '{}' });
        });
        client.queue = client.queue.catch(() => undefined);
      } else if (msg.event === 'pusher:unsubscribe' && typeof data?.channel === 'string') {
        const ch = data.channel;
        client.queue = client.queue.then(() => {
          client.channels.delete(ch);
        });
      }
    });
    ws.on('close', () => this.clients.delete(socketId));
  }

  /**
   * Stops listening and closes every socket with 4200 (Pusher: reconnect now, e.g. to another process), waiting for
   * each close handshake; a client that does not answer within `graceMs` is cut off, so nothing (socket or ws's own
   * 30-second close timer) outlives close() and keeps the process up.
   */
  async close(graceMs = 1000): Promise<void> {
    this.closed = true;
    await this.unlisten?.();
    this.unlisten = null;
    await this.unlistenAuth?.();
    this.unlistenAuth = null;
    await this.sweeping;
    const sockets = [...this.clients.values()].map((c) => c.ws);
    this.clients.clear();
    await Promise.all(sockets.map((ws) => closeSocket(ws, graceMs)));
  }
}

/** Closes one socket gracefully, terminating it when the close handshake does not finish within `graceMs`. */
function closeSocket(ws: WebSocket, graceMs: number): Promise<void> {
  if (ws.readyState === ws.CLOSED) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const cutOff = setTimeout(() => ws.terminate(), graceMs);
    ws.once('close', () => {
      clearTimeout(cutOff);
      resolve();
    });
    if (ws.readyState !== ws.CLOSING) ws.close(4200, 'Server shutting down');
  });
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return undefined;
  }
}
