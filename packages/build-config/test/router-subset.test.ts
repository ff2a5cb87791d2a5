import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import createWebpackConfig from '../webpack';
import { SUBSET_ENTRIES, sharedModules } from '../shared';
import { ROUTER_EXPORTS } from '../shared-entries/router-exports';

const repo = path.resolve(__dirname, '..', '..', '..');
const fixture = path.join(__dirname, 'fixtures', 'router-app');

/** The names a `export { a, b } from '...'` module re-exports. */
function reExported(file: string): string[] {
  const body = /export \{([^}]*)\}/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  return body
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

function build(entry: string, mode: 'production' | 'development' = 'production'): Promise<webpack.Stats> {
  // A production remote builds only what it exposes (no standalone entry), so the probe is exposed.
  const config = createWebpackConfig({ dir: fixture, name: 'router_fixture', entry, exposes: { './probe': entry } })(
    {},
    { mode },
  );
  config.output = { ...config.output, path: fs.mkdtempSync(path.join(os.tmpdir(), 'router-fixture-')) };
  config.devtool = false;
  // MF's manifest plugin notes (on webpack's logger, straight to stderr) that publicPath 'auto' is resolved at run time.
  config.infrastructureLogging = { level: 'error' };
  return new Promise((resolve, reject) =>
    webpack(config, (error, stats) => (error || !stats ? reject(error) : resolve(stats))),
  );
}

describe('shared react-router subset (issue 13)', () => {
  it('both shared entries export exactly the listed names, and react-router has each of them', () => {
    expect(reExported(SUBSET_ENTRIES['react-router']!)).toEqual(ROUTER_EXPORTS);
    expect(reExported(SUBSET_ENTRIES['react-router-dom']!)).toEqual(ROUTER_EXPORTS);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const real = require(require.resolve('react-router', { paths: [path.join(repo, 'shell')] })) as Record<
      string,
      unknown
    >;
    for (const name of ROUTER_EXPORTS)
      expect({ name, type: typeof real[name] }).toEqual({ name, type: expect.stringMatching(/function|object/) });
  });

  it('shares react-router(-dom) from the subset entries, versioned as the installed package', () => {
    const shared = sharedModules(path.join(repo, 'shell'));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { version } = require(
      require.resolve('react-router/package.json', { paths: [path.join(repo, 'shell')] }),
    ) as { version: string };
    expect(shared['react-router']).toMatchObject({ singleton: true, import: SUBSET_ENTRIES['react-router'], version });
    expect(shared['react-router-dom']).toMatchObject({
      singleton: true,
      import: SUBSET_ENTRIES['react-router-dom'],
      version,
    });
  });

  it('builds an app that imports listed names, and fails the build of one that imports another', async () => {
    const ok = await build('./src/ok.ts');
    expect(ok.compilation.errors.map((error) => error.message)).toEqual([]);
    const outside = await build('./src/outside.ts');
    expect(outside.compilation.errors.map((error) => error.message)).toEqual([
      expect.stringContaining('react-router-dom: "useBlocker" is not in the shared router subset'),
    ]);
  }, 120_000);

  it('builds in development mode too (the standalone dev server): no two chunks emit one file name', async () => {
    const dev = await build('./src/ok.ts', 'development');
    expect(dev.compilation.errors.map((error) => error.message)).toEqual([]);
  }, 120_000);
});
