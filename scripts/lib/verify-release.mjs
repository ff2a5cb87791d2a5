// @ts-check
/**
 * Verifies a published remote version before the registry points at it (issue 21): its manifest, its strict
 * singletons against the running shell's, and a real load in headless Chromium (playwright-core, Debian's
 * /usr/bin/chromium or CHROMIUM_PATH) through the running shell and API, with the candidate swapped into the
 * registry for that browser only. Any failure throws; the caller then leaves the live version alone.
 * The other direction, a candidate shell against every live remote, is {@link liveRemoteConflicts}: the same rule.
 */
import fs from 'node:fs';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';
import { launchChromium } from './chromium.mjs';
import { liveRemotes, readManifest, registryEntry, remoteConfig, remoteConfigs, sharedBuilds } from './deploy.mjs';

/**
 * Checks the published folder's mf-manifest.json: the remote's name, the `./app` expose, and every file it lists.
 * @param {{ pkg: string, folder: string }} options @returns {void}
 */
export function checkManifest({ pkg, folder }) {
  const config = remoteConfig(pkg);
  const manifest = readManifest(path.join(folder, 'mf-manifest.json'));
  const problems = [];
  if (manifest.name !== config.name)
    problems.push(`its name is "${manifest.name}", the registry's is "${config.name}"`);
  if (!(manifest.exposes ?? []).some((/** @type {{path: string}} */ e) => e.path === './app'))
    problems.push('it exposes no "./app"');
  const entry = manifest.metaData?.remoteEntry;
  const files = [
    ...(entry ? [path.posix.join(entry.path ?? '', entry.name)] : []),
    ...[...(manifest.exposes ?? []), ...(manifest.shared ?? [])].flatMap((/** @type {any} */ item) => [
      ...(item.assets?.js?.sync ?? []),
      ...(item.assets?.js?.async ?? []),
      ...(item.assets?.css?.sync ?? []),
      ...(item.assets?.css?.async ?? []),
    ]),
  ];
  if (!entry) problems.push('it names no remoteEntry');
  for (const name of new Set(files)) if (!fs.existsSync(path.join(folder, name))) problems.push(`${name} is missing`);
  if (problems.length) throw new Error(`${config.package}: the manifest check failed: ${problems.join('; ')}.`);
}

/**
 * A strict singleton the shell cannot give a build. `text` says what the build needs, readably
 * (`@tutoring/platform ^7.0.1 (the shell has 8.0.0)`). `kind` says which side moves: `not-shared`, the shell must
 * share it; `shell-newer`, the shell's copy is a later version than the build accepts (a new major), so the remote is
 * rebuilt against that shell and released together with it (docs/adr/0010); `shell-lacks`, an older copy or missing
 * names, so the shell that has them goes first.
 * @typedef {{ name: string, text: string, kind: 'not-shared' | 'shell-newer' | 'shell-lacks' }} SingletonConflict
 */

/**
 * The strict singletons the shell cannot give this build: one it does not share at all (the remote would run its own
 * copy beside the shell's, a second React or platform session, or fail to load), a version it does not satisfy, or
 * names the build imports from a subset-shared singleton that the shell's copy does not have. The one rule of both
 * release checks: a remote's deploy against the running shell, a shell's release against every live remote.
 * @param {{ folder: string, shell: import('./deploy.mjs').SharedBuilds }} options the published folder; the shell's
 *   shared modules ({@link sharedBuilds} of its manifest)
 * @returns {SingletonConflict[]}
 */
export function singletonConflicts({ folder, shell }) {
  const remote = sharedBuilds(path.join(folder, 'mf-manifest.json'));
  /** @type {(item: [string, import('./deploy.mjs').SharedBuild]) => SingletonConflict[]} */
  const conflictsOf = ([name, built]) => {
    if (!built.singleton) return [];
    const required = typeof built.requiredVersion === 'string' ? built.requiredVersion : undefined;
    const page = shell[name]?.version;
    if (!page)
      return [
        { name, text: `${name}${required ? ` ${required}` : ''} (the shell does not share it)`, kind: 'not-shared' },
      ];
    if (!required) return [];
    if (!satisfy(page, required))
      return [
        {
          name,
          text: `${name} ${required} (the shell has ${page})`,
          kind: satisfy(page, `>${built.version}`) ? 'shell-newer' : 'shell-lacks',
        },
      ];
    // A subset shared by both (issue 26): a name the remote imports that the shell's copy lacks would be undefined.
    const provided = shell[name]?.exports;
    const missing = provided ? (built.imports ?? []).filter((n) => !provided.includes(n)) : [];
    return missing.length
      ? [{ name, text: `${name} ${missing.join(', ')} (not in the shell's ${name} ${page})`, kind: 'shell-lacks' }]
      : [];
  };
  return Object.entries(remote).flatMap(conflictsOf);
}

