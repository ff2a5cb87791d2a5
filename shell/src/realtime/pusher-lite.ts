/**
 * A small client of the Pusher Channels protocol 7 (issue 13: it replaces pusher-js, 17 KB gzip of every page, by
 * about 1 KB). It covers what the shell uses: one WebSocket, private channels authorised by a callback, events
 * bound per channel, the protocol's ping/pong activity check, and reconnection with back-off (the channels are
 * authorised again with the new socket id, and `onResubscribed` tells the caller events may have been missed). No
 * HTTP fallback transports, presence channels or client events.
 */

/** Reply of a channel authorisation (`{ auth }`, plus `channel_data` for presence channels). */
export interface ChannelAuth {
  auth: string;
  channel_data?: string;
}

/** Options of {@link PusherLite}. */
export interface PusherLiteOptions {
  /** The app key (the socket path is `/app/<key>`). */
  key: string;
  host: string;
  port: number;
  /** wss:// when true. */
  tls: boolean;
  /** Authorises a private channel for a socket id (the server's `key:signature`). */
  authorize: (socketId: string, channel: string) => Promise<ChannelAuth>;
  /** Told of subscription and authorisation failures. */
  onError?: (error: Error) => void;
  /**
   * Told when a channel is subscribed again after a reconnection: the events published while the connection was down
   * were not received, so what they would have changed is to be read again.
   */
  onResubscribed?: (channel: string) => void;
  /**
   * Told when the live updates stop and start again: false when the connection is lost after a channel had been
   * subscribed (a dropped socket, the browser gone offline), true once a channel is subscribed again. Not told at the
   * first subscription, nor by {@link PusherLite.disconnect}.
   */
  onLiveChange?: (live: boolean) => void;
  /**
   * Told when the server closes the connection for good (Pusher codes 4000-4099, e.g. 4009 when the session that
   * signed the subscription has ended): the client does not reconnect.
   */
  onRefused?: (code: number) => void;
  /** The WebSocket constructor (the browser's by default). */
  WebSocketImpl?: typeof WebSocket;
  /** First reconnection delay in ms (doubles up to 30 s). Default 1000. */
  retryMs?: number;
}

type Handler = (data: unknown) => void;

interface Frame {
  event?: string;
  channel?: string;
  data?: unknown;
}

