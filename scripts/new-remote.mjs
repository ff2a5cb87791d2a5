#!/usr/bin/env node
// `npm run new:remote <name> [-- --label "Label"] [--no-register]`: writes mf-<name> in the one remote shape
// (packages/build-config/remote-shape.js) with a page, its test and its story, the area's prefetch and warm-up with
// their tests (as every remote has them), and registers it: a workspace in package.json and an entry in
// remotes.config.json (route prefix /<name>, admins only). Then `npm install`. `npm run remove:remote <name>` undoes it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { prefixClashes } from './lib/route-prefixes.mjs';
import { REMOTE_NAME_PATTERN, formatFiles, registryText, remoteNames } from './lib/remote-registration.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const name = args.find((arg) => !arg.startsWith('--'));
const option = (flag) => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const into = option('--dir') ? path.resolve(option('--dir')) : root;
const register = !args.includes('--no-register');

if (!name || !REMOTE_NAME_PATTERN.test(name)) {
  console.error('Usage: npm run new:remote <kebab-name> [-- --label "Nav label"] [--no-register] [--dir <folder>]');
  process.exit(1);
}
const { pkg, mfName, prefix } = remoteNames(name);
const title = name.replace(/(^|-)([a-z])/g, (_m, dash, c) => (dash ? ' ' : '') + c.toUpperCase());
const label = option('--label') ?? title;
if (!label.trim() || [...label].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) {
  console.error('The --label is the navigation label: one line of text, not empty.');
  process.exit(1);
}
const dir = path.join(into, pkg);
if (fs.existsSync(dir)) {
  console.error(`${path.relative(root, dir) || dir} already exists.`);
  process.exit(1);
}

const registry = JSON.parse(fs.readFileSync(path.join(root, 'remotes.config.json'), 'utf8'));
// The generated routes live under the prefix, so a prefix another remote owns is refused whether or not it registers.
const clashes = prefixClashes(pkg, [prefix], registry.remotes);
if (registry.remotes.some((/** @type {{ package: string }} */ remote) => remote.package === pkg))
  clashes.unshift(`${pkg} is already registered in remotes.config.json`);
if (clashes.length) {
  console.error(`${clashes.join('\n')}\nNothing was written: pick another name (its route prefix is ${prefix}).`);
  process.exit(1);
}
const port = Math.max(...registry.remotes.map((remote) => remote.port)) + 1;
const template = JSON.parse(fs.readFileSync(path.join(root, 'mf-student', 'package.json'), 'utf8'));
const keep = [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  'styled-components',
  'single-spa',
  'single-spa-react',
  '@tanstack/react-query',
  '@tutoring/platform',
  '@tutoring/api-client',
  '@tutoring/design-system',
  '@tutoring/domain',
  '@tutoring/contract',
];

/** The label as JSX text: as is, or as a string expression when it holds a character JSX reads as markup. */
const jsxText = (/** @type {string} */ text) => (/[{}<>&]/.test(text) ? `{${JSON.stringify(text)}}` : text);

