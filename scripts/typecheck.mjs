#!/usr/bin/env node
// `npm run typecheck`: every workspace's `typecheck` (tsc --noEmit on its own tsconfig.json), with the workspaces whose
// tsconfig.json only extends the shared base (same compiler options) checked as ONE TypeScript program. Each
// workspace's own program re-checks the shared packages it imports from source (the platform, the design system, the
// contract ...), so the shell and six remotes checked one by one checked those sources eight times: 213 s on this
// machine's 2 cores, against about 30 s for the one program holding the same files. A workspace with compiler options
// of its own (api-server, build-config, e2e) runs its own `typecheck` script beside it. A team's
// `npm run typecheck -w <workspace>` is unchanged and still checks that workspace alone.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE = '@tutoring/build-config/tsconfig.base.json';

/** The workspace folders in package.json's order (`packages/*` expanded), as relative paths. */
function workspaces() {
  const globs = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
  return globs.flatMap((/** @type {string} */ glob) =>
    glob.endsWith('/*')
      ? fs
          .readdirSync(path.join(root, glob.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${glob.slice(0, -2)}/${entry.name}`)
      : [glob],
  );
}

/** @type {string[]} */
const joined = [];
/** @type {string[]} the names of the workspaces checked on their own */
const alone = [];
for (const dir of workspaces()) {
  const pkgFile = path.join(root, dir, 'package.json');
  if (!fs.existsSync(pkgFile)) continue;
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
  if (!pkg.scripts?.typecheck) continue;
  const tsconfig = JSON.parse(fs.readFileSync(path.join(root, dir, 'tsconfig.json'), 'utf8'));
  const plain =
    pkg.scripts.typecheck === 'tsc --noEmit -p .' &&
    tsconfig.extends === BASE &&
    Object.keys(tsconfig).every((key) => key === 'extends' || key === 'include' || key === '$schema');
  if (plain) joined.push(...tsconfig.include.map((/** @type {string} */ entry) => path.join(root, dir, entry)));
  else alone.push(pkg.name);
}

// The joined program's tsconfig, beside the other caches (node_modules is never committed).
const cacheDir = path.join(root, 'node_modules', '.cache', 'typecheck');
fs.mkdirSync(cacheDir, { recursive: true });
const combined = path.join(cacheDir, 'tsconfig.json');
const include = [...new Set(joined.map((file) => path.relative(cacheDir, file)))];
fs.writeFileSync(combined, `${JSON.stringify({ extends: BASE, include }, null, 2)}\n`);

/**
 * Runs one check, its output held and printed whole when it ends.
 * @param {{ label: string, command: string, args: string[] }} check
 */
function run({ label, command, args }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${label} (${seconds} s)`);
      if (code !== 0 && output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const checks = [
  {
    label: `${include.length} folders of the workspaces on the shared base, one program`,
    command: 'npx',
    args: ['tsc', '--noEmit', '-p', combined],
  },
  ...alone.map((name) => ({
    label: `${name} (its own compiler options)`,
    command: 'npm',
    args: ['run', 'typecheck', '-w', name],
  })),
];
// Two at a time (CI has 2 cores); the joined program, the longest, first.
let next = 0;
let failed = false;
await Promise.all(
  [0, 1].map(async () => {
    while (next < checks.length) {
      const check = /** @type {(typeof checks)[number]} */ (checks[next++]);
      if (!(await run(check))) failed = true;
    }
  }),
);
process.exit(failed ? 1 : 0);
