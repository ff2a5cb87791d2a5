import type { QueryClient } from '@tanstack/react-query';
import {
  type RemoteEntry,
  type RemoteRegistry,
  preloadArea,
  preloadAreaParts,
  remoteForPath,
} from '@tutoring/platform';
import { nextPathFor, safeNext } from '../routing/resolveRoute';
import { type FirstPageWatch, watchFirstPage } from './firstPage';

/**
 * The page the shell is about to show, with its query string (a list's URL params, X-01): where `/login?next=`
 * leads once `userId` is signed in (as following it does: only a `next` recorded for them), else the current page.
 * Before sign-in (`userId` undefined) nobody is known yet: the page `next` names, whose code alone is preloaded.
 */
export function destinationPath(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  userId?: number | null,
): string {
  if (pathname !== '/login') return pathname + search;
  const next = new URLSearchParams(search).get('next');
  return userId === undefined ? safeNext(next) : nextPathFor(next, userId);
}

/**
 * The area the last user signed in on this browser had at `/` (`''`: a page of the shell's own, the staff's Home), so
 * that a bare `/login` preloads the home of whoever most likely signs in next (issue 26): a student's dashboard for a
 * student, nothing for staff. Kept per browser (localStorage); only an area name, nothing about the user.
 */
const HOME_AREA_KEY = 'tutoring.homeArea';

function rememberHomeArea(name: string): void {
  try {
    localStorage.setItem(HOME_AREA_KEY, name);
  } catch {
    // Storage unavailable: a bare /login then guesses as for a first visit.
  }
}

function rememberedHomeArea(): string | null {
  try {
    return localStorage.getItem(HOME_AREA_KEY);
  } catch {
    return null;
  }
}

/** The path `path` without its query and hash. */
const pathOnly = (path: string) => path.replace(/[?#].*$/, '');

/** An area (`mf_crm`) and one of its pages. */
export interface AreaPage {
  name: string;
  /** The page, with its query string. */
  path: string;
}

/** The area and page a sign-in will most likely show, and when its code has loaded (never rejects). */
export interface LikelyArea extends AreaPage {
  loaded: Promise<void>;
}

/**
 * Preloading of remotes (issues 13 and 26, `settings.preloadRemotes`), so it never slows the page being opened. What
 * is preloaded is an area's code: its `./app` and the page of the path it will show (platform `preloadArea`), and,
 * once signed in, the data that page reads first as the remote declares it (its `src/app/prefetch.ts`), so opening
 * the area needs no round trip at all.
 * - `whileSigningIn()`: on the small login page, while the visitor types (the shell is held at its gate), the area
 *   `/login?next=` leads to: its code only, which is public like the shell's; no data is asked for before sign-in.
 *   Returns that area and page (for its warm-up, ./warmUp.tsx), or null;
 * - `destination()`: the remote of the page the user is going to, and that page's data, as soon as the user is
 *   known, while the shell renders (after sign-in the list request starts with the shell's first render, not after
 *   the area's mount);
 * - `rest()`: once the first page has settled (./firstPage.ts: mounted, its heading shown, its data on screen, the
 *   browser idle), first the code that page opens on demand (its dialogs: its route's `parts`), then every
 *   area the user may open, one after another, each at its navigation link's path with that page's parts; once an
 *   area's page and its data are there, it is handed to `warmUp` (the shell warms it off-screen, ./warmUp.tsx);
 * - `intent(entry, path)`: a navigation link hovered or focused, at any time (the data again once it is stale).
 * Once signed in, a remote the user may not open is never preloaded (OP-06). Each remote and path is asked for once.
 */
export function createRemotePreloader({
  registry,
  queryClient,
  isAllowed,
  userId,
  homePath = (entry) => entry.navPath ?? entry.routePrefixes[0] ?? '/',
  firstPage = watchFirstPage(queryClient),
  warmUp,
}: {
  registry: RemoteRegistry;
  queryClient: QueryClient;
  /** Whether the signed-in user may open the area now (the rule single-spa routes by). */
  isAllowed: (entry: RemoteEntry) => boolean;
  /** The signed-in user's id (null: nobody), whom `/login?next=` must belong to (../routing/nextOwner.ts). */
  userId: () => number | null;
  /** The path an area's navigation link opens for the user (its first page). */
  homePath?: (entry: RemoteEntry) => string;
  /** The wait for the first page (shared with the shell's other deferred work). */
  firstPage?: FirstPageWatch;
  /** Given each area's page once `rest()` has preloaded it (its code and data), to warm it (./warmUp.tsx). */
  warmUp?: (page: AreaPage) => void;
}) {
  return {
    /** Starts waiting for the first page; call it just before single-spa routes it. */
    watchFirstPage(): void {
      firstPage.start();
    },
    whileSigningIn(): LikelyArea | null {
      const path = destinationPath(window.location);
      const pathname = pathOnly(path);
      const owner = remoteForPath(registry, pathname);
      // `/` is the home of whoever signs in: nothing when this browser's last user had a page of the shell's there.
      if (!owner || (pathname === '/' && rememberedHomeArea() === '')) return null;
      // Signed out: code only.
      return { name: owner.name, path, loaded: preloadArea(owner.name, path) };
    },
    destination(): void {
      if (userId() !== null) {
        const home = remoteForPath(registry, '/');
        rememberHomeArea(home && isAllowed(home) ? home.name : '');
      }
      const path = destinationPath(window.location, userId());
      const owner = remoteForPath(registry, pathOnly(path));
      if (owner && isAllowed(owner)) void preloadArea(owner.name, path, { data: true });
    },
    rest(): void {
      void firstPage.settled().then(async () => {
        const here = destinationPath(window.location, userId());
        const owner = remoteForPath(registry, pathOnly(here));
        if (owner && isAllowed(owner)) await preloadAreaParts(owner.name, here);
        for (const entry of registry.remotes.filter(isAllowed)) {
          const path = homePath(entry);
          await preloadArea(entry.name, path, { data: true });
          warmUp?.({ name: entry.name, path });
          await preloadAreaParts(entry.name, path);
        }
      });
    },
    intent(entry: RemoteEntry, path: string): void {
      if (isAllowed(entry)) void preloadArea(entry.name, path, { data: true });
    },
  };
}
