// @ts-check
/**
 * The one webpack + Module Federation factory. An app's webpack.config.js is:
 *
 *   module.exports = require('@tutoring/build-config/webpack')({
 *     dir: __dirname, name: 'mf_crm', exposes: { './app': './src/app/lifecycles.tsx' },
 *   });
 *
 * The shell passes `host: true` and exposes nothing. No remote URL is ever baked into a build:
 * the shell reads the remote registry at run time (see packages/platform).
 */
const path = require('node:path');
const webpack = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zopfli = require('@gfx/zopfli');
/** The plugin with Zopfli's options (its type parameter defaults to zlib's). */
const ZopfliCompression = /** @type {typeof CompressionPlugin<import('@gfx/zopfli').ZopfliOptions>} */ (
  CompressionPlugin
);
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const {
  CORE_ENTRIES,
  coreEntry,
  coreEntryNames,
  firstPageDirs,
  onDemandFiles,
  reactQueryFullEntry,
  reactRouterFullEntry,
  sharedModules,
  styledComponentsFullEntry,
} = require('./shared');
const { ROUTER_EXPORTS } = require('./shared-entries/router-exports');
const { QUERY_EXPORTS } = require('./shared-entries/query-exports');
const { STYLED_EXPORTS } = require('./shared-entries/styled-exports');

/** Packages shared as a subset of their exports (shared.js SUBSET_ENTRIES), with the names each subset has. */
const SUBSETS = {
  'react-router': {
    names: ROUTER_EXPORTS,
    what: 'shared router subset',
    list: 'shared-entries/router-exports.js and both react-router*.mjs next to it (issue 13)',
  },
  'react-router-dom': {
    names: ROUTER_EXPORTS,
    what: 'shared router subset',
    list: 'shared-entries/router-exports.js and both react-router*.mjs next to it (issue 13)',
  },
  '@tanstack/react-query': {
    names: QUERY_EXPORTS,
    what: 'shared query subset',
    list: 'shared-entries/query-exports.js and react-query.mjs next to it (issue 26)',
  },
  'styled-components': {
    names: STYLED_EXPORTS,
    what: 'shared styled-components subset',
    list: 'shared-entries/styled-exports.js and styled-components.mjs next to it (issue 26)',
  },
};

const API_ORIGIN = process.env.API_ORIGIN || 'http://127.0.0.1:4000';

/** ESM build of MF's plugin that puts the host's runtime-core on the global for the remotes. @param {string} dir */
function injectRuntimePlugin(dir) {
  const commonJs = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [dir, __dirname],
  });
  return path.join(path.dirname(commonJs), 'index.js');
}

/**
 * Zod without its JSON Schema conversion (issue 13): classic zod wires the converters into every schema class, so
 * each build that parses with zod carries about 5 KB gzip that no app runs. Inside zod, requests of the two modules
 * go to the stand-ins in ./zod-lean (the one function parsing needs is re-exported from the real module, reached
 * through the `zod-original/json-schema-processors` alias). test/zod-lean.test.ts keeps the stand-ins' names equal
 * to the installed zod's. Since issue 26 the browser code is on zod/mini, whose schemas carry no converters (mini
 * reaches the processors only through its unused `toJSONSchema` export); the stand-ins stay for any classic import.
 * @param {string} dir
 */
function zodLean(dir) {
  const zodRoot = path.dirname(require.resolve('zod/package.json', { paths: [dir, __dirname] }));
  const inZod = `${path.sep}zod${path.sep}v4${path.sep}`;
  return {
    alias: { 'zod-original/json-schema-processors$': path.join(zodRoot, 'v4', 'core', 'json-schema-processors.js') },
    plugin: new webpack.NormalModuleReplacementPlugin(
      /(^|\/)(json-schema-processors|to-json-schema)\.js$/,
      (resource) => {
        const request = /** @type {{ request: string, context: string }} */ (resource);
        if (!request.context?.includes(inZod) || request.request.startsWith('zod-original/')) return;
        const name = request.request.endsWith('to-json-schema.js')
          ? 'to-json-schema.mjs'
          : 'json-schema-processors.mjs';
        request.request = path.join(__dirname, 'zod-lean', name);
      },
    ),
  };
}

