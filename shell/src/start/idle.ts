/**
 * Runs `work` once the browser is idle (within 1 s at the latest; 50 ms later where there is no
 * `requestIdleCallback`), unless `signal` aborts first. The shell's deferred work waits this way: the warm-up while
 * the visitor signs in (./warmUp.tsx) and the first page's settling (./firstPage.ts).
 */
export function whenIdle(work: () => void, signal?: AbortSignal): void {
  if (signal?.aborted) return;
  const run = () => {
    if (!signal?.aborted) work();
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 1000 });
    signal?.addEventListener('abort', () => window.cancelIdleCallback(id), { once: true });
    return;
  }
  const timer = setTimeout(run, 50);
  signal?.addEventListener('abort', () => clearTimeout(timer), { once: true });
}
