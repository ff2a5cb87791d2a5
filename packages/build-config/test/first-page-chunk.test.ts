import path from 'node:path';
import webpack from 'webpack';
import createWebpackConfig from '../webpack';
import { tempDirs } from './temp-dirs';
import { withoutGzipCopies } from './without-gzip-copies';

const tempDir = tempDirs();

// The shell's first-page chunk (issue 26, bytes): what every signed-in page runs comes in one file, which brotli
// compresses smaller than one file per shared module; what loads on demand stays out of it.
const dir = path.join(__dirname, 'fixtures', 'host-app');

async function build(mode: 'production' | 'development') {
  const config = createWebpackConfig({ dir, name: 'host_app', host: true })({}, { mode });
  config.output = { ...config.output, path: tempDir('host-app-') };
  config.devtool = false;
  config.plugins = withoutGzipCopies(config.plugins)!.filter(
    (plugin) => plugin?.constructor?.name !== 'HtmlWebpackPlugin',
  );
  config.infrastructureLogging = { level: 'error' };
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    webpack(config, (error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  const { compilation } = stats;
  /** The packages (node_modules folder names) whose code a chunk holds (not MF's modules that only name them). */
  const packagesIn = (chunk: webpack.Chunk) =>
    new Set(
      [...compilation.chunkGraph.getChunkModulesIterable(chunk)]
        .flatMap((m) => (m as webpack.Module & { modules?: webpack.Module[] }).modules ?? [m])
        .map(
          (m) => /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec((m as { resource?: string }).resource ?? '')?.[1],
        )
        .filter((name): name is string => Boolean(name)),
    );
  const first = [...compilation.chunks].find((chunk) => chunk.name === 'first');
  return {
    errors: compilation.errors.map((error) => error.message),
    first: first ? packagesIn(first) : null,
    firstFiles: first ? [...first.files] : [],
    elsewhere: new Set([...compilation.chunks].filter((chunk) => chunk !== first).flatMap((c) => [...packagesIn(c)])),
  };
}

describe("the shell's first-page chunk (issue 26)", () => {
  it('a production host loads React, react-dom and what they run on from one file, and a part loaded on demand keeps its library apart', async () => {
    const built = await build('production');
    expect(built.errors).toEqual([]);
    expect(built.firstFiles).toEqual([expect.stringMatching(/^first\.[0-9a-f]{8}\.js$/)]);
    expect([...built.first!].sort()).toEqual(expect.arrayContaining(['react', 'react-dom', 'scheduler']));
    expect(built.first!.has('react-hook-form')).toBe(false);
    expect(built.elsewhere.has('react-hook-form')).toBe(true);
    expect([...built.elsewhere].filter((name) => ['react', 'react-dom', 'scheduler'].includes(name))).toEqual([]);
  }, 90_000);

  it('development builds keep one chunk per shared module', async () => {
    const built = await build('development');
    expect(built.errors).toEqual([]);
    expect(built.first).toBeNull();
  }, 90_000);
});