/**
 * Fails the build when code imports a name from a package shared as a subset (react-router(-dom), TanStack Query)
 * that the subset does not export (shared-entries/*-exports.js): at run time it would be undefined in every app.
 * It also writes both sides into the build's `mf-manifest.json` (issue 26, docs/adr/0009-shared-subsets.md): on each
 * such shared strict singleton, `exports` (the names the module this build provides has) and `imports` (the names this
 * build's code takes from it). A remote deployed alone that imports a name the running shell's copy of a strict
 * singleton lacks is then refused by the deploy and, live anyway, by the page (the platform's compatibility check),
 * instead of running with that name undefined.
 */
class SubsetGuard {
  /** @param {string} dir the app's directory (our packages' core entries are resolved from it, shared.js) */
  constructor(dir) {
    this.dir = dir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    /** @type {Map<string, { allowed: Set<string>, what: string, list: string }>} */
    const subsets = new Map(
      Object.entries(SUBSETS).map(([request, s]) => [
        request,
        { allowed: new Set(s.names), what: s.what, list: `packages/build-config/${s.list}` },
      ]),
    );
    for (const name of Object.keys(CORE_ENTRIES)) {
      const core = coreEntry(name, this.dir);
      if (!core) continue;
      const list = `${path.relative(path.join(__dirname, '..', '..'), core)} (or import it from its subpath entry)`;
      subsets.set(name, { allowed: new Set(coreEntryNames(core)), what: `shared ${name} core`, list });
    }
    compiler.hooks.thisCompilation.tap('SubsetGuard', (compilation) => {
      /** @type {Map<string, Set<string>>} the names this build imports, per subset key */
      const imports = new Map();
      compilation.hooks.finishModules.tap('SubsetGuard', (modules) => {
        for (const module of modules) {
          for (const dependency of module.dependencies) {
            const { request, ids } = /** @type {{ request?: string, ids?: string[] }} */ (
              /** @type {unknown} */ (dependency)
            );
            if (!request) continue;
            const subset = subsets.get(request);
            if (!subset) continue;
            const name = ids?.[0];
            if (name) imports.set(request, (imports.get(request) ?? new Set()).add(name));
            const namespace = dependency.type === 'harmony import specifier' && ids && ids.length === 0;
            if ((name && !subset.allowed.has(name)) || namespace) {
              const error = new webpack.WebpackError(
                `${request}: "${name ?? '* as namespace'}" is not in the ${subset.what}; add it to ${subset.list}.`,
              );
              error.module = module;
              compilation.errors.push(error);
            }
          }
        }
      });
      // Module Federation emits the manifest late in this stage (its plugin is applied last), so this runs again on
      // the assets added after it (`additionalAssets`), and before CompressionPlugin makes the .br/.gz copies.
      compilation.hooks.processAssets.tap(
        {
          name: 'SubsetGuard',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
          before: 'CompressionPlugin',
          additionalAssets: true,
        },
        (assets) => {
          if (!('mf-manifest.json' in assets)) return;
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString());
          for (const shared of manifest.shared ?? []) {
            // A ranged module of another version is the remote's own copy; one of the same version has the same names.
            const subset = shared.singleton ? subsets.get(shared.name) : undefined;
            if (!subset) continue;
            shared.exports = [...subset.allowed].sort();
            shared.imports = [...(imports.get(shared.name) ?? [])].sort();
          }
          compilation.updateAsset('mf-manifest.json', new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

/**
 * Leaves webpack's own share-scope runtime out (issue 26). Every build that shares modules got two "sharing" runtime
 * modules: webpack's RuntimePlugin adds its `__webpack_require__.I` (a `register(...)` line per shared module) for the
 * share-scope requirement, and MF's SharePlugin adds its own, which runs after it, assigns `__webpack_require__.S` and
 * `.I` again (handing sharing to MF's bundler runtime) and carries the same list as `initOptions.shared`. webpack's copy
 * is never called; it was 5-6 KB of every remoteEntry.js and of the shell's main chunk before minifying.
 */
class DropWebpackShareRuntime {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    // The module of the webpack this file requires (resolved by path: webpack ships no types for its lib/ files).
    const WebpackShareRuntime = require(
      require.resolve('webpack/lib/sharing/ShareRuntimeModule', { paths: [require.resolve('webpack')] }),
    );
    compiler.hooks.compilation.tap('DropWebpackShareRuntime', (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap('DropWebpackShareRuntime', () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          const modules = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)];
          const sharing = modules.filter((m) => m.name === 'sharing');
          const webpackOwn = sharing.filter((m) => m instanceof WebpackShareRuntime);
          // Only where MF's replacement is in the same runtime chunk.
          if (webpackOwn.length === 0 || webpackOwn.length === sharing.length) continue;
          for (const m of webpackOwn) {
            chunkGraph.disconnectChunkAndRuntimeModule(chunk, m);
            chunkGraph.disconnectChunkAndModule(chunk, m);
          }
        }
      });
    });
  }
}

/**
 * A production remote's federation runtime without what it never runs (issue 26), stand-ins in federation-lean/:
 * - the bundler runtime's remote-module handler (`remotes.js`): with `experiments.optimization.disableRemote` MF never
 *   calls it, but webpack keeps the module (behind a constant it cannot evaluate) and the @module-federation/sdk
 *   modules it imports;
 * - the table of every MF error text that @module-federation/runtime's asserts receive: they name one code.
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
function federationLean() {
  const inPackage = (/** @type {string} */ name) => `${path.sep}@module-federation${path.sep}${name}${path.sep}`;
  /** @param {RegExp} request @param {string} from the package whose import is replaced @param {string} file */
  const standIn = (request, from, file) =>
    new webpack.NormalModuleReplacementPlugin(request, (resource) => {
      const r = /** @type {{ request: string, context: string }} */ (resource);
      if (r.context?.includes(inPackage(from))) r.request = path.join(__dirname, 'federation-lean', file);
    });
  return [
    standIn(/^\.\/remotes\.js$/, 'webpack-bundler-runtime', 'no-remotes.mjs'),
    standIn(/^@module-federation\/error-codes$/, 'runtime', 'runtime-error-codes.mjs'),
  ];
}

