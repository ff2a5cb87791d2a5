import { getInstance, satisfy } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from './registry';

/** A strict singleton the page's copy of which does not satisfy what a remote was built against. */
export interface SingletonMismatch {
  /** Shared module (`react`, `@tutoring/platform`). */
  name: string;
  /** What the remote requires (`^2.0.0`; `*` for a singleton recorded without a range). */
  required: string;
  /** The version it was built with. */
  built: string;
  /** The version the page runs; `''` when the page does not share the module at all. */
  page: string;
  /** Names the remote imports that the page's copy (a subset of the package, issue 26) does not export. */
  missing?: string[];
}

/** True when `page` is a later version than `built` (numeric `major.minor.patch`, pre-release tags ignored). */
function isLater(page: string, built: string): boolean {
  const parts = (version: string) => version.split(/[.+-]/).slice(0, 3).map(Number);
  const [a, b] = [parts(page), parts(built)];
  for (let i = 0; i < 3; i += 1) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return false;
}

/**
 * A remote the page cannot run because of a strict singleton (issue 21). It is never loaded: its area shows "This area
 * needs a newer version of the platform" (it was built against a newer copy than the page has, or imports names the
 * page's copy lacks), or, when every mismatch is a page copy newer than the remote's range accepts (a shell released
 * with a new major), "This area was built for an older version of the platform"; the rest of the page keeps working.
 */
export class PlatformVersionError extends Error {
  override readonly name = 'PlatformVersionError';
  /** Every mismatch is the page's copy being later than what the remote accepts: the remote must be built again. */
  readonly pageIsNewer: boolean;
  constructor(
    readonly remote: string,
    readonly mismatches: readonly SingletonMismatch[],
  ) {
    const pageIsNewer =
      mismatches.length > 0 && mismatches.every((m) => !m.missing && m.page && isLater(m.page, m.built));
    super(
      `${remote} ${pageIsNewer ? 'was built for an older' : 'needs a newer'} version of the platform: ${mismatches
        .map((m) => {
          if (!m.page) return `${m.name}${m.required === '*' ? '' : ` ${m.required}`} (the page does not share it)`;
          if (m.missing) return `${m.name} ${m.missing.join(', ')} (not in the page’s ${m.page})`;
          return `${m.name} ${m.required} (the page has ${m.page})`;
        })
        .join(', ')}`,
    );
    this.pageIsNewer = pageIsNewer;
  }
}

/** True for a {@link PlatformVersionError}, also one thrown by another copy of this module. */
export function isPlatformVersionError(error: unknown): error is PlatformVersionError {
  return error instanceof Error && error.name === 'PlatformVersionError' && 'mismatches' in error;
}

interface ShareInfo {
  loaded?: unknown;
  loading?: unknown;
  lib?: unknown;
  version?: string;
}

/** The page's loaded copy of a shared module, as [version, share info]. */
function loadedCopy(name: string): [string, ShareInfo] | undefined {
  const scope = (getInstance()?.shareScopeMap as Record<string, Record<string, Record<string, ShareInfo>>> | undefined)
    ?.default;
  return Object.entries(scope?.[name] ?? {}).find(([, info]) => info.loaded || info.loading || info.lib);
}

/** The version of a shared module the page runs: the loaded one, else the one the host provides. */
function pageVersion(name: string): string | undefined {
  const instance = getInstance();
  if (!instance) return undefined;
  return loadedCopy(name)?.[0] ?? instance.options.shared?.[name]?.[0]?.version;
}

/** The names `imports` the page's loaded copy of `name` does not export (none when it is not loaded yet). */
function missingNames(name: string, imports: readonly string[]): string[] {
  const lib = loadedCopy(name)?.[1].lib;
  if (typeof lib !== 'function') return [];
  const module = (lib as () => unknown)();
  if (typeof module !== 'object' || module === null) return [];
  return imports.filter((n) => !(n in module));
}

/**
 * The strict singletons the page cannot give a remote, from the shared versions its deploy recorded in the registry
 * (`entry.shared`): one the page does not share at all (the remote would run a copy of its own beside the page's: a
 * second jotai store, a second React), a version the page's copy does not satisfy, or (a singleton shared as a subset
 * of its package, issue 26) names the remote imports that the page's copy does not export. The deploy's rule
 * (scripts/lib/verify-release.mjs, `singletonConflicts`) checked again where the remote runs, for a version made live
 * with `--no-verify` or a shell rolled back under it. Empty when everything matches or nothing was recorded.
 */
export function singletonMismatches(entry: RemoteEntry): SingletonMismatch[] {
  const instance = getInstance();
  // Without a Module Federation instance nothing is shared, and nothing is loaded either.
  if (!instance) return [];
  const mismatches: SingletonMismatch[] = [];
  for (const [name, built] of Object.entries(entry.shared ?? {})) {
    if (!built.singleton) continue;
    const required = typeof built.requiredVersion === 'string' ? built.requiredVersion : '*';
    const given = { name, required, built: built.version };
    // The page's own shared modules, not a copy another remote put into the share scope.
    if (!instance.options.shared?.[name]?.length) {
      mismatches.push({ ...given, page: '' });
      continue;
    }
    const page = pageVersion(name);
    // Built with no range: any copy of the page's will do.
    if (!page || typeof built.requiredVersion !== 'string') continue;
    if (!satisfy(page, required)) {
      mismatches.push({ ...given, page });
      continue;
    }
    // Shared as a subset (issue 26): a name the page's copy lacks would be undefined in the remote.
    const missing = built.imports ? missingNames(name, built.imports) : [];
    if (missing.length) mismatches.push({ ...given, page, missing });
  }
  return mismatches;
}

/** Throws a {@link PlatformVersionError} when the page cannot run the remote (see {@link singletonMismatches}). */
export function assertPlatformSupports(entry: RemoteEntry): void {
  const mismatches = singletonMismatches(entry);
  if (mismatches.length) throw new PlatformVersionError(entry.name, mismatches);
}
