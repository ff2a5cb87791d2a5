import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import createWebpackConfig from '../webpack';
import { tempDirs } from './temp-dirs';
import { withoutGzipCopies } from './without-gzip-copies';

const tempDir = tempDirs();

// What a remote's remoteEntry.js carries besides its own code (issue 26): the federation runtime it needs, once.
const dir = path.join(__dirname, 'fixtures', 'remote-app');

async function build(mode: 'production' | 'development') {
  const config = createWebpackConfig({
    dir,
    name: 'remote_app',
    entry: './src/app.ts',
    exposes: { './app': './src/app.ts' },
  })({}, { mode });
  config.output = { ...config.output, path: tempDir('remote-app-') };
  config.devtool = false;
  config.plugins = withoutGzipCopies(config.plugins);
  // MF's manifest plugin notes (on webpack's logger, straight to stderr) that publicPath 'auto' is resolved at run time.
  config.infrastructureLogging = { level: 'error' };
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    webpack(config, (error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  const { compilation } = stats;
  const entry = [...compilation.chunks].find((chunk) => chunk.name === 'remote_app')!;
  const runtimeModules = [...compilation.chunkGraph.getChunkRuntimeModulesIterable(entry)];
  // Modules webpack concatenated are listed inside the module they were joined into.
  const modules = [...compilation.chunkGraph.getChunkModulesIterable(entry)]
    .flatMap((m) => (m as webpack.Module & { modules?: webpack.Module[] }).modules ?? [m])
    .map((m) => m.identifier());
  return {
    errors: compilation.errors.map((error) => error.message),
    sharingRuntimes: runtimeModules.filter((m) => m.name === 'sharing').map((m) => m.constructor.name),
    modules,
    files: Object.keys(compilation.assets).filter((file) => file.endsWith('.js')),
    entryCode: fs.readFileSync(path.join(config.output.path!, 'remoteEntry.js'), 'utf8'),
  };
}

describe("a remote's federation runtime (issue 26)", () => {
  it("a production remote carries one share-scope runtime (MF's), no remote-module handler or SDK, only the error text its runtime names, and chunk files named without a second hash", async () => {
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
    // The runtime's asserts get the one error text they name, not the table of all of them.
    expect(built.entryCode).toContain('Please call createInstance first.');
    expect(built.entryCode).not.toContain('Failed to get remoteEntry exports.');
    expect(built.modules.some((id) => id.includes(`federation-lean${path.sep}runtime-error-codes.mjs`))).toBe(true);
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

  it("the error-codes stand-in gives @module-federation/runtime every name it imports, with the installed package's text", () => {
    const runtimeIndex = path.join(
      path.dirname(require.resolve('@module-federation/runtime/package.json')),
      'dist',
      'index.js',
    );
    const imported = /import \{([^}]*)\} from "@module-federation\/error-codes"/.exec(
      fs.readFileSync(runtimeIndex, 'utf8'),
    )?.[1];
    expect(
      imported
        ?.split(',')
        .map((name) => name.trim())
        .sort(),
    ).toEqual(['RUNTIME_009', 'runtimeDescMap']);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const real = require('@module-federation/error-codes') as {
      RUNTIME_009: string;
      runtimeDescMap: Record<string, string>;
    };
    const standIn = fs.readFileSync(path.join(__dirname, '..', 'federation-lean', 'runtime-error-codes.mjs'), 'utf8');
    expect(standIn).toContain(
      `export const runtimeDescMap = { '${real.RUNTIME_009}': '${real.runtimeDescMap[real.RUNTIME_009]}' };`,
    );
  });
});
