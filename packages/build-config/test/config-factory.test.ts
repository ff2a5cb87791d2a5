import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import createWebpackConfig from '../webpack';
import createJestConfig from '../jest';
import { SHARED_LIBRARIES, sharedModules } from '../shared';

const repo = path.resolve(__dirname, '..', '..', '..');

describe('webpack + Module Federation factory', () => {
  const remote = createWebpackConfig({
    dir: path.join(repo, 'mf-crm'),
    name: 'mf_crm',
    exposes: { './app': './src/app/lifecycles.tsx' },
  })({}, { mode: 'production' });
  const host = createWebpackConfig({ dir: path.join(repo, 'shell'), name: 'shell', host: true })(
    {},
    { mode: 'production' },
  );
  const federation = (config: typeof remote) =>
    config.plugins!.find((plugin) => plugin instanceof ModuleFederationPlugin) as unknown as {
      _options: Record<string, unknown>;
    };

  it('builds a remote with an ./app expose, a manifest and an auto public path (immutable versioned folders)', () => {
    const options = federation(remote)._options;
    expect(options.name).toBe('mf_crm');
    expect(options.exposes).toEqual({ './app': './src/app/lifecycles.tsx' });
    expect(options.manifest).toBe(true);
    expect(options.shareStrategy).toBe('loaded-first');
    expect(remote.output!.publicPath).toBe('auto');
    expect(remote.output!.filename).toMatch(/contenthash/);
  });

  it('gives a production remote no standalone entry or page (it runs only inside the shell); development keeps the harness (issue 26)', () => {
    expect(remote.entry).toEqual({});
    expect(remote.plugins!.some((plugin) => plugin?.constructor?.name === 'HtmlWebpackPlugin')).toBe(false);
    const dev = createWebpackConfig({
      dir: path.join(repo, 'mf-crm'),
      name: 'mf_crm',
      exposes: { './app': './src/app/lifecycles.tsx' },
    })({}, { mode: 'development' });
    expect(dev.entry).toEqual({ main: './src/index.ts' });
    expect(dev.plugins!.some((plugin) => plugin?.constructor?.name === 'HtmlWebpackPlugin')).toBe(true);
    expect(host.entry).toEqual({ main: './src/index.ts' });
  });

  it("with a plain page, builds it first without Module Federation and keeps each build's files apart (issue 13: /login)", () => {
    const [app, page] = createWebpackConfig({
      dir: path.join(repo, 'shell'),
      name: 'shell',
      host: true,
      plainPage: { name: 'login', entry: './src/login/index.ts', path: '/login' },
    })({}, { mode: 'production' });
    expect(app!.name).toBe('shell');
    expect(app!.dependencies).toEqual(['login']);
    expect(federation(app!)._options.name).toBe('shell');
    expect(page!.name).toBe('login');
    expect(page!.entry).toEqual({ login: './src/login/index.ts' });
    expect(page!.plugins!.some((plugin) => plugin instanceof ModuleFederationPlugin)).toBe(false);
    const keepOfApp = (app!.output!.clean as { keep: RegExp }).keep;
    const keepOfPage = (page!.output!.clean as { keep: (file: string) => boolean }).keep;
    expect([keepOfApp.test('login.1234abcd.js'), keepOfApp.test('main.1234abcd.js')]).toEqual([true, false]);
    expect([keepOfPage('login.1234abcd.js'), keepOfPage('main.1234abcd.js')]).toEqual([false, true]);
  });

  it('builds the shell with no remote URL baked in', () => {
    const options = federation(host)._options;
    expect(options.remotes ?? {}).toEqual({});
    expect(JSON.stringify(host)).not.toMatch(/mf-manifest\.json|remoteEntry\.js@/);
    expect(host.output!.publicPath).toBe('/');
  });

  it('keeps one federation runtime in the page: the shell provides it, production remotes use it (issue 13)', () => {
    // The shell runs MF's inject-external-runtime-core plugin (its ESM build, so runtime-core stays one tree-shaken copy).
    expect(federation(host)._options.runtimePlugins).toEqual([
      expect.stringMatching(/inject-external-runtime-core-plugin\/dist\/index\.js$/),
    ]);
    // Browser-only builds (no Node loaders); a production remote also leaves out the static-remotes handler.
    expect(federation(host)._options.experiments).toEqual({ optimization: { target: 'web' } });
    expect(federation(remote)._options.experiments).toEqual({
      externalRuntime: true,
      optimization: { target: 'web', disableRemote: true },
    });
    expect(federation(remote)._options.runtimePlugins).toBeUndefined();
    const devRemote = createWebpackConfig({
      dir: path.join(repo, 'mf-crm'),
      name: 'mf_crm',
      exposes: { './app': './src/app/lifecycles.tsx' },
    })({}, { mode: 'development' });
    // The standalone harness of `npm run dev -w <remote>` has no shell to provide it.
    expect(federation(devRemote)._options.experiments).toEqual({ optimization: { target: 'web' } });
  });

  it('shares what must be one instance as strict singletons and our other packages by semver range (issue 21)', () => {
    const shared = sharedModules(path.join(repo, 'mf-crm'));
    const version = (pkg: string) =>
      (JSON.parse(fs.readFileSync(path.join(repo, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string })
        .version;
    for (const name of [
      'react',
      'react-dom',
      'react-dom/client',
      'react-router',
      'react-router-dom',
      'jotai',
      'styled-components',
      'single-spa',
      '@tanstack/react-query',
      '@tutoring/platform',
      '@tutoring/api-client',
    ]) {
      expect(shared[name]).toMatchObject({ singleton: true, strictVersion: true });
    }
    for (const name of ['@tutoring/design-system', '@tutoring/domain', '@tutoring/contract']) {
      expect(shared[name]).toMatchObject({
        singleton: false,
        strictVersion: false,
        version: version(name),
        requiredVersion: `^${version(name)}`,
      });
    }
    expect(SHARED_LIBRARIES).toContain('react-dom/client');
    // Every module requires at least the version the build bundles, never "any version".
    expect(shared['@tutoring/platform']!.requiredVersion).toBe(`^${version('@tutoring/platform')}`);
    expect(shared.react!.requiredVersion).toBe(`^${version('react')}`);
  });
});

describe('jest preset', () => {
  it('gives jsdom projects jest-fixed-jsdom and the DOM setup, and node projects plain node', () => {
    const dom = createJestConfig({ rootDir: '/x/mf-crm' });
    expect(dom.testEnvironment).toMatch(/jest-fixed-jsdom/);
    expect(dom.setupFilesAfterEnv.join()).toMatch(/setup-dom/);
    const node = createJestConfig({ rootDir: '/x/api', environment: 'node' });
    expect(node.testEnvironment).toBe('node');
    expect(node.transformIgnorePatterns[0]).toMatch(/ky\|jotai/);
  });
});
