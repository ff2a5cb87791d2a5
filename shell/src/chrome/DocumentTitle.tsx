import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { VisuallyHidden } from '@tutoring/design-system';
import { buildTitle, platformStore, titlePartsAtom } from '@tutoring/platform';

/**
 * The page whose title was last said, or the address the shell's code was loaded at (that page the browser reads
 * itself). Kept across the frame's remounts: the first page after signing in on the small login page (which replaces
 * the whole page in the same document) and the sign-in page after signing out are said too.
 */
let toldPath = window.location.pathname;

/** How long a new page's title must stay unchanged before it is read out (the area sets its parts as it renders). */
const SETTLED_MS = 400;

/**
 * The document title: the current route's title parts and the app title. Its own component, so a page setting
 * its title re-renders only this, not the whole frame (issue 26: after sign-in the area sets its title as it mounts).
 *
 * A move to another page is told to screen readers by the new page's title in a polite live region, as the browser
 * itself does on a page load: a single-page application changes the page without a load, so nothing was said when a
 * link or Back showed another page. Said once the new page has declared its title and it has stayed the same a
 * moment (a record's page refines it as it loads). Not said: the page the document was loaded at (the browser reads
 * it), a change of the query alone (a list's filters, X-01: the same page), and a title that changes after it was
 * said while the person stays.
 */
export function DocumentTitle({ appTitle }: { appTitle: string }) {
  const titleParts = useAtomValue(titlePartsAtom, { store: platformStore });
  const title = buildTitle(titleParts, appTitle);
  const { pathname } = useLocation();
  const [told, setTold] = useState({ title: '', count: 0 });
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    // Between two pages the title is the app's alone (the old page withdrew its parts, the new one has not declared).
    if (toldPath === pathname || titleParts.length === 0) return;
    const timer = setTimeout(() => {
      toldPath = pathname;
      setTold((previous) => ({ title, count: previous.count + 1 }));
    }, SETTLED_MS);
    return () => clearTimeout(timer);
  }, [pathname, title, titleParts.length]);
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-route-announcer="">
      {/* A new node per move, so the same title after a move back is read again. */}
      {told.count > 0 ? <span key={told.count}>{told.title}</span> : null}
    </VisuallyHidden>
  );
}
