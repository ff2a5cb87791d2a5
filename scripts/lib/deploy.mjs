// @ts-check
/**
 * Independent deploy and rollback of one remote. A build is published to an immutable folder
 * `<deployDir>/<package>/<version>/` (version = package version + content hash) and activated by flipping its
 * entry in `<deployDir>/registry.json`; the previous version is kept in `<deployDir>/history.json` for rollback.
 * The shell is never rebuilt: it reads the registry on every page load.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_DEPLOY_DIR = process.env.DEPLOY_DIR || path.join(REPO_ROOT, 'deploy');

/** @typedef {{ package: string, name: string, port: number, navLabel: string, routePrefixes: string[], roles: string[], navRoles?: string[] }} RemoteConfig */

/** @returns {RemoteConfig[]} */
export function remoteConfigs() {
  return JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'remotes.config.json'), 'utf8')).remotes;
}

/** @param {string} pkg */
export function remoteConfig(pkg) {
  const config = remoteConfigs().find((remote) => remote.package === pkg || remote.name === pkg);
  if (!config)
    throw new Error(
      `Unknown remote "${pkg}". Known: ${remoteConfigs()
        .map((r) => r.package)
        .join(', ')}`,
    );
  return config;
}

/** @param {string} dir @returns {string[]} */
function listFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/**
 * Copies a remote's dist/ into its immutable versioned folder (no-op when that version exists).
 * @param {{ pkg: string, deployDir?: string, distDir?: string, label?: string }} options
 */
export function publish({ pkg, deployDir = DEFAULT_DEPLOY_DIR, distDir, label }) {
  const config = remoteConfig(pkg);
  const dist = distDir ?? path.join(REPO_ROOT, config.package, 'dist');
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json')))
    throw new Error(`${dist} has no mf-manifest.json: build ${config.package} first.`);
  const files = listFiles(dist).sort();
  const hash = crypto.createHash('sha256');
  for (const file of files) hash.update(path.relative(dist, file)).update(fs.readFileSync(file));
  const pkgVersion =
    label || JSON.parse(fs.readFileSync(path.join(REPO_ROOT, config.package, 'package.json'), 'utf8')).version;
  const version = `${pkgVersion}-${hash.digest('hex').slice(0, 8)}`;
  const folder = path.join(deployDir, config.package, version);
  if (!fs.existsSync(folder)) {
    const staging = `${folder}.tmp-${process.pid}`;
    fs.cpSync(dist, staging, { recursive: true });
    fs.renameSync(staging, folder);
  }
  return { version, folder };
}

/** @param {string} deployDir @param {string} name @param {any} fallback @returns {any} */
function readJson(deployDir, name, fallback) {
  const file = path.join(deployDir, name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : fallback;
}
/** @param {string} deployDir @param {string} name @param {unknown} value */
function writeJson(deployDir, name, value) {
  fs.mkdirSync(deployDir, { recursive: true });
  const file = path.join(deployDir, name);
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

/**
 * @param {RemoteConfig} config @param {string} version
 * @param {{ host?: string, portOffset?: number }} [options]
 */
export function registryEntry(
  config,
  version,
  { host = '127.0.0.1', portOffset = Number(process.env.REMOTE_PORT_OFFSET || 0) } = {},
) {
  const { package: _pkg, port, ...rest } = config;
  return { ...rest, version, manifestUrl: `http://${host}:${port + portOffset}/${version}/mf-manifest.json` };
}

/**
 * Points the registry at a published version, remembering the previous one for rollback.
 * @param {{ pkg: string, version: string, deployDir?: string, keepHistory?: boolean, portOffset?: number }} options
 */
export function activate({ pkg, version, deployDir = DEFAULT_DEPLOY_DIR, keepHistory = true, portOffset }) {
  const config = remoteConfig(pkg);
  if (!fs.existsSync(path.join(deployDir, config.package, version, 'mf-manifest.json')))
    throw new Error(`${config.package}@${version} is not published.`);
  const registry = readJson(deployDir, 'registry.json', { remotes: [] });
  const history = readJson(deployDir, 'history.json', {});
  const previous = registry.remotes.find((/** @type {{name: string}} */ r) => r.name === config.name);
  if (previous?.version === version) return registry;
  if (previous && keepHistory) history[config.package] = [...(history[config.package] ?? []), previous.version];
  const order = remoteConfigs().map((r) => r.name);
  registry.remotes = [
    ...registry.remotes.filter((/** @type {{name: string}} */ r) => r.name !== config.name),
    registryEntry(config, version, portOffset === undefined ? {} : { portOffset }),
  ].sort(
    (/** @type {{name: string}} */ a, /** @type {{name: string}} */ b) => order.indexOf(a.name) - order.indexOf(b.name),
  );
  writeJson(deployDir, 'registry.json', registry);
  writeJson(deployDir, 'history.json', history);
  return registry;
}

/** Points the registry back at the version active before the last deploy. @param {{ pkg: string, deployDir?: string, portOffset?: number }} options */
export function rollback({ pkg, deployDir = DEFAULT_DEPLOY_DIR, portOffset }) {
  const config = remoteConfig(pkg);
  const history = readJson(deployDir, 'history.json', {});
  const versions = history[config.package] ?? [];
  const previous = versions.pop();
  if (!previous) throw new Error(`${config.package} has no earlier version to roll back to.`);
  writeJson(deployDir, 'history.json', { ...history, [config.package]: versions });
  activate({ pkg, version: previous, deployDir, keepHistory: false, portOffset });
  return previous;
}

/** The version the registry currently points at. @param {{ pkg: string, deployDir?: string }} options */
export function activeVersion({ pkg, deployDir = DEFAULT_DEPLOY_DIR }) {
  const config = remoteConfig(pkg);
  return (
    readJson(deployDir, 'registry.json', { remotes: [] }).remotes.find(
      (/** @type {{name: string}} */ r) => r.name === config.name,
    )?.version ?? null
  );
}
