#!/usr/bin/env node
// @ts-check
/**
 * Deploy one remote alone, or roll it back, while the product runs (docs/deploy.md):
 *   npm run deploy -w mf-crm            build mf-crm, publish it to deploy/mf-crm/<version>/, verify it, point the
 *                                       registry at it
 *   npm run rollback -w mf-crm          point the registry back at the previous version, once it is checked against
 *                                       the running shell's strict singletons (--no-verify skips that)
 *   node scripts/deploy.mjs status      the active version of every remote and the shared versions each was built
 *                                       with, beside the shell's
 *   node scripts/deploy.mjs check-shell [--manifest <file>] [--with <remote>@<version> ...]
 *                                       the release check of a shell (default shell/dist/mf-manifest.json): exits 1
 *                                       naming every live remote whose strict singletons it would not satisfy;
 *                                       --with checks a published version instead of the live one (a new major:
 *                                       remotes rebuilt for the shell, to activate right after it, docs/adr/0010)
 *   node scripts/deploy.mjs activate <remote>@<version> ...
 *                                       point the registry at published versions, all in one write, after the same
 *                                       strict-singleton check against the running shell as a deploy's
 * Options: --skip-build (publish the existing dist/), --label <version> (version label instead of package.json's),
 *          --out <dir> (build into <dir> instead of the remote's dist/), --no-verify (flip without the checks),
 *          --no-activate (publish and verify, leave the registry alone; `activate` flips it later).
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
  activateTogether,
  activeEntry,
  liveRemotes,
  manifestUrlFor,
  parseManifest,
  publish,
  readManifest,
  remoteConfig,
  remoteConfigs,
  rollback,
  rollbackStep,
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
const SHELL_URL = process.env.DEPLOY_SHELL_URL || 'http://127.0.0.1:3000';
const USAGE =
  'usage: deploy.mjs deploy <remote> [--skip-build] [--label <version>] [--out <dir>] [--no-verify] [--no-activate] | rollback <remote> [--no-verify] | status | check-shell [--manifest <file>] [--with <remote>@<version> ...] | activate <remote>@<version> ... [--no-verify]';

/** A usage mistake: the usage line, exit 2. */
class UsageError extends Error {}

/** `<remote>@<version>` as { pkg, version } (the package name, even when given as the MF name). @param {string} text */
function release(text) {
  const at = text.lastIndexOf('@');
  if (at <= 0 || at === text.length - 1) throw new UsageError(`"${text}" is not <remote>@<version>.`);
  return { pkg: remoteConfig(text.slice(0, at)).package, version: text.slice(at + 1) };
}

