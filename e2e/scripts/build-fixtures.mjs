// Builds the e2e-only fixture remotes with the one webpack factory:
// - fixtures/mf-faulty: fault injection (failure-isolation); fixtures/mf-crm-broken: a release of mf-crm that throws
//   when it renders (the deploy's browser check refuses it);
// - fixtures/mf-crm-next, fixtures/mf-crm-platform-next: mf-crm as rebuilt by a feature team against newer versions
//   of our shared packages (issue 21). Their package.json lists `nextPackages`: each is installed into the fixture's
//   own node_modules as the repository's version bumped by one minor or major, whose code is `source` (re-exporting
//   the real package, plus what is new), so the build records and requires that version like a real upgrade would.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.join(here, '..', '..');
// - fixtures/mf-crm-router-next: mf-crm built from a newer commit whose build-config shares more router names
//   (issue 26, ADR 0009). Its package.json lists `nextBuildConfig.routerExports`: build-config is copied into the
//   fixture's own node_modules with those names added to its router subset, so the build imports and records them.
const FIXTURES = ['mf-faulty', 'mf-crm-next', 'mf-crm-platform-next', 'mf-crm-broken', 'mf-crm-router-next'];

/** @param {string} version @param {'minor' | 'major'} bump */
function bumped(version, bump) {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return bump === 'major' ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`;
}

/** Writes `<fixture>/node_modules/<name>` as the bumped version of our package. @param {string} dir */
function installNextPackages(dir) {
  const { nextPackages = {} } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  for (const [name, { bump, source }] of Object.entries(nextPackages)) {
    const real = JSON.parse(fs.readFileSync(path.join(repo, 'node_modules', name, 'package.json'), 'utf8'));
    const target = path.join(dir, 'node_modules', name);
    fs.rmSync(target, { recursive: true, force: true });
    fs.mkdirSync(target, { recursive: true });
    const version = bumped(real.version, bump);
    fs.writeFileSync(
      path.join(target, 'package.json'),
      `${JSON.stringify({ name, version, private: true, main: 'index.js' }, null, 2)}\n`,
    );
    // JavaScript outside the fixture's sources' reach: the build transpiles the TypeScript it points at.
    const relative = path.relative(target, path.join(dir, source)).split(path.sep).join('/');
    fs.writeFileSync(path.join(target, 'index.js'), `export * from '${relative}';\n`);
    console.log(`${path.basename(dir)}: ${name}@${version} (the repository has ${real.version})`);
  }
}

/** Writes `<fixture>/node_modules/@tutoring/build-config` as the repository's with more router names. @param {string} dir */
function installNextBuildConfig(dir) {
  const { nextBuildConfig } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (!nextBuildConfig) return;
  const source = path.join(repo, 'packages', 'build-config');
  const target = path.join(dir, 'node_modules', '@tutoring', 'build-config');
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(source, target, {
    recursive: true,
    filter: (file) => !/^(node_modules|test)([\\/]|$)/.test(path.relative(source, file)),
  });
  const names = nextBuildConfig.routerExports;
  const entries = path.join(target, 'shared-entries');
  const list = path.join(entries, 'router-exports.js');
  fs.writeFileSync(
    list,
    fs
      .readFileSync(list, 'utf8')
      .replace(/const ROUTER_EXPORTS = \[/, `$&\n${names.map((n) => `  '${n}',`).join('\n')}`),
  );
  for (const file of ['react-router.mjs', 'react-router-dom.mjs']) {
    const entry = path.join(entries, file);
    fs.writeFileSync(entry, fs.readFileSync(entry, 'utf8').replace(/export \{/, `$&\n  ${names.join(',\n  ')},`));
  }
  console.log(`${path.basename(dir)}: @tutoring/build-config with the router names ${names.join(', ')} added`);
}

for (const fixture of FIXTURES) {
  const dir = path.join(here, '..', 'fixtures', fixture);
  installNextPackages(dir);
  installNextBuildConfig(dir);
  execFileSync(path.join(repo, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
    cwd: dir,
    stdio: 'inherit',
  });
}
