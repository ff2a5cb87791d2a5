/**
 * The one eslint configuration (flat config). The repository's eslint.config.mjs is only:
 *   export { default } from '@tutoring/build-config/eslint';
 */
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const noLiteralStyleValues = require('./eslint-rules/no-literal-style-values');

const path = require('node:path');
const { registeredRemotes } = require('./remote-shape');

/** The registered remotes (remotes.config.json), so a remote made by `npm run new:remote` is covered at once. */
const REMOTES = registeredRemotes(path.resolve(__dirname, '..', '..')).map((dir) => path.basename(dir));
const APPS = ['shell', ...REMOTES];

/** Imports that would reach into another app's source: only the MF runtime may join apps. */
const appImportPatterns = (apps) => apps.flatMap((app) => [app, `${app}/**`, `**/${app}/**`, `**/${app}`]);

const deepPackageImport = {
  group: ['@tutoring/*/src', '@tutoring/*/src/**', '**/packages/*/src/**'],
  message: 'Import a package by its name (its public index), never its src/ files.',
};

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.turbo/**',
      'deploy/**',
      'bench-results/**',
      '**/.data/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks, tutoring: { rules: { 'no-literal-style-values': noLiteralStyleValues } } },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, __APP_NAME__: 'readonly', __PACKAGE_VERSION__: 'readonly' },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { patterns: [deepPackageImport] }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Each remote may import only itself and the shared packages, never another app.
  ...APPS.map((app) => ({
    files: [`${app}/**/*.{ts,tsx,js,mjs}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepPackageImport,
            {
              group: appImportPatterns(APPS.filter((other) => other !== app)),
              message:
                "An app never imports another app's source. Load its exposed module through the platform (loadExposed).",
            },
          ],
          // One way to load code on demand (issue 26): React.lazy suspends even when its code is there, and a failed
          // load takes down what its boundary holds.
          paths: [
            {
              name: 'react',
              importNames: ['lazy'],
              message:
                "Load code on demand with the platform's lazyPage (a route's page) or lazyPart (a part of a page): it opens at once when loaded ahead, and a failed load shows Retry in its place only.",
            },
            // One way to show another remote's component (docs/one-way.md): its failure kept inside it.
            {
              name: '@tutoring/platform',
              importNames: ['useExposedComponent'],
              message:
                "Show another remote's component with the platform's ExposedComponent (loading, and a failure kept inside it: `failure`, or the area's fallback with Retry).",
            },
          ],
        },
      ],
    },
  })),
  // Packages never import apps.
  {
    files: ['packages/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [deepPackageImport, { group: appImportPatterns(APPS), message: 'Packages never import apps.' }],
        },
      ],
    },
  },
  {
    files: ['packages/design-system/src/**/*.{ts,tsx}'],
    ignores: ['packages/design-system/src/theme/**'],
    rules: { 'tutoring/no-literal-style-values': 'error' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.{ts,mjs}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