const files = {
  'package.json': `${JSON.stringify(
    {
      name: pkg,
      version: '0.1.0',
      private: true,
      description: `${label} remote.`,
      config: { port },
      scripts: {
        build: 'webpack --mode production',
        dev: 'webpack serve --mode development',
        test: 'jest',
        typecheck: 'tsc --noEmit -p .',
        deploy: `node ../scripts/deploy.mjs deploy ${pkg}`,
        rollback: `node ../scripts/deploy.mjs rollback ${pkg}`,
      },
      dependencies: Object.fromEntries(keep.map((dep) => [dep, template.dependencies[dep] ?? '*'])),
      devDependencies: { '@tutoring/build-config': '*' },
    },
    null,
    2,
  )}\n`,
  'tsconfig.json': `${JSON.stringify(
    {
      extends: '@tutoring/build-config/tsconfig.base.json',
      include: ['src', '../packages/platform/src/globals.d.ts'],
    },
    null,
    2,
  )}\n`,
  'jest.config.js': `module.exports = require('@tutoring/build-config/jest')({ rootDir: __dirname });\n`,
  'webpack.config.js': `module.exports = require('@tutoring/build-config/webpack')({
  dir: __dirname,
  name: '${mfName}',
  title: ${JSON.stringify(`${label} (standalone)`)},
  exposes: { './app': './src/app/lifecycles.tsx' },
});
`,
  'README.md': `# ${pkg}

The ${label} remote: a Module Federation remote mounted by the shell through single-spa (route prefix \`${prefix}\`,
port ${port}); it also runs standalone. Made by \`npm run new:remote ${name}\` in the one remote shape (root README).

## Routes

| Path | Screen |
| ---- | ------ |
| \`${prefix}\` | \`features/home/HomePage.tsx\` |

## Development

- Standalone: \`npm run dev -w @tutoring/api-server -- --memory --demo\`, then \`npm run dev -w ${pkg}\` (port ${port}).
- Checks: \`npx tsc --noEmit -p ${pkg}\`, \`npx eslint ${pkg} --max-warnings=0\`, \`npm test -w ${pkg}\`,
  \`npx turbo run build --filter=${pkg}\`; stories show in the design-system Storybook (\`${label}/...\`).
`,
  'src/index.ts': `// Async boundary: Module Federation negotiates shared singletons before app code runs.
import('./bootstrap');
`,
  'src/bootstrap.tsx': `// Standalone entry (\`npm run dev -w ${pkg}\`): the remote alone inside the platform's dev harness.
import { startStandalone } from '@tutoring/platform';
import { App } from './app/App';
import { REMOTE_LABEL, REMOTE_NAME } from './app/remote';

void startStandalone({ name: REMOTE_NAME, label: REMOTE_LABEL, App });
`,
  'src/app/remote.ts': `/** Module Federation name of this remote (also its single-spa application name). */
export const REMOTE_NAME = '${mfName}';
/** Navigation label of the area. */
export const REMOTE_LABEL = ${JSON.stringify(label)};
`,
  'src/app/App.tsx': `import { RemoteRoutes } from '@tutoring/platform';
import { routes } from './routes';

/** The remote's root component: its routes under its prefixes. */
export function App() {
  return <RemoteRoutes routes={routes} />;
}
`,
  'src/app/lifecycles.tsx': `// The \`./app\` expose: single-spa lifecycles made with single-spa-react. single-spa owns mount and unmount.
import { createRemoteLifecycles } from '@tutoring/platform';
import { App } from './App';
import { routes } from './routes';
import { prefetch } from './prefetch';
import { warmUp } from './warmUp';
import { REMOTE_LABEL, REMOTE_NAME } from './remote';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: REMOTE_NAME,
  label: REMOTE_LABEL,
  version: __PACKAGE_VERSION__,
  App,
  routes,
  prefetch,
  warmUp,
});
`,
  'src/app/routes.tsx': `import { type RemoteRoute, lazyPage } from '@tutoring/platform';

/** Routes of this remote (full paths: the remote owns these prefixes, OP-02). */
export const routes: RemoteRoute[] = [
  {
    path: '${prefix}',
    title: [${JSON.stringify(label)}],
    Component: lazyPage(() => import('../features/home/HomePage').then((m) => m.HomePage)),
  },
];
`,
  'src/app/App.test.tsx': `import { screen } from '@testing-library/react';
import { platformStore, titlePartsAtom } from '@tutoring/platform';
import { App } from './App';
import { routes } from './routes';
import { renderWithProviders } from '../test/kit';

describe('remote routes', () => {
  it.each(routes.map((route) => [route.path, route.title] as const))(
    'SHL-08: renders %s under its own prefix with its title chain (X-02)',
    async (path, title) => {
      renderWithProviders(<App />, { url: path });
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(platformStore.get(titlePartsAtom).at(-1)).toBe(title.at(-1));
    },
  );

  it('shows its not-found page for an unknown path under its prefix', async () => {
    renderWithProviders(<App />, { url: '${prefix}/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
`,
  'src/app/prefetch.ts': `// The data the area's pages read first, fetched before the area opens (issue 26; platform \`AreaPrefetch\`).
import type { AreaPrefetch } from '@tutoring/platform';

/**
 * Nothing yet: the home page (\`${prefix}\`) reads no data. A page that reads data on its first render gets its
 * queries named here, built by the query options the page uses (\`context.prefetch(<resource>Queries.list())\`),
 * returning the one its first render needs (mf-exams' prefetch); ./prefetch.test.tsx checks that the page reads
 * nothing unnamed.
 */
export const prefetch: AreaPrefetch = () => undefined;
`,
  'src/app/prefetch.test.tsx': `import { screen } from '@testing-library/react';
import { hashKey } from '@tanstack/react-query';
import { type PrefetchContext, appNameAtom, platformStore } from '@tutoring/platform';
import { HomePage } from '../features/home/HomePage';
import { createTestServer, renderWithProviders, testUser } from '../test/kit';
import { prefetch } from './prefetch';

const network = createTestServer();
network.install();

describe('the area prefetch (issue 26)', () => {
  it("issue 26: names every query the home page reads, so the navigation link's click asks for nothing more", async () => {
    const user = testUser({ firstName: 'Robin' });
    const { queryClient } = renderWithProviders(<HomePage />, { url: '${prefix}', user });
    await screen.findByText('Welcome, Robin');
    const named: string[] = [];
    await prefetch({
      queryClient,
      pathname: '${prefix}',
      searchParams: new URLSearchParams(),
      user,
      appName: platformStore.get(appNameAtom),
      prefetch: async (options) => void named.push(hashKey(options.queryKey)),
    } satisfies PrefetchContext);
    const read = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryHash);
    expect([...read].sort()).toEqual([...named].sort());
    expect(network.seen).toEqual([]);
  });
});
`,
  'src/app/warmUp.ts': `// The area's first page rendered once off-screen before its first visit (issue 26; platform \`AreaWarmUp\`).
import type { AreaWarmUp } from '@tutoring/platform';

/**
 * \`${prefix}\`: the home page, which reads no data, so, like the area's prefetch (./prefetch.ts), it needs no
 * placeholder data. A page that reads data gets placeholder data here for every query the prefetch names, with the
 * query options the page uses (\`placeholderList\`, \`context.queryClient.setQueryData\`: mf-crm's warm-up).
 */
export const warmUp: AreaWarmUp = ({ pathname }) => pathname === '${prefix}';
`,
  'src/app/warmUp.test.tsx': `import { screen } from '@testing-library/react';
import {
  createTestServer,
  expectWarmedOffScreen,
  preloadedArea,
  signIn,
  styleSheetText,
  testUser,
} from '../test/kit';
import { App } from './App';
import { prefetch } from './prefetch';
import { REMOTE_LABEL, REMOTE_NAME } from './remote';
import { routes } from './routes';
import { warmUp } from './warmUp';

const network = createTestServer();
network.install();

// The area as lifecycles.tsx declares it (whose build-time version jest does not define). Its \`./app\` has run: the
// shell preloaded it (on the login page, for the area the sign-in leads to).
const area = preloadedArea({ name: REMOTE_NAME, label: REMOTE_LABEL, version: '1.0.0', App, routes, prefetch, warmUp });

describe("the home page warmed before the area's first visit (issue 26)", () => {
  it('issue 26: while nobody is signed in yet the home page renders once off-screen (nothing shown, fetched or titled); the first visit then shows it with every style it needs already in the sheet', async () => {
    signIn(null);
    const warmed = await expectWarmedOffScreen(REMOTE_NAME, '${prefix}');
    expect(network.seen).toEqual([]);

    // The sign-in, then the area mounts at its page.
    signIn(testUser({ firstName: 'Robin' }));
    const visit = await area.visit('${prefix}');
    await visit.settle();
    expect(screen.getByRole('heading', { level: 1, name: ${JSON.stringify(label)} })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Robin')).toBeInTheDocument();
    expect(styleSheetText()).toBe(warmed);
  });
});
`,
  'src/test/kit.ts': `// This remote's glue to the one test kit (@tutoring/build-config/test-kit): add the remote's fixtures here.
export * from '@tutoring/build-config/test-kit';
`,
  'src/features/home/HomePage.tsx': `import { EmptyState } from '@tutoring/design-system';
import { useCurrentUser } from '@tutoring/platform';

/** The area's first page: a section named by its heading, inside the shell's main landmark (one per page). */
export function HomePage() {
  const user = useCurrentUser();
  return (
    <section aria-labelledby="${name}-heading">
      <h1 id="${name}-heading">${jsxText(label)}</h1>
      <EmptyState title={\`Welcome, \${user?.firstName ?? 'there'}\`} />
    </section>
  );
}
`,
  'src/features/home/HomePage.test.tsx': `import { screen } from '@testing-library/react';
import { HomePage } from './HomePage';
import { renderWithProviders, testUser } from '../../test/kit';

describe('HomePage', () => {
  it('greets the signed-in user under the area heading, in a section named by it (the shell has the main landmark)', async () => {
    renderWithProviders(<HomePage />, { user: testUser({ firstName: 'Robin' }) });
    expect(screen.getByRole('heading', { level: 1, name: ${JSON.stringify(label)} })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: ${JSON.stringify(label)} })).toBeInTheDocument();
    expect(screen.queryByRole('main')).toBeNull();
    expect(await screen.findByText('Welcome, Robin')).toBeInTheDocument();
  });
});
`,
  'src/features/home/HomePage.stories.tsx': `import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { HomePage } from './HomePage';

const meta: Meta<typeof HomePage> = { title: ${JSON.stringify(`${label}/HomePage`)}, component: HomePage };
export default meta;

export const Default: StoryObj<typeof HomePage> = {};
`,
};

