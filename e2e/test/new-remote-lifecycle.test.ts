/**
 * A remote's life in the tooling, in a copy of the repository (its scripts, root files and a git history of its own;
 * packages, shell, the six remotes and each installed module linked): `npm run new:remote` writes a remote that has
 * what the six have (src/app/prefetch.ts and warmUp.ts with their tests, passed to its lifecycles), whose own jest,
 * typecheck and lint pass as generated; `npm run remove:remote` takes it back out of everything new:remote, the
 * install and a deploy wrote, and the tree is as before (git status clean).
 */
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SIX = ['mf-crm', 'mf-staffing', 'mf-sessions', 'mf-payments', 'mf-student', 'mf-exams'];
const COPIED = [
  'package.json',
  'package-lock.json',
  'remotes.config.json',
  'prettier.config.mjs',
  '.prettierignore',
  'eslint.config.mjs',
  'tsconfig.json',
  '.gitignore',
];

let tmp: string;
let copy: string;
let deployDir: string;

const git = (...args: string[]) =>
  spawnSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.invalid', ...args], {
    cwd: copy,
    encoding: 'utf8',
  });
const gitStatus = () => git('status', '--porcelain', '--untracked-files=all').stdout;
const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, [path.join(copy, 'scripts', script), ...args], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, DEPLOY_DIR: deployDir },
  });
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

before(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-lifecycle-'));
  copy = path.join(tmp, 'repo');
  deployDir = path.join(tmp, 'deploy');
  fs.mkdirSync(copy);
  fs.cpSync(path.join(repo, 'scripts'), path.join(copy, 'scripts'), { recursive: true });
  for (const file of COPIED) fs.copyFileSync(path.join(repo, file), path.join(copy, file));
  for (const dir of ['packages', 'shell', ...SIX]) fs.symlinkSync(path.join(repo, dir), path.join(copy, dir));
  // Each installed module linked (not node_modules itself): the workspace link an install adds stays in the copy.
  fs.mkdirSync(path.join(copy, 'node_modules'));
  for (const entry of fs.readdirSync(path.join(repo, 'node_modules')))
    if (entry !== '.cache')
      fs.symlinkSync(path.join(repo, 'node_modules', entry), path.join(copy, 'node_modules', entry));
  assert.equal(git('init', '-q').status, 0);
  git('add', '-A');
  assert.equal(git('commit', '-qm', 'before').status, 0);
  assert.equal(gitStatus(), '');
});
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A fake build of a remote: a manifest sharing nothing, one script. */
function fakeBuild(name: string): string {
  const dist = path.join(tmp, 'builds', name);
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: name, name, shared: [], exposes: [] }));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `console.log(${JSON.stringify(name)});`);
  return dist;
}

/** What `npm install` adds for a new workspace: its lockfile entries and its link in node_modules. */
function installWorkspace(pkg: string) {
  const lockFile = path.join(copy, 'package-lock.json');
  const lock = readJson(lockFile);
  lock.packages[''].workspaces.splice(lock.packages[''].workspaces.indexOf('e2e'), 0, pkg);
  const { name, version, dependencies, devDependencies } = readJson(path.join(copy, pkg, 'package.json'));
  lock.packages[pkg] = { name, version, dependencies, devDependencies };
  lock.packages[`node_modules/${pkg}`] = { resolved: pkg, link: true };
  fs.writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
  fs.symlinkSync(`../${pkg}`, path.join(copy, 'node_modules', pkg));
}

