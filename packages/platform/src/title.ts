import { useEffect } from 'react';
import { platformStore, titlePartsAtom } from './session';

/** Separator between title parts (OP-22). */
export const TITLE_SEPARATOR = ' - ';

/**
 * Declares the title chain of the current route, innermost first, e.g. `['Parent', 'Parents']`.
 * The shell joins it with the app title: "Parent - Parents - Admin".
 */
export function useRouteTitle(parts: readonly string[]): void {
  const key = parts.join('\u0000');
  useEffect(() => {
    const own = key ? key.split('\u0000') : [];
    platformStore.set(titlePartsAtom, own);
    // Leaving the page clears its parts, so the next page (or a page that declares none, like the shell's home)
    // never shows them: a page's title is the same on every visit (issue 25).
    return () => {
      if (platformStore.get(titlePartsAtom) === own) platformStore.set(titlePartsAtom, []);
    };
  }, [key]);
}

/** Builds document.title from the route's parts and the app title (OP-22). */
export function buildTitle(parts: readonly string[], appTitle: string): string {
  return [...parts.filter(Boolean), appTitle].join(TITLE_SEPARATOR);
}
