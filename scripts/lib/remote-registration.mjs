// @ts-check
/**
 * What `npm run new:remote` writes and `npm run remove:remote` takes back (scripts/new-remote.mjs,
 * scripts/remove-remote.mjs): a remote's names, the layout of remotes.config.json and package.json, and the area files
 * every remote has beside its route table (checked by scripts/check-remote-shape.mjs with the rest of the shape).
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

/** A remote's name as `new:remote` takes it: kebab-case, without the `mf-`. */
export const REMOTE_NAME_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * The six remotes of the product. Other code names them (the shell's areas, the exposes other remotes load, the e2e
 * suites, the docs), so `remove:remote` refuses them: removing one is a change to the product, not to the tooling.
 */
export const BUILT_IN_REMOTES = ['mf-crm', 'mf-staffing', 'mf-sessions', 'mf-payments', 'mf-student', 'mf-exams'];

/**
 * The names a remote called `name` (kebab-case) gets: its package folder, its Module Federation name and its route
 * prefix (dashes as underscores, as the spec's paths have them).
 * @param {string} name
 */
export function remoteNames(name) {
  return { pkg: `mf-${name}`, mfName: `mf_${name.replace(/-/g, '_')}`, prefix: `/${name.replace(/-/g, '_')}` };
}

/**
 * remotes.config.json as text whose layout Prettier keeps for the entries already there: the document, its list and
 * each entry one member a line; what is inside an entry on one line, which Prettier breaks only when too long (an
 * object written over several lines stays so, hence not JSON.stringify's layout, which would rewrite every entry).
 * Written this way and formatted ({@link formatFiles}), an entry added then removed leaves the file as it was.
 * @param {unknown} value @param {string} [indent] @returns {string}
 */
export function registryText(value, indent = '') {
  if (indent.length >= 6 || value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  const items = Array.isArray(value)
    ? value.map((item) => `${inner}${registryText(item, inner)}`)
    : Object.entries(value).map(([key, item]) => `${inner}${JSON.stringify(key)}: ${registryText(item, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return items.length ? `${open}\n${items.join(',\n')}\n${indent}${close}` : `${open}${close}`;
}

/**
 * Formats files as `npm run lint` wants them (Prettier's own choices for tables and short arrays).
 * @param {string} root the repository root @param {string[]} targets
 */
export function formatFiles(root, targets) {
  const prettier = path.join(root, 'node_modules', '.bin', 'prettier');
  if (fs.existsSync(prettier))
    execFileSync(
      prettier,
      ['--config', path.join(root, 'prettier.config.mjs'), '--write', '--log-level=warn', ...targets],
      { cwd: root, stdio: 'inherit' },
    );
}