/**
 * What a candidate shell would break: for each remote the registry of `deployDir` points at (read once), the
 * {@link singletonConflicts} of its published build with the candidate's shared modules. `together` names published
 * versions to check instead of the live ones (remotes rebuilt for a new major, to go live with the shell:
 * {@link import('./deploy.mjs').activateTogether}); a remote there that is not live yet is checked too. A shell is
 * released only when every `conflicts` is empty (docs/deploy.md section 4); versions only in the history are not
 * checked. Throws when a live remote's build cannot be read (not published, unknown to remotes.config.json, a
 * malformed manifest).
 * @param {{ deployDir: string, shell: import('./deploy.mjs').SharedBuilds, together?: { pkg: string, version: string }[] }}
 *   options the deploy folder; the candidate shell's shared modules ({@link sharedBuilds} of its manifest)
 * @returns {{ remote: string, conflicts: SingletonConflict[] }[]} one per remote checked, in remotes.config.json's
 *   order; `remote` is `<package>@<version>`
 */
export function liveRemoteConflicts({ deployDir, shell, together = [] }) {
  const live = liveRemotes({ deployDir });
  const unknown = live.filter(({ config }) => !config).map(({ entry }) => `${entry.name}@${entry.version}`);
  if (unknown.length)
    throw new Error(
      `The registry points at ${unknown.join(', ')}, which remotes.config.json does not name: their builds cannot be checked.`,
    );
  /** @type {Map<string, string>} package -> version */
  const versions = new Map(
    live.map(({ config, entry }) => [/** @type {RemoteConfig} */ (config).package, entry.version]),
  );
  for (const { pkg, version } of together) versions.set(remoteConfig(pkg).package, version);
  return remoteConfigs().flatMap((config) => {
    const version = versions.get(config.package);
    if (!version) return [];
    const folder = path.join(deployDir, config.package, version);
    if (!fs.existsSync(path.join(folder, 'mf-manifest.json')))
      throw new Error(`${config.package}@${version} is not published: ${folder} has no mf-manifest.json.`);
    return [{ remote: `${config.package}@${version}`, conflicts: singletonConflicts({ folder, shell }) }];
  });
}

/** @typedef {import('./deploy.mjs').RemoteConfig} RemoteConfig */

/**
 * Loads the candidate in headless Chromium through the running shell: signs in, opens the area and waits for the
 * remote to render (its slot carries content and no fallback shows). Only this browser sees the candidate: its
 * `/remotes.json` is the live registry with the candidate's entry swapped in.
 * `manifestUrl`: where the candidate's entry points (default: remotes.config.json's port plus `portOffset`).
 * @param {{ pkg: string, version: string, deployDir: string, shellUrl: string, user: string, password: string,
 *   portOffset?: number, manifestUrl?: string, timeoutMs?: number }} options
 */
export async function loadInBrowser({
  pkg,
  version,
  deployDir,
  shellUrl,
  user,
  password,
  portOffset,
  manifestUrl,
  timeoutMs = 30_000,
}) {
  const config = remoteConfig(pkg);
  const manifest = path.join(deployDir, config.package, version, 'mf-manifest.json');
  const candidate = registryEntry(config, version, {
    shared: sharedBuilds(manifest),
    ...(portOffset === undefined ? {} : { portOffset }),
    ...(manifestUrl ? { manifestUrl } : {}),
  });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    /** @type {string[]} */
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(`${shellUrl}/remotes.json`, async (route) => {
      const live = await (await route.fetch()).json();
      const remotes = (live.remotes ?? []).map((/** @type {{name: string}} */ r) =>
        r.name === config.name ? candidate : r,
      );
      if (!remotes.some((/** @type {{name: string}} */ r) => r.name === config.name)) remotes.push(candidate);
      await route.fulfill({ json: { ...live, remotes } });
    });
    await page.goto(`${shellUrl}/login`);
    await page.getByLabel('E-mail').fill(user);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: timeoutMs });
    const area = config.routePrefixes[0] ?? '/';
    await page.goto(`${shellUrl}${area}`);
    const slot = page.locator(`[data-remote="${config.name}"]`);
    const fallback = page.getByTestId('remote-fallback');
    const notAllowed = page.getByRole('heading', { level: 1, name: 'Not allowed' });
    await Promise.race([
      slot.locator('h1, h2, main, table, form').first().waitFor({ timeout: timeoutMs }),
      fallback.waitFor({ timeout: timeoutMs }),
      notAllowed.waitFor({ timeout: timeoutMs }),
    ]).catch(() => undefined);
    if (await notAllowed.count())
      throw new Error(`${user} may not open ${area}: set DEPLOY_VERIFY_USER to a user of ${config.package}.`);
    if (await fallback.count())
      throw new Error(`${config.package}@${version} did not load in the browser: ${await fallback.innerText()}`);
    if (!(await slot.count()) || !(await slot.innerText()).trim())
      throw new Error(`${config.package}@${version} rendered nothing at ${area} within ${timeoutMs / 1000} s.`);
    if (errors.length) throw new Error(`${config.package}@${version} threw in the page: ${errors.join('; ')}`);
  } finally {
    await browser.close();
  }
}
