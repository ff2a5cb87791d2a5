import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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

/** A build's folder holding its mf-manifest.json (what the release checks read) and the remote entry it names. */
function fakeBuild(root: string, folder: string, name: string, shared: Shared[]): string {
  const dist = path.join(root, folder);
  fs.mkdirSync(dist, { recursive: true });
  const manifest = {
    name,
    shared,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ path: './app' }],
  };
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), '');
  return dist;
}

/**
 * A running shell as the deploy's check sees it: `/mf-manifest.json` answers `body` (on a free port of 127.0.0.1).
 * `DEPLOY_SHELL_URL` points the deploy CLI at it while it runs.
 */
async function fakeRunningShell(): Promise<{ body: string; close: () => Promise<void> }> {
  const shell = { body: '' };
  const server = http.createServer((request, response) => {
    if (request.url !== '/mf-manifest.json') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(shell.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const before = process.env.DEPLOY_SHELL_URL;
  process.env.DEPLOY_SHELL_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(shell, {
    close: async () => {
      if (before === undefined) delete process.env.DEPLOY_SHELL_URL;
      else process.env.DEPLOY_SHELL_URL = before;
      await new Promise((resolve) => server.close(resolve));
    },
  });
}

/** `text` as a literal inside a RegExp. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
      singleton('jotai', '2.0.0'),
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
        'Keep what the live shell shares, or rebuild mf-crm against this shell and release first.',
        'A new major: rebuild mf-staffing against this shell, publish with --no-activate, check again with ' +
          '--with <remote>@<version> and activate right after the shell (docs/deploy.md section 4).',
        '',
      ].join('\n'),
    );
    assert.match(live['mf-crm']!, /^1\.4\.0-[0-9a-f]{8}$/);
  });

  it('refuses a shell that stops sharing a strict singleton a live remote takes from it, naming the remote and the library', async () => {
    // The platform and jotai bundled into the shell instead of shared: mf-staffing would run a second platform
    // (another session), mf-sessions a second jotai store, whatever range they ask for.
    const candidate = fakeBuild(
      root,
      'shell-unshared',
      'shell',
      shellShared().filter((shared) => !['@tutoring/platform', 'jotai'].includes(shared.name)),
    );
    const { code, output } = await checkShell(deployDir, path.join(candidate, 'mf-manifest.json'));
    assert.equal(code, 1, output);
    assert.equal(
      output,
      [
        'The shell cannot be released: live remotes need what it does not provide.',
        `  mf-staffing@${live['mf-staffing']} needs @tutoring/platform ^7.0.1 (the shell does not share it)`,
        `  mf-sessions@${live['mf-sessions']} needs jotai (the shell does not share it)`,
        'Keep sharing @tutoring/platform, jotai in the shell: live remotes take them from the page.',
        '',
      ].join('\n'),
    );
  });

  it('says which file is not a shell manifest, without a stack', async () => {
    const notJson = path.join(root, 'shell-not-json', 'mf-manifest.json');
    fs.mkdirSync(path.dirname(notJson), { recursive: true });
    fs.writeFileSync(notJson, '<!doctype html><title>Not found</title>');
    const garbled = await checkShell(deployDir, notJson);
    assert.equal(garbled.code, 1);
    assert.match(garbled.output, new RegExp(`^${literal(notJson)} is not valid JSON: [^\n]+\n$`));

    const remote = fakeBuild(root, 'not-the-shell', 'mf_crm', shellShared());
    const wrong = await checkShell(deployDir, path.join(remote, 'mf-manifest.json'));
    assert.equal(wrong.code, 1);
    assert.equal(
      wrong.output,
      `${path.join(remote, 'mf-manifest.json')} is the manifest of "mf_crm", not of the shell.\n`,
    );
  });

  it('refuses an option it does not know instead of checking the default shell', async () => {
    const { code, output } = await runDeployCli({ deployDir }, ['check-shell', '--manifest']);
    assert.equal(code, 2, output);
    assert.match(output, /^check-shell: "--manifest" is not --manifest <file> or --with <remote>@<version>\.\nusage: /);
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

describe('what a release check cannot read is a one-line reason naming it', () => {
  let root: string;
  let deployDir: string;
  let shellManifest: string;
  let crm: string;

  before(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-shell-release-'));
    deployDir = path.join(root, 'deploy');
    const shared = [singleton('react', '19.3.1')];
    shellManifest = path.join(fakeBuild(root, 'shell', 'shell', shared), 'mf-manifest.json');
    crm = publish({
      pkg: 'mf-crm',
      deployDir,
      label: '1.0.0',
      distDir: fakeBuild(root, 'crm', 'mf_crm', shared),
    }).version;
    activate({ pkg: 'mf-crm', version: crm, deployDir });
  });
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  it("a live remote's published manifest that is not a manifest", async () => {
    const published = path.join(deployDir, 'mf-crm', crm, 'mf-manifest.json');
    const good = fs.readFileSync(published, 'utf8');
    fs.writeFileSync(published, JSON.stringify({ name: 'mf_crm', shared: { react: '19.3.1' } }));
    try {
      const { code, output } = await checkShell(deployDir, shellManifest);
      assert.equal(code, 1);
      assert.equal(output, `${published} is not a Module Federation manifest (its "shared" is not a list).\n`);
    } finally {
      fs.writeFileSync(published, good);
    }
  });

  it('a registry entry of a remote this checkout does not know', async () => {
    const file = path.join(deployDir, 'registry.json');
    const good = fs.readFileSync(file, 'utf8');
    const registry = JSON.parse(good);
    registry.remotes.push({ ...registry.remotes[0], name: 'mf_library', version: '3.0.0-0a1b2c3d' });
    fs.writeFileSync(file, JSON.stringify(registry));
    try {
      const { code, output } = await checkShell(deployDir, shellManifest);
      assert.equal(code, 1);
      assert.equal(
        output,
        'The registry points at mf_library@3.0.0-0a1b2c3d, which remotes.config.json does not name: their builds cannot be checked.\n',
      );
      fs.writeFileSync(file, '{"remotes": [');
      const garbled = await checkShell(deployDir, shellManifest);
      assert.equal(garbled.code, 1);
      assert.match(garbled.output, new RegExp(`^${literal(file)} is not valid JSON: [^\n]+\n$`));
    } finally {
      fs.writeFileSync(file, good);
    }
  });
});

describe("a remote's deploy applies the same rule against the running shell", () => {
  let root: string;
  let deployDir: string;
  let shell: Awaited<ReturnType<typeof fakeRunningShell>>;
  const remoteShared = [
    singleton('react', '19.3.1'),
    singleton('jotai', '2.20.3'),
    singleton('@tutoring/platform', '7.0.1'),
  ];
  /** `deploy mf-crm` of a build already in `dist` (no webpack), as a team's CI runs it. */
  const deployCrm = (dist: string, label: string) =>
    runDeployCli({ deployDir }, ['deploy', 'mf-crm', '--skip-build', '--out', dist, '--label', label]);
  /** {@link deployCrm} of a build sharing `remoteShared`, which must exit 1; its version and output. */
  const refusedDeploy = async (label: string) => {
    const dist = fakeBuild(root, `crm-${label}`, 'mf_crm', remoteShared);
    const { version } = publish({ pkg: 'mf-crm', deployDir, label, distDir: dist });
    const { code, output } = await deployCrm(dist, label);
    assert.equal(code, 1, output);
    return { version, output };
  };

  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-remote-release-'));
    deployDir = path.join(root, 'deploy');
    shell = await fakeRunningShell();
  });
  after(async () => {
    await shell.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('refuses a remote that takes a strict singleton the running shell does not share', async () => {
    shell.body = JSON.stringify({
      name: 'shell',
      shared: [singleton('react', '19.3.1'), singleton('@tutoring/platform', '7.0.1')],
    });
    const { version, output } = await refusedDeploy('1.5.0');
    assert.equal(
      output,
      `mf-crm@${version} was not activated; nothing stays live.\n` +
        `mf-crm@${version} needs a newer version of the platform than the running shell has: jotai ^2.20.3 (the shell does not share it). Release the shell first.\n`,
    );
  });

  it('tells a remote built for an older major than the running shell to rebuild, not to release the shell first', async () => {
    shell.body = JSON.stringify({
      name: 'shell',
      shared: [singleton('react', '19.3.1'), singleton('jotai', '2.20.3'), singleton('@tutoring/platform', '8.0.0')],
    });
    const { version, output } = await refusedDeploy('1.4.9');
    assert.equal(
      output,
      `mf-crm@${version} was not activated; nothing stays live.\n` +
        `mf-crm@${version} was built for an older version of the platform than the running shell has: @tutoring/platform ^7.0.1 (the shell has 8.0.0). Rebuild it against the shell's versions.\n`,
    );
  });

  it('refuses a rollback to a version the running shell no longer runs, unless told to skip the check', async () => {
    shell.body = JSON.stringify({
      name: 'shell',
      shared: [singleton('react', '19.3.1'), singleton('jotai', '2.20.3'), singleton('@tutoring/platform', '8.0.0')],
    });
    const build = (label: string, platform: string) =>
      publish({
        pkg: 'mf-crm',
        deployDir,
        label,
        distDir: fakeBuild(root, `crm-${label}`, 'mf_crm', [
          singleton('react', '19.3.1'),
          singleton('@tutoring/platform', platform),
        ]),
      }).version;
    const [older, now] = [build('3.0.0', '7.0.1'), build('4.0.0', '8.0.0')];
    activate({ pkg: 'mf-crm', version: older, deployDir });
    activate({ pkg: 'mf-crm', version: now, deployDir });

    const refused = await runDeployCli({ deployDir }, ['rollback', 'mf-crm']);
    assert.equal(refused.code, 1, refused.output);
    assert.equal(
      refused.output,
      `mf-crm was not rolled back; ${now} stays live.\n` +
        `mf-crm@${older} was built for an older version of the platform than the running shell has: @tutoring/platform ^7.0.1 (the shell has 8.0.0). Rebuild it against the shell's versions.\n`,
    );
    const forced = await runDeployCli({ deployDir }, ['rollback', 'mf-crm', '--no-verify']);
    assert.equal(forced.code, 0, forced.output);
    assert.equal(forced.output, `mf-crm: rolled back to ${older}.\n`);
  });

  it('says so when the running shell answers its manifest with something else', async () => {
    shell.body = '<!doctype html><title>Sign in</title>';
    const { output } = await refusedDeploy('1.5.1');
    assert.match(
      output,
      new RegExp(`\\n${literal(`${process.env.DEPLOY_SHELL_URL}/mf-manifest.json`)} is not valid JSON: [^\n]+\n$`),
    );
  });
});

describe('a shell with a new major of a strict singleton goes live with the remotes rebuilt for it (ADR 0010)', () => {
  let root: string;
  let deployDir: string;
  let shell: Awaited<ReturnType<typeof fakeRunningShell>>;
  const shellOf = (platform: string) => [singleton('react', '19.3.1'), singleton('@tutoring/platform', platform)];
  let liveShell: string;
  let nextShell: string;
  const versions: Record<string, string> = {};

  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-major-release-'));
    deployDir = path.join(root, 'deploy');
    liveShell = path.join(fakeBuild(root, 'shell-7', 'shell', shellOf('7.1.0')), 'mf-manifest.json');
    nextShell = path.join(fakeBuild(root, 'shell-8', 'shell', shellOf('8.0.0')), 'mf-manifest.json');
    shell = await fakeRunningShell();
    shell.body = fs.readFileSync(liveShell, 'utf8');
    const build = (pkg: string, name: string, label: string, platform: string) =>
      publish({ pkg, deployDir, label, distDir: fakeBuild(root, `${pkg}-${label}`, name, shellOf(platform)) }).version;
    versions['mf-crm'] = build('mf-crm', 'mf_crm', '1.0.0', '7.0.0');
    versions['mf-staffing'] = build('mf-staffing', 'mf_staffing', '1.0.0', '7.1.0');
    // Takes nothing from the platform: it runs on either shell.
    versions['mf-sessions'] = publish({
      pkg: 'mf-sessions',
      deployDir,
      label: '1.0.0',
      distDir: fakeBuild(root, 'mf-sessions', 'mf_sessions', [singleton('react', '19.3.1')]),
    }).version;
    for (const pkg of ['mf-crm', 'mf-staffing', 'mf-sessions']) activate({ pkg, version: versions[pkg]!, deployDir });
    // Rebuilt against the next shell, published, not live.
    versions['mf-crm next'] = build('mf-crm', 'mf_crm', '2.0.0', '8.0.0');
    versions['mf-staffing next'] = build('mf-staffing', 'mf_staffing', '2.0.0', '8.0.0');
  });
  after(async () => {
    await shell.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('check-shell names the remotes to release with it, and passes the set that will be live', async () => {
    const alone = await checkShell(deployDir, nextShell);
    assert.equal(alone.code, 1, alone.output);
    assert.match(
      alone.output,
      /\nA new major: rebuild mf-crm, mf-staffing against this shell, publish with --no-activate/,
    );

    const crmNext = `mf-crm@${versions['mf-crm next']}`;
    const staffingNext = `mf-staffing@${versions['mf-staffing next']}`;
    const partly = await runDeployCli({ deployDir }, ['check-shell', '--manifest', nextShell, '--with', crmNext]);
    assert.equal(partly.code, 1, partly.output);
    assert.match(
      partly.output,
      new RegExp(
        literal(`\n  mf-staffing@${versions['mf-staffing']} needs @tutoring/platform ^7.1.0 (the shell has 8.0.0)\n`),
      ),
    );
    assert.doesNotMatch(partly.output, /\n {2}mf-crm@/);

    const set = await runDeployCli({ deployDir }, [
      'check-shell',
      '--manifest',
      nextShell,
      '--with',
      crmNext,
      '--with',
      staffingNext,
    ]);
    assert.equal(set.code, 0, set.output);
    assert.equal(
      set.output,
      `The shell is compatible with every live remote (mf-sessions) and with ${crmNext}, ${staffingNext}: activate them right after it (node scripts/deploy.mjs activate ${crmNext} ${staffingNext}).\n`,
    );
  });

  it('activate flips the set in one registry write once the new shell runs, and refuses it before', async () => {
    const crmNext = `mf-crm@${versions['mf-crm next']}`;
    const staffingNext = `mf-staffing@${versions['mf-staffing next']}`;
    const registryFile = path.join(deployDir, 'registry.json');
    const liveVersions = () =>
      JSON.parse(fs.readFileSync(registryFile, 'utf8')).remotes.map(
        (r: { name: string; version: string }) => `${r.name}@${r.version}`,
      );

    const early = await runDeployCli({ deployDir }, ['activate', crmNext, staffingNext]);
    assert.equal(early.code, 1, early.output);
    assert.equal(
      early.output,
      [
        'Nothing was activated.',
        `${crmNext} needs a newer version of the platform than the running shell has: @tutoring/platform ^8.0.0 (the shell has 7.1.0). Release the shell first.`,
        `${staffingNext} needs a newer version of the platform than the running shell has: @tutoring/platform ^8.0.0 (the shell has 7.1.0). Release the shell first.`,
        '',
      ].join('\n'),
    );
    const sessions = `mf_sessions@${versions['mf-sessions']}`;
    assert.deepEqual(liveVersions(), [
      `mf_crm@${versions['mf-crm']}`,
      `mf_staffing@${versions['mf-staffing']}`,
      sessions,
    ]);

    shell.body = fs.readFileSync(nextShell, 'utf8'); // the shell is released
    const done = await runDeployCli({ deployDir }, ['activate', crmNext, staffingNext]);
    assert.equal(done.code, 0, done.output);
    assert.equal(done.output, `The registry now points at ${crmNext}, ${staffingNext}.\n`);
    assert.deepEqual(liveVersions(), [
      `mf_crm@${versions['mf-crm next']}`,
      `mf_staffing@${versions['mf-staffing next']}`,
      sessions,
    ]);
    // Each keeps its way back.
    const history = JSON.parse(fs.readFileSync(path.join(deployDir, 'history.json'), 'utf8'));
    assert.deepEqual(history, {
      'mf-crm': [
        { version: versions['mf-crm'], manifestUrl: `http://127.0.0.1:3001/${versions['mf-crm']}/mf-manifest.json` },
      ],
      'mf-staffing': [
        {
          version: versions['mf-staffing'],
          manifestUrl: `http://127.0.0.1:3002/${versions['mf-staffing']}/mf-manifest.json`,
        },
      ],
    });
  });

  it('checks the manifest of what goes live with the shell as a deploy does (published with --no-verify)', async () => {
    // mf-staffing's build published as a version of mf-crm.
    const { version } = publish({
      pkg: 'mf-crm',
      deployDir,
      label: '2.0.1',
      distDir: fakeBuild(root, 'mf-crm-2.0.1', 'mf_staffing', shellOf('8.0.0')),
    });
    const reason = 'mf-crm: the manifest check failed: its name is "mf_staffing", the registry\'s is "mf_crm".\n';
    const checked = await runDeployCli({ deployDir }, [
      'check-shell',
      '--manifest',
      nextShell,
      '--with',
      `mf-crm@${version}`,
    ]);
    assert.equal(checked.code, 1, checked.output);
    assert.equal(checked.output, reason);
    const activated = await runDeployCli({ deployDir }, ['activate', `mf-crm@${version}`]);
    assert.equal(activated.code, 1, activated.output);
    assert.equal(activated.output, `Nothing was activated.\n${reason}`);
  });
});