/** The TypeScript/TSX rule every build uses (swc). @param {boolean} isDev */
function scriptRule(isDev) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: isDev } },
          // The syntax the shared libraries already ship (ky's and TanStack Query's class fields): no newer browser
          // needed, and our classes keep native fields instead of helper calls (issue 26, bytes).
          target: 'es2022',
        },
      },
    },
  };
}

/**
 * The shell's first-page chunk (issue 26, bytes; shared.js FIRST_PAGE_LIBRARIES): every module of what each signed-in
 * page runs goes into one chunk, `first`, which the shared modules' factories load (the first one loads it for all).
 * Only the host, in production: a remote's shared modules are fallbacks the page rarely loads, and development keeps
 * webpack's per-module chunks.
 * @param {string} dir
 */
function firstPageChunk(dir) {
  const dirs = firstPageDirs(dir).map((d) => d + path.sep);
  // A shared subpath of those packages (`@tutoring/contract/writes`) is its own shared module, loaded on demand.
  const onDemand = new Set(onDemandFiles(dir));
  return {
    name: 'first',
    // The async chunks a page's shared modules load, not the lazy parts of those packages themselves (the sign-in
    // form, the dev harness): a chunk whose every origin is a module of the first-page packages stays on demand.
    chunks: (/** @type {import('webpack').Chunk} */ chunk) =>
      !chunk.canBeInitial() &&
      [...chunk.groupsIterable].some((group) =>
        group.origins.some((origin) => {
          const resource = /** @type {{ resource?: string } | null} */ (origin.module)?.resource;
          return !(typeof resource === 'string' && dirs.some((d) => resource.startsWith(d)));
        }),
      ),
    enforce: true,
    priority: 20,
    test: (/** @type {import('webpack').Module & { resource?: string }} */ module) =>
      typeof module.resource === 'string' &&
      !onDemand.has(module.resource) &&
      dirs.some((d) => /** @type {string} */ (module.resource).startsWith(d)),
  };
}

