import {
  type CurrentUserLike,
  type RemoteEntry,
  type RemoteRegistry,
  isPathAllowed,
  portalOf,
  remoteForPath,
} from '@tutoring/platform';
import { nextForUser } from './nextOwner';

/** A stand-in origin: `?next=` is read as the browser would resolve it in this page, then must stay on it. */
const SAME_ORIGIN = 'http://shell.invalid';

/**
 * Where a user who signs in goes: the page they asked for (a same-origin path), else the home of their portal (SHL-03,
 * OP-51). The value is resolved as the browser resolves a URL: `/\evil.com` (a backslash is a slash there) or a path
 * with a tab or a newline inside `//` leads to another site and goes home; what stays is the normalised path.
 */
export function safeNext(next: string | null): string {
  if (!next?.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(next, SAME_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== SAME_ORIGIN) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/login') ? '/' : path;
}

/**
 * Where `/login?next=` sends the signed-in user `userId`: `next` (the parameter's value) when it was recorded for
 * them (./nextOwner.ts) and is a same-origin path, else home. Following the link (the redirect, the login page) and
 * preloading where it leads (../start/preload.ts) both go by this.
 */
export function nextPathFor(next: string | null, userId: number | null): string {
  return safeNext(nextForUser(next, userId));
}

/** The public enrollment portal's route (SHL-07, issue 25): shown signed in or out. */
export const ENROLL_PATH = '/enroll';

/** True for the paths of the public pages (no sign-in, no `?next=` redirect, no "session ended" on a 401). */
export function isPublicPath(pathname: string): boolean {
  return pathname === ENROLL_PATH || pathname.startsWith(`${ENROLL_PATH}/`);
}

/** What the shell shows for a path. */
export type RouteResolution =
  | { kind: 'login' }
  | { kind: 'public'; app: 'enrollment' }
  | { kind: 'redirect'; to: string }
  | { kind: 'remote'; entry: RemoteEntry }
  | { kind: 'home' }
  | { kind: 'not-allowed'; entry: RemoteEntry }
  | { kind: 'not-found' };

/**
 * Decides who renders `pathname`: the login page, a remote, the shell home, or an error page.
 * - the public enrollment portal (/enroll) is shown to anyone, signed in or not (SHL-07);
 * - no user: everything but /login redirects to login (SHL-04), keeping where the user wanted to go;
 * - student portal: unknown routes go to `/` (STU-07);
 * - a remote the user may not open shows the not-allowed page (and is never downloaded).
 */
export function resolveRoute(
  pathname: string,
  user: CurrentUserLike | null,
  registry: RemoteRegistry,
  search = '',
): RouteResolution {
  if (pathname === '/login')
    return user
      ? {
          kind: 'redirect',
          to: nextPathFor(new URLSearchParams(search).get('next'), (user as { id?: number }).id ?? null),
        }
      : { kind: 'login' };
  if (isPublicPath(pathname)) return { kind: 'public', app: 'enrollment' };
  if (!user) {
    const next = pathname === '/' ? '' : `?next=${encodeURIComponent(pathname + search)}`;
    return { kind: 'redirect', to: `/login${next}` };
  }
  const owner = remoteForPath(registry, pathname);
  const student = portalOf(user) === 'student';
  if (owner && isPathAllowed(owner, pathname, user)) return { kind: 'remote', entry: owner };
  if (student) return { kind: 'redirect', to: '/' };
  if (pathname === '/' || pathname === '') return { kind: 'home' };
  if (owner) return { kind: 'not-allowed', entry: owner };
  return { kind: 'not-found' };
}
