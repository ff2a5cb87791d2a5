#!/usr/bin/env node
// @ts-check
/**
 * Deploy one remote alone, or roll it back, while the product runs:
 *   npm run deploy -w mf-crm            build mf-crm, publish it to deploy/mf-crm/<version>/, point the registry at it
 *   npm run rollback -w mf-crm          point the registry back at the previous version
 *   node scripts/deploy.mjs status      show the active version of every remote
 * Options: --skip-build (publish the existing dist/), --label <version> (version label instead of package.json's),
 *          --out <dir> (build into <dir> instead of the remote's dist/).
 * DEPLOY_DIR overrides the deploy folder. The shell picks the change up on the next page load.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT, activate, activeVersion, publish, remoteConfig, remoteConfigs, rollback } from './lib/deploy.mjs';

const [command, pkg, ...rest] = process.argv.slice(2);
const flag = (name) => rest.includes(name);
const option = (name) => {
  const index = rest.indexOf(name);
  return index >= 0 ? rest[index + 1] : undefined;
};

try {
  if (command === 'deploy' && pkg) {
    const config = remoteConfig(pkg);
    const label = option('--label');
    const out = option('--out');
    if (!flag('--skip-build')) {
      execFileSync(
        path.join(REPO_ROOT, 'node_modules', '.bin', 'webpack'),
        ['--mode', 'production', ...(out ? ['--output-path', path.resolve(out)] : [])],
        {
          cwd: path.join(REPO_ROOT, config.package),
          stdio: 'inherit',
          env: { ...process.env, ...(label ? { REMOTE_VERSION: label } : {}) },
        },
      );
    }
    const { version } = publish({ pkg, label, ...(out ? { distDir: path.resolve(out) } : {}) });
    activate({ pkg, version });
    console.log(`${config.package}: deployed ${version}; the registry now points at it.`);
  } else if (command === 'rollback' && pkg) {
    const version = rollback({ pkg });
    console.log(`${remoteConfig(pkg).package}: rolled back to ${version}.`);
  } else if (command === 'status') {
    for (const remote of remoteConfigs())
      console.log(`${remote.package.padEnd(12)} ${activeVersion({ pkg: remote.package }) ?? '(not deployed)'}`);
  } else {
    console.error('usage: deploy.mjs deploy <remote> [--skip-build] [--label <version>] | rollback <remote> | status');
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
