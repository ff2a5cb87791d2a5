import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import createWebpackConfig from '../webpack';

// What a remote's remoteEntry.js carries besides its own code (issue 26): the federation runtime it needs, once.
const dir = path.join(__dirname, 'fixtures', 'remote-app');

async function build(mode: 'production' | 'development') {
  const config = createWebpackConfig({
    dir,
    name: 'remote_app',
    entry: './src/app.ts',
    exposes: { './app': './src/app.ts' },
  })({}, { mode });
  config.output = { ...config.output, path: fs.mkdtempSync(path.join(os.tmpdir(), 'remote-app-')) };
  config.devtool = false;
  // MF's manifest plugin notes (on webpack's logger, straight to stderr) that publicPath 'auto' is resolved at run time.
  config.infrastructureLogging = { level: 'error' };
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    webpack(config, (error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  const { compilation } = stats;
  const entry = [...compilation.chunks].find((chunk) => chunk.name === 'remote_app')!;
  const runtimeModules = [...compilation.chunkGraph.getChunkRuntimeModulesIterable(entry)];
  const modules = [...compilation.chunkGraph.getChunkModulesIterable(entry)].map((m) => m.identifier());
  return {
    errors: compilation.errors.map((error) => error.message),
    sharingRuntimes: runtimeModules.filter((m) => m.name === 'sharing').map((m) => m.constructor.name),
    modules,
    files: Object.keys(compilation.assets).filter((file) => file.endsWith('.js')),
  };
}

describe("a remote's federation runtime (issue 26)", () => {
  it("a production remote carries one share-scope runtime (MF's), no remote-module handler or SDK, and chunk files named without a second hash", async () => {
    const built = await build('production');
    expect(built.errors).toEqual([]);
    // webpack's own "sharing" runtime module was a dead copy next to MF's (DropWebpackShareRuntime).
    expect(built.sharingRuntimes).toHaveLength(1);
    // disableRemote: the bundler runtime's remotes.js is the stand-in, so the SDK's modules (its logger) stay out.
    expect(
      built.modules.filter((id) =>
        /webpack-bundler-runtime[\\/]dist[\\/]remotes\.js|@module-federation[\\/]sdk/.test(id),
      ),
    ).toEqual([]);
    expect(built.modules.some((id) => id.includes(`federation-lean${path.sep}no-remotes.mjs`))).toBe(true);
    // The deploy names the version folder after the whole build's hash (scripts/lib/deploy.mjs).
    expect(built.files).toContain('__federation_expose_app.js');
    expect(built.files.filter((file) => !/^(remoteEntry|__federation_expose_app|\d+)\.js$/.test(file))).toEqual([]);
  }, 60_000);

  it('the standalone harness (development) keeps its own runtime, remote loading and content-hashed chunks', async () => {
    const built = await build('development');
    expect(built.errors).toEqual([]);
    expect(built.sharingRuntimes).toHaveLength(1);
    expect(built.modules.some((id) => /webpack-bundler-runtime[\\/]dist[\\/]remotes\.js/.test(id))).toBe(true);
    expect(
      built.files
        .filter((file) => !/^(main|remoteEntry)\.js$/.test(file))
        .every((file) => /\.[0-9a-f]{8}\.js$/.test(file)),
    ).toBe(true);
  }, 60_000);
});
