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
  'zod',
];

/** Our own packages, shared as singletons too (one API client, one design system, one session state). */
const SHARED_WORKSPACE_PACKAGES = [
  '@tutoring/platform',
  '@tutoring/api-client',
  '@tutoring/design-system',
  '@tutoring/domain',
  '@tutoring/contract',
];

/** @param {string} dir the app's directory */
function sharedModules(dir) {
  const pkg = require(path.join(dir, 'package.json'));
  const deps = { ...(pkg.dependencies || {}) };
  /** @type {Record<string, { singleton: true, requiredVersion: string | false, strictVersion: false }>} */
  const shared = {};
  for (const name of [...SHARED_LIBRARIES, ...SHARED_WORKSPACE_PACKAGES]) {
    const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    if (!(base in deps) && !SHARED_WORKSPACE_PACKAGES.includes(base)) continue;
    shared[name] = { singleton: true, requiredVersion: SHARED_WORKSPACE_PACKAGES.includes(base) ? false : deps[base] || false, strictVersion: false };
  }
  return shared;
}

module.exports = { sharedModules, SHARED_LIBRARIES, SHARED_WORKSPACE_PACKAGES };
