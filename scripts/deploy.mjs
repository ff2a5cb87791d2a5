#!/usr/bin/env node
// @ts-check
/**
 * Deploy one remote alone, or roll it back, while the product runs (docs/deploy.md):
 *   npm run deploy -w mf-crm            build mf-crm, publish it to deploy/mf-crm/<version>/, verify it, point the
 *                                       registry at it
 *   npm run rollback -w mf-crm          point the registry back at the previous version
 *   node scripts/deploy.mjs status      the active version of every remote and the shared versions each was built
 *                                       with, beside the shell's
 *   node scripts/deploy.mjs check-shell [--manifest <file>]
 *                                       the release check of a shell (default shell/dist/mf-manifest.json): exits 1
 *                                       naming every live remote whose strict singletons it would not satisfy
 * Options: --skip-build (publish the existing dist/), --label <version> (version label instead of package.json's),
 *          --out <dir> (build into <dir> instead of the remote's dist/), --no-verify (flip without the checks).
 * Before the flip (issue 21) the new version's manifest is checked, its strict singletons are compared with the
 * shell's, and it is loaded in headless Chromium through the running shell (DEPLOY_SHELL_URL, default
 * http://127.0.0.1:3000, signed in as DEPLOY_VERIFY_USER / DEPLOY_VERIFY_PASSWORD, default the seed admin or, for an
 * area only students open, the seed student). A failure leaves the live version in place.
 * DEPLOY_DIR overrides the deploy folder. The shell picks the change up on the next page load.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_DEPLOY_DIR,
  REPO_ROOT,
  activate,
  activeEntry,
  publish,
  remoteConfig,
  remoteConfigs,
  rollback,
  sharedBuilds,
  sharedOfManifest,
} from './lib/deploy.mjs';

const [command, ...args] = process.argv.slice(2);
const pkg = args[0];
const flag = (/** @type {string} */ name) => args.includes(name);
const option = (/** @type {string} */ name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const SHELL_MANIFEST = path.join(REPO_ROOT, 'shell', 'dist', 'mf-manifest.json');

/** The checks before the flip; throws with the reason. @param {string} name @param {string} version @param {string} folder */
async function verify(name, version, folder) {
  const { checkManifest, loadInBrowser, singletonConflicts } = await import('./lib/verify-release.mjs');
  const config = remoteConfig(name);
  checkManifest({ pkg: name, folder });
  const shellUrl = process.env.DEPLOY_SHELL_URL || 'http://127.0.0.1:3000';
  // The running shell's manifest: what the page actually has.
  const response = await fetch(`${shellUrl}/mf-manifest.json`).catch((error) => {
    throw new Error(`The shell at ${shellUrl} does not answer (${error.message}); set DEPLOY_SHELL_URL.`);
  });
  if (!response.ok) throw new Error(`${shellUrl}/mf-manifest.json answered ${response.status}.`);
  const conflicts = singletonConflicts({ folder, shell: sharedOfManifest(await response.json()) });
  if (conflicts.length)
    throw new Error(
      `${config.package}@${version} needs a newer version of the platform than the running shell has: ${conflicts.join(', ')}. Release the shell first.`,
    );
  const onlyStudents = config.roles.every((role) => ['student', 'spoofing'].includes(role));
  await loadInBrowser({
    pkg: name,
    version,
    deployDir: DEFAULT_DEPLOY_DIR,
    shellUrl,
    user: process.env.DEPLOY_VERIFY_USER || (onlyStudents ? 'student@example.com' : 'admin@example.com'),
    password: process.env.DEPLOY_VERIFY_PASSWORD || 'password123',
  });
}

/**
 * `check-shell`: a shell release's check (the remote's deploy check, the other way round). Throws naming each live
 * remote whose strict singletons the candidate does not satisfy.
 * @param {string} manifestFile the candidate shell's mf-manifest.json
 */
async function checkShell(manifestFile) {
  const { liveRemoteConflicts } = await import('./lib/verify-release.mjs');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} does not exist: build the shell first.`);
  const broken = liveRemoteConflicts({ deployDir: DEFAULT_DEPLOY_DIR, shell: sharedBuilds(manifestFile) });
  if (broken.length)
    throw new Error(
      [
        'The shell cannot be released: live remotes need what it does not provide.',
        ...broken.map(({ remote, conflicts }) => `  ${remote} needs ${conflicts.join('; ')}`),
        "Keep the shell's copy, or rebuild those remotes against this shell and release them first (a major the live " +
          'shell lacks cannot go first: docs/deploy.md section 4).',
      ].join('\n'),
    );
  const live = remoteConfigs().filter((remote) => activeEntry({ pkg: remote.package }));
  console.log(
    live.length
      ? `The shell is compatible with every live remote (${live.map((remote) => remote.package).join(', ')}).`
      : `No remote is live in ${DEFAULT_DEPLOY_DIR}: nothing to check.`,
  );
}

/** `status`: one column per app, one row per shared module; a remote's cell is marked when it differs. */
function status() {
  const remotes = remoteConfigs().map((remote) => ({ remote, entry: activeEntry({ pkg: remote.package }) }));
  const shell = fs.existsSync(SHELL_MANIFEST) ? sharedBuilds(SHELL_MANIFEST) : {};
  const columns = [
    {
      head: 'shell',
      version: JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'shell', 'package.json'), 'utf8')).version,
      shared: shell,
    },
    ...remotes.map(({ remote, entry }) => ({
      head: remote.package,
      version: entry?.version ?? '(not deployed)',
      shared: /** @type {Record<string, {version: string, singleton?: boolean}>} */ (entry?.shared ?? {}),
    })),
  ];
  const names = [...new Set(columns.flatMap((column) => Object.keys(column.shared)))].sort();
  const rows = [
    ['', ...columns.map((column) => column.head)],
    ['version', ...columns.map((column) => column.version)],
    ...names.map((name) => [
      `${name}${shell[name]?.singleton ? ' (singleton)' : ''}`,
      ...columns.map((column, index) => {
        const version = column.shared[name]?.version;
        if (!version) return '-';
        return index > 0 && shell[name] && version !== shell[name].version ? `${version} *` : version;
      }),
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, i) => String(cell).padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    );
  console.log('* built with another version than the shell: a ranged module runs its own copy, a singleton is refused');
}

try {
  if (command === 'deploy' && pkg) {
    const config = remoteConfig(pkg);
    const label = option('--label');
    const out = option('--out');
    if (!flag('--skip-build')) {
      execFileSync(
        path.join(REPO_ROOT, 'node_modules', '.bin', 'webpack'),
        ['--mode', 'production', ...(out ? ['--output-path', path.resolve(out)] : [])],
        {
          cwd: path.join(REPO_ROOT, config.package),
          stdio: 'inherit',
          env: { ...process.env, ...(label ? { REMOTE_VERSION: label } : {}) },
        },
      );
    }
    const { version, folder } = publish({ pkg, label, ...(out ? { distDir: path.resolve(out) } : {}) });
    if (!flag('--no-verify')) {
      try {
        await verify(pkg, version, folder);
      } catch (error) {
        const live = activeEntry({ pkg })?.version ?? 'nothing';
        throw new Error(
          `${config.package}@${version} was not activated; ${live} stays live.\n${error instanceof Error ? error.message : error}`,
        );
      }
    }
    activate({ pkg, version });
    console.log(`${config.package}: deployed ${version}; the registry now points at it.`);
  } else if (command === 'rollback' && pkg) {
    const version = rollback({ pkg });
    console.log(`${remoteConfig(pkg).package}: rolled back to ${version}.`);
  } else if (command === 'status') {
    status();
  } else if (command === 'check-shell') {
    const manifest = option('--manifest');
    await checkShell(manifest ? path.resolve(manifest) : SHELL_MANIFEST);
  } else {
    console.error(
      'usage: deploy.mjs deploy <remote> [--skip-build] [--label <version>] [--out <dir>] [--no-verify] | rollback <remote> | status | check-shell [--manifest <file>]',
    );
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
