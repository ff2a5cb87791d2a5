import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { WebSocket } from 'ws';
import { processName } from './cluster';
import { sql } from 'kysely';
import type { Db } from './db/adapter';
import { type Kdb, kyselyOf } from './db/kysely';

/** Events the server publishes on a user's private channel (SRV-12). */
export type RealtimeEvent = 'heads-up' | 'new-notice' | 'student-change' | 'user-change';

interface Client {
  ws: WebSocket;
  socketId: string;
  channels: Set<string>;
}

/** The local Pusher-protocol-7 server with database fan-out (LISTEN/NOTIFY + realtime_events). */
export class Realtime {
  private readonly clients = new Map<string, Client>();
  private readonly origin = randomBytes(8).toString('hex');
  private unlisten: (() => Promise<void>) | null = null;
  private closed = false;
  private readonly kdb: Kdb;

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
      if (r) this.deliver(r.channel, r.event, r.data);
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
    this.deliver(channel, event, data);
    await this.db.notify('realtime', JSON.stringify({ id: row.id, origin: this.origin }));
    await this.kdb
      .deleteFrom('realtime_events')
      .where('created_at', '<', sql<string>`now() - interval '1 hour'`)
      .execute();
  }

  private deliver(channel: string, event: string, data: unknown): void {
    const msg = JSON.stringify({ event, channel, data: JSON.stringify(data) });
    for (const c of this.clients.values()) if (c.channels.has(channel)) c.ws.send(msg);
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
    const socketId = `${Math.floor(Math.random() * 1e9)}.${Math.floor(Math.random() * 1e9)}`;
    const client: Client = { ws, socketId, channels: new Set() };
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
        { channel?: string; auth?: string } | undefined;
      if (msg.event === 'pusher:ping') send({ event: 'pusher:pong', data: '{}' });
      else if (msg.event === 'pusher:subscribe' && data?.channel) {
        const ch = data.channel;
        if (ch.startsWith('private-') && !(data.auth && this.verify(socketId, ch, data.auth))) {
          send({
            event: 'pusher:subscription_error',
            channel: ch,
            data: JSON.stringify({ type: 'AuthError', error: 'Invalid signature', status: 401 }),
          });
          return;
        }
        client.channels.add(ch);
        send({ event: 'pusher_internal:subscription_succeeded', channel: ch, data: '{}' });
      } else if (msg.event === 'pusher:unsubscribe' && data?.channel) client.channels.delete(data.channel);
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