/**
 * Settings every build shares: source maps, minifier, quiet output; the production shell's first-page chunk.
 * @param {boolean} isDev
 * @param {string | null} [firstPageDir] the production host's directory (its first-page chunk, firstPageChunk)
 * @returns {Pick<import('webpack').Configuration, 'devtool' | 'optimization' | 'performance' | 'stats' | 'infrastructureLogging'>}
 */
function commonSettings(isDev, firstPageDir = null) {
  return {
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    optimization: {
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          extractComments: false,
          // swc's minifier runs 2 compress passes by default (since @swc/core 1.10.15); a third still removes and
          // inlines code (issue 26, bytes: 0.2 KB gzip on each first route).
          terserOptions: { compress: { passes: 3 } },
        }),
      ],
      splitChunks: {
        cacheGroups: {
          // webpack's vendors group, plus zod-lean's stand-ins (issue 26: nothing shipped twice): they are part of zod,
          // so they go into the chunk zod goes to instead of into a copy in every chunk that parses.
          defaultVendors: {
            idHint: 'vendors',
            reuseExistingChunk: true,
            priority: -10,
            test: /[\\/]node_modules[\\/]|[\\/]build-config[\\/]zod-lean[\\/]/,
          },
          ...(firstPageDir ? { first: firstPageChunk(firstPageDir) } : {}),
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * A plain page (issue 13: the small /login page): its own build without Module Federation, so no federation runtime
 * or shared library is in it; the host's index.html loads it instead of the shell on a full load of `path`.
 * @typedef {{ name: string, entry: string, path: string }} PlainPage
 */

/**
 * Production builds write a brotli (.br, best quality) and a gzip (.gz) copy beside every text asset over 1 KB, once,
 * at build time; the static server sends the one the browser accepts (scripts/lib/static-server.mjs, preCompressed).
 * The gzip copy is Zopfli's (issue 26, bytes): a plain gzip stream that any gzip client decodes, about 3 % smaller than
 * zlib's best level (7 KB on each first route), for about 1.5 s of build time per 500 KB of JavaScript (5 iterations:
 * Zopfli's default 15 took half as long again for 0.02 % less).
 * @param {boolean} isDev
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
function precompressPlugins(isDev) {
  if (isDev) return [];
  const test = /\.(?:js|mjs|css|json|svg|html|txt)$/;
  return [
    new ZopfliCompression({
      test,
      threshold: 1024,
      minRatio: 0.9,
      algorithm: zopfli.gzip,
      compressionOptions: { numiterations: 5 },
      filename: '[path][base].gz',
    }),
    new CompressionPlugin({
      test,
      threshold: 1024,
      minRatio: 0.9,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      // BrotliOptions (the plugin's types know only the gzip options).
      compressionOptions: /** @type {any} */ ({
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      }),
    }),
  ];
}

/**
 * The plain page's build. It runs first (the host build depends on it) and reports its file name into `built`.
 * @param {string} dir @param {PlainPage} page @param {'development' | 'production'} mode @param {{ file: string }} built
 * @returns {import('webpack').Configuration}
 */
function plainPageConfig(dir, page, mode, built) {
  const isDev = mode === 'development';
  const ownFile = new RegExp(`^${page.name}\\.`);
  return {
    name: page.name,
    mode,
    context: dir,
    entry: { [page.name]: page.entry },
    output: {
      path: path.join(dir, 'dist'),
      publicPath: '/',
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      // Each build clears only its own old files, so the folder always holds a whole product while building.
      clean: { keep: (/** @type {string} */ file) => !ownFile.test(file) },
    },
    resolve: { extensions: ['.ts', '.mjs', '.js', '.json'] },
    module: { rules: [scriptRule(isDev)] },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      {
        apply(compiler) {
          compiler.hooks.done.tap('PlainPageFileName', (stats) => {
            const files = stats.compilation.entrypoints.get(page.name)?.getFiles() ?? [];
            built.file = files.find((file) => file.endsWith('.js')) ?? built.file;
          });
        },
      },
      ...precompressPlugins(isDev),
    ],
    ...commonSettings(isDev),
  };
}

