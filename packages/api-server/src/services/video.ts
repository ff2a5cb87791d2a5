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
/**
 * The URL a caller reaches this server at, for a link handed back to that caller (the K12 ticket's): `API_PUBLIC_URL`
 * when set, else the request's own origin. Behind the shell's proxy that is the shell's origin (its `X-Forwarded-Proto`
 * and `X-Forwarded-Host` count, like `X-Forwarded-For`, only from a proxy listed in `TRUST_PROXY`), not this process's
 * port; without a trusted proxy, the `Host` the caller sent.
 */
export const requestBaseUrl = (req: { protocol: string; host: string }): string =>
  process.env.API_PUBLIC_URL || `${req.protocol}://${req.host}`;

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
