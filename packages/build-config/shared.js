// @ts-check
/**
 * What every app shares through Module Federation (issue 21, docs/adr/0003-versioned-sharing.md).
 * - Strict singletons: what must be one instance in the page (React, the router, jotai and the platform's session
 *   state, styled-components and its theme context, single-spa, the query client and the API connection). The page's
 *   copy is the one loaded first ("loaded-first"); a remote built against a version that copy does not satisfy
 *   (`^built`) is not loaded at all: the platform shows "This area needs a newer version of the platform".
 * - Shared by range: our other packages (design-system, domain, contract). A remote gets the page's copy when it
 *   satisfies `^<version it was built with>`, and downloads its own otherwise.
 */
const fs = require('node:fs');
const path = require('node:path');

/** Third-party libraries shared as strict singletons. */
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
// schemas are still one shared copy, through @tutoring/contract). Browser code uses zod/mini (issue 26): its schemas
// carry no methods, so only the checks a build calls are bundled (10.9 KB brotli on the shell's first route against
// classic's 18.8); classic zod stays on the api-server.

/** Our own packages that hold page-wide state, strict singletons too (session atoms and shell services; the API
 * connection and the query client). */
const SINGLETON_WORKSPACE_PACKAGES = ['@tutoring/platform', '@tutoring/api-client'];

/** Our own packages shared by semver range: stateless (rules, schemas) or with their state kept page-wide (the
 * design system's contexts live on globalThis), so two versions can run side by side. */
const RANGED_WORKSPACE_PACKAGES = ['@tutoring/design-system', '@tutoring/domain', '@tutoring/contract'];

const SHARED_WORKSPACE_PACKAGES = [...SINGLETON_WORKSPACE_PACKAGES, ...RANGED_WORKSPACE_PACKAGES];

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
  // issue 26: the used part of TanStack Query (shared-entries/query-exports.js).
  '@tanstack/react-query': path.join(__dirname, 'shared-entries', 'react-query.mjs'),
  // issue 26: the used part of styled-components (shared-entries/styled-exports.js).
  'styled-components': path.join(__dirname, 'shared-entries', 'styled-components.mjs'),
};

/**
 * Our ranged packages whose shared module is a smaller entry than the package's (issue 26): the names the shell and
 * the shared packages import (`<package>/shared-core.ts`); the rest is a subpath the remotes bundle
 * (`@tutoring/domain/areas`), or a subpath shared under its own key (`@tutoring/design-system/forms`: one copy in the
 * page, loaded when a route first renders a form control). Used when the installed version has the file (an older or a
 * fixture's build without it shares the whole entry, and no subpath key). The build fails when code imports from the
 * package (or the shared subpath) a name the entry lacks (webpack.js, SubsetGuard).
 */
const CORE_ENTRIES = {
  '@tutoring/domain': 'shared-core.ts',
  '@tutoring/design-system': 'shared-core.ts',
  '@tutoring/design-system/forms': 'forms.ts',
  // The write schemas and the registry's bodies: one copy in the page, loaded when a form first needs a write schema.
  '@tutoring/contract/writes': 'writes.ts',
};

/** The package a shared key belongs to ('@tutoring/design-system/forms' -> '@tutoring/design-system'). @param {string} name */
function packageOf(name) {
  return name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : (name.split('/')[0] ?? name);
}

/** The shared subpath keys of our packages (CORE_ENTRIES keys below a package name). */
const SHARED_SUBPATHS = Object.keys(CORE_ENTRIES).filter((name) => packageOf(name) !== name);

/** The libraries shared as strict singletons, by package (`react/jsx-runtime` is `react`'s). */
const SHARED_LIBRARY_PACKAGES = [...new Set(SHARED_LIBRARIES.map(packageOf))];

/**
 * Every package shared through Module Federation, by package name: what a check of "one copy of each in the page"
 * reads from `__FEDERATION__.__SHARE__` (the bench, scripts/bench/browser.mjs).
 */
const SHARED_PACKAGES = [...SHARED_LIBRARY_PACKAGES, ...SHARED_WORKSPACE_PACKAGES];

