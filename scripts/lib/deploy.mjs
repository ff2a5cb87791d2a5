// @ts-check
/**
 * Independent deploy and rollback of one remote. A build is published to an immutable folder
 * `<deployDir>/<package>/<version>/` (version = package version + content hash) and activated by flipping its
 * entry in `<deployDir>/registry.json`; the previous version is kept in `<deployDir>/history.json` for rollback.
 * The shell is never rebuilt: it reads the registry on every page load.
 *
 * Each registry entry records the shared modules its build was made with (read from its mf-manifest.json), so the
 * shell refuses a remote whose strict singletons it cannot satisfy (issue 21). Both documents are replaced
 * atomically (write a unique temporary file, rename it over) and every read-modify-write holds
 * `<deployDir>/registry.lock`, so two deploys at once cannot lose one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_DEPLOY_DIR = process.env.DEPLOY_DIR || path.join(REPO_ROOT, 'deploy');

/** @typedef {{ package: string, name: string, port: number, navLabel: string, routePrefixes: string[], roles: string[], navRoles?: string[], prefixRoles?: Record<string, string[]> }} RemoteConfig */

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

/** Module Federation's own descriptions of a build: JSON whose order of members and lists varies between builds. */
const FEDERATION_JSON = /^mf-(?:stats|manifest)\.json$/;
/** Their precompressed copies (the same text, compressed): left out of the hash, the JSON itself counts. */
const FEDERATION_JSON_COPY = /^mf-(?:stats|manifest)\.json\.(?:br|gz)$/;

/**
 * JSON text with every object's members and every list in one order (the order a build wrote them in is noise).
 * @param {unknown} value @returns {string}
 */