/** The running shell's shared modules, from its manifest: what the page actually has. */
async function runningShellShared() {
  const url = `${SHELL_URL}/mf-manifest.json`;
  const response = await fetch(url).catch((error) => {
    throw new Error(`The shell at ${SHELL_URL} does not answer (${error.message}); set DEPLOY_SHELL_URL.`);
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return sharedOfManifest(parseManifest(await response.text(), url));
}

/**
 * Throws unless the manifest URL the registry is about to point at answers with a manifest: a flip to a URL nothing
 * serves (a remote added after `npm start` started, a wrong REMOTE_PORT_OFFSET) would break the area for everyone.
 * @param {string} url
 */
async function assertManifestAnswers(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch((error) => {
    const reason = error?.cause?.code ?? error?.cause?.message ?? error?.message ?? String(error);
    throw new Error(
      `${url} did not answer (${reason}): nothing serves this remote there. A remote added to remotes.config.json ` +
        'after `npm start` started is served once the product is restarted; a product started on other ports needs ' +
        'REMOTE_PORT_OFFSET (docs/deploy.md).',
    );
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}, not the remote's manifest.`);
  parseManifest(await response.text(), url);
}

/**
 * `activate`'s check of where a version goes live: a remote not live yet, or moving to another server, must answer
 * there (a version staying on the live version's server is served by it: every published version is).
 * @param {string} name @param {string} version
 */
async function assertNewServerAnswers(name, version) {
  const url = manifestUrlFor({ pkg: name, version });
  const live = activeEntry({ pkg: name })?.manifestUrl;
  if (!live || URL.canParse(live) === false || new URL(live).origin !== new URL(url).origin)
    await assertManifestAnswers(url);
}

/**
 * A published version's strict singletons against the running shell's (the rule `check-shell` applies the other way
 * round); throws saying which side to release.
 * @param {string} name @param {string} version @param {string} folder
 * @param {import('./lib/deploy.mjs').SharedBuilds} shell
 */
async function assertRunsOnShell(name, version, folder, shell) {
  const { singletonConflicts } = await import('./lib/verify-release.mjs');
  const conflicts = singletonConflicts({ folder, shell });
  if (!conflicts.length) return;
  const what = conflicts.map((conflict) => conflict.text).join(', ');
  throw new Error(
    conflicts.every((conflict) => conflict.kind === 'shell-newer')
      ? `${remoteConfig(name).package}@${version} was built for an older version of the platform than the running shell has: ${what}. Rebuild it against the shell's versions.`
      : `${remoteConfig(name).package}@${version} needs a newer version of the platform than the running shell has: ${what}. Release the shell first.`,
  );
}

/** The checks before the flip; throws with the reason. @param {string} name @param {string} version @param {string} folder */
async function verify(name, version, folder) {
  const { checkManifest, loadInBrowser } = await import('./lib/verify-release.mjs');
  const config = remoteConfig(name);
  checkManifest({ pkg: name, folder });
  await assertRunsOnShell(name, version, folder, await runningShellShared());
  const manifestUrl = manifestUrlFor({ pkg: name, version });
  await assertManifestAnswers(manifestUrl);
  const onlyStudents = config.roles.every((role) => ['student', 'spoofing'].includes(role));
  await loadInBrowser({
    pkg: name,
    version,
    deployDir: DEFAULT_DEPLOY_DIR,
    manifestUrl,
    shellUrl: SHELL_URL,
    user: process.env.DEPLOY_VERIFY_USER || (onlyStudents ? 'student@example.com' : 'admin@example.com'),
    password: process.env.DEPLOY_VERIFY_PASSWORD || 'password123',
  });
}

/**
 * `check-shell`: a shell release's check (the remote's deploy check, the other way round). Throws naming each live
 * remote whose strict singletons the candidate does not satisfy, and which to release before the shell and which with
 * it (a new major, docs/adr/0010).
 * @param {string} manifestFile the candidate shell's mf-manifest.json
 * @param {{ pkg: string, version: string }[]} together published versions to check instead of the live ones
 */
async function checkShell(manifestFile, together) {
  const { checkManifest, liveRemoteConflicts } = await import('./lib/verify-release.mjs');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} does not exist: build the shell first.`);
  const manifest = readManifest(manifestFile);
  if (manifest.name !== 'shell')
    throw new Error(`${manifestFile} is the manifest of "${manifest.name}", not of the shell.`);
  // What goes live with the shell is checked as a deploy checks it (its name, its ./app, its files).
  for (const { pkg: name, version } of together)
    checkManifest({ pkg: name, folder: path.join(DEFAULT_DEPLOY_DIR, name, version) });
  const checked = liveRemoteConflicts({ deployDir: DEFAULT_DEPLOY_DIR, shell: sharedOfManifest(manifest), together });
  const broken = checked.filter(({ conflicts }) => conflicts.length);
  const remotes = (/** @type {{ remote: string }[]} */ list) =>
    list.map(({ remote }) => remote.split('@')[0]).join(', ');
  if (broken.length) {
    const of = (/** @type {string} */ kind) => broken.filter(({ conflicts }) => conflicts.some((c) => c.kind === kind));
    const first = of('shell-lacks');
    const withIt = of('shell-newer').filter((remote) => !first.includes(remote));
    const unshared = [
      ...new Set(
        broken.flatMap(({ conflicts }) => conflicts.filter((c) => c.kind === 'not-shared').map((c) => c.name)),
      ),
    ];
    throw new Error(
      [
        'The shell cannot be released: live remotes need what it does not provide.',
        ...broken.map(({ remote, conflicts }) => `  ${remote} needs ${conflicts.map((c) => c.text).join('; ')}`),
        ...(unshared.length
          ? [
              `Keep sharing ${unshared.join(', ')} in the shell: live remotes take ${unshared.length > 1 ? 'them' : 'it'} from the page.`,
            ]
          : []),
        ...(first.length
          ? [`Keep what the live shell shares, or rebuild ${remotes(first)} against this shell and release first.`]
          : []),
        ...(withIt.length
          ? [
              `A new major: rebuild ${remotes(withIt)} against this shell, publish with --no-activate, check again with ` +
                '--with <remote>@<version> and activate right after the shell (docs/deploy.md section 4).',
            ]
          : []),
      ].join('\n'),
    );
  }
  const isTogether = ({ remote = '' }) => together.some(({ pkg, version }) => remote === `${pkg}@${version}`);
  const live = checked.filter((remote) => !isTogether(remote));
  const next = checked.filter(isTogether);
  const releasedWith = next.map(({ remote }) => remote).join(' ');
  const compatible = [
    ...(live.length ? [`every live remote (${remotes(live)})`] : []),
    ...(next.length
      ? [
          `${releasedWith.replaceAll(' ', ', ')}: activate them right after it (node scripts/deploy.mjs activate ${releasedWith})`,
        ]
      : []),
  ];
  console.log(
    checked.length
      ? `The shell is compatible with ${compatible.join(' and with ')}.`
      : `No remote is live in ${DEFAULT_DEPLOY_DIR}: nothing to check.`,
  );
}

/**
 * `activate`: points the registry at published versions in one write, each checked against the running shell first
 * (unless --no-verify). A new major's remotes go live this way right after the shell (docs/adr/0010).
 * @param {{ pkg: string, version: string }[]} releases
 */
async function activateReleases(releases) {
  const published = releases.map(({ pkg: name, version }) => {
    const folder = path.join(DEFAULT_DEPLOY_DIR, name, version);
    if (!fs.existsSync(path.join(folder, 'mf-manifest.json')))
      throw new Error(`${name}@${version} is not published: ${folder} has no mf-manifest.json.`);
    return { name, version, folder };
  });
  if (!flag('--no-verify')) {
    const { checkManifest } = await import('./lib/verify-release.mjs');
    const shell = await runningShellShared();
    /** @type {string[]} */
    const refused = [];
    // The deploy's checks 1 and 2 (the browser check ran when it was published, unless --no-verify skipped it).
    for (const { name, version, folder } of published)
      await Promise.resolve()
        .then(() => checkManifest({ pkg: name, folder }))
        .then(() => assertRunsOnShell(name, version, folder, shell))
        .then(() => assertNewServerAnswers(name, version))
        .catch((error) => refused.push(error.message));
    if (refused.length) throw new Error(['Nothing was activated.', ...refused].join('\n'));
  }
  activateTogether({ releases });
  console.log(
    `The registry now points at ${releases.map(({ pkg: name, version }) => `${name}@${version}`).join(', ')}.`,
  );
}

/** `status`: one column per app, one row per shared module; a remote's cell is marked when it differs. */
function status() {
  const live = liveRemotes();
  const remotes = remoteConfigs().map((remote) => ({
    remote,
    entry: live.find(({ config }) => config?.package === remote.package)?.entry ?? null,
  }));
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
    if (flag('--no-activate')) {
      console.log(
        `${config.package}: published ${version}; the registry is unchanged (node scripts/deploy.mjs activate ${config.package}@${version}).`,
      );
    } else {
      activate({ pkg, version });
      console.log(`${config.package}: deployed ${version}; the registry now points at it.`);
    }
  } else if (command === 'rollback' && pkg) {
    const config = remoteConfig(pkg);
    const step = rollbackStep({ pkg });
    const target = step?.version;
    // The version it goes back to must still be served at the URL it was live at, and may not run on the shell that
    // is live now (a shell released since, ADR 0010).
    if (step && !flag('--no-verify')) {
      const folder = path.join(DEFAULT_DEPLOY_DIR, config.package, step.version);
      await assertRunsOnShell(pkg, step.version, folder, await runningShellShared())
        .then(() => assertManifestAnswers(step.manifestUrl))
        .catch((error) => {
          throw new Error(
            `${config.package} was not rolled back; ${activeEntry({ pkg })?.version ?? 'nothing'} stays live.\n${error.message}`,
          );
        });
    }
    const version = rollback({ pkg, ...(target ? { expected: target } : {}) });
    console.log(`${config.package}: rolled back to ${version}.`);
  } else if (command === 'status') {
    status();
  } else if (command === 'check-shell') {
    let manifest = SHELL_MANIFEST;
    /** @type {{ pkg: string, version: string }[]} */
    const together = [];
    for (let i = 0; i < args.length; i += 2) {
      const [name, value] = [args[i], args[i + 1]];
      if ((name !== '--manifest' && name !== '--with') || !value || value.startsWith('--'))
        throw new UsageError(
          `check-shell: "${[name, value].filter(Boolean).join(' ')}" is not --manifest <file> or --with <remote>@<version>.`,
        );
      if (name === '--manifest') manifest = path.resolve(value);
      else together.push(release(value));
    }
    await checkShell(manifest, together);
  } else if (command === 'activate' && args.some((arg) => !arg.startsWith('--'))) {
    await activateReleases(args.filter((arg) => !arg.startsWith('--')).map(release));
  } else {
    throw new UsageError('');
  }
} catch (error) {
  if (error instanceof UsageError) {
    if (error.message) console.error(error.message);
    console.error(USAGE);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
