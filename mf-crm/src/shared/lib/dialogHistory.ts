import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Whether `search` holds a param under `prefix` (e.g. `contacts.`). */
export function hasParamsUnder(search: string, prefix: string): boolean {
  return [...new URLSearchParams(search).keys()].some((key) => key.startsWith(prefix));
}

/** `search` without its params under `prefix` (`?` included when some are left, '' otherwise). */
export function withoutParamsUnder(search: string, prefix: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (key.startsWith(prefix)) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The history entries a dialog's URL-kept list made since the dialog opened: `keys[0]` is the entry it opened
 * on, `at` the one shown. Kept past the dialog (module state), so a dialog shown again on one of these entries (Back
 * from a page a link in it led to, Forward) still knows where it was opened.
 */
interface Trail {
  pathname: string;
  keys: (string | null)[];
  at: number;
  /** Changes asked for whose entries are not seen yet (react-router may render once for two quick pushes). */
  pending: number;
  /** An entry came that this trail cannot place (Back past the opening, a correction): its close only cleans up. */
  lost: boolean;
}
const trails = new Map<string, Trail>();

/** What {@link useDialogHistory} gives the dialog. */
export interface DialogHistory {
  /** Call right before each change the dialog's list pushes (a tab, a page, a page size). */
  willPush: () => void;
  /** The address when the dialog closes; call it from the dialog's onClose. */
  leave: () => void;
}

/**
 * A dialog whose list keeps its state in the URL under `prefix` while it is open (X-01: the CRM view's contact
 * history, `contacts.`), each change a history entry (Back and Forward walk through them). Closing it takes the
 * address back to the entry the dialog was opened on, so the params it added are gone and Back then leaves the page
 * instead of walking through the states of a closed dialog; when that entry is not known (Back went past it), the
 * params under `prefix` are removed from the current entry (replace).
 */
export function useDialogHistory(prefix: string): DialogHistory {
  const location = useLocation();
  const navigate = useNavigate();
  const current = useRef(location);
  current.current = location;
  const trail = useRef<Trail | null>(null);

  useEffect(() => {
    const kept = trails.get(prefix);
    const { key, pathname } = location;
    let t = trail.current;
    if (!t) {
      // Opened: on one of a known trail's entries (shown again from the URL), or a new trail from here.
      const index = kept && kept.pathname === pathname && !kept.lost ? kept.keys.indexOf(key) : -1;
      t =
        index >= 0 && kept
          ? { ...kept, at: index, pending: 0 }
          : { pathname, keys: [key], at: 0, pending: 0, lost: false };
    } else if (t.keys[t.at] === key) {
      return;
    } else {
      const index = t.keys.indexOf(key);
      if (index >= 0) t = { ...t, at: index, pending: 0 };
      else if (t.pending > 0 && pathname === t.pathname) {
        const skipped = Array.from({ length: t.pending - 1 }, () => null);
        t = { ...t, keys: [...t.keys.slice(0, t.at + 1), ...skipped, key], at: t.at + t.pending, pending: 0 };
      } else t = { ...t, lost: true, pending: 0 };
    }
    trail.current = t;
    trails.set(prefix, t);
  }, [location, prefix]);

  const willPush = useCallback(() => {
    if (trail.current) trail.current.pending += 1;
  }, []);

  const leave = useCallback(() => {
    const t = trail.current;
    const { search } = current.current;
    if (t && !t.lost && t.at > 0) void navigate(-t.at);
    else if (hasParamsUnder(search, prefix))
      void navigate({ search: withoutParamsUnder(search, prefix) }, { replace: true });
  }, [navigate, prefix]);

  return { willPush, leave };
}

/**
 * Shows a dialog whose state is in the URL under `prefix` when the page is shown on an address that holds it (a
 * reload while it was open, Back from a page a link in it led to, Forward after it was closed): `open` is called.
 * Only on a new address, so a close that is taking the address back does not reopen it meanwhile.
 */
export function useOpenFromUrl(prefix: string, open: () => void): void {
  const location = useLocation();
  const opener = useRef(open);
  opener.current = open;
  useEffect(() => {
    if (hasParamsUnder(location.search, prefix)) opener.current();
  }, [location.key, location.search, prefix]);
}
