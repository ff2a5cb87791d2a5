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
import { activeEntry, registryEntry, remoteConfig, remoteConfigs, sharedBuilds } from './deploy.mjs';

/**
 * Checks the published folder's mf-manifest.json: the remote's name, the `./app` expose, and every file it lists.
 * @param {{ pkg: string, folder: string }} options @returns {void}
 */
export function checkManifest({ pkg, folder }) {
  const config = remoteConfig(pkg);
  const file = path.join(folder, 'mf-manifest.json');
  /** @type {any} */
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${error instanceof Error ? error.message : error}`);
  }
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
 * The strict singletons the shell cannot give this build, as readable lines: a version it does not satisfy, or names
 * it imports from a subset-shared singleton that the shell's copy does not have.
 * @param {{ folder: string, shell: import('./deploy.mjs').SharedBuilds }} options the published folder; the shell's
 *   shared modules ({@link sharedBuilds} of its manifest)
 * @returns {string[]}
 */
export function singletonConflicts({ folder, shell }) {
  const remote = sharedBuilds(path.join(folder, 'mf-manifest.json'));
  return Object.entries(remote).flatMap(([name, built]) => {
    const page = shell[name]?.version;
    if (!built.singleton || typeof built.requiredVersion !== 'string' || !page) return [];
    if (!satisfy(page, built.requiredVersion)) return [`${name} ${built.requiredVersion} (the shell has ${page})`];
    // A subset shared by both (issue 26): a name the remote imports that the shell's copy lacks would be undefined.
    const provided = shell[name]?.exports;
    const missing = provided ? (built.imports ?? []).filter((n) => !provided.includes(n)) : [];
    return missing.length ? [`${name} ${missing.join(', ')} (not in the shell's ${name} ${page})`] : [];
  });
}

/**
 * The live remotes a candidate shell would break: for each remote the registry of `deployDir` points at, the
 * {@link singletonConflicts} of its published build with the candidate's shared modules. A shell is released only
 * when this is empty (docs/deploy.md section 4); remotes not deployed, and versions only in the history, are not
 * checked.
 * @param {{ deployDir: string, shell: import('./deploy.mjs').SharedBuilds }} options the deploy folder; the candidate
 *   shell's shared modules ({@link sharedBuilds} of its manifest)
 * @returns {{ remote: string, conflicts: string[] }[]} `remote` is `<package>@<version>`
 */
export function liveRemoteConflicts({ deployDir, shell }) {
  return remoteConfigs().flatMap((config) => {
    const entry = activeEntry({ pkg: config.package, deployDir });
    if (!entry) return [];
    const folder = path.join(deployDir, config.package, entry.version);
    if (!fs.existsSync(path.join(folder, 'mf-manifest.json')))
      throw new Error(
        `The registry points at ${config.package}@${entry.version}, but ${folder} has no mf-manifest.json.`,
      );
    const conflicts = singletonConflicts({ folder, shell });
    return conflicts.length ? [{ remote: `${config.package}@${entry.version}`, conflicts }] : [];
  });
}

/**
 * Loads the candidate in headless Chromium through the running shell: signs in, opens the area and waits for the
 * remote to render (its slot carries content and no fallback shows). Only this browser sees the candidate: its
 * `/remotes.json` is the live registry with the candidate's entry swapped in.
 * @param {{ pkg: string, version: string, deployDir: string, shellUrl: string, user: string, password: string,
 *   portOffset?: number, timeoutMs?: number }} options
 */
export async function loadInBrowser({
  pkg,
  version,
  deployDir,
  shellUrl,
  user,
  password,
  portOffset,
  timeoutMs = 30_000,
}) {
  const config = remoteConfig(pkg);
  const manifest = path.join(deployDir, config.package, version, 'mf-manifest.json');
  const candidate = registryEntry(config, version, {
    shared: sharedBuilds(manifest),
    ...(portOffset === undefined ? {} : { portOffset }),
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
