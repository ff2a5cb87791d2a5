import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-webpack5';
import webpack from 'webpack';

process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

const here = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');

/** True when `dir` holds at least one story file, so an empty remote never breaks the build. */
function hasStories(dir: string): boolean {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).some(
    (file) => file.endsWith('.stories.tsx') && !file.includes('node_modules'),
  );
}

/** Stories that remotes keep beside their components (shell and mf-*), included only when present. */
const appStories = readdirSync(repoRoot)
  .filter((name) => name === 'shell' || name.startsWith('mf-'))
  .filter((name) => hasStories(join(repoRoot, name, 'src')))
  .map((name) => `../../../${name}/src/**/*.stories.tsx`);

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx', ...appStories],
  addons: ['@storybook/addon-webpack5-compiler-swc', '@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  // The static build is for review, not for production traffic: skip source maps and minification, which were
  // most of its CPU time.
  webpackFinal: async (webpackConfig, { configType }) => {
    // Storybook runs no Module Federation: another remote's widget (`ExposedComponent`) shows its stand-in at once
    // instead of asking a runtime that is not there (a console error, RUNTIME-009). See exposed-stand-in.tsx.
    webpackConfig.plugins = [
      ...(webpackConfig.plugins ?? []),
      new webpack.NormalModuleReplacementPlugin(
        /[\\/]packages[\\/]platform[\\/]src[\\/]exposed\.tsx$/,
        join(here, 'exposed-stand-in.tsx'),
      ),
    ];
    if (configType === 'PRODUCTION') {
      webpackConfig.devtool = false;
      webpackConfig.optimization = { ...webpackConfig.optimization, minimize: false };
    }
    return webpackConfig;
  },
  swc: () => ({
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
  }),
};

export default config;