describe('npm run new:remote, then npm run remove:remote', () => {
  test('a generated remote has the area prefetch and warm-up every remote has, with their tests, and its jest, typecheck and lint pass as generated; removed, it leaves the tree as it was', async () => {
    const made = run('new-remote.mjs', 'reports', '--label', 'Reports');
    assert.equal(made.stderr, '');
    assert.equal(made.status, 0);
    const remote = path.join(copy, 'mf-reports');
    for (const file of ['prefetch.ts', 'prefetch.test.tsx', 'warmUp.ts', 'warmUp.test.tsx'])
      assert.ok(fs.existsSync(path.join(remote, 'src/app', file)), `mf-reports/src/app/${file} is written`);
    // The shell reaches them through the `./app` expose: createRemoteLifecycles is given both.
    const lifecycles = fs.readFileSync(path.join(remote, 'src/app/lifecycles.tsx'), 'utf8');
    assert.match(lifecycles, /createRemoteLifecycles\(\{[^}]*\bprefetch,[^}]*\bwarmUp,/s);
    assert.equal(run('check-remote-shape.mjs').status, 0);

    // Its own checks, as a team runs them (in parallel: two cores).
    const bin = (name: string) => path.join(copy, 'node_modules', '.bin', name);
    const exec = promisify(execFile);
    const checks = await Promise.allSettled([
      exec(bin('jest'), ['--ci', '--config', path.join(remote, 'jest.config.js'), '--rootDir', remote], {
        cwd: copy,
      }),
      exec(bin('tsc'), ['--noEmit', '-p', remote], { cwd: copy }),
      exec(bin('eslint'), ['--max-warnings=0', 'mf-reports'], { cwd: copy }),
    ]);
    for (const [index, check] of checks.entries())
      assert.equal(
        check.status,
        'fulfilled',
        `${['jest', 'tsc', 'eslint'][index]} fails:\n${check.status === 'rejected' ? `${check.reason.stdout}${check.reason.stderr}` : ''}`,
      );

    // Installed and deployed beside mf-crm, as npm install and npm run deploy leave it.
    installWorkspace('mf-reports');
    const lib = await import(pathToFileURL(path.join(copy, 'scripts/lib/deploy.mjs')).href);
    for (const [pkg, label] of [
      ['mf-crm', '1.0.0'],
      ['mf-reports', '0.1.0'],
      ['mf-reports', '0.1.1'],
    ]) {
      const { version } = lib.publish({ pkg, deployDir, label, distDir: fakeBuild(`${pkg}-${label}`) });
      lib.activate({ pkg, version, deployDir });
    }
    assert.deepEqual(
      readJson(path.join(deployDir, 'registry.json')).remotes.map((entry: { name: string }) => entry.name),
      ['mf_crm', 'mf_reports'],
    );

    const removed = run('remove-remote.mjs', 'reports');
    assert.equal(removed.stderr, '');
    assert.equal(removed.status, 0);
    for (const said of ['remotes.config.json', 'package.json: its workspace', 'package-lock.json', 'registry.json'])
      assert.ok(removed.stdout.includes(said), `it says what it removed: ${said}\n${removed.stdout}`);
    assert.equal(gitStatus(), '', 'the tree is as before new:remote');
    assert.equal(fs.lstatSync(path.join(copy, 'node_modules/mf-reports'), { throwIfNoEntry: false }), undefined);
    // The running shell stops showing the area; mf-crm's deploy is untouched.
    const registry = readJson(path.join(deployDir, 'registry.json'));
    assert.deepEqual(
      registry.remotes.map((entry: { name: string }) => entry.name),
      ['mf_crm'],
    );
    assert.equal(readJson(path.join(deployDir, 'history.json'))['mf-reports'], undefined);
    assert.equal(fs.existsSync(path.join(deployDir, 'mf-reports')), false);
    assert.equal(fs.existsSync(path.join(deployDir, 'mf-crm')), true);
    assert.equal(run('check-remote-shape.mjs').status, 0);
  });

  test('remove:remote refuses the six remotes of the product, a name that is not there and a bad name, and changes nothing', () => {
    const crm = run('remove-remote.mjs', 'crm');
    assert.equal(crm.status, 1);
    assert.match(crm.stderr, /mf-crm is one of the product's six remotes.*Nothing was changed\./s);
    const absent = run('remove-remote.mjs', 'nothing-here');
    assert.equal(absent.status, 1);
    assert.match(absent.stderr, /mf-nothing-here is not here.*Nothing was changed\./s);
    assert.equal(run('remove-remote.mjs', 'Bad_Name').status, 1);
    assert.equal(run('remove-remote.mjs').status, 1);
    assert.equal(gitStatus(), '');
    assert.ok(fs.existsSync(path.join(copy, 'mf-crm', 'package.json')));
  });

  test('remove:remote --dry-run says what would go and changes nothing; a remote written with --no-register is removed too', () => {
    assert.equal(run('new-remote.mjs', 'notes', '--no-register').status, 0);
    const planned = run('remove-remote.mjs', 'mf-notes', '--dry-run');
    assert.equal(planned.status, 0);
    assert.match(planned.stdout, /would remove:\n {2}mf-notes\/: the remote's folder/);
    assert.ok(fs.existsSync(path.join(copy, 'mf-notes')));
    assert.equal(run('remove-remote.mjs', 'notes').status, 0);
    assert.equal(gitStatus(), '');
  });
});