/**
 * The first route prefix of a remote in remotes.config.json ('/' for a package that is no remote, e.g. the shell).
 * @param {string} packageName
 * @returns {string}
 */
function remoteHome(packageName) {
  try {
    const config = require(path.join(__dirname, '..', '..', 'remotes.config.json'));
    const entry = config.remotes.find((/** @type {{ package: string }} */ r) => r.package === packageName);
    return entry?.routePrefixes?.[0] ?? '/';
  } catch {
    return '/';
  }
}

/**
 * @typedef {{ dir: string, name: string, exposes?: Record<string, string>, host?: boolean, title?: string, entry?: string }} AppOptions
 * @typedef {(env: Record<string, unknown>, argv: { mode?: 'development' | 'production' }) => import('webpack').Configuration & { devServer?: import('webpack-dev-server').Configuration }} AppConfigFactory
 */
/**
 * @overload
 * @param {AppOptions & { plainPage?: undefined }} options
 * @returns {AppConfigFactory}
 */
/**
 * @overload
 * @param {AppOptions & { plainPage: PlainPage }} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: 'development' | 'production' }) => import('webpack').Configuration[]}
 */
/**
 * @param {AppOptions & { plainPage?: PlainPage }} options
 */
function createWebpackConfig({ dir, name, exposes = {}, host = false, title, entry = './src/index.ts', plainPage }) {
  const pkg = require(path.join(dir, 'package.json'));
  const port = Number(process.env.PORT || pkg.config?.port || 3000);
  /** @type {AppConfigFactory} */
  const appConfig = (_env = {}, argv = {}) => {
    const mode = argv.mode || 'production';
    const isDev = mode === 'development';
    const lean = zodLean(dir);
    // A production remote runs only inside the shell (it borrows the shell's federation runtime), so it gets no
    // standalone entry: that entry, a second parent of every route page's chunk, made webpack copy into the first
    // page's chunk the modules `./app` had already loaded (its prefetch query options, 0.5-1.5 KB per area, issue 26).
    // The standalone harness is the development build's (`npm run dev -w <remote>`).
    const standalone = host || isDev;
    return {
      name,
      mode,
      context: dir,
      entry: standalone ? { main: entry } : {},
      output: {
        path: path.join(dir, 'dist'),
        // Remotes are served from immutable versioned folders: let the runtime find its own base.
        publicPath: host ? '/' : 'auto',
        filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        // Content-hashed in development too: there chunks are named after their module, and the shared react-router
        // subset module roots two chunks of different content under one name (the provided one and the fallback).
        // A production remote's chunks are not (issue 26): its files are served from a folder named after the hash of
        // the whole build (scripts/lib/deploy.mjs), so a second hash per file only made remoteEntry.js carry a table
        // of every chunk's hash (0.4 KB brotli on every first route).
        chunkFilename: standalone ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: plainPage ? { keep: new RegExp(`^${plainPage.name}\\.`) } : true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // The shared subsets read the real packages through these names (shared.js, SUBSET_ENTRIES).
        alias: {
          '@tutoring/build-config/react-router-full$': reactRouterFullEntry(dir, isDev),
          '@tutoring/build-config/react-query-full$': reactQueryFullEntry(dir),
          '@tutoring/build-config/styled-components-full$': styledComponentsFullEntry(dir),
          ...lean.alias,
        },
      },
      module: {
        rules: [
          scriptRule(isDev),
          { test: /\.css$/, type: 'asset/resource' },
          { test: /\.(png|svg|jpe?g|gif|webp|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedModules(dir),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // One federation runtime in the page (issue 13): the shell hands its runtime-core to the remotes, which
          // then leave theirs out (16 KB gzip per area). A remote's development server (its standalone harness)
          // keeps its own, since no shell is there to provide it.
          // The provider is MF's own inject-external-runtime-core plugin, named by its ESM build: what
          // `provideExternalRuntime` adds is the CommonJS one, which pulls a second, untree-shaken runtime-core.
          ...(host ? { runtimePlugins: [injectRuntimePlugin(dir)] } : {}),
          // Browser-only builds: MF leaves out its Node loaders (`optimization.target`). No build lists static
          // `remotes` (the host registers them at run time), so a remote's production build also leaves out the
          // bundler's remote-module handler; its runtime-core is the host's, which keeps remote loading.
          experiments:
            host || isDev
              ? { optimization: { target: 'web' } }
              : { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
        }),
        new SubsetGuard(dir),
        new DropWebpackShareRuntime(),
        ...(standalone ? [] : federationLean()),
        lean.plugin,
        // A remote's index.html is its standalone dev harness (development builds only); the shell's is the product.
        ...(standalone
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'templates', 'index.html'),
                title: title || name,
                publicPath: '/',
                chunks: ['main'],
              }),
            ]
          : []),
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
          __APP_NAME__: JSON.stringify(name),
          // The standalone harness opens a remote on its first page (issue 25), from the remote's registry entry.
          __REMOTE_HOME__: JSON.stringify(remoteHome(pkg.name)),
          __PACKAGE_VERSION__: JSON.stringify(process.env.REMOTE_VERSION || pkg.version),
        }),
        ...precompressPlugins(isDev),
      ],
      ...commonSettings(isDev, host && !isDev ? dir : null),
      devServer: {
        host: '127.0.0.1',
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        client: { overlay: false },
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/local', '/app'], target: API_ORIGIN, changeOrigin: false, ws: true }],
        // The runtime settings (SHL-20) the product's shell server sends: here the defaults (an empty object), so the
        // standalone harness does not log a 404 for /config.json on every load.
        setupMiddlewares: (middlewares) => [
          {
            name: 'runtime-settings',
            path: '/config.json',
            middleware: (/** @type {any} */ _request, /** @type {import('http').ServerResponse} */ response) => {
              response.setHeader('Content-Type', 'application/json');
              response.setHeader('Cache-Control', 'no-cache');
              response.end('{}');
            },
          },
          ...middlewares,
        ],
      },
    };
  };
  if (!plainPage) return appConfig;

  /**
   * With a plain page: two builds, the page first; the app's index.html then picks the entry by path (no extra
   * request on any path), so it is written without injected tags.
   * @type {(env: Record<string, unknown>, argv: { mode?: 'development' | 'production' }) => import('webpack').Configuration[]}
   */
  return (env = {}, argv = {}) => {
    const built = { file: `${plainPage.name}.js` };
    const app = appConfig(env, argv);
    app.dependencies = [plainPage.name];
    app.plugins = (app.plugins ?? []).map((plugin) =>
      plugin instanceof HtmlWebpackPlugin
        ? new HtmlWebpackPlugin({
            template: path.join(__dirname, 'templates', 'index.html'),
            title: title || name,
            publicPath: '/',
            chunks: ['main'],
            inject: false,
            templateParameters: (compilation, assets, assetTags, options) => ({
              compilation,
              webpackConfig: compilation.options,
              htmlWebpackPlugin: { tags: assetTags, files: assets, options },
              plainPage: {
                path: plainPage.path,
                src: `/${built.file}`,
                appSrc: assets.js.find((file) => /\/main(\.[0-9a-f]+)?\.js$/.test(file)),
              },
            }),
          })
        : plugin,
    );
    // The dev server is configured once, on the first build of the array.
    return [app, plainPageConfig(dir, plainPage, argv.mode || 'production', built)];
  };
}

module.exports = createWebpackConfig;
// For the build-config tests.
module.exports.zodLean = zodLean;
