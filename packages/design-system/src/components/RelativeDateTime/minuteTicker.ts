/**
 * One minute ticker for every {@link RelativeDateTime} of a bundle (issue 26): a 25-row table with a relative date in
 * each row runs one interval, not 25. The interval starts when the first instance subscribes and stops when the last
 * one unsubscribes. It carries no time: a tick only tells the subscribers to read the clock again (`Date.now()`), so
 * an instance mounted between two ticks still compares with the present, as each instance's own state did before.
 */
const MINUTE = 60_000;

const listeners = new Set<() => void>();
let interval: ReturnType<typeof setInterval> | undefined;

function tick() {
  for (const listener of listeners) listener();
}

/** `useSyncExternalStore`'s subscribe: calls `listener` once a minute while subscribed. */
export function subscribeToMinutes(listener: () => void): () => void {
  listeners.add(listener);
  interval ??= setInterval(tick, MINUTE);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && interval !== undefined) {
      clearInterval(interval);
      interval = undefined;
    }
  };
}
