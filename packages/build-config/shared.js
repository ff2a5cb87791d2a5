// @ts-check
/**
 * Libraries every app shares through Module Federation. Each is a singleton: exactly one copy runs
 * in the page, the first one loaded ("loaded-first"), so a remote that is down never stops the shell.
 */
const path = require('node:path');

/** Third-party libraries shared as singletons. */
const SHARED_LIBRARIES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'jotai',
  'jotai/utils',
  'styled-components',
  'single-spa',
  '@tanstack/react-query',
];
// zod is deliberately not shared (issue 13): a shared module cannot be tree-shaken, and zod 4's full export surface
// (every locale, JSON-schema conversion, compile) was 88 KB gzip of every page. Each build bundles the parts it uses;
// schemas are plain objects checked by traits, so schemas of one copy work inside the other's (the contract's
// schemas are still one shared copy, through @tutoring/contract).

/** Our own packages, shared as singletons too (one API client, one design system, one session state). */
const SHARED_WORKSPACE_PACKAGES = [
  '@tutoring/platform',
  '@tutoring/api-client',
  '@tutoring/design-system',
  '@tutoring/domain',
  '@tutoring/contract',
];

/** @param {string} name @param {string} dir @returns {string | null} */
function installedVersion(name, dir) {
  try {
    return require(require.resolve(`${name}/package.json`, { paths: [dir] })).version;
  } catch {
    return null;
  }
}

/**
 * Shared keys provided by a module of ours instead of the package's entry (issue 13): react-router's used subset
 * (shared-entries/router-exports.js). Consumers still import 'react-router(-dom)' and get the same singleton.
 * @type {Record<string, string>}
 */
const SUBSET_ENTRIES = {
  'react-router': path.join(__dirname, 'shared-entries', 'react-router.mjs'),
  'react-router-dom': path.join(__dirname, 'shared-entries', 'react-router-dom.mjs'),
};

/** Absolute path of react-router's browser ESM build as the app resolves it. @param {string} dir */
function reactRouterFullEntry(dir) {
  const pkg = require.resolve('react-router/package.json', { paths: [dir] });
  return path.join(path.dirname(pkg), 'dist', 'development', 'index.mjs');
}

/** @param {string} dir the app's directory */
function sharedModules(dir) {
  const pkg = require(path.join(dir, 'package.json'));
  const deps = { ...(pkg.dependencies || {}) };
  /** @type {Record<string, { singleton: true, requiredVersion: string | false, strictVersion: false, import?: string, version?: string }>} */
  const shared = {};
  for (const name of [...SHARED_LIBRARIES, ...SHARED_WORKSPACE_PACKAGES]) {
    const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : (name.split('/')[0] ?? name);
    const ours = SHARED_WORKSPACE_PACKAGES.includes(base);
    // A library the app only reaches through another one (react-router inside react-router-dom) is shared too,
    // so that no second copy can ever be bundled.
    const installed = installedVersion(base, dir);
    if (!(base in deps) && !ours && !installed) continue;
    shared[name] = {
      singleton: true,
      requiredVersion: ours ? false : deps[base] || (installed ? `^${installed}` : false),
      strictVersion: false,
    };
    const subset = SUBSET_ENTRIES[name];
    // The provided module is ours, so its version must be given: the package's, as if it were the package.
    if (subset && installed) Object.assign(shared[name], { import: subset, version: installed });
  }
  return shared;
}

module.exports = { sharedModules, reactRouterFullEntry, SHARED_LIBRARIES, SHARED_WORKSPACE_PACKAGES, SUBSET_ENTRIES };
