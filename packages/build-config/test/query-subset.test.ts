import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import createWebpackConfig from '../webpack';
import { SUBSET_ENTRIES, sharedModules } from '../shared';
import { QUERY_EXPORTS } from '../shared-entries/query-exports';

const repo = path.resolve(__dirname, '..', '..', '..');
const fixture = path.join(__dirname, 'fixtures', 'query-app');

/** The names a `export { a, b } from '...'` module re-exports. */
function reExported(file: string): string[] {
  const body = /export \{([^}]*)\}/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  return body
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

function build(entry: string): Promise<webpack.Stats> {
  // A production remote builds only what it exposes (no standalone entry), so the probe is exposed.
  const config = createWebpackConfig({ dir: fixture, name: 'query_fixture', entry, exposes: { './probe': entry } })(
    {},
    { mode: 'production' },
  );
  config.output = { ...config.output, path: fs.mkdtempSync(path.join(os.tmpdir(), 'query-fixture-')) };
  config.devtool = false;
  config.infrastructureLogging = { level: 'error' };
  return new Promise((resolve, reject) =>
    webpack(config, (error, stats) => (error || !stats ? reject(error) : resolve(stats))),
  );
}

describe('shared TanStack Query subset (issue 26)', () => {
  it('the shared entry exports exactly the listed names, and @tanstack/react-query has each of them', () => {
    expect(reExported(SUBSET_ENTRIES['@tanstack/react-query']!)).toEqual(QUERY_EXPORTS);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const real = require(require.resolve('@tanstack/react-query', { paths: [path.join(repo, 'shell')] })) as Record<
      string,
      unknown
    >;
    for (const name of QUERY_EXPORTS)
      expect({ name, type: typeof real[name] }).toEqual({ name, type: expect.stringMatching(/function|object/) });
  });

  it('shares @tanstack/react-query from the subset entry, a singleton versioned as the installed package', () => {
    const shared = sharedModules(path.join(repo, 'shell'));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { version } = require(
      require.resolve('@tanstack/react-query/package.json', { paths: [path.join(repo, 'shell')] }),
    ) as { version: string };
    expect(shared['@tanstack/react-query']).toMatchObject({
      singleton: true,
      import: SUBSET_ENTRIES['@tanstack/react-query'],
      version,
    });
  });

  it('builds an app that imports listed names, and fails the build of one that imports another', async () => {
    const ok = await build('./src/ok.ts');
    expect(ok.compilation.errors.map((error) => error.message)).toEqual([]);
    const outside = await build('./src/outside.ts');
    expect(outside.compilation.errors.map((error) => error.message)).toEqual([
      expect.stringContaining('@tanstack/react-query: "useInfiniteQuery" is not in the shared query subset'),
    ]);
  }, 120_000);
});
