/**
 * The deploy library and CLI without a browser (scripts/lib/deploy.mjs, scripts/deploy.mjs): versions a build gets,
 * and where the registry points after an activation or a rollback. Builds are small fake dist folders; a stand-in
 * server on 127.0.0.1 plays the running shell and the remote's server.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { activate, publish, rollback } from '../../scripts/lib/deploy.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** mf-crm's port in remotes.config.json; a test product moves it by an offset. */
const CRM_PORT = 3001;
/** The stand-in server (shell and remote) and a port nothing listens on, in this suite's range. */
const SERVER_PORT = 4947;
const SILENT_PORT = 4949;

let tmp: string;
before(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-lib-'));
});
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A fake remote build: its manifest, its stats (exposes in the order given) with .br/.gz copies, one script. */
function fakeBuild(name: string, { exposes = ['app', 'detail'], script = 'console.log(1);' } = {}): string {
  const dist = path.join(tmp, name);
  fs.mkdirSync(dist, { recursive: true });
  const manifest = { id: 'mf_crm', name: 'mf_crm', shared: [], exposes: exposes.map((expose) => ({ name: expose })) };
  const stats = { ...manifest, exposes: exposes.map((expose) => ({ name: expose, assets: [`${expose}.js`] })) };
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dist, 'mf-stats.json'), JSON.stringify(stats));
  fs.writeFileSync(path.join(dist, 'mf-stats.json.br'), zlib.brotliCompressSync(JSON.stringify(stats)));
  fs.writeFileSync(path.join(dist, 'mf-stats.json.gz'), zlib.gzipSync(`${JSON.stringify(stats)} `));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), script);
  return dist;
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const crmUrl = (deployDir: string) =>
  readJson(path.join(deployDir, 'registry.json')).remotes.find((r: { name: string }) => r.name === 'mf_crm')
    .manifestUrl as string;

describe('deploy versions are reproducible', () => {
  test('the same build gets the same version whatever order Module Federation listed its exposes in', () => {
    const deployDir = path.join(tmp, 'deploy-hash');
    const first = publish({ pkg: 'mf-crm', deployDir, label: '1.0.0', distDir: fakeBuild('a') });
    const again = publish({
      pkg: 'mf-crm',
      deployDir,
      label: '1.0.0',
      distDir: fakeBuild('b', { exposes: ['detail', 'app'] }),
    });
    assert.equal(again.version, first.version);
    const changed = publish({
      pkg: 'mf-crm',
      deployDir,
      label: '1.0.0',
      distDir: fakeBuild('c', { script: 'console.log(2);' }),
    });
    assert.notEqual(changed.version, first.version, 'a change of code is a new version');
    const renamed = publish({
      pkg: 'mf-crm',
      deployDir,
      label: '1.0.0',
      distDir: fakeBuild('d', { exposes: ['app'] }),
    });
    assert.notEqual(renamed.version, first.version, 'a change of what the remote exposes is a new version');
  });
});

describe('the registry keeps pointing where the remote is served', () => {
  const saved = process.env.REMOTE_PORT_OFFSET;
  before(() => delete process.env.REMOTE_PORT_OFFSET);
  after(() => {
    if (saved === undefined) delete process.env.REMOTE_PORT_OFFSET;
    else process.env.REMOTE_PORT_OFFSET = saved;
  });

  test('a rollback without REMOTE_PORT_OFFSET goes back to the URL the version was live at, as does a deploy after it', () => {
    const deployDir = path.join(tmp, 'deploy-offset');
    const v1 = publish({ pkg: 'mf-crm', deployDir, label: '1.0.0', distDir: fakeBuild('v1') }).version;
    const v2 = publish({
      pkg: 'mf-crm',
      deployDir,
      label: '2.0.0',
      distDir: fakeBuild('v2', { script: 'v2();' }),
    }).version;
    // The product started with its remotes 100 ports up (as `npm start` on other ports, or a test product).
    activate({ pkg: 'mf-crm', version: v1, deployDir, portOffset: 100 });
    const live = `http://127.0.0.1:${CRM_PORT + 100}`;
    assert.equal(crmUrl(deployDir), `${live}/${v1}/mf-manifest.json`);

    activate({ pkg: 'mf-crm', version: v2, deployDir });
    assert.equal(crmUrl(deployDir), `${live}/${v2}/mf-manifest.json`, 'a deploy stays on the server of the live one');
    assert.deepEqual(readJson(path.join(deployDir, 'history.json'))['mf-crm'], [
      { version: v1, manifestUrl: `${live}/${v1}/mf-manifest.json` },
    ]);

    assert.equal(rollback({ pkg: 'mf-crm', deployDir }), v1);
    assert.equal(crmUrl(deployDir), `${live}/${v1}/mf-manifest.json`);
  });

  test('an older history (versions alone) rolls back to the live server', () => {
    const deployDir = path.join(tmp, 'deploy-legacy');
    const v1 = publish({ pkg: 'mf-crm', deployDir, label: '1.0.0', distDir: fakeBuild('l1') }).version;
    const v2 = publish({
      pkg: 'mf-crm',
      deployDir,
      label: '2.0.0',
      distDir: fakeBuild('l2', { script: 'l2();' }),
    }).version;
    activate({ pkg: 'mf-crm', version: v2, deployDir, portOffset: 100 });
    fs.writeFileSync(path.join(deployDir, 'history.json'), JSON.stringify({ 'mf-crm': [v1] }));
    assert.equal(rollback({ pkg: 'mf-crm', deployDir }), v1);
    assert.equal(crmUrl(deployDir), `http://127.0.0.1:${CRM_PORT + 100}/${v1}/mf-manifest.json`);
  });
});

