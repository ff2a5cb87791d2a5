import { randomBytes } from 'node:crypto';

/**
 * Video meetings of sessions (SES-*): Zoom when `ZOOM_JWT` is set, else local rooms served at `/local/meetings/{room}`
 * by src/resources/local; and the URL this server is reached at, used in those links and in K12 tickets.
 */

/** Video meeting provider. */
export interface VideoAdapter {
  createMeeting(sessionId: number): Promise<{ joinUrl: string; startUrl: string }>;
}

let publicUrl = process.env.API_PUBLIC_URL ?? '';
/** The URL this server is reached at ('' = relative), used in local meeting and K12 links. */
export const publicBaseUrl = (): string => publicUrl;
/** Sets the URL this server is reached at (used in local meeting links). */
export const setPublicUrl = (url: string): void => {
  if (!process.env.API_PUBLIC_URL) publicUrl = url;
};

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
