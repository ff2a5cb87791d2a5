// @ts-check
/**
 * The one shape of a remote (issue 23.5, STYLE.md "One remote = one shape"). `checkRemoteShape(dir)` lists every
 * place where a remote drifts from it; `test/remote-shape.test.ts` runs it over every registered remote, and
 * `scripts/new-remote.mjs` writes a new remote in this shape.
 *
 *   src/index.ts, src/bootstrap.tsx         async boundary + standalone entry
 *   src/app/                                App.tsx, App.test.tsx, lifecycles.tsx, remote.ts, routes.tsx (no folders)
 *   src/features/<kebab-name>/              pages and their tests at the top; folders only api/ and components/
 *   src/shared/                             optional: what several features use; folders only api/, components/, lib/
 *   src/test/                               the remote's glue to the build-config test kit (no folders)
 *
 * A test's `__form-bodies__/` folder (the test kit's fixtures, beside the test) is not part of the shape.
 */
const fs = require('node:fs');
const path = require('node:path');

const SRC_FILES = ['index.ts', 'bootstrap.tsx'];
const SRC_FOLDERS = ['app', 'features', 'shared', 'test'];
// The area's first page: the data it reads fetched before the click (prefetch.ts) and the page rendered once
// off-screen (warmUp.ts, with its test), both passed to createRemoteLifecycles (issue 26).
const APP_FILES = [
  'App.tsx',
  'App.test.tsx',
  'lifecycles.tsx',
  'remote.ts',
  'routes.tsx',
  'prefetch.ts',
  'warmUp.ts',
  'warmUp.test.tsx',
];
const FEATURE_FOLDERS = ['api', 'components'];
const SHARED_FOLDERS = ['api', 'components', 'lib'];
const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Folders the test kit writes beside a test (its committed fixtures), allowed wherever tests are. */
const TEST_FIXTURE_FOLDERS = ['__form-bodies__'];

/** @param {string} dir */
const entries = (dir) =>
  (fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []).filter(
    (entry) => !(entry.isDirectory() && TEST_FIXTURE_FOLDERS.includes(entry.name)),
  );

/**
 * Every way `remoteDir` differs from the remote shape, as readable sentences (empty when it conforms).
 * @param {string} remoteDir absolute path of the remote's package folder
 * @returns {string[]}
 */
function checkRemoteShape(remoteDir) {
  const name = path.basename(remoteDir);
  const src = path.join(remoteDir, 'src');
  /** @type {string[]} */
  const problems = [];
  const problem = (/** @type {string} */ where, /** @type {string} */ what) =>
    problems.push(`${name}/${path.relative(remoteDir, where)}: ${what}`);

  for (const file of SRC_FILES)
    if (!fs.existsSync(path.join(src, file))) problem(path.join(src, file), 'missing (every remote has it)');
  for (const entry of entries(src)) {
    const at = path.join(src, entry.name);
    if (entry.isDirectory() && !SRC_FOLDERS.includes(entry.name))
      problem(at, `folder not in the remote shape (src/ holds only ${SRC_FOLDERS.join(', ')})`);
    if (entry.isFile() && !SRC_FILES.includes(entry.name) && !entry.name.endsWith('.d.ts'))
      problem(at, `file not in the remote shape (src/ holds only ${SRC_FILES.join(', ')} and folders)`);
  }

  const app = path.join(src, 'app');
  for (const file of APP_FILES)
    if (!fs.existsSync(path.join(app, file))) problem(path.join(app, file), 'missing (every remote has it)');
  for (const entry of entries(app))
    if (entry.isDirectory()) problem(path.join(app, entry.name), 'src/app/ has no folders');

  const features = path.join(src, 'features');
  if (!fs.existsSync(features)) problem(features, 'missing (every remote has its features here)');
  for (const feature of entries(features)) {
    const at = path.join(features, feature.name);
    if (!feature.isDirectory()) {
      problem(at, 'src/features/ holds only feature folders');
      continue;
    }
    if (!KEBAB.test(feature.name)) problem(at, 'feature folders are named in kebab-case');
    for (const entry of entries(at)) {
      const inner = path.join(at, entry.name);
      if (entry.isDirectory() && !FEATURE_FOLDERS.includes(entry.name))
        problem(inner, `feature folders hold only ${FEATURE_FOLDERS.join('/ and ')}/`);
      if (entry.isDirectory()) nestedFolders(inner, problem);
    }
  }

  const shared = path.join(src, 'shared');
  for (const entry of entries(shared)) {
    const at = path.join(shared, entry.name);
    if (!entry.isDirectory()) problem(at, `src/shared/ holds only ${SHARED_FOLDERS.join(', ')} folders`);
    else if (!SHARED_FOLDERS.includes(entry.name))
      problem(at, `src/shared/ holds only ${SHARED_FOLDERS.join(', ')} folders`);
    else nestedFolders(at, problem);
  }

  const test = path.join(src, 'test');
  for (const entry of entries(test))
    if (entry.isDirectory()) problem(path.join(test, entry.name), 'src/test/ has no folders');
  return problems;
}

/** api/, components/ and lib/ are flat: one file per module, no deeper folders. */
function nestedFolders(/** @type {string} */ dir, /** @type {(at: string, what: string) => void} */ problem) {
  for (const entry of entries(dir))
    if (entry.isDirectory()) problem(path.join(dir, entry.name), 'no folders below api/, components/ or lib/');
}

/**
 * The registered remotes (remotes.config.json), as absolute package folders.
 * @param {string} root the repository root
 * @returns {string[]}
 */
function registeredRemotes(root) {
  const config = JSON.parse(fs.readFileSync(path.join(root, 'remotes.config.json'), 'utf8'));
  return config.remotes.map((/** @type {{ package: string }} */ remote) => path.join(root, remote.package));
}

module.exports = { checkRemoteShape, registeredRemotes, APP_FILES, SRC_FOLDERS, FEATURE_FOLDERS, SHARED_FOLDERS };
