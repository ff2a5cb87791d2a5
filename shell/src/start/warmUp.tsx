import { formatDate, machineTimeZone } from '@tutoring/domain';
import { renderOffScreen, warmUpArea } from '@tutoring/platform';
import { ChromeWarmUp } from '../chrome/ShellApp';
import { whenIdle } from './idle';
import type { LikelyArea } from './preload';

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
