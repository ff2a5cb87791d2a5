import * as z from 'zod/mini';
import { type CurrentUserLike, hasAnyRole } from './session-rules';

/**
 * One entry of the remote registry document (`/remotes.json`). The shell reads it at start-up: no remote URL is
 * ever baked into the shell build. Deploying a remote writes a new immutable folder and flips `manifestUrl` and
 * `version`; rolling back flips them back.
 */
export const RemoteEntrySchema = z.object({
  /** Module Federation name, also the single-spa application name (e.g. `mf_crm`). */
  name: z.string().check(z.regex(/^[A-Za-z_][A-Za-z0-9_]*$/)),
  /** URL of the remote's `mf-manifest.json`. */
  manifestUrl: z.string().check(z.minLength(1)),
  version: z.string().check(z.minLength(1)),
  /**
   * Route prefixes the remote renders under. `/` matches only the root path itself; any other prefix matches the
   * path and everything below it.
   */
  routePrefixes: z.array(z.string().check(z.startsWith('/'))).check(z.minLength(1)),
  /** Label of the remote in the shell navigation. */
  navLabel: z.string().check(z.minLength(1)),
  /** Path the navigation link opens (defaults to the first route prefix). */
  navPath: z.optional(z.string().check(z.startsWith('/'))),
  /**
   * The navigation link in one app (SHL-07 app name) when it differs: e.g. in the tutor app the Staffing remote's
   * link is the tutor's "Calendar" (issue 25).
   */
  navByApp: z.optional(
    z.record(
      z.string(),
      z.object({ path: z.string().check(z.startsWith('/')), label: z.optional(z.string().check(z.minLength(1))) }),
    ),
  ),
  /**
   * Roles allowed to open the remote. Besides real role and permission names, three pseudo roles exist:
   * `*` (any signed-in user), `essay_grader` (users flagged as essay graders) and `spoofing` (an admin acting as a
   * student).
   */
  roles: z.array(z.string()).check(z.minLength(1)),
  /** Roles that see the navigation link (defaults to `roles`). */
  navRoles: z.optional(z.array(z.string())),
  /**
   * Roles of one route prefix when they differ from the remote's `roles`, e.g. `{ "/error": ["*"] }`: any signed-in
   * user may see the session error page of the Sessions remote, while its lists stay staff and tutor pages. A user
   * allowed only some prefixes may download the remote; the other prefixes answer as not allowed.
   */
  prefixRoles: z.optional(z.record(z.string().check(z.startsWith('/')), z.array(z.string()).check(z.minLength(1)))),
  /**
   * The shared modules this version was built with, as its deploy read them from its manifest (issue 21): the page
   * refuses a remote whose strict singletons it cannot satisfy (a version, or a name its copy of a subset lacks).
   */
  shared: z.optional(
    z.record(
      z.string(),
      z.object({
        version: z.string(),
        requiredVersion: z.optional(z.union([z.string(), z.literal(false)])),
        singleton: z.optional(z.boolean()),
        /** A strict singleton shared as a subset of its package: the names this version imports from it (issue 26). */
        imports: z.optional(z.array(z.string())),
      }),
    ),
  ),
  /** Other entries the remote may still load when not allowed: never. Kept for documentation. */
  description: z.optional(z.string()),
});
export type RemoteEntry = z.infer<typeof RemoteEntrySchema>;

export const RemoteRegistrySchema = z.object({
  remotes: z.array(RemoteEntrySchema),
});
export type RemoteRegistry = z.infer<typeof RemoteRegistrySchema>;

/** Parses a registry document, throwing a readable error when it is malformed. */
export function parseRegistry(input: unknown): RemoteRegistry {
  const parsed = RemoteRegistrySchema.safeParse(input);
  if (!parsed.success)
    throw new Error(
      `Invalid remote registry: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

/** True when `pathname` falls under `prefix` (`/` only matches itself). */
export function matchesPrefix(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/' || pathname === '';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The registry entry that owns `pathname`, if any. Longer prefixes win. */
export function remoteForPath(registry: RemoteRegistry, pathname: string): RemoteEntry | undefined {
  let best: { entry: RemoteEntry; length: number } | undefined;
  for (const entry of registry.remotes) {
    for (const prefix of entry.routePrefixes) {
      if (matchesPrefix(pathname, prefix) && (!best || prefix.length > best.length))
        best = { entry, length: prefix.length };
    }
  }
  return best?.entry;
}

/** Whether a list of registry roles (with its pseudo roles `*`, `essay_grader`, `spoofing`) lets `user` in. */
function rolesAllow(roles: readonly string[], user: CurrentUserLike): boolean {
  if (user.spoofing) return roles.includes('spoofing') || roles.includes('*');
  if (roles.includes('*')) return true;
  if (roles.includes('essay_grader') && user.essayGrader) return true;
  return hasAnyRole(user, roles);
}

/** Whether `user` may open (and therefore download) the remote: its roles, or those of one of its prefixes. */
export function isRemoteAllowed(entry: RemoteEntry, user: CurrentUserLike | null | undefined): boolean {
  if (!user) return false;
  return (
    rolesAllow(entry.roles, user) || Object.values(entry.prefixRoles ?? {}).some((roles) => rolesAllow(roles, user))
  );
}

/** Whether `user` may open `pathname` of the remote: the roles of its longest matching prefix in `prefixRoles`, else the remote's. */
export function isPathAllowed(entry: RemoteEntry, pathname: string, user: CurrentUserLike | null | undefined): boolean {
  if (!user) return false;
  const prefix = Object.keys(entry.prefixRoles ?? {})
    .filter((p) => matchesPrefix(pathname, p))
    .sort((a, b) => b.length - a.length)[0];
  return rolesAllow(prefix ? entry.prefixRoles![prefix]! : entry.roles, user);
}

/** Where a remote's navigation link goes and what it says in an app (navByApp, else navPath / first prefix, navLabel). */
export function navLinkOf(entry: RemoteEntry, app: string): { path: string; label: string } {
  const own = entry.navByApp?.[app];
  return {
    path: own?.path ?? entry.navPath ?? entry.routePrefixes[0] ?? '/',
    label: own?.label ?? entry.navLabel,
  };
}
