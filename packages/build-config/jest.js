// @ts-check
/**
 * The one jest preset. Every app and package's jest.config.js is:
 *   module.exports = require('@tutoring/build-config/jest')({ rootDir: __dirname });
 * Pass `environment: 'node'` for server-side or pure packages.
 */
const path = require('node:path');

/** ESM-only packages that jest (CommonJS) must transpile. */
const ESM_PACKAGES = [
  'ky',
  'jotai',
  'until-async',
  '@mswjs',
  'msw',
  'rettime',
  'uuid',
  'nanoid',
  'd3-[a-z-]+',
  'internmap',
  'react-easy-crop',
  'tslib',
  'cookie',
  'headers-polyfill',
  'outvariant',
  'strict-event-emitter',
  'is-node-process',
  '@open-draft',
  'set-cookie-parser',
  'preact',
  '@fullcalendar',
  'recharts',
  'es-toolkit',
  'immer',
  'reselect',
  'redux',
  '@reduxjs',
  'victory-vendor',
  'decimal.js-light',
  'eventemitter3',
  'react-redux',
  'use-sync-external-store',
  'fast-check',
  'pure-rand',
];

/** @param {{ rootDir: string, environment?: 'jsdom' | 'node', setupFiles?: string[], testTimeout?: number }} options */
function createJestConfig({ rootDir, environment = 'jsdom', setupFiles = [], testTimeout } = /** @type {any} */ ({})) {
  /** @type {import('@swc/core').Options} */
  const swc = {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  };
  return {
    rootDir,
    displayName: path.basename(rootDir),
    testEnvironment: environment === 'jsdom' ? require.resolve('jest-fixed-jsdom') : 'node',
    testEnvironmentOptions: environment === 'jsdom' ? { customExportConditions: [''] } : {},
    transform: {
      '^.+\\.(t|j)sx?$': [require.resolve('@swc/jest'), swc],
      '^.+\\.mjs$': [require.resolve('@swc/jest'), swc],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
    moduleNameMapper: {
      '\\.(css|less)$': require.resolve('identity-obj-proxy'),
      '\\.(svg|png|jpe?g|gif|webp)$': path.join(__dirname, 'jest', 'file-stub.js'),
    },
    setupFilesAfterEnv: [
      // Fails a test that logs an unexpected console.error or console.warn (README: Console guard).
      path.join(__dirname, 'jest', 'console-guard.js'),
      ...(environment === 'jsdom' ? [path.join(__dirname, 'jest', 'setup-dom.js')] : []),
      ...setupFiles,
    ],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    ...(testTimeout ? { testTimeout } : {}),
    clearMocks: true,
    restoreMocks: true,
  };
}

module.exports = createJestConfig;
