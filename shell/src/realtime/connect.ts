import { api } from '@tutoring/api-client';
import { type RuntimeSettings, reportError } from '@tutoring/platform';
import { REALTIME_EVENTS, type RealtimeReactions, handleRealtimeEvent } from './events';

/**
 * Subscribes to the user's private channel `private-user-<id>` (OP-34) with pusher-js, authorised at
 * /api/auth/pusher/auth through the API client (so CSRF and spoofing headers apply). pusher-js is loaded on demand.
 * Returns the disconnect function.
 */
export async function connectRealtime(settings: RuntimeSettings['realtime'], userId: number, reactions: RealtimeReactions): Promise<() => void> {
  try {
    const { default: Pusher } = await import('pusher-js');
    const pusher = new Pusher(settings.key, {
      cluster: 'local',
      wsHost: settings.wsHost || window.location.hostname,
      wsPort: settings.wsPort,
      wssPort: settings.wsPort,
      forceTLS: settings.forceTLS,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
      channelAuthorization: {
        endpoint: settings.authEndpoint,
        transport: 'ajax',
        customHandler: ({ socketId, channelName }, callback) => {
          api.realtime
            .authorize(socketId, channelName, { handleErrors: false })
            .then((reply) => callback(null, reply))
            .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null));
        },
      },
    });
    const channel = pusher.subscribe(`private-user-${userId}`);
    for (const event of REALTIME_EVENTS) channel.bind(event, (payload: unknown) => handleRealtimeEvent(event, payload, reactions));
    return () => pusher.disconnect();
  } catch (error) {
    reportError(error, { phase: 'realtime-connect' });
    return () => undefined;
  }
}
