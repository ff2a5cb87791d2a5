import { api } from '@tutoring/api-client';
import { type RuntimeSettings, platformStore, reportError } from '@tutoring/platform';
import { REALTIME_EVENTS, type RealtimeReactions, handleRealtimeEvent, resyncAfterGap } from './events';
import { PusherLite } from './pusher-lite';
import { liveUpdatesPausedAtom } from './status';

/**
 * Subscribes to the user's private channel `private-user-<id>` (OP-34) over the Pusher protocol (PusherLite, issue 13),
 * authorised at /api/auth/pusher/auth through the API client (so CSRF and spoofing headers apply). After a
 * reconnection the shell reads again what the missed events would have changed (resyncAfterGap). While the
 * connection is lost after having been up, `liveUpdatesPausedAtom` is true (the chrome says live updates are paused).
 * Returns the disconnect function.
 */
export async function connectRealtime(
  settings: RuntimeSettings['realtime'],
  userId: number,
  reactions: RealtimeReactions,
): Promise<() => void> {
  try {
    const pusher = new PusherLite({
      key: settings.key,
      host: settings.wsHost || window.location.hostname,
      port: settings.wsPort,
      tls: settings.forceTLS,
      authorize: (socketId, channelName) => api.realtime.authorize(socketId, channelName),
      onError: (error) => reportError(error, { phase: 'realtime' }),
      onResubscribed: () => resyncAfterGap(reactions),
      onLiveChange: (live) => platformStore.set(liveUpdatesPausedAtom, !live),
      // Refused for good (4009: the session that signed the channel has ended): no "Reconnecting…" that will not
      // happen; the current user is read again, which signs an ended session out (SHL-05) and keeps a live one.
      onRefused: () => {
        platformStore.set(liveUpdatesPausedAtom, false);
        void reactions.reloadCurrentUser();
      },
    });
    const channel = pusher.subscribe(`private-user-${userId}`);
    for (const event of REALTIME_EVENTS)
      channel.bind(event, (payload: unknown) => handleRealtimeEvent(event, payload, reactions));
    return () => {
      pusher.disconnect();
      platformStore.set(liveUpdatesPausedAtom, false);
    };
  } catch (error) {
    reportError(error, { phase: 'realtime-connect' });
    return () => undefined;
  }
}
