// @ts-check
/**
 * Two builds (issue 13, see README "Decisions"):
 * - `login`: the small login page a full load of /login gets (src/login), plain webpack, no Module Federation, so
 *   no federation runtime or shared library is in it;
 * - `shell`: the host itself, built by the common factory. Its index.html (src/index.html) picks the entry by path.
 * The shell build depends on the login build, which runs first and tells it its file name.
 */
const path = require('node:path');
const webpack = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const createWebpackConfig = require('@tutoring/build-config/webpack');

const title = 'Tutoring back-office';
const shellConfig = createWebpackConfig({ dir: __dirname, name: 'shell', host: true, title });

/** @param {'development' | 'production'} mode @param {{ file: string }} built */
function loginConfig(mode, built) {
  const isDev = mode === 'development';
  /** @type {import('webpack').Configuration} */
  const config = {
    name: 'login',
    mode,
    context: __dirname,
    entry: { login: './src/login/index.ts' },
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: '/',
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      // Each build clears only its own old files (the shell build keeps `login.*`), so the folder always holds a
      // whole product while building.
      clean: { keep: (/** @type {string} */ file) => !/^login\./.test(file) },
    },
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    resolve: { extensions: ['.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('swc-loader'), options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      {
        apply(compiler) {
          compiler.hooks.done.tap('LoginFileName', (stats) => {
            const files = stats.compilation.entrypoints.get('login')?.getFiles() ?? [];
            built.file = files.find((file) => file.endsWith('.js')) ?? built.file;
          });
        },
      },
    ],
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
  return config;
}

/** @type {(env: Record<string, unknown>, argv: { mode?: 'development' | 'production' }) => import('webpack').Configuration[]} */
module.exports = (env = {}, argv = {}) => {
  const mode = argv.mode || 'production';
  const built = { file: 'login.js' };
  const shell = shellConfig(env, argv);
  shell.name = 'shell';
  shell.dependencies = ['login'];
  shell.output = { ...shell.output, clean: { keep: /^login\./ } };
  shell.plugins = (shell.plugins ?? []).map((plugin) =>
    plugin instanceof HtmlWebpackPlugin
      ? new HtmlWebpackPlugin({
          template: path.join(__dirname, 'src', 'index.html'),
          title,
          publicPath: '/',
          chunks: ['main'],
          inject: false,
          templateParameters: (compilation, assets, assetTags, options) => ({
            compilation,
            webpackConfig: compilation.options,
            htmlWebpackPlugin: { tags: assetTags, files: assets, options },
            shellSrc: assets.js.find((file) => /\/main(\.[0-9a-f]+)?\.js$/.test(file)),
            loginSrc: `/${built.file}`,
          }),
        })
      : plugin,
  );
  // The dev server is configured once, on the first build of the array.
  return [shell, loginConfig(mode, built)];
};
