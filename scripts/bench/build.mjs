// @ts-check
/** Build timings: cold `turbo run build --force`, one remote alone (mf-crm, --force), and a fully cached rebuild. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../lib/deploy.mjs';
import { median } from './stats.mjs';

const TURBO = path.join(REPO_ROOT, 'node_modules', '.bin', 'turbo');

/** @param {string[]} args */
function timeTurbo(args) {
  const start = process.hrtime.bigint();
  const run = spawnSync(TURBO, ['run', 'build', '--output-logs=errors-only', ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (run.status !== 0) throw new Error(`turbo ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  const tasks = /Tasks:\s+(\d+) successful, (\d+) total/.exec(run.stdout);
  const cached = /Cached:\s+(\d+) cached/.exec(run.stdout);
  return {
    seconds: Math.round(seconds * 10) / 10,
    tasks: tasks ? Number(tasks[2]) : null,
    cached: cached ? Number(cached[1]) : null,
  };
}

/** @param {{ log: (message: string) => void, quick: boolean }} options */
export async function measureBuild({ log }) {
  const cold = timeTurbo(['--force']);
  log(`build: cold ${cold.seconds} s`);
  const oneRemote = timeTurbo(['--filter=mf-crm', '--force']);
  log(`build: mf-crm alone ${oneRemote.seconds} s`);
  const cachedRuns = [timeTurbo([]), timeTurbo([]), timeTurbo([])];
  const cached = {
    seconds: median(cachedRuns.map((r) => r.seconds)),
    tasks: cachedRuns[0]?.tasks ?? null,
    cached: cachedRuns[0]?.cached ?? null,
    runs: cachedRuns.map((r) => r.seconds),
  };
  log(`build: fully cached ${cached.seconds} s`);
  return {
    coldSeconds: cold.seconds,
    coldTasks: cold.tasks,
    oneRemoteSeconds: oneRemote.seconds,
    oneRemote: 'mf-crm',
    cachedSeconds: cached.seconds,
    cachedTasks: cached.tasks,
    cachedHits: cached.cached,
    cachedRuns: cached.runs,
  };
}
