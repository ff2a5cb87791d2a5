import { createContext, useContext, useEffect } from 'react';
import { OffScreenContext } from './off-screen';
import { platformStore, titlePartsAtom } from './session';

/** Separator between title parts (OP-22). */
export const TITLE_SEPARATOR = ' - ';

/**
 * How deep a title declaration sits: a route's title is declared at one depth, a page inside it that refines the
 * title ("Paula Parent" for "Parent") one deeper. The deepest declaration mounted wins, whatever order React runs
 * their effects in, so a page's title is the same on every visit (issue 25).
 */
export const TitleDepthContext = createContext(0);

interface Declaration {
  depth: number;
  parts: string[];
}
const declarations = new Map<symbol, Declaration>();

function publish(): void {
  let winner: Declaration | null = null;
  for (const declaration of declarations.values()) {
    if (!winner || declaration.depth >= winner.depth) winner = declaration;
  }
  platformStore.set(titlePartsAtom, winner?.parts ?? []);
}

/**
 * Declares the title chain of the current route, innermost first, e.g. `['Parent', 'Parents']`.
 * The shell joins it with the app title: "Parent - Parents - Admin". Leaving the page withdraws it, so the next page
 * (or one that declares none, like the shell's home) never shows it.
 * Off screen (an area's warm-up, ./warm-up.tsx) it declares nothing.
 */
export function useRouteTitle(parts: readonly string[]): void {
  const depth = useContext(TitleDepthContext);
  const offScreen = useContext(OffScreenContext);
  const key = parts.join('\u0000');
  useEffect(() => {
    if (offScreen) return;
    const id = Symbol('title');
    declarations.set(id, { depth, parts: key ? key.split('\u0000') : [] });
    publish();
    return () => {
      declarations.delete(id);
      publish();
    };
  }, [key, depth, offScreen]);
}

/** Builds document.title from the route's parts and the app title (OP-22). */
export function buildTitle(parts: readonly string[], appTitle: string): string {
  return [...parts.filter(Boolean), appTitle].join(TITLE_SEPARATOR);
}
