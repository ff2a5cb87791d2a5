import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { activate, publish } from '../../scripts/lib/deploy.mjs';
import { runDeployCli } from '../lib/product';

/** One `shared` item of an mf-manifest.json, as build-config writes it. */
type Shared = {
  name: string;
  version: string;
  requiredVersion: string | false;
  singleton: boolean;
  exports?: string[];
  imports?: string[];
};

const singleton = (name: string, version: string, more: Partial<Shared> = {}): Shared => ({
  name,
  version,
  requiredVersion: `^${version}`,
  singleton: true,
  ...more,
});

/** A build's folder holding only its mf-manifest.json (what the release checks read). */
function fakeBuild(root: string, folder: string, name: string, shared: Shared[]): string {
  const dist = path.join(root, folder);
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name, shared }));
  return dist;
}

/** `node scripts/deploy.mjs check-shell --manifest <file>` on the deploy folder. */
const checkShell = (deployDir: string, manifest: string) =>
  runDeployCli({ deployDir }, ['check-shell', '--manifest', manifest]);

describe("a shell release is checked against every live remote's strict singletons", () => {
  let root: string;
  let deployDir: string;
  /** The version label of each live remote (`<label>-<hash>`). */
  const live: Record<string, string> = {};
  const routerNames = ['BrowserRouter', 'Link', 'Routes', 'useNavigate'];
  /** The running shell's shared modules; each candidate below changes one thing. */
  const shellShared = (changes: Record<string, Shared> = {}): Shared[] =>
    [
      singleton('react', '19.3.1'),
      singleton('@tutoring/platform', '7.0.1'),
      singleton('react-router-dom', '7.18.5', { exports: [...routerNames, 'Outlet'], imports: routerNames }),
      { name: '@tutoring/domain', version: '1.2.1', requiredVersion: '^1.2.1', singleton: false },
    ].map((shared) => changes[shared.name] ?? shared);

  before(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-shell-release-'));
    deployDir = path.join(root, 'deploy');
    const deploy = (pkg: string, name: string, label: string, shared: Shared[]) => {
      const { version } = publish({ pkg, deployDir, label, distDir: fakeBuild(root, `${pkg}-${label}`, name, shared) });
      activate({ pkg, version, deployDir });
      return version;
    };
    // Imports Outlet from the router's shared subset.
    live['mf-crm'] = deploy('mf-crm', 'mf_crm', '1.4.0', [
      singleton('react', '19.1.0'),
      singleton('react-router-dom', '7.2.0', { imports: ['Link', 'Outlet'] }),
    ]);
    // Built against platform 7.
    live['mf-staffing'] = deploy('mf-staffing', 'mf_staffing', '2.0.1', [
      singleton('react', '19.3.1'),
      singleton('@tutoring/platform', '7.0.1'),
    ]);
    // Compatible with every candidate: a newer domain is shared by range (its area downloads its own copy), and a
    // singleton without a required version asks for nothing. Its previous version, which needed react 20, is only in
    // the history.
    deploy('mf-sessions', 'mf_sessions', '0.9.0', [singleton('react', '20.0.0')]);
    live['mf-sessions'] = deploy('mf-sessions', 'mf_sessions', '1.0.0', [
      singleton('react', '19.0.0'),
      singleton('react-router-dom', '7.18.5', { imports: ['Link', 'useNavigate'] }),
      singleton('jotai', '2.20.3', { requiredVersion: false }),
      { name: '@tutoring/domain', version: '1.3.0', requiredVersion: '^1.3.0', singleton: false },
    ]);
  });
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  it('refuses a shell whose router subset lacks a name a live remote imports and whose platform is a major ahead, naming each remote', async () => {
    const candidate = fakeBuild(
      root,
      'shell-next',
      'shell',
      shellShared({
        'react-router-dom': singleton('react-router-dom', '7.18.5', { exports: routerNames, imports: routerNames }),
        '@tutoring/platform': singleton('@tutoring/platform', '8.0.0'),
      }),
    );
    const { code, output } = await checkShell(deployDir, path.join(candidate, 'mf-manifest.json'));
    assert.equal(code, 1, output);
    assert.equal(
      output,
      [
        'The shell cannot be released: live remotes need what it does not provide.',
        `  mf-crm@${live['mf-crm']} needs react-router-dom Outlet (not in the shell's react-router-dom 7.18.5)`,
        `  mf-staffing@${live['mf-staffing']} needs @tutoring/platform ^7.0.1 (the shell has 8.0.0)`,
        "Keep the shell's copy, or rebuild those remotes against this shell and release them first (a major the live " +
          'shell lacks cannot go first: docs/deploy.md section 4).',
        '',
      ].join('\n'),
    );
    assert.match(live['mf-crm']!, /^1\.4\.0-[0-9a-f]{8}$/);
  });

  it('releases a shell that satisfies every live remote, whatever the history holds', async () => {
    const candidate = fakeBuild(root, 'shell-same', 'shell', shellShared());
    const { code, output } = await checkShell(deployDir, path.join(candidate, 'mf-manifest.json'));
    assert.equal(code, 0, output);
    assert.equal(output, 'The shell is compatible with every live remote (mf-crm, mf-staffing, mf-sessions).\n');
  });

  it('says what to do when the candidate shell is not built', async () => {
    const missing = path.join(root, 'no-shell', 'mf-manifest.json');
    const { code, output } = await checkShell(deployDir, missing);
    assert.equal(code, 1);
    assert.equal(output, `${missing} does not exist: build the shell first.\n`);
  });
});
