#!/usr/bin/env node
// @ts-check
/**
 * The sign-in floor of the API alone (issue 26 point 2): the compiled api-server on a fresh in-memory demo database,
 * then `--runs` times one after the other: POST /api/login.json (a demo user, the right password) and the first
 * parents page with the new session, each timed. Prints the medians and the load average beside them (the machine is
 * shared, docs/performance.md).
 *
 *   node scripts/bench/api-signin.mjs [--main packages/api-server/dist/main.js] [--runs 20] [--port 4590]
 *
 * `--main` names another build (a copy of an earlier dist/, for before/after runs in the same minutes).
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../lib/deploy.mjs';
import { signIn as signInAdmin, spawnApi, waitReady } from './api.mjs';
import { percentile, round } from './stats.mjs';

const { values } = parseArgs({
  options: {
    main: { type: 'string', default: path.join(REPO_ROOT, 'packages', 'api-server', 'dist', 'main.js') },
    runs: { type: 'string', default: '20' },
    port: { type: 'string', default: '4590' },
  },
});
const runs = Number(values.runs);
const base = `http://127.0.0.1:${values.port}`;
const { child, output } = spawnApi(
  ['--memory', '--demo', '--port', values.port],
  { ...process.env, DATABASE_URL: '' },
  path.resolve(values.main),
  { exitWithStdin: true },
);

try {
  await waitReady(base, () => child.exitCode !== null, output);

  const signIn = async () => {
    const t0 = performance.now();
    const { cookie } = await signInAdmin(base);
    return { ms: performance.now() - t0, cookie };
  };
  /** @param {string} cookie */
  const list = async (cookie) => {
    const t0 = performance.now();
    const r = await fetch(`${base}/api/v2/parents?page=1&per=25&orderBy=created_at&orderSort=desc`, {
      headers: { cookie, Accept: 'application/json' },
    });
    await r.text();
    if (!r.ok) throw new Error(`parents list answered ${r.status}`);
    return performance.now() - t0;
  };

  // Warm-up: the first sign-in also upgrades an old digest and compiles the code paths.
  for (let i = 0; i < 3; i += 1) await list((await signIn()).cookie);
  const loadBefore = os.loadavg()[0];
  /** @type {number[]} */
  const signIns = [];
  /** @type {number[]} */
  const lists = [];
  /** @type {number[]} */
  const floors = [];
  for (let i = 0; i < runs; i += 1) {
    const s = await signIn();
    const l = await list(s.cookie);
    signIns.push(s.ms);
    lists.push(l);
    floors.push(s.ms + l);
  }
  const loadAfter = os.loadavg()[0];
  const result = {
    main: path.relative(REPO_ROOT, path.resolve(values.main)),
    runs,
    signInMedianMs: round(percentile(signIns, 50)),
    listMedianMs: round(percentile(lists, 50)),
    floorMedianMs: round(percentile(floors, 50)),
    floorMinMs: round(Math.min(...floors)),
    loadAverage: [round(loadBefore), round(loadAfter)],
  };
  console.log(JSON.stringify(result));
} finally {
  child.stdin?.end();
  if (child.exitCode === null) {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await new Promise((resolve) => child.once('exit', resolve));
    clearTimeout(timer);
  }
}
