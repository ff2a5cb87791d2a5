#!/usr/bin/env node
// @ts-check
// `npm run remove:remote <name> [-- --dry-run]`: the inverse of `npm run new:remote <name>`. Takes the remote mf-<name>
// out of everything new:remote (and the `npm install` and deploys after it) wrote: its entry in remotes.config.json,
// its workspace in package.json and package-lock.json, its node_modules link, its live entry, rollback history and
// published versions in the deploy folder (DEPLOY_DIR, default deploy/), and its folder. Prints what it removed;
// --dry-run prints it and changes nothing. Refuses the product's six remotes (BUILT_IN_REMOTES). A failure before the
// folders go puts every file back as it was.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DEPLOY_DIR, retireRemote } from './lib/deploy.mjs';
import {
  BUILT_IN_REMOTES,
  REMOTE_NAME_PATTERN,
  formatFiles,
  registryText,
  remoteNames,
} from './lib/remote-registration.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--dry-run');
const names = args.filter((arg) => !arg.startsWith('--'));
// `reports` or `mf-reports`: the name new:remote was given, or the folder it wrote.
const name = names[0]?.replace(/^mf-/, '');

if (names.length !== 1 || unknown.length || !name || !REMOTE_NAME_PATTERN.test(name)) {
  console.error('Usage: npm run remove:remote <kebab-name> [-- --dry-run]   (the name given to npm run new:remote)');
  process.exit(1);
}
const { pkg, mfName } = remoteNames(name);
if (BUILT_IN_REMOTES.includes(pkg)) {
  console.error(
    `${pkg} is one of the product's six remotes: the shell, other remotes, the e2e suites and the docs depend on it, ` +
      'so removing it is a change to the product, not something this command can undo cleanly. ' +
      'remove:remote removes remotes made by npm run new:remote. Nothing was changed.',
  );
  process.exit(1);
}

const rootPkgPath = path.join(root, 'package.json');
const registryPath = path.join(root, 'remotes.config.json');
const lockPath = path.join(root, 'package-lock.json');
const dir = path.join(root, pkg);
const link = path.join(root, 'node_modules', pkg);
const deployDir = DEFAULT_DEPLOY_DIR;

/** The files this command may rewrite, as they are now (put back when anything fails). */
const before = Object.fromEntries(
  [rootPkgPath, registryPath, lockPath]
    .filter((file) => fs.existsSync(file))
    .map((file) => [file, fs.readFileSync(file, 'utf8')]),
);

const registry = JSON.parse(before[registryPath]);
const entry = registry.remotes.find((/** @type {{ package: string }} */ remote) => remote.package === pkg);
const rootPkg = JSON.parse(before[rootPkgPath]);
const workspace = rootPkg.workspaces.includes(pkg);
const lock = before[lockPath] ? JSON.parse(before[lockPath]) : null;
/** The lockfile's entries of the workspace: its package, its link in node_modules and anything installed below it. */
const lockKeys = lock
  ? Object.keys(lock.packages ?? {}).filter(
      (key) => key === pkg || key === `node_modules/${pkg}` || key.startsWith(`${pkg}/`),
    )
  : [];
const lockWorkspace = Boolean(lock?.packages?.['']?.workspaces?.includes(pkg));
const linked = fs.lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink() ?? false;
const folder = fs.existsSync(dir);
/** @type {ReturnType<typeof retireRemote>} */
let deployed;
try {
  deployed = retireRemote({ pkg, name: entry?.name ?? mfName, deployDir, dryRun: true });
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\nNothing was changed.`);
  process.exit(1);
}
const inDeploy = Boolean(deployed.live || deployed.history || deployed.versions.length);

if (!entry && !workspace && !lockKeys.length && !lockWorkspace && !linked && !folder && !inDeploy) {
  console.error(
    `${pkg} is not here: no folder, no workspace in package.json, no entry in remotes.config.json, nothing deployed. Nothing was changed.`,
  );
  process.exit(1);
}

const relativeDeploy = path.relative(root, deployDir) || deployDir;
/** What goes, one line each, as printed. */
const plan = [
  entry &&
    `remotes.config.json: its entry (${entry.name}, ${entry.routePrefixes.join(' ')}, port ${entry.port}, "${entry.navLabel}")`,
  workspace && 'package.json: its workspace',
  (lockKeys.length || lockWorkspace) && 'package-lock.json: its workspace and its packages',
  deployed.live &&
    `${relativeDeploy}/registry.json: its live entry (${deployed.live}); the running shell stops showing the area on its next page load`,
  deployed.history && `${relativeDeploy}/history.json: its ${deployed.history} rollback step(s)`,
  deployed.versions.length &&
    `${relativeDeploy}/${pkg}/: its ${deployed.versions.length} published version(s) (${deployed.versions.join(', ')})`,
  linked && `node_modules/${pkg}: the workspace's link`,
  folder && `${pkg}/: the remote's folder, every file in it`,
].filter(Boolean);

if (dryRun) {
  console.log(`npm run remove:remote ${name} would remove:\n${plan.map((line) => `  ${line}`).join('\n')}`);
  process.exit(0);
}

try {
  if (workspace) {
    rootPkg.workspaces = rootPkg.workspaces.filter((/** @type {string} */ item) => item !== pkg);
    fs.writeFileSync(rootPkgPath, `${JSON.stringify(rootPkg, null, 2)}\n`);
  }
  if (entry) {
    registry.remotes = registry.remotes.filter((/** @type {{ package: string }} */ remote) => remote !== entry);
    fs.writeFileSync(registryPath, `${registryText(registry)}\n`);
  }
  // `prettier --check .` (npm run lint) wants Prettier's layout, which the entries already there have.
  if (workspace || entry) formatFiles(root, [rootPkgPath, registryPath]);
  if (lock && (lockKeys.length || lockWorkspace)) {
    // What `npm install` writes once the workspace is gone (npm's layout: two spaces, a final newline). A generated
    // remote depends only on what the other workspaces use, so no other package leaves the lockfile.
    for (const key of lockKeys) delete lock.packages[key];
    const top = lock.packages[''];
    if (lockWorkspace) top.workspaces = top.workspaces.filter((/** @type {string} */ item) => item !== pkg);
    fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  }
  if (inDeploy) retireRemote({ pkg, name: entry?.name ?? mfName, deployDir });
} catch (error) {
  for (const [file, text] of Object.entries(before)) fs.writeFileSync(file, text);
  console.error(`${error instanceof Error ? error.message : error}\nNothing was changed.`);
  process.exit(1);
}
// Last, once the registrations are gone: the folders, which cannot be put back.
if (linked) fs.rmSync(link, { force: true });
if (folder) fs.rmSync(dir, { recursive: true, force: true });

console.log(`Removed ${pkg}:\n${plan.map((line) => `  ${line}`).join('\n')}`);
if (entry)
  console.log(
    `A running product still serves port ${entry.port} until it is restarted (stop npm start, run it again).`,
  );
