// @ts-check
/**
 * Route prefixes of the registry (remotes.config.json) that two remotes would share. The shell mounts every remote
 * with a prefix matching the address (platform `matchesPrefix`: a prefix owns itself and what is below it; `/` owns only
 * itself), so two remotes whose prefixes are equal, or one under the other, would both render on that address.
 */

/** True when `pathname` falls under `prefix`, as the shell matches it (`/` only matches itself). */
export function matchesPrefix(/** @type {string} */ pathname, /** @type {string} */ prefix) {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * How `prefix` collides with `other`, or null: 'equal', 'under' (prefix is below other) or 'contains'.
 * @param {string} prefix @param {string} other @returns {'equal' | 'under' | 'contains' | null}
 */
export function prefixOverlap(prefix, other) {
  if (prefix === other) return 'equal';
  if (matchesPrefix(prefix, other)) return 'under';
  if (matchesPrefix(other, prefix)) return 'contains';
  return null;
}

/** @typedef {{ package: string, routePrefixes: string[] }} PrefixOwner */

/** A sentence saying how `prefix` of `pkg` collides with `other` of `owner`. */
function sentence(
  /** @type {string} */ pkg,
  /** @type {string} */ prefix,
  /** @type {string} */ owner,
  /** @type {string} */ other,
  /** @type {'equal' | 'under' | 'contains'} */ how,
) {
  const where = how === 'contains' ? other : prefix;
  const what =
    how === 'equal'
      ? `is also ${owner}'s`
      : how === 'under'
        ? `is under ${owner}'s ${other}`
        : `contains ${owner}'s ${other}`;
  return `${pkg}: route prefix ${prefix} ${what} (both areas would render on ${where}); a prefix belongs to one remote`;
}

/**
 * Every way `prefixes` of the remote `pkg` collide with the prefixes of the other remotes, as sentences.
 * @param {string} pkg @param {string[]} prefixes @param {PrefixOwner[]} remotes
 */
export function prefixClashes(pkg, prefixes, remotes) {
  /** @type {string[]} */
  const clashes = [];
  for (const remote of remotes) {
    if (remote.package === pkg) continue;
    for (const prefix of prefixes)
      for (const other of remote.routePrefixes) {
        const how = prefixOverlap(prefix, other);
        if (how) clashes.push(sentence(pkg, prefix, remote.package, other, how));
      }
  }
  return clashes;
}

/**
 * Every pair of registered remotes whose prefixes collide (each pair once), as sentences; empty when none do.
 * @param {PrefixOwner[]} remotes
 */
export function registryPrefixClashes(remotes) {
  return remotes.flatMap((remote, index) =>
    prefixClashes(remote.package, remote.routePrefixes, remotes.slice(index + 1)),
  );
}
