#!/usr/bin/env node
// @ts-check
/**
 * The parents page's requests after a sign-in, from the API's side (issue 26 point 2): the compiled api-server on a
 * fresh in-memory demo database with `--scale 300` (full pages, as the bench's browser products; `--scale` for more
 * parents), then `--rounds`
 * times, each after a fresh sign-in of the admin (a new session, as the page has right after "Sign in"):
 *
 * - **alone**: the parents list (page 1, the page's defaults) by itself;
 * - **together**: the five requests the page sends at once after the sign-in reply, made together with the session's
 *   cookie: the list, the quick filters' counts (`parents/abandoned_counts`), the owners (staff names: `employees`
 *   active, type Employee, per 1000), the locale table (`locales/en.json?app=admin`) and the realtime channel's
 *   authorisation (`POST auth/pusher/auth`, with the CSRF header); once with the list sent first, once after the
 *   other four (the shell asks for the locale table before the area's prefetch asks for the list, and the server
 *   answers requests in the order they arrive).
 *
 * Prints the medians (ms from sending to the reply's last byte; for "together" the list's and the last reply's), the
 * server's CPU time per list alone and per five together (/proc, averaged over the rounds) and the load average. With `--base <dist/main.js>` a second build (a copy of an earlier dist/) runs beside it and the
 * rounds alternate between them, so before and after are measured in the same minutes (`--other name=<main.js>`,
 * repeatable, adds more builds).
 *
 *   node scripts/bench/api-page.mjs [--main packages/api-server/dist/main.js] [--base <other>/main.js]
 *                                   [--rounds 15] [--scale 300] [--port 4592] [--data DIR] [--base-data DIR]
 *
 * `--data` / `--base-data`: a PGlite folder generated before (`--seed-only --scale 100000`, one copy per build, as a
 * newer build migrates it) instead of the in-memory demo.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../lib/deploy.mjs';
import { readCpuMs, signIn, spawnApi, waitReady } from './api.mjs';
import { percentile, round } from './stats.mjs';

const { values } = parseArgs({
  options: {
    main: { type: 'string', default: path.join(REPO_ROOT, 'packages', 'api-server', 'dist', 'main.js') },
    base: { type: 'string' },
    other: { type: 'string', multiple: true, default: [] },
    rounds: { type: 'string', default: '15' },
    scale: { type: 'string', default: '300' },
    data: { type: 'string' },
    'base-data': { type: 'string' },
    port: { type: 'string', default: '4592' },
  },
});
const rounds = Number(values.rounds);
const LIST = 'parents?page=1&per=25&orderBy=created_at&orderSort=desc';
const SIDE = ['parents/abandoned_counts', 'employees?active=true&type=Employee&per=1000', 'locales/en.json?app=admin'];

/**
 * Starts one build on its own port; resolves when it answers.
 * @param {string} name
 * @param {string} main
 * @param {number} port
 */
async function start(name, main, port, dataDir = undefined) {
  const data = dataDir ? ['--data-dir', dataDir] : ['--memory', '--scale', values.scale];
  const { child, output } = spawnApi(
    [...data, '--port', String(port)],
    { ...process.env, DATABASE_URL: '' },
    path.resolve(main),
  );
  const base = `http://127.0.0.1:${port}`;
  await waitReady(base, () => child.exitCode !== null, output);
  return {
    name,
    base,
    child,
    alone: /** @type {number[]} */ ([]),
    last: /** @type {number[]} */ ([]),
    together: /** @type {number[]} */ ([]),
    all: /** @type {number[]} */ ([]),
    sides: /** @type {number[][]} */ ([]),
    cpuAlone: 0,
    cpuTogether: 0,
  };
}

/**
 * One request, timed to its last byte.
 * @param {string} url
 * @param {RequestInit} init
 */