export function canonicalJson(value) {
  if (Array.isArray(value))
    return `[${value
      .map((item) => canonicalJson(item))
      .sort()
      .join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(/** @type {Record<string, unknown>} */ (value)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * The content hash of a build folder (the `<hash>` of `<version>-<hash>`): every file's path and bytes, except that
 * mf-stats.json and mf-manifest.json count in their canonical form and their .br/.gz copies not at all, so the same
 * source built twice gets the same version (Module Federation lists exposes and shared modules in varying order).
 * @param {string} dist @returns {string} hex sha256
 */
export function contentHash(dist) {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(dist).sort()) {
    const relative = path.relative(dist, file).split(path.sep).join('/');
    const base = path.basename(file);
    if (FEDERATION_JSON_COPY.test(base)) continue;
    let bytes = fs.readFileSync(file);
    if (FEDERATION_JSON.test(base)) {
      try {
        bytes = Buffer.from(canonicalJson(JSON.parse(bytes.toString('utf8'))));
      } catch {
        // Not JSON: its bytes count as they are (the deploy's checks refuse it later).
      }
    }
    hash.update(relative).update('\0').update(bytes).update('\0');
  }
  return hash.digest('hex');
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
  const hash = contentHash(dist);
  const pkgVersion =
    label || JSON.parse(fs.readFileSync(path.join(REPO_ROOT, config.package, 'package.json'), 'utf8')).version;
  const version = `${pkgVersion}-${hash.slice(0, 8)}`;
  const folder = path.join(deployDir, config.package, version);
  if (!fs.existsSync(folder)) {
    const staging = `${folder}.tmp-${process.pid}`;
    fs.cpSync(dist, staging, { recursive: true });
    try {
      fs.renameSync(staging, folder);
    } catch (error) {
      // The same build published at the same moment by another deploy: its folder is this one.
      fs.rmSync(staging, { recursive: true, force: true });
      if (!fs.existsSync(folder)) throw error;
    }
  }
  return { version, folder };
}

/**
 * `exports` / `imports`: for a strict singleton shared as a subset of its package (build-config SubsetGuard), the names
 * the module this build provides has, and the names this build's code takes from it (issue 26).
 * @typedef {{ version: string, requiredVersion?: string | false, singleton?: boolean, exports?: string[],
 *   imports?: string[] }} SharedBuild
 * @typedef {Record<string, SharedBuild>} SharedBuilds
 */

/**
 * JSON text parsed, or a one-line reason naming where it came from (never a parser's stack in a deploy's output).
 * @param {string} text @param {string} source a file or URL @returns {any}
 */
export function parseJson(text, source) {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${source} is not valid JSON: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * A build's `mf-manifest.json` text parsed and checked for what the release checks read: an object whose `shared`,
 * when present, lists items with a `name` and a `version`. Throws a one-line reason naming `source` otherwise.
 * @param {string} text @param {string} source a file or URL @returns {any}
 */
export function parseManifest(text, source) {
  const manifest = parseJson(text, source);
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest))
    throw new Error(`${source} is not a Module Federation manifest (not an object).`);
  const { shared } = manifest;
  if (shared !== undefined && !Array.isArray(shared))
    throw new Error(`${source} is not a Module Federation manifest (its "shared" is not a list).`);
  const bad = (shared ?? []).findIndex(
    (/** @type {any} */ item) => typeof item?.name !== 'string' || typeof item.version !== 'string',
  );
  if (bad >= 0)
    throw new Error(`${source} is not a Module Federation manifest (shared item ${bad + 1} has no name or version).`);
  return manifest;
}

/** {@link parseManifest} of a file; a missing or unreadable file is a one-line reason too. @param {string} file */
export function readManifest(file) {
  /** @type {string} */
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    throw new Error(code === 'ENOENT' ? `${file} does not exist.` : `${file} cannot be read (${code ?? error}).`);
  }
  return parseManifest(text, file);
}

/**
 * The shared modules a build was made with, from its `mf-manifest.json`: version, required range, singleton.
 * @param {string} manifestFile @returns {SharedBuilds}
 */
export function sharedBuilds(manifestFile) {
  return sharedOfManifest(readManifest(manifestFile));
}

/** {@link sharedBuilds} of a manifest checked by {@link parseManifest}. @param {{ shared?: any[] }} manifest @returns {SharedBuilds} */
export function sharedOfManifest(manifest) {
  /** @type {SharedBuilds} */
  const shared = {};
  for (const item of manifest.shared ?? []) {
    shared[item.name] = {
      version: item.version,
      ...(item.requiredVersion !== undefined ? { requiredVersion: item.requiredVersion } : {}),
      singleton: Boolean(item.singleton),
      ...(Array.isArray(item.exports) ? { exports: item.exports } : {}),
      ...(Array.isArray(item.imports) ? { imports: item.imports } : {}),
    };
  }
  return Object.fromEntries(Object.entries(shared).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Whether a registry lock is a crashed deploy's: its process is gone (the lock names its pid and host, and the host is
 * this one), or, for a lock from another host or an older one naming only a pid, it is older than 60 s.
 * @param {string} lock
 */
function isStaleLock(lock) {
  if (Date.now() - fs.statSync(lock).mtimeMs > 60_000) return true;
  const [pid = '', host] = fs.readFileSync(lock, 'utf8').trim().split(/\s+/);
  if (host !== os.hostname() || !/^\d+$/.test(pid) || Number(pid) === process.pid) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'ESRCH';
  }
}

/**
 * Runs `fn` holding `<deployDir>/registry.lock` (created exclusively, naming the deploy's pid and host). A lock whose
 * process is gone (a deploy killed or crashed on this host) is taken over at once; one from another host when older
 * than 60 s. Waits up to 30 s for another deploy to finish.
 * @template T @param {string} deployDir @param {() => T} fn @returns {T}
 */
export function withRegistryLock(deployDir, fn) {
  fs.mkdirSync(deployDir, { recursive: true });
  const lock = path.join(deployDir, 'registry.lock');
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      fs.writeFileSync(lock, `${process.pid} ${os.hostname()}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      try {
        if (isStaleLock(lock)) fs.rmSync(lock, { force: true });
      } catch {
        // released meanwhile
      }
      if (Date.now() > deadline) throw new Error(`${lock} is held by another deploy; try again.`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20 + Math.floor(Math.random() * 30));
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** @param {string} deployDir @param {string} name @param {any} fallback @returns {any} */
function readJson(deployDir, name, fallback) {
  const file = path.join(deployDir, name);
  return fs.existsSync(file) ? parseJson(fs.readFileSync(file, 'utf8'), file) : fallback;
}

/**
 * `<deployDir>/registry.json` (an empty one when nothing is deployed yet); throws naming the file when it is not one.
 * @param {string} deployDir @returns {{ remotes: RegistryEntry[] } & Record<string, unknown>}
 */
function readRegistry(deployDir) {
  const registry = readJson(deployDir, 'registry.json', { remotes: [] });
  if (!Array.isArray(registry?.remotes))
    throw new Error(`${path.join(deployDir, 'registry.json')} is not a registry (its "remotes" is not a list).`);
  return registry;
}

/** @typedef {{ name: string, version: string, manifestUrl: string, shared?: SharedBuilds } & Record<string, unknown>} RegistryEntry */
/** @param {string} deployDir @param {string} name @param {unknown} value */
function writeJson(deployDir, name, value) {
  fs.mkdirSync(deployDir, { recursive: true });
  const file = path.join(deployDir, name);
  // A unique temporary name: two writers never share one, and readers only ever see a whole file (rename).
  const temporary = `${file}.${process.pid}-${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/**
 * @param {RemoteConfig} config @param {string} version
 * @param {{ host?: string, portOffset?: number, shared?: SharedBuilds, manifestUrl?: string }} [options]
 *   `manifestUrl`: where the entry points (default: remotes.config.json's port plus `portOffset`, REMOTE_PORT_OFFSET)
 */
export function registryEntry(
  config,
  version,
  { host = '127.0.0.1', portOffset = Number(process.env.REMOTE_PORT_OFFSET || 0), shared, manifestUrl } = {},
) {
  const { package: _pkg, port, ...rest } = config;
  return {
    ...rest,
    version,
    manifestUrl: manifestUrl ?? `http://${host}:${port + portOffset}/${version}/mf-manifest.json`,
    ...(shared ? { shared } : {}),
  };
}

