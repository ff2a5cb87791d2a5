/**
 * @jest-environment node
 */
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocket as NodeWebSocket, WebSocketServer } from 'ws';
import { PusherLite } from './pusher-lite';

/**
 * A Pusher protocol 7 server as the api-server's realtime.ts speaks it (connection_established, HMAC-signed private
 * subscriptions, ping/pong, events as JSON strings), on a real socket. The composed product's server is exercised
 * by e2e/tests/shell.test.ts (SHL-16, X-04).
 */
class Realtime {
  private readonly channels = new Map<NodeWebSocket, Set<string>>();
  private next = 1;
  constructor(private readonly secret: string) {}
  sign(socketId: string, channel: string): string {
    return `local-key:${createHmac('sha256', this.secret).update(`${socketId}:${channel}`).digest('hex')}`;
  }
  accept(ws: NodeWebSocket): void {
    const socketId = `${this.next++}.1`;
    const channels = new Set<string>();
    this.channels.set(ws, channels);
    const send = (o: unknown) => ws.send(JSON.stringify(o));
    send({
      event: 'pusher:connection_established',
      data: JSON.stringify({ socket_id: socketId, activity_timeout: 120 }),
    });
    ws.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as { event: string; data: { channel?: string; auth?: string } };
      const { channel, auth } = msg.data;
      if (msg.event === 'pusher:ping') send({ event: 'pusher:pong', data: '{}' });
      else if (msg.event === 'pusher:subscribe' && channel) {
        if (auth !== this.sign(socketId, channel)) {
          send({
            event: 'pusher:subscription_error',
            channel,
            data: JSON.stringify({ type: 'AuthError', error: 'Invalid signature', status: 401 }),
          });
          return;
        }
        channels.add(channel);
        send({ event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
      }
    });
    ws.on('close', () => this.channels.delete(ws));
  }
  async publish(userId: number, event: string, data: unknown): Promise<void> {
    const channel = `private-user-${userId}`;
    for (const [ws, channels] of this.channels)
      if (channels.has(channel)) ws.send(JSON.stringify({ event, channel, data: JSON.stringify(data) }));
  }
  async close(): Promise<void> {
    for (const ws of this.channels.keys()) ws.close();
  }
}

let realtime: Realtime;
let server: WebSocketServer;
let port: number;
let refused = 0;
const sockets: NodeWebSocket[] = [];
const clients: PusherLite[] = [];

beforeEach(async () => {
  refused = 0;
  realtime = new Realtime('secret');
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  server.on('connection', (ws, request) => {
    if (request.url?.startsWith('/app/local-key?protocol=7')) {
      sockets.push(ws);
      realtime.accept(ws);
    } else {
      refused++;
      ws.close(4001);
    }
  });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  sockets.splice(0);
  await realtime.close();
  await new Promise((resolve) => server.close(resolve));
});

const connect = (
  authorize = async (socketId: string, channel: string) => ({ auth: realtime.sign(socketId, channel) }),
  onError = jest.fn(),
  onResubscribed?: (channel: string) => void,
) => {
  const client = new PusherLite({
    key: 'local-key',
    host: '127.0.0.1',
    port,
    tls: false,
    authorize,
    onError,
    onResubscribed,
    retryMs: 20,
    WebSocketImpl: NodeWebSocket as unknown as typeof WebSocket,
  });
  clients.push(client);
  return client;
};

/** Publishes until the client got it (the subscription is confirmed asynchronously). */
async function publishUntil(received: unknown[], userId = 7) {
  for (let i = 0; i < 100 && received.length === 0; i++) {
    await realtime.publish(userId, 'new-notice', { type: 'notice', id: 1, data: { title: 'Hello' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('PusherLite against a Pusher protocol 7 server', () => {
  it('SHL-16, X-04: a private channel authorised with the socket id receives the events published for the user', async () => {
    const authorize = jest.fn(async (socketId: string, channel: string) => ({
      auth: realtime.sign(socketId, channel),
    }));
    const client = connect(authorize);
    const received: unknown[] = [];
    client.subscribe('private-user-7').bind('new-notice', (data) => received.push(data));
    await publishUntil(received);
    expect(received[0]).toEqual({ type: 'notice', id: 1, data: { title: 'Hello' } });
    expect(authorize).toHaveBeenCalledWith(client.id, 'private-user-7');
  });

  it('X-04: events of another user or another event name are not delivered', async () => {
    const client = connect();
    const notices: unknown[] = [];
    const changes: unknown[] = [];
    const channel = client.subscribe('private-user-7');
    channel.bind('new-notice', (data) => notices.push(data));
    channel.bind('user-change', (data) => changes.push(data));
    await publishUntil(notices);
    await realtime.publish(8, 'user-change', { type: 'user', id: 8, data: null });
    await realtime.publish(7, 'user-change', { type: 'user', id: 7, data: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(changes).toEqual([{ type: 'user', id: 7, data: null }]);
  });

  it('a refused authorisation is reported and nothing is received', async () => {
    const onError = jest.fn();
    const client = connect(async () => ({ auth: 'local-key:forged' }), onError);
    const received: unknown[] = [];
    client.subscribe('private-user-7').bind('new-notice', (data) => received.push(data));
    for (let i = 0; i < 100 && onError.mock.calls.length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(String(onError.mock.calls[0]?.[0])).toContain('pusher:subscription_error');
    await realtime.publish(7, 'new-notice', { type: 'notice', id: 1, data: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
  });

  it('reconnects after the connection drops, subscribes again with the new socket id and says events may be missed', async () => {
    const onResubscribed = jest.fn();
    const client = connect(undefined, undefined, onResubscribed);
    const received: unknown[] = [];
    client.subscribe('private-user-7').bind('new-notice', (data) => received.push(data));
    await publishUntil(received);
    // The first subscription is not a gap.
    expect(onResubscribed).not.toHaveBeenCalled();
    const firstId = client.id;
    sockets[0]?.terminate();
    received.splice(0);
    for (let i = 0; i < 100 && (client.id === null || client.id === firstId); i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await publishUntil(received);
    expect(client.id).not.toBe(firstId);
    expect(received).toHaveLength(1);
    expect(onResubscribed).toHaveBeenCalledTimes(1);
    expect(onResubscribed).toHaveBeenCalledWith('private-user-7');
  });

  it("answers the server's pusher:ping with pusher:pong", async () => {
    const client = connect();
    const received: unknown[] = [];
    client.subscribe('private-user-7').bind('new-notice', (data) => received.push(data));
    await publishUntil(received);
    const pongs: unknown[] = [];
    sockets[0]?.on('message', (raw) => pongs.push(JSON.parse(String(raw))));
    sockets[0]?.send(JSON.stringify({ event: 'pusher:ping', data: '{}' }));
    for (let i = 0; i < 100 && pongs.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pongs).toEqual([{ event: 'pusher:pong', data: {} }]);
  });

  it('does not reconnect after a 4000-4099 close (the app key is refused)', async () => {
    const client = new PusherLite({
      key: 'other-key',
      host: '127.0.0.1',
      port,
      tls: false,
      authorize: async () => ({ auth: '' }),
      retryMs: 10,
      WebSocketImpl: NodeWebSocket as unknown as typeof WebSocket,
    });
    clients.push(client);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(refused).toBe(1);
    expect(client.id).toBeNull();
  });

  it('disconnect closes the socket for good (no reconnection)', async () => {
    const client = connect();
    const received: unknown[] = [];
    client.subscribe('private-user-7').bind('new-notice', (data) => received.push(data));
    await publishUntil(received);
    client.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.readyState).toBe(NodeWebSocket.CLOSED);
  });
});