async function timed(url, init) {
  const t0 = performance.now();
  const r = await fetch(url, init);
  await r.arrayBuffer();
  if (!r.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${r.status}`);
  return performance.now() - t0;
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {Awaited<ReturnType<typeof start>>} s */
async function round1(s) {
  const api = `${s.base}/api/v2/`;
  {
    const { cookie } = await signIn(s.base);
    await pause(20);
    const cpu0 = readCpuMs(/** @type {number} */ (s.child.pid));
    s.alone.push(await timed(api + LIST, { headers: { cookie, Accept: 'application/json' } }));
    s.cpuAlone += readCpuMs(/** @type {number} */ (s.child.pid)) - cpu0;
  }
  for (const listFirst of [true, false]) {
    await pause(50);
    const { cookie, csrf, userId } = await signIn(s.base);
    await pause(20);
    const headers = { cookie, Accept: 'application/json' };
    const others = () => [
      ...SIDE.map((u) => timed(api + u, { headers })),
      timed(`${s.base}/api/auth/pusher/auth`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', 'X-CSRF-Token': csrf },
        body: JSON.stringify({ socket_id: '1234.5678', channel_name: `private-user-${userId}` }),
      }),
    ];
    const cpu0 = readCpuMs(/** @type {number} */ (s.child.pid));
    const t0 = performance.now();
    let side;
    let list;
    if (listFirst) {
      list = timed(api + LIST, { headers });
      side = others();
    } else {
      side = others();
      list = timed(api + LIST, { headers });
    }
    (listFirst ? s.together : s.last).push(await list);
    const sides = await Promise.all(side);
    if (listFirst) {
      s.all.push(performance.now() - t0);
      s.cpuTogether += readCpuMs(/** @type {number} */ (s.child.pid)) - cpu0;
      sides.forEach((ms, i) => (s.sides[i] ??= []).push(ms));
    }
  }
  await pause(50);
}

const servers = [await start('branch', values.main, Number(values.port), values.data)];
if (values.base) servers.push(await start('base', values.base, Number(values.port) + 1, values['base-data']));
for (const [i, other] of values.other.entries()) {
  const [name, main] = other.split('=');
  servers.push(await start(name, main, Number(values.port) + 2 + i));
}
try {
  // Warm-up: the first sign-ins and lists of a process are slower (code compiled, statements prepared).
  for (const s of servers) for (let i = 0; i < 3; i += 1) await round1(s);
  for (const s of servers) {
    s.alone.length = s.together.length = s.last.length = s.all.length = s.sides.length = 0;
    s.cpuAlone = s.cpuTogether = 0;
  }
  const load0 = os.loadavg()[0];
  for (let i = 0; i < rounds; i += 1) {
    const order = i % 2 ? [...servers].reverse() : servers; // each build first as often as last
    for (const s of order) await round1(s);
  }
  const load1 = os.loadavg()[0];
  const med = (xs) => round(percentile(xs, 50), 1);
  console.log(
    `api-page: ${values.data ? `${values.data} and ${values['base-data']}` : `scale ${values.scale}`}, ${rounds} rounds, load average ${load0.toFixed(2)} -> ${load1.toFixed(2)}`,
  );
  for (const s of servers)
    console.log(
      `${s.name.padEnd(7)} list alone ${med(s.alone)} ms | list with the other four ${med(s.together)} ms ` +
        `(ratio ${round(percentile(s.together, 50) / percentile(s.alone, 50), 2)}), sent after them ${med(s.last)} ms ` +
        `(ratio ${round(percentile(s.last, 50) / percentile(s.alone, 50), 2)}) | all five ${med(s.all)} ms ` +
        `(counts ${med(s.sides[0])}, owners ${med(s.sides[1])}, locale ${med(s.sides[2])}, realtime ${med(s.sides[3])}) | ` +
        `server CPU: list alone ${round(s.cpuAlone / rounds, 1)} ms, all five ${round(s.cpuTogether / rounds, 1)} ms`,
    );
} finally {
  for (const s of servers) s.child.kill();
}