const parse = (text: unknown): unknown => {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** A Pusher protocol 7 connection. It connects when created; {@link PusherLite.disconnect} ends it for good. */
export class PusherLite {
  private socket: WebSocket | null = null;
  private socketId: string | null = null;
  private readonly channels = new Map<string, Map<string, Handler[]>>();
  /** Channels whose subscription has succeeded at least once (a later success follows a gap). */
  private readonly subscribed = new Set<string>();
  private stopped = false;
  /** A channel was subscribed on the current connection (live updates arrive). */
  private live = false;
  /** The connection was lost while live, and no channel has been subscribed again since. */
  private paused = false;
  private retries = 0;
  private activityMs = 120_000;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly onOnline = () => {
    if (!this.socket && !this.stopped) this.reconnect(0);
  };
  /** The browser knows the network is gone: the socket itself would notice only at its next ping (up to 150 s). */
  private readonly onOffline = () => {
    const socket = this.socket;
    if (!socket || this.stopped) return;
    this.dropped();
    socket.close();
    this.reconnect();
  };

  constructor(private readonly options: PusherLiteOptions) {
    if (typeof window !== 'undefined') {
      window.addEventListener('online', this.onOnline);
      window.addEventListener('offline', this.onOffline);
    }
    this.open();
  }

  /** The socket id once connected (null before and between connections). */
  get id(): string | null {
    return this.socketId;
  }

  /** Subscribes to a channel (authorised once connected, and again after each reconnection). */
  subscribe(channel: string): { bind: (event: string, handler: Handler) => void } {
    if (!this.channels.has(channel)) {
      this.channels.set(channel, new Map());
      if (this.socketId) void this.join(channel);
    }
    const events = this.channels.get(channel)!;
    return { bind: (event, handler) => events.set(event, [...(events.get(event) ?? []), handler]) };
  }

  /** Closes the connection and stops reconnecting. */
  disconnect(): void {
    this.stopped = true;
    clearTimeout(this.idleTimer);
    clearTimeout(this.retryTimer);
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', this.onOnline);
      window.removeEventListener('offline', this.onOffline);
    }
    this.socket?.close();
    this.socket = null;
    this.socketId = null;
  }

  private open(): void {
    const { key, host, port, tls, WebSocketImpl = WebSocket } = this.options;
    const socket = new WebSocketImpl(
      `${tls ? 'wss' : 'ws'}://${host}:${port}/app/${encodeURIComponent(key)}?protocol=7&client=js&version=8.4.0&flash=false`,
    );
    this.socket = socket;
    socket.onmessage = (message: MessageEvent) => {
      if (this.socket === socket) this.receive(parse(message.data) as Frame);
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.dropped();
      // Pusher close codes: 4000-4099 must not reconnect; 4200-4299 reconnect at once; others back off.
      if (event.code >= 4000 && event.code < 4100) {
        this.stopped = true;
        this.options.onRefused?.(event.code);
      } else if (!this.stopped) this.reconnect(event.code >= 4200 && event.code < 4300 ? 0 : undefined);
    };
  }

  /** The current socket is gone (closed, or given up for an offline browser): the live updates pause. */
  private dropped(): void {
    this.socket = null;
    this.socketId = null;
    clearTimeout(this.idleTimer);
    if (!this.live) return;
    this.live = false;
    this.paused = true;
    this.options.onLiveChange?.(false);
  }

  private reconnect(delay = Math.min(30_000, (this.options.retryMs ?? 1000) * 2 ** this.retries++)): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      if (!this.stopped && !this.socket) this.open();
    }, delay);
  }

  /** Any frame proves the connection alive; after activity_timeout of silence ping, and drop it when no answer. */
  private alive(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.send('pusher:ping', {});
      this.idleTimer = setTimeout(() => this.socket?.close(), 30_000);
    }, this.activityMs);
  }

  private receive(frame: Frame): void {
    this.alive();
    const data = parse(frame.data);
    if (frame.event === 'pusher:connection_established') {
      const established = data as { socket_id: string; activity_timeout?: number };
      this.socketId = established.socket_id;
      this.retries = 0;
      this.activityMs = Math.min(established.activity_timeout ?? 120, 120) * 1000;
      this.alive();
      for (const channel of this.channels.keys()) void this.join(channel);
    } else if (frame.event === 'pusher_internal:subscription_succeeded' && frame.channel) {
      if (this.subscribed.has(frame.channel)) this.options.onResubscribed?.(frame.channel);
      else this.subscribed.add(frame.channel);
      this.live = true;
      if (this.paused) {
        this.paused = false;
        this.options.onLiveChange?.(true);
      }
    } else if (frame.event === 'pusher:ping') this.send('pusher:pong', {});
    else if (frame.event === 'pusher:subscription_error' || frame.event === 'pusher:error') {
      this.options.onError?.(new Error(`${frame.event} ${frame.channel ?? ''} ${JSON.stringify(data)}`.trim()));
    } else if (frame.channel && frame.event) {
      for (const handler of this.channels.get(frame.channel)?.get(frame.event) ?? []) handler(data);
    }
  }

  private async join(channel: string): Promise<void> {
    const socketId = this.socketId;
    if (!socketId) return;
    try {
      const auth =
        channel.startsWith('private-') || channel.startsWith('presence-')
          ? await this.options.authorize(socketId, channel)
          : undefined;
      // A reconnection while authorising gives a new socket id: that connection subscribes on its own.
      if (this.socketId === socketId) this.send('pusher:subscribe', { channel, ...auth });
    } catch (error) {
      this.options.onError?.(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private send(event: string, data: object): void {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify({ event, data }));
  }
}
