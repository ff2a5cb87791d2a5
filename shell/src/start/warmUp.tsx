import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { formatDate, machineTimeZone } from '@tutoring/domain';
import { ChromeWarmUp } from '../chrome/ShellApp';

/**
 * While the visitor types on the small login page (the shell held at its gate), does ahead what the first render
 * after the sign-in reply would otherwise do first on the main thread (issue 26):
 * - the date formatter of the browser's zone, usually the user's (domain `formatDate`'s cache: the first
 *   `Intl.DateTimeFormat` with a zone loads the platform's time-zone data, later zones are cheap);
 * - the signed-in frame's styles, rendered once off-screen ({@link ChromeWarmUp}).
 * Runs when the browser is idle; returns a cancel, called when the gate opens (a visitor who pasted and clicked at
 * once gets nothing of it in the way).
 */
export function warmUpWhileSigningIn(): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    formatDate(Date.now(), machineTimeZone());
    const root = createRoot(document.createElement('div'));
    flushSync(() => root.render(<ChromeWarmUp />));
    root.unmount();
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 1000 });
    return () => {
      cancelled = true;
      window.cancelIdleCallback(id);
    };
  }
  const timer = setTimeout(run, 50);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
