import { formatDate, machineTimeZone } from '@tutoring/domain';
import { renderOffScreen, warmUpArea } from '@tutoring/platform';
import { ChromeWarmUp } from '../chrome/ShellApp';
import { whenIdle } from './idle';
import type { AreaPage, LikelyArea } from './preload';

/**
 * While the visitor types on the small login page (the shell held at its gate), does ahead what the first render
 * after the sign-in reply would otherwise do first on the main thread (issue 26):
 * - the date formatter of the browser's zone, usually the user's (domain `formatDate`'s cache: the first
 *   `Intl.DateTimeFormat` with a zone loads the platform's time-zone data, later zones are cheap);
 * - the signed-in frame's styles, rendered once off-screen ({@link ChromeWarmUp}; platform `renderOffScreen`, a
 *   transition that yields to the browser every few ms);
 * - once its code has loaded (`area`, the preloader's `whileSigningIn()`), the first page of the area the sign-in
 *   leads to, rendered once off-screen with placeholder data as the area declares it (platform `warmUpArea`).
 * Each runs when the browser is idle; returns a cancel, called when the gate opens (a visitor who pasted and clicked
 * at once gets nothing of it in the way; a render under way is dropped).
 */
export function warmUpWhileSigningIn(area?: LikelyArea | null): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  whenIdle(() => {
    formatDate(Date.now(), machineTimeZone());
    void renderOffScreen(<ChromeWarmUp />, { signal });
  }, signal);
  if (area) void area.loaded.then(() => whenIdle(() => void warmUpArea(area.name, area.path, { signal }), signal));
  return () => controller.abort();
}

/** Resolves once the browser is idle ({@link whenIdle}) or `signal` aborts, whichever comes first. */
const idleOrAborted = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    whenIdle(resolve, signal);
    signal.addEventListener('abort', () => resolve(), { once: true });
  });

/**
 * The first visit of each area (issue 26 point 3): once the first page after the sign-in has settled and the preloader
 * has fetched an area's code and its first page's data (./preload.ts `rest()`), that page is rendered once off-screen
 * with placeholder data as the area declares it (platform `warmUpArea`), so the click on its navigation link mounts
 * compiled code whose styles are already in the sheet. `add` queues an area's page; the pages are warmed one at a
 * time, each when the browser is idle, in the order they were added:
 * - an area is queued once (the platform warms a page once per page load: the area warmed while the visitor signed
 *   in is not warmed again);
 * - `wanted(name)` is asked just before each warm-up: false (the area is on screen, has been visited, or the user may
 *   not open it) skips it;
 * - a navigation (single-spa's `before-routing-event`) drops the warm-up under way at once, so a click never waits for
 *   it; that area is asked again once the browser is idle after the navigation.
 * `stop` drops the one under way and the rest.
 */
export function warmUpAreasInTurn({ wanted }: { wanted: (name: string) => boolean }) {
  const queue: AreaPage[] = [];
  const queued = new Set<string>();
  let current: AbortController | null = null;
  let stopped = false;
  const navigated = () => current?.abort();
  window.addEventListener('single-spa:before-routing-event', navigated);

  const warmNext = async () => {
    while (queue.length && !stopped) {
      const page = queue[0]!;
      const controller = new AbortController();
      current = controller;
      await idleOrAborted(controller.signal);
      if (!controller.signal.aborted) {
        if (wanted(page.name)) await warmUpArea(page.name, page.path, { signal: controller.signal });
        // Dropped by a navigation: the same area again, once idle (unless it was the one opened).
        if (!controller.signal.aborted) queue.shift();
      }
    }
    current = null;
  };

  return {
    add(page: AreaPage): void {
      if (stopped || queued.has(page.name)) return;
      queued.add(page.name);
      queue.push(page);
      if (!current) void warmNext();
    },
    stop(): void {
      stopped = true;
      window.removeEventListener('single-spa:before-routing-event', navigated);
      current?.abort();
    },
  };
}