const format = (/** @type {string[]} */ targets) => formatFiles(root, targets);

const rootPkgPath = path.join(root, 'package.json');
const registryPath = path.join(root, 'remotes.config.json');
/** The registration files as they were, put back when anything fails. */
const before = {
  [rootPkgPath]: fs.readFileSync(rootPkgPath, 'utf8'),
  [registryPath]: fs.readFileSync(registryPath, 'utf8'),
};

try {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  format([dir]);

  const require = createRequire(import.meta.url);
  const { checkRemoteShape } = require(path.join(root, 'packages/build-config/remote-shape.js'));
  const drift = checkRemoteShape(dir);
  if (drift.length) throw new Error(`The generated remote drifts from the shape:\n${drift.join('\n')}`);

  if (register && into === root) {
    const rootPkg = JSON.parse(before[rootPkgPath]);
    if (!rootPkg.workspaces.includes(pkg)) rootPkg.workspaces.splice(rootPkg.workspaces.indexOf('e2e'), 0, pkg);
    fs.writeFileSync(rootPkgPath, `${JSON.stringify(rootPkg, null, 2)}\n`);
    registry.remotes.push({
      package: pkg,
      name: mfName,
      port,
      navLabel: label,
      routePrefixes: [prefix],
      roles: ['admin'],
    });
    fs.writeFileSync(registryPath, `${registryText(registry)}\n`);
    // `prettier --check .` (npm run lint) wants Prettier's layout: it joins short arrays, breaks long lines.
    format([rootPkgPath, registryPath]);
    console.log(`Registered ${pkg}: workspace in package.json, ${prefix} for admins in remotes.config.json.`);
  }
} catch (error) {
  // Nothing half made: a rerun starts from where this one did.
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(before)) fs.writeFileSync(file, text);
  console.error(`${error instanceof Error ? error.message : error}\nNothing was written.`);
  process.exit(1);
}
console.log(
  `Wrote ${path.relative(root, dir) || dir}. Next: npm install && npm test -w ${pkg} && npx turbo run build --filter=${pkg}` +
    (into === root ? ` (undo: npm run remove:remote ${name})` : ''),
);
