import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack from 'webpack';
import createWebpackConfig from '../webpack';
import { SUBSET_ENTRIES, sharedModules } from '../shared';
import { QUERY_EXPORTS } from '../shared-entries/query-exports';
import { ROUTER_EXPORTS } from '../shared-entries/router-exports';
import { STYLED_EXPORTS } from '../shared-entries/styled-exports';
import { tempDirs } from './temp-dirs';
import { withoutGzipCopies } from './without-gzip-copies';

const tempDir = tempDirs();

const repo = path.resolve(__dirname, '..', '..', '..');

/**
 * Each package shared as the used subset of its names: the shared keys (the first is the installed package whose
 * version and names count), the list, the fixture app (`src/ok.ts` imports listed names, `src/outside.ts` one that is
 * not) and the guard's message for that name.
 */
const SUBSETS: {
  subset: string;
  packages: [string, ...string[]];
  exports: string[];
  fixture: string;
  outside: string;
  /** The shared key `src/ok.ts` imports from, and names it imports. */
  okImports: [string, string[]];
}[] = [
  {
    subset: 'react-router (issue 13)',
    packages: ['react-router', 'react-router-dom'],
    exports: ROUTER_EXPORTS,
    fixture: 'router-app',
    outside: 'react-router-dom: "useBlocker" is not in the shared router subset',
    okImports: ['react-router-dom', ['Link', 'useNavigate']],
  },
  {
    subset: 'TanStack Query (issue 26)',
    packages: ['@tanstack/react-query'],
    exports: QUERY_EXPORTS,
    fixture: 'query-app',
    outside: '@tanstack/react-query: "useInfiniteQuery" is not in the shared query subset',
    okImports: ['@tanstack/react-query', ['QueryClient', 'useQuery']],
  },
  {
    subset: 'styled-components (issue 26)',
    packages: ['styled-components'],
    exports: STYLED_EXPORTS,
    fixture: 'styled-app',
    outside: 'styled-components: "ServerStyleSheet" is not in the shared styled-components subset',
    okImports: ['styled-components', ['css', 'default']],
  },
];

/** The names a `export { a, b } from '...'` module re-exports. */
function reExported(file: string): string[] {
  const body = /export \{([^}]*)\}/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  return body
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

function build(fixture: string, entry: string, mode: 'production' | 'development' = 'production') {
  const dir = path.join(__dirname, 'fixtures', fixture);
  const name = fixture.replace(/\W/g, '_');
  // A production remote builds only what it exposes (no standalone entry), so the probe is exposed.
  const config = createWebpackConfig({ dir, name, entry, exposes: { './probe': entry } })({}, { mode });
  config.output = { ...config.output, path: tempDir(`${fixture}-`) };
  config.devtool = false;
  config.plugins = withoutGzipCopies(config.plugins);
  // MF's manifest plugin notes (on webpack's logger, straight to stderr) that publicPath 'auto' is resolved at run time.
  config.infrastructureLogging = { level: 'error' };
  return new Promise<webpack.Stats>((resolve, reject) =>
    webpack(config, (error, stats) => (error || !stats ? reject(error) : resolve(stats))),
  );
}

/** The shared modules of a build's mf-manifest.json (and of its brotli copy, which the static server sends). */
function manifestShared(stats: webpack.Stats): { name: string; exports?: string[]; imports?: string[] }[][] {
  const file = path.join(stats.compilation.outputOptions.path!, 'mf-manifest.json');
  return [fs.readFileSync(file), zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`))].map(
    (bytes) => (JSON.parse(bytes.toString()) as { shared: { name: string }[] }).shared,
  );
}

describe.each(SUBSETS)('shared $subset subset', ({ packages, exports, fixture, outside, okImports }) => {
  const [installed] = packages;

  it(`every shared entry (${packages.join(', ')}) exports exactly the listed names, and ${installed} has each of them`, () => {
    for (const key of packages)
      expect({ key, names: reExported(SUBSET_ENTRIES[key]!) }).toEqual({ key, names: exports });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const real = require(require.resolve(installed, { paths: [path.join(repo, 'shell')] })) as Record<string, unknown>;
    for (const name of exports)
      expect({ name, type: typeof real[name] }).toEqual({ name, type: expect.stringMatching(/function|object/) });
  });

  it('shares each key from its subset entry, a singleton versioned as the installed package', () => {
    const shared = sharedModules(path.join(repo, 'shell'));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { version } = require(
      require.resolve(`${installed}/package.json`, { paths: [path.join(repo, 'shell')] }),
    ) as { version: string };
    for (const key of packages)
      expect({ key, shared: shared[key] }).toEqual({
        key,
        shared: expect.objectContaining({ singleton: true, import: SUBSET_ENTRIES[key], version }),
      });
  });

  it('builds an app that imports listed names, and fails the build of one that imports another', async () => {
    const ok = await build(fixture, './src/ok.ts');
    expect(ok.compilation.errors.map((error) => error.message)).toEqual([]);
    const outsideBuild = await build(fixture, './src/outside.ts');
    expect(outsideBuild.compilation.errors.map((error) => error.message)).toEqual([expect.stringContaining(outside)]);
  }, 120_000);

  it('issue 26: the manifest says, per shared key, the names the provided subset has and the names the build imports (what the deploy and the page compare)', async () => {
    const ok = await build(fixture, './src/ok.ts');
    const [key, names] = okImports;
    for (const shared of manifestShared(ok)) {
      // The app's imports, and those of the shared packages it provides (their fallback copies are built into it).
      const entry = shared.find((s) => s.name === key);
      expect(entry).toEqual(
        expect.objectContaining({ exports: [...exports].sort(), imports: expect.arrayContaining(names) }),
      );
      expect(exports).toEqual(expect.arrayContaining(entry!.imports!));
      for (const other of packages.filter((p) => p !== key))
        expect(shared.find((s) => s.name === other)).toEqual(expect.objectContaining({ exports: [...exports].sort() }));
    }
  }, 120_000);

  it('builds in development mode too (the standalone dev server): no two chunks emit one file name', async () => {
    const dev = await build(fixture, './src/ok.ts', 'development');
    expect(dev.compilation.errors.map((error) => error.message)).toEqual([]);
  }, 120_000);
});