/** The core entry of `name` as the app in `dir` resolves it, or null. @param {string} name @param {string} dir */
function coreEntry(name, dir) {
  const file = CORE_ENTRIES[/** @type {keyof typeof CORE_ENTRIES} */ (name)];
  if (!file) return null;
  try {
    const pkg = require.resolve(`${packageOf(name)}/package.json`, { paths: [dir] });
    const entry = path.join(path.dirname(pkg), file);
    return fs.existsSync(entry) ? entry : null;
  } catch {
    return null;
  }
}

/** The names a core entry exports (its `export { a, b } from '...'` lines). @param {string} file */
function coreEntryNames(file) {
  const names = [];
  for (const match of fs.readFileSync(file, 'utf8').matchAll(/export \{([^}]*)\} from/g)) {
    for (const name of (match[1] ?? '').split(',')) if (name.trim()) names.push(name.trim());
  }
  return names;
}

/**
 * Absolute path of react-router's browser ESM build as the app resolves it. The package's exports name only its
 * `dist/development` build, whose only difference from `dist/production` is `ENABLE_DEV_WARNINGS = true` (route
 * warnings checked and their texts shipped); a production build takes `dist/production`.
 * @param {string} dir @param {boolean} [isDev]
 */
function reactRouterFullEntry(dir, isDev = false) {
  const pkg = require.resolve('react-router/package.json', { paths: [dir] });
  return path.join(path.dirname(pkg), 'dist', isDev ? 'development' : 'production', 'index.mjs');
}

/** Absolute path of @tanstack/react-query's ESM build as the app resolves it. @param {string} dir */
function reactQueryFullEntry(dir) {
  const pkg = require.resolve('@tanstack/react-query/package.json', { paths: [dir, __dirname] });
  return path.join(path.dirname(pkg), 'build', 'modern', 'index.js');
}

/** Absolute path of styled-components' browser ESM build as the app resolves it. @param {string} dir */
function styledComponentsFullEntry(dir) {
  const pkg = require.resolve('styled-components/package.json', { paths: [dir, __dirname] });
  return path.join(path.dirname(pkg), 'dist', 'styled-components.browser.esm.js');
}

/**
 * What every signed-in page of the shell runs (issue 26, bytes): the strict singletons' libraries and what they run
 * on, the API client's ky, and zod/mini under the contract; with our shared packages but the design system (its forms
 * subpath loads only when a route first renders a form control), and without the shared subpaths of these packages
 * (`@tutoring/contract/writes`: loaded when a form first needs a write schema, onDemandFiles). The shell's production build puts their modules into
 * one chunk, `first` (webpack.js `firstPageChunk`), instead of one chunk per shared module: brotli compresses them
 * about 7 KB smaller together (one window instead of twelve), and the first page makes a dozen requests fewer.
 */
const FIRST_PAGE_LIBRARIES = [...SHARED_LIBRARY_PACKAGES, 'single-spa-react', 'ky', 'zod'];
const FIRST_PAGE_WORKSPACE_PACKAGES = [...SINGLETON_WORKSPACE_PACKAGES, '@tutoring/contract', '@tutoring/domain'];

/**
 * Real directory of package `name` as Node finds it from the first of `paths` that has it (the node_modules folders
 * up from each; read directly, since a package's `exports` may hide its package.json from require.resolve), or null.
 * @param {string} name @param {string[]} paths
 */
function packageDir(name, paths) {
  for (const from of paths) {
    for (let at = from; ; at = path.dirname(at)) {
      const candidate = path.join(at, 'node_modules', name);
      if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
      if (path.dirname(at) === at) break;
    }
  }
  return null;
}

/**
 * The real directories whose modules belong to the shell's first-page chunk: FIRST_PAGE_LIBRARIES with everything they
 * depend on (a library's dependencies run with it), and our FIRST_PAGE_WORKSPACE_PACKAGES themselves (not their
 * dependencies: the platform depends on react-hook-form for the forms it renders on demand), plus the modules this
 * package provides in their place (shared-entries, zod-lean).
 * @param {string} dir the app's directory
 * @returns {string[]}
 */
