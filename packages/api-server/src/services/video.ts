import { randomBytes } from 'node:crypto';

/**
 * Video meetings of sessions (SES-*): Zoom when `ZOOM_JWT` is set, else local rooms served at `/local/meetings/{room}`
 * by src/resources/local; and the URL this server is reached at, used in those links and in K12 tickets.
 */

/** Video meeting provider. */
export interface VideoAdapter {
  createMeeting(sessionId: number): Promise<{ joinUrl: string; startUrl: string }>;
}

/**
 * The prefix of local meeting links: `API_PUBLIC_URL`, else none, so a link is relative (`/local/meetings/{room}`) and
 * opens on the origin the browser uses, the shell's, whose proxy serves `/local`. It named this process's listen URL
 * (`http://127.0.0.1:4000`), a port a browser behind the shell's proxy does not reach in production.
 */
const publicUrl = process.env.API_PUBLIC_URL ?? '';
/** `http://<address>:<port>` of a socket's local end (an IPv6 address in brackets, an IPv4-mapped one as IPv4). */
function socketOrigin(socket: { localAddress?: string; localPort?: number }): string {
  const address = (socket.localAddress ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.)/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${socket.localPort ?? 80}`;
}

/** The origin of `url`, normalised (lower-case host, no default port), or null when it is not a URL. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The URL a caller reaches this server at, for a link handed back to that caller (the K12 ticket's), never built from
 * a Host nobody vouches for (host-header injection): `API_PUBLIC_URL` when set; else the request's own origin
 * (`req.protocol`/`req.host`: behind the shell's proxy its `X-Forwarded-Proto`/`X-Forwarded-Host`, which count only
 * from a proxy listed in `TRUST_PROXY`) when it is one the server knows: the address it was reached on (the socket's
 * local end, which no header changes) or an origin it already trusts with credentials (`CORS_ORIGINS`, the login's
 * CSRF check uses the same list); any other Host gets that listen address.
 */
export function requestBaseUrl(
  req: { protocol: string; host: string; socket: { localAddress?: string; localPort?: number } },
  trustedOrigins: readonly string[],
): string {
  if (process.env.API_PUBLIC_URL) return process.env.API_PUBLIC_URL;
  const listen = socketOrigin(req.socket);
  const asked = originOf(`${req.protocol}://${req.host}`);
  const known = [listen, ...trustedOrigins].map(originOf);
  return asked !== null && known.includes(asked) ? asked : listen;
}

/** The configured video adapter: local meeting rooms served here unless ZOOM_JWT is set. */
export function videoAdapter(): VideoAdapter {
  const token = process.env.ZOOM_JWT;
  if (token) {
    return {
      async createMeeting(sessionId) {
        const res = await fetch(`${process.env.ZOOM_API_URL ?? 'https://api.zoom.us/v2'}/users/me/meetings`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ topic: `Session ${sessionId}`, type: 1 }),
        });
        if (!res.ok) throw new Error(`Zoom replied ${res.status}`);
        const json = (await res.json()) as { join_url: string; start_url: string };
        return { joinUrl: json.join_url, startUrl: json.start_url };
      },
    };
  }
  return {
    async createMeeting(sessionId) {
      const room = `${sessionId}-${randomBytes(6).toString('hex')}`;
      return {
        joinUrl: `${publicUrl}/local/meetings/${room}`,
        startUrl: `${publicUrl}/local/meetings/${room}?role=host`,
      };
    },
  };
}
