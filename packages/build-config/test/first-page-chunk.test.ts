import path from 'node:path';
import webpack from 'webpack';
import createWebpackConfig from '../webpack';
import { tempDirs } from './temp-dirs';
import { withoutGzipCopies } from './without-gzip-copies';

const tempDir = tempDirs();

// The shell's first-page chunk (issue 26, bytes): what every signed-in page runs comes in one file, which brotli
// compresses smaller than one file per shared module; what loads on demand stays out of it.
const hostApp = path.join(__dirname, 'fixtures', 'host-app');

async function build(mode: 'production' | 'development', dir = hostApp) {
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
  const resourcesIn = (chunk: webpack.Chunk) =>
    [...compilation.chunkGraph.getChunkModulesIterable(chunk)]
      .flatMap((m) => (m as webpack.Module & { modules?: webpack.Module[] }).modules ?? [m])
      .map((m) => (m as { resource?: string }).resource ?? '');
  const packagesIn = (chunk: webpack.Chunk) =>
    new Set(
      resourcesIn(chunk)
        .map((resource) => /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(resource)?.[1])
        .filter((name): name is string => Boolean(name)),
    );
  const first = [...compilation.chunks].find((chunk) => chunk.name === 'first');
  return {
    errors: compilation.errors.map((error) => error.message),
    first: first ? packagesIn(first) : null,
    firstFiles: first ? [...first.files] : [],
    firstResources: first ? resourcesIn(first) : [],
    otherResources: [...compilation.chunks].filter((chunk) => chunk !== first).flatMap(resourcesIn),
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

  it("a first-page package's own lazy part (the platform's sign-in form) stays on demand, in one chunk of its own", async () => {
    const built = await build('production', path.join(__dirname, 'fixtures', 'lazy-part-app'));
    expect(built.errors).toEqual([]);
    const signInForm = /platform[\\/]src[\\/]components[\\/]LoginForm\.tsx$/;
    const resolver = /@hookform[\\/]resolvers[\\/]/;
    // The platform itself (its lazy wrapper of the form) is on the first page; the form and its resolver are not.
    expect(built.firstResources.some((r) => /platform[\\/]src[\\/]components[\\/]LazyLoginForm\.tsx$/.test(r))).toBe(
      true,
    );
    expect(built.firstResources.filter((r) => signInForm.test(r) || resolver.test(r))).toEqual([]);
    expect(built.otherResources.filter((r) => signInForm.test(r))).toHaveLength(1);
    expect(built.otherResources.some((r) => resolver.test(r))).toBe(true);
  }, 120_000);

  it("a first-page package's shared subpath (@tutoring/contract/writes, every form's write schema) stays out of the first-page chunk", async () => {
    const built = await build('production', path.join(__dirname, 'fixtures', 'contract-host-app'));
    expect(built.errors).toEqual([]);
    const contractFile = (resource: string) =>
      /contract[\\/](.*)$/.exec(resource)?.[1]?.split(path.sep).join('/') ?? null;
    const first = built.firstResources.map(contractFile);
    // The contract's root (entities, the registry) is on every page; its write schemas load with the first form.
    expect(first).toEqual(expect.arrayContaining(['src/entities.ts', 'src/resources.ts']));
    expect(first.filter((file) => file && /^(src\/)?(writes|resource-bodies)\.ts$/.test(file))).toEqual([]);
    expect(built.otherResources.map(contractFile)).toEqual(expect.arrayContaining(['src/writes.ts']));
  }, 90_000);

  it('development builds keep one chunk per shared module', async () => {
    const built = await build('development');
    expect(built.errors).toEqual([]);
    expect(built.first).toBeNull();
  }, 90_000);
});