function firstPageDirs(dir) {
  const dirs = new Set([path.join(__dirname, 'shared-entries'), path.join(__dirname, 'zod-lean')]);
  const queue = [...FIRST_PAGE_LIBRARIES.map((name) => ({ name, from: dir }))];
  while (queue.length) {
    const { name, from } = /** @type {{ name: string, from: string }} */ (queue.shift());
    const found = packageDir(name, [from, dir]);
    if (!found || dirs.has(found)) continue;
    dirs.add(found);
    const deps = require(path.join(found, 'package.json')).dependencies || {};
    for (const dep of Object.keys(deps)) queue.push({ name: dep, from: found });
  }
  for (const name of FIRST_PAGE_WORKSPACE_PACKAGES) {
    const found = packageDir(name, [dir]);
    if (found) dirs.add(found);
  }
  return [...dirs];
}

/**
 * The files of the shared subpaths of FIRST_PAGE_WORKSPACE_PACKAGES (`@tutoring/contract/writes`), as the app in `dir`
 * resolves them: each subpath's entry and the files it re-exports (`export { ... } from './src/writes'`). They stay out
 * of the first-page chunk although they lie in a first-page package's directory: their shared module loads on demand.
 * @param {string} dir the app's directory
 * @returns {string[]}
 */
function onDemandFiles(dir) {
  const files = [];
  for (const name of SHARED_SUBPATHS) {
    if (!FIRST_PAGE_WORKSPACE_PACKAGES.includes(packageOf(name))) continue;
    const entry = coreEntry(name, dir);
    if (!entry) continue;
    const real = fs.realpathSync(entry);
    files.push(real);
    for (const match of fs.readFileSync(real, 'utf8').matchAll(/export \{[^}]*\} from '(\.[^']+)'/g)) {
      const base = path.resolve(path.dirname(real), match[1] ?? '');
      const found = ['.ts', '.tsx', '.js', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f));
      if (found && !files.includes(found)) files.push(found);
    }
  }
  return files;
}

/**
 * The `shared` option of one app's ModuleFederationPlugin. Every module requires `^<the version this build bundles>`
 * (the version it was built and tested against), never less.
 * @param {string} dir the app's directory
 */
function sharedModules(dir) {
  const pkg = require(path.join(dir, 'package.json'));
  const deps = { ...(pkg.dependencies || {}) };
  /** @type {Record<string, { singleton: boolean, requiredVersion: string | false, strictVersion: boolean, version?: string, import?: string }>} */
  const shared = {};
  for (const name of [...SHARED_LIBRARIES, ...SHARED_WORKSPACE_PACKAGES, ...SHARED_SUBPATHS]) {
    const base = packageOf(name);
    const ours = SHARED_WORKSPACE_PACKAGES.includes(base);
    // A shared subpath exists only in the versions that have its file (none in an older build or a fixture's).
    if (SHARED_SUBPATHS.includes(name) && !coreEntry(name, dir)) continue;
    // A library the app only reaches through another one (react-router inside react-router-dom) is shared too,
    // so that no second copy can ever be bundled.
    const installed = installedVersion(base, dir);
    if (!(base in deps) && !ours && !installed) continue;
    const singleton = !RANGED_WORKSPACE_PACKAGES.includes(base);
    shared[name] = {
      singleton,
      requiredVersion: installed ? `^${installed}` : deps[base] || false,
      // A strict singleton the page's copy does not satisfy fails the load instead of running against the wrong
      // version (the platform checks first and shows its clear fallback; this is the net under that check).
      strictVersion: singleton,
      ...(installed ? { version: installed } : {}),
    };
    const subset = SUBSET_ENTRIES[name];
    // The provided module is ours, so its version must be given: the package's, as if it were the package.
    if (subset && installed) Object.assign(shared[name], { import: subset, version: installed });
    const core = coreEntry(name, dir);
    if (core && installed) Object.assign(shared[name], { import: core, version: installed });
  }
  return shared;
}

module.exports = {
  sharedModules,
  firstPageDirs,
  onDemandFiles,
  FIRST_PAGE_LIBRARIES,
  FIRST_PAGE_WORKSPACE_PACKAGES,
  coreEntry,
  coreEntryNames,
  CORE_ENTRIES,
  SHARED_SUBPATHS,
  reactRouterFullEntry,
  reactQueryFullEntry,
  styledComponentsFullEntry,
  SHARED_LIBRARIES,
  SHARED_PACKAGES,
  SHARED_WORKSPACE_PACKAGES,
  SINGLETON_WORKSPACE_PACKAGES,
  RANGED_WORKSPACE_PACKAGES,
  SUBSET_ENTRIES,
};