/**
 * One rollback step of `<deployDir>/history.json`: a version that was live and the manifest URL it was live at (an
 * older history holds the version alone).
 * @typedef {{ version: string, manifestUrl?: string }} HistoryStep
 */

/** @param {unknown} step @returns {HistoryStep} */
const historyStep = (step) =>
  typeof step === 'string' ? { version: step } : /** @type {HistoryStep} */ (step ?? { version: '' });

/**
 * The manifest URL the registry gets for `version` of a remote: the URL given (a rollback: the one that version was
 * live at); else, with an explicit `portOffset` (the product starting its servers), remotes.config.json's port plus
 * it; else, when the remote is live, the live version's server (it serves every published version of the remote,
 * `/<version>/`); else remotes.config.json's port plus REMOTE_PORT_OFFSET (docs/deploy.md).
 * @param {{ config: RemoteConfig, version: string, live?: RegistryEntry | null, portOffset?: number,
 *   manifestUrl?: string }} options
 */
function plannedManifestUrl({ config, version, live, portOffset, manifestUrl }) {
  if (manifestUrl) return manifestUrl;
  if (portOffset === undefined && live?.manifestUrl) {
    try {
      return new URL(`/${version}/mf-manifest.json`, live.manifestUrl).href;
    } catch {
      // not a URL: computed below
    }
  }
  return registryEntry(config, version, portOffset === undefined ? {} : { portOffset }).manifestUrl;
}

/**
 * The manifest URL an {@link activate} of `version` (or a {@link rollback}, with the URL its history step recorded)
 * would write: what a deploy checks answers before it flips the registry.
 * @param {{ pkg: string, version: string, deployDir?: string, portOffset?: number, manifestUrl?: string }} options
 */
export function manifestUrlFor({ pkg, version, deployDir = DEFAULT_DEPLOY_DIR, portOffset, manifestUrl }) {
  const config = remoteConfig(pkg);
  const live = readRegistry(deployDir).remotes.find((r) => r.name === config.name) ?? null;
  return plannedManifestUrl({ config, version, live, portOffset, manifestUrl });
}