describe('npm run rollback checks that the version it goes back to answers before it flips the registry', () => {
  let server: http.Server;
  let deployDir: string;
  let v1: string;
  let v2: string;
  before(async () => {
    deployDir = path.join(tmp, 'deploy-cli');
    // The running shell's manifest and the remote's published folders, from one stand-in server.
    server = http.createServer((request, response) => {
      const url = request.url ?? '/';
      const file = url === '/mf-manifest.json' ? null : path.join(deployDir, 'mf-crm', path.normalize(url));
      if (url === '/mf-manifest.json') response.end(JSON.stringify({ id: 'shell', name: 'shell', shared: [] }));
      else if (file && fs.existsSync(file) && fs.statSync(file).isFile()) response.end(fs.readFileSync(file));
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(SERVER_PORT, '127.0.0.1', resolve));
    v1 = publish({ pkg: 'mf-crm', deployDir, label: '1.0.0', distDir: fakeBuild('c1') }).version;
    v2 = publish({ pkg: 'mf-crm', deployDir, label: '2.0.0', distDir: fakeBuild('c2', { script: 'c2();' }) }).version;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** `npm run rollback -w mf-crm`, asynchronous: the stand-in server in this process answers meanwhile. */
  const rollbackCli = () =>
    new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [path.join(repo, 'scripts/deploy.mjs'), 'rollback', 'mf-crm'],
        {
          encoding: 'utf8',
          env: {
            ...process.env,
            DEPLOY_DIR: deployDir,
            DEPLOY_SHELL_URL: `http://127.0.0.1:${SERVER_PORT}`,
            REMOTE_PORT_OFFSET: '',
          },
        },
        (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  test('a version whose server does not answer is not rolled back to: the message names the URL, nothing changes', async () => {
    activate({ pkg: 'mf-crm', version: v1, deployDir, portOffset: SILENT_PORT - CRM_PORT });
    activate({ pkg: 'mf-crm', version: v2, deployDir, portOffset: SERVER_PORT - CRM_PORT });
    const registry = fs.readFileSync(path.join(deployDir, 'registry.json'), 'utf8');
    const result = await rollbackCli();
    assert.equal(result.status, 1, result.stdout);
    assert.match(result.stderr, new RegExp(`mf-crm was not rolled back; ${v2} stays live`));
    assert.match(
      result.stderr,
      new RegExp(`http://127\\.0\\.0\\.1:${SILENT_PORT}/${v1}/mf-manifest\\.json did not answer`),
    );
    assert.equal(fs.readFileSync(path.join(deployDir, 'registry.json'), 'utf8'), registry);
  });

  test('a version served where it was live is rolled back to, at that URL', async () => {
    fs.rmSync(path.join(deployDir, 'history.json'));
    fs.rmSync(path.join(deployDir, 'registry.json'));
    activate({ pkg: 'mf-crm', version: v1, deployDir, portOffset: SERVER_PORT - CRM_PORT });
    activate({ pkg: 'mf-crm', version: v2, deployDir, portOffset: SILENT_PORT - CRM_PORT });
    const result = await rollbackCli();
    assert.equal(result.status, 0, result.stderr);
    assert.equal(crmUrl(deployDir), `http://127.0.0.1:${SERVER_PORT}/${v1}/mf-manifest.json`);
  });
});
