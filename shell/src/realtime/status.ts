import { atom } from 'jotai';

/**
 * Whether the live updates are paused: the realtime connection was lost after the user's channel had been subscribed,
 * and it has not been subscribed again yet. Set by {@link connectRealtime} on the platform store; the chrome
 * says so (`LiveUpdatesStatus`).
 */
export const liveUpdatesPausedAtom = atom(false);