/**
 * Points the registry at a published version, remembering the previous one for rollback.
 * @param {{ pkg: string, version: string, deployDir?: string, keepHistory?: boolean, portOffset?: number }} options
 */
export function activate({ pkg, version, deployDir = DEFAULT_DEPLOY_DIR, keepHistory = true, portOffset }) {
  return activateTogether({ releases: [{ pkg, version }], deployDir, keepHistory, portOffset });
}

/**
 * Points the registry at several published versions in one write (a strict singleton's new major: the remotes
 * rebuilt for a new shell go live together, right after it; docs/adr/0010). Each previous version is remembered for
 * its own rollback.
 * @param {{ releases: { pkg: string, version: string }[], deployDir?: string, keepHistory?: boolean,
 *   portOffset?: number }} options
 */
export function activateTogether({ releases, deployDir = DEFAULT_DEPLOY_DIR, keepHistory = true, portOffset }) {
  return withRegistryLock(deployDir, () => activateLocked({ releases, deployDir, keepHistory, portOffset }));
}

/**
 * {@link activateTogether} inside the registry lock. A release's `manifestUrl` (a rollback's recorded one) is kept.
 * @param {{ releases: { pkg: string, version: string, manifestUrl?: string }[], deployDir: string,
 *   keepHistory: boolean, portOffset?: number }} options
 */
function activateLocked({ releases, deployDir, keepHistory, portOffset }) {
  const registry = readRegistry(deployDir);
  const history = readJson(deployDir, 'history.json', {});
  for (const { pkg, version, manifestUrl } of releases) {
    const config = remoteConfig(pkg);
    const manifest = path.join(deployDir, config.package, version, 'mf-manifest.json');
    if (!fs.existsSync(manifest)) throw new Error(`${config.package}@${version} is not published.`);
    const previous = registry.remotes.find((r) => r.name === config.name);
    // Re-activating the live version (every `npm start`) refreshes its entry from remotes.config.json (roles,
    // prefixes) without adding a rollback step.
    if (previous && previous.version !== version && keepHistory)
      history[config.package] = [
        ...(history[config.package] ?? []),
        { version: previous.version, manifestUrl: previous.manifestUrl },
      ];
    const shared = sharedBuilds(manifest);
    const url = plannedManifestUrl({ config, version, live: previous, portOffset, manifestUrl });
    registry.remotes = [
      ...registry.remotes.filter((r) => r.name !== config.name),
      registryEntry(config, version, { shared, manifestUrl: url }),
    ];
  }
  const order = remoteConfigs().map((r) => r.name);
  registry.remotes.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  // History first: a crash between the two writes leaves an extra rollback step, never a lost one.
  writeJson(deployDir, 'history.json', history);
  writeJson(deployDir, 'registry.json', registry);
  return registry;
}

/**
 * Points the registry back at the version active before the last deploy, at the manifest URL it was live at.
 * `expected`: the version a caller checked ({@link rollbackTarget}); when another deploy changed the history
 * meanwhile, nothing changes and this throws.
 * @param {{ pkg: string, deployDir?: string, portOffset?: number, expected?: string }} options
 */
export function rollback({ pkg, deployDir = DEFAULT_DEPLOY_DIR, portOffset, expected }) {
  const config = remoteConfig(pkg);
  return withRegistryLock(deployDir, () => {
    const history = readJson(deployDir, 'history.json', {});
    const steps = [...(history[config.package] ?? [])];
    const previous = steps.length ? historyStep(steps.pop()) : null;
    if (!previous?.version) throw new Error(`${config.package} has no earlier version to roll back to.`);
    if (expected !== undefined && previous.version !== expected)
      throw new Error(
        `${config.package}'s history changed meanwhile (now back to ${previous.version}); run the rollback again.`,
      );
    writeJson(deployDir, 'history.json', { ...history, [config.package]: steps });
    activateLocked({
      releases: [
        { pkg, version: previous.version, ...(portOffset === undefined ? { manifestUrl: previous.manifestUrl } : {}) },
      ],
      deployDir,
      keepHistory: false,
      portOffset,
    });
    return previous.version;
  });
}

