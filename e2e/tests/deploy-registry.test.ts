import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { activate, publish, remoteConfigs } from '../../scripts/lib/deploy.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const deployLib = path.join(here, '..', '..', 'scripts', 'lib', 'deploy.mjs');
const deployCli = path.join(here, '..', '..', 'scripts', 'deploy.mjs');

/** A minimal build of a remote: a manifest naming one shared module. */
function fakeBuild(root: string, name: string, label: string): string {
  const dist = path.join(root, `${name}-${label}`);
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({
      name,
      shared: [{ name: '@tutoring/domain', version: label, requiredVersion: `^${label}`, singleton: false }],
    }),
  );
  return dist;
}

/** Runs `script` in a child node process; resolves with its exit code and output. */
function node(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('the remote registry under concurrent deploys (issue 21)', () => {
  let root: string;
  let deployDir: string;
  before(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-registry-'));
    deployDir = path.join(root, 'deploy');
  });
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  it('deploys of every remote at once all land, readers only ever see a whole registry, and each entry records its shared versions', async () => {
    const remotes = remoteConfigs();
    const published = remotes.map((remote) => ({
      pkg: remote.package,
      // Below any version the repository's domain has had, so every remote's cell differs from the shell's (marked *).
      versions: ['0.7.0', '0.8.0', '0.9.0'].map(
        (label) =>
          publish({ pkg: remote.package, deployDir, label, distDir: fakeBuild(root, remote.name, label) }).version,
      ),
    }));
    for (const { pkg, versions } of published) activate({ pkg, version: versions[0]!, deployDir });

    // A reader polling the registry while 12 processes flip it.
    const registryFile = path.join(deployDir, 'registry.json');
    let reads = 0;
    let polling = true;
    const reader = (async () => {
      while (polling) {
        JSON.parse(fs.readFileSync(registryFile, 'utf8'));
        reads += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const script = `import { activate } from ${JSON.stringify(deployLib)};
      const [pkg, version, deployDir] = process.argv.slice(1);
      activate({ pkg, version, deployDir });`;
    const runs = await Promise.all(
      published.flatMap(({ pkg, versions }) =>
        versions.slice(1).map((version) => node(['--input-type=module', '-e', script, pkg, version!, deployDir])),
      ),
    );
    polling = false;
    await reader;
    assert.deepEqual(
      runs.filter((run) => run.code !== 0),
      [],
    );
    assert.ok(reads > 0);

    const registry = JSON.parse(fs.readFileSync(registryFile, 'utf8')) as {
      remotes: { name: string; version: string; shared: Record<string, { version: string }> }[];
    };
    // Each step: a version and the manifest URL it was live at.
    const history = JSON.parse(fs.readFileSync(path.join(deployDir, 'history.json'), 'utf8')) as Record<
      string,
      { version: string; manifestUrl: string }[]
    >;
    assert.deepEqual(
      registry.remotes.map((entry) => entry.name),
      remotes.map((remote) => remote.name),
    );
    for (const { pkg, versions } of published) {
      const entry = registry.remotes.find((e) => e.name === remotes.find((r) => r.package === pkg)!.name)!;
      // Both later deploys happened: one is live, the other and the first are in the history.
      assert.ok(versions.slice(1).includes(entry.version), `${pkg} is at one of its new versions`);
      assert.deepEqual(
        [...history[pkg]!.map((step) => step.version), entry.version].sort(),
        [...versions].sort(),
        `${pkg} lost no deploy`,
      );
      assert.equal(entry.shared['@tutoring/domain']!.version, entry.version.split('-')[0]);
    }
    assert.deepEqual(
      fs.readdirSync(deployDir).filter((file) => /\.tmp$|\.lock$/.test(file)),
      [],
      'no temporary file or lock is left',
    );

    // `status` shows each remote's version and the shared versions it was built with beside the shell's.
    const status = await node([deployCli, 'status'], { DEPLOY_DIR: deployDir });
    assert.equal(status.code, 0, status.output);
    const lines = status.output.split('\n');
    assert.match(lines[0]!, /shell\s+mf-crm\s+mf-staffing\s+mf-sessions\s+mf-payments\s+mf-student\s+mf-exams/);
    assert.match(
      lines.find((line) => line.startsWith('@tutoring/domain'))!,
      /\d+\.\d+\.\d+\s+0\.[89]\.0 \*/,
    );
  });

  it('a deploy killed while it holds the registry lock does not block the next one: its lock is taken over at once', async () => {
    const remote = remoteConfigs()[0]!;
    const { version } = publish({
      pkg: remote.package,
      deployDir,
      label: '0.9.1',
      distDir: fakeBuild(root, remote.name, '0.9.1'),
    });
    // A deploy killed (SIGKILL) in the middle of its registry write leaves its lock behind.
    const killed = await node([
      '--input-type=module',
      '-e',
      `import { withRegistryLock } from ${JSON.stringify(deployLib)};
       withRegistryLock(process.argv[1], () => process.kill(process.pid, 'SIGKILL'));`,
      deployDir,
    ]);
    assert.equal(killed.code, null);
    assert.ok(fs.existsSync(path.join(deployDir, 'registry.lock')), 'the killed deploy left its lock');
    // The next deploy takes the lock over (its process is gone) instead of waiting 30 s and failing.
    const next = await node([deployCli, 'activate', `${remote.name}@${version}`, '--no-verify'], {
      DEPLOY_DIR: deployDir,
    });
    assert.equal(next.code, 0, next.output);
    const registry = JSON.parse(fs.readFileSync(path.join(deployDir, 'registry.json'), 'utf8')) as {
      remotes: { name: string; version: string }[];
    };
    assert.equal(registry.remotes.find((entry) => entry.name === remote.name)?.version, version);
    assert.ok(!fs.existsSync(path.join(deployDir, 'registry.lock')), 'no lock is left');
  });
});