/** The version {@link rollback} would go back to, or null. @param {{ pkg: string, deployDir?: string }} options */
export function rollbackTarget({ pkg, deployDir = DEFAULT_DEPLOY_DIR }) {
  return rollbackStep({ pkg, deployDir })?.version ?? null;
}

/**
 * The step {@link rollback} would go back to (its version and the manifest URL it would point at), or null.
 * @param {{ pkg: string, deployDir?: string }} options @returns {{ version: string, manifestUrl: string } | null}
 */
export function rollbackStep({ pkg, deployDir = DEFAULT_DEPLOY_DIR }) {
  const last = readJson(deployDir, 'history.json', {})[remoteConfig(pkg).package]?.at(-1);
  if (!last) return null;
  const step = historyStep(last);
  return {
    version: step.version,
    manifestUrl: manifestUrlFor({ pkg, version: step.version, deployDir, manifestUrl: step.manifestUrl }),
  };
}

/** The version the registry currently points at. @param {{ pkg: string, deployDir?: string }} options */
export function activeVersion({ pkg, deployDir = DEFAULT_DEPLOY_DIR }) {
  return activeEntry({ pkg, deployDir })?.version ?? null;
}

/** The registry entry of a remote, or null. @param {{ pkg: string, deployDir?: string }} options */
export function activeEntry({ pkg, deployDir = DEFAULT_DEPLOY_DIR }) {
  const config = remoteConfig(pkg);
  return readRegistry(deployDir).remotes.find((r) => r.name === config.name) ?? null;
}

/**
 * Every remote the registry points at, from one read of it, in its order: the entry and the remote's
 * remotes.config.json entry (null for a name this checkout does not know).
 * @param {{ deployDir?: string }} [options] @returns {{ entry: RegistryEntry, config: RemoteConfig | null }[]}
 */
export function liveRemotes({ deployDir = DEFAULT_DEPLOY_DIR } = {}) {
  const configs = remoteConfigs();
  return readRegistry(deployDir).remotes.map((entry) => ({
    entry,
    config: configs.find((config) => config.name === entry.name) ?? null,
  }));
}

/**
 * Takes a remote out of the deploy folder (`npm run remove:remote`): its registry entry, so the running shell stops
 * showing the area on its next page load, its rollback history, and its published versions
 * (`<deployDir>/<package>/`). The registry and history are written under the registry lock, before the folder goes;
 * nothing of another remote changes. Works for a remote remotes.config.json no longer names.
 * @param {{ pkg: string, name: string, deployDir?: string, dryRun?: boolean }} options `name`: its Module Federation
 *   name (the registry's key); `dryRun`: only say what would go
 * @returns {{ live: string | null, history: number, versions: string[] }} the live version it had, its history steps
 *   and its published versions
 */
export function retireRemote({ pkg, name, deployDir = DEFAULT_DEPLOY_DIR, dryRun = false }) {
  const folder = path.join(deployDir, pkg);
  const versions = fs.existsSync(folder)
    ? fs
        .readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
  const read = () => {
    const registry = readRegistry(deployDir);
    const history = readJson(deployDir, 'history.json', {});
    const live = registry.remotes.find((entry) => entry.name === name) ?? null;
    return { registry, history, live, steps: (history[pkg] ?? []).length };
  };
  if (!fs.existsSync(deployDir) || dryRun) {
    const { live, steps } = fs.existsSync(deployDir) ? read() : { live: null, steps: 0 };
    return { live: live?.version ?? null, history: steps, versions };
  }
  const { live, steps } = withRegistryLock(deployDir, () => {
    const found = read();
    if (found.live) {
      found.registry.remotes = found.registry.remotes.filter((entry) => entry.name !== name);
      writeJson(deployDir, 'registry.json', found.registry);
    }
    if (pkg in found.history) {
      delete found.history[pkg];
      writeJson(deployDir, 'history.json', found.history);
    }
    return found;
  });
  fs.rmSync(folder, { recursive: true, force: true });
  return { live: live?.version ?? null, history: steps, versions };
}
