// @ts-check
/**
 * API with large data: the api-server started in a child process (`node dist/main.js`, the compiled server that production runs, so the child's
 * pid is the server's and /proc/<pid>/status gives its RSS) on a PGlite folder (or DATABASE_URL) generated with
 * `--scale N`. Latency of single calls (sequential, after warm-up), throughput under autocannon, RSS.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { REPO_ROOT } from '../lib/deploy.mjs';
import { percentile, round } from './stats.mjs';

/** The compiled server; `BENCH_API_MAIN` names another build (a copy of an earlier `dist/`, for before/after runs). */
const MAIN = process.env.BENCH_API_MAIN
  ? path.resolve(process.env.BENCH_API_MAIN)
  : path.join(REPO_ROOT, 'packages', 'api-server', 'dist', 'main.js');
const PORT = 4500;

/** @param {number} pid @returns {{ rssBytes: number, hwmBytes: number }} */
export function readRss(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (/** @type {string} */ key) =>
    Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rssBytes: kb('VmRSS'), hwmBytes: kb('VmHWM') };
}

/**
 * CPU time (user + system) a process has used so far, in milliseconds, from `/proc/<pid>/stat` (clock ticks of 10 ms,
 * the kernel's USER_HZ of 100). Divided by the requests of a run it gives the server's CPU per request, which moves
 * much less with the machine's load than requests/s (docs/performance.md).
 * @param {number} pid
 */
export function readCpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The CPU time of the local PostgreSQL server (its postmaster and every process it started: backends, writers), in
 * milliseconds, or null when the database runs elsewhere. Found from a backend of ours: `pg_backend_pid()`'s parent
 * in /proc is the postmaster. PostgreSQL shares the cores with the API, so its CPU per request counts too.
 * @param {string} url
 */
export async function postgresCpu(url) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query('SELECT pg_backend_pid() AS pid');
    const stat = fs.readFileSync(`/proc/${rows[0].pid}/stat`, 'utf8');
    const postmaster = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return () => {
      let sum = readCpuMs(postmaster);
      for (const entry of fs.readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        try {
          const text = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
          if (Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[1]) === postmaster)
            sum += readCpuMs(Number(entry));
        } catch {
          // the process ended
        }
      }
      return sum;
    };
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Starts an api-server build (`main`, default the bench's) with `args`; its output is kept for error messages.
 * `exitWithStdin`: the server stops when this script's end of its stdin closes (`--exit-with-stdin`), so it cannot
 * outlive a script that dies (end it with `child.stdin.end()`).
 * @param {string[]} args @param {NodeJS.ProcessEnv} env @param {string} [main] @param {{ exitWithStdin?: boolean }} [options]
 */
export function spawnApi(args, env, main = MAIN, { exitWithStdin = false } = {}) {
  const child = spawn(process.execPath, [main, ...args, ...(exitWithStdin ? ['--exit-with-stdin'] : [])], {
    cwd: REPO_ROOT,
    stdio: [exitWithStdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    env,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

/** Runs `--seed-only --scale N` and returns its wall time. @param {string[]} dbArgs @param {number} scale @param {NodeJS.ProcessEnv} env */
async function generate(dbArgs, scale, env) {
  const start = Date.now();
  const run = spawnApi([...dbArgs, '--scale', String(scale), '--seed-only'], env);
  const code = await run.exited;
  if (code !== 0) throw new Error(`api-server --seed-only --scale ${scale} failed (${code}):\n${run.output()}`);
  return (Date.now() - start) / 1000;
}

/**
 * Waits until an api-server answers `GET roles` (5 minutes at most), or throws with its output when it exits.
 * @param {string} base @param {() => boolean} dead
 */
export async function waitReady(base, dead, output = () => '') {
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (dead()) throw new Error(`api-server exited:\n${output()}`);
    try {
      const response = await fetch(`${base}/api/v2/roles`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`api-server did not answer:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Signs the bench's admin in: the session cookie to send, the CSRF token and the user's id.
 * @param {string} base
 */
export async function signIn(base) {
  const response = await fetch(`${base}/api/login.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ user: { email: 'admin@example.com', password: 'password123' } }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`login failed: ${response.status} ${text.slice(0, 200)}`);
  const body = JSON.parse(text);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, csrf: String(body.csrfToken), userId: Number(body.user.id) };
}

/** @param {string} base */
async function loginCookie(base) {
  return (await signIn(base)).cookie;
}

/**
 * `processes` > 1 (PostgreSQL only, scale-out): that many api-servers on ports PORT, PORT+1, …; autocannon spreads
 * its connections over them evenly (one URL per process, no proxy in between) and the sequential latency calls are
 * skipped (they measure one process). RSS is the sum over the processes.
 * @param {{ kind: 'pglite' | 'postgres', scale: number, duration: number, samples: number, maxSecondsPerCall: number, freshData: boolean, log: (m: string) => void, processes?: number }} options
 */
export async function measureApi({ kind, scale, duration, samples, maxSecondsPerCall, freshData, log, processes = 1 }) {
  if (processes > 1 && kind !== 'postgres') throw new Error('several API processes need PostgreSQL');
  const env = { ...process.env };
  /** @type {string[]} */
  let dbArgs = [];
  /** @type {number | null} */
  let generationSeconds = null;
  let dataReused = false;
  /** @type {string | null} */
  let generatedAt = null;
  if (kind === 'pglite') {
    delete env.DATABASE_URL;
    const dataDir = path.join(REPO_ROOT, '.data', `bench-pglite-${scale}`);
    if (freshData) fs.rmSync(dataDir, { recursive: true, force: true });
    dbArgs = ['--data-dir', dataDir];
    const marker = path.join(dataDir, '.bench-generated');
    if (fs.existsSync(marker)) {
      dataReused = true;
      try {
        const earlier = JSON.parse(fs.readFileSync(marker, 'utf8'));
        generationSeconds = earlier.seconds ?? null;
        generatedAt = earlier.date ?? null;
      } catch {
        // an old marker: the generation time is unknown
      }
    } else {
      fs.rmSync(dataDir, { recursive: true, force: true });
      log(
        `api: generating ${scale} parents / ${2 * scale} sessions in ${path.relative(REPO_ROOT, dataDir)} (kept for later runs)`,
      );
      generationSeconds = round(await generate(dbArgs, scale, env));
      generatedAt = new Date().toISOString();
      fs.writeFileSync(marker, `${JSON.stringify({ date: generatedAt, seconds: generationSeconds })}\n`);
    }
  } else if (processes === 1) {
    log(`api: generating ${scale} parents on PostgreSQL (skipped when already there)`);
    generationSeconds = round(await generate([], scale, env));
  }

  const startAt = Date.now();
  const apis = Array.from({ length: processes }, (_, i) =>
    spawnApi([...dbArgs, '--port', String(PORT + i), '--no-seed'], env),
  );
  const bases = apis.map((_, i) => `http://127.0.0.1:${PORT + i}`);
  const base = /** @type {string} */ (bases[0]);
  try {
    await Promise.all(
      apis.map((one, i) => waitReady(/** @type {string} */ (bases[i]), () => one.child.exitCode !== null, one.output)),
    );
    const startupSeconds = round((Date.now() - startAt) / 1000);
    const pids = apis.map((one) => /** @type {number} */ (one.child.pid));
    /** @param {'rssBytes' | 'hwmBytes'} key */
    const rssOf = (key) => pids.reduce((sum, pid) => sum + readRss(pid)[key], 0);
    const cookie = await loginCookie(base);
    const headers = { cookie, Accept: 'application/json' };

    /** @param {string} url */
    const get = async (url) => {
      const response = await fetch(`${base}${url}`, { headers });
      const body = await response.text();
      return { status: response.status, body };
    };
    const first = await get('/api/v2/parents?page=1&per=25&orderBy=created_at&orderSort=desc');
    if (first.status !== 200) throw new Error(`parents list answered ${first.status}: ${first.body.slice(0, 300)}`);
    const firstBody = JSON.parse(first.body);
    const totalParents = firstBody.meta?.totalCount ?? firstBody.meta?.total_count ?? null;
    const showId = firstBody.parents?.[0]?.id ?? firstBody.results?.[0]?.id ?? 1;
    const deepPage = Math.max(2, Math.floor(scale / 25 / 2));

    /** @type {{ name: string, url: string }[]} */
    const calls = [
      { name: 'parents list, page 1', url: '/api/v2/parents?page=1&per=25&orderBy=created_at&orderSort=desc' },
      {
        name: `parents list, page ${deepPage}`,
        url: `/api/v2/parents?page=${deepPage}&per=25&orderBy=created_at&orderSort=desc`,
      },
      {
        name: 'parents list, sorted by last name',
        url: '/api/v2/parents?page=1&per=25&orderBy=last_name&orderSort=asc',
      },
      {
        name: 'parents list, filtered (status Active, customers)',
        url: '/api/v2/parents?page=1&per=25&orderBy=created_at&orderSort=desc&status=Active&customer=true',
      },
      {
        name: 'parents list, search (query)',
        url: '/api/v2/parents?page=1&per=25&orderBy=created_at&orderSort=desc&query=Parent4242',
      },
      { name: 'parent show', url: `/api/v2/parents/${showId}` },
      {
        name: 'sessions list, page 1 (as the UI asks)',
        url: '/api/v2/sessions?include=course%2Csupervisor%2Csession_type&page=1&per=25&orderBy=starts_at&orderSort=asc',
      },
    ];
    /** @type {Record<string, any>[]} */
    const latency = [];
    for (const call of processes > 1 ? [] : calls) {
      for (let i = 0; i < 5; i += 1) await get(call.url);
      /** @type {number[]} */
      const times = [];
      const statuses = new Set();
      let total = null;
      const until = Date.now() + maxSecondsPerCall * 1000;
      for (let i = 0; i < samples && (i < 10 || Date.now() < until); i += 1) {
        const t0 = performance.now();
        const { status, body } = await get(call.url);
        times.push(performance.now() - t0);
        statuses.add(status);
        if (i === 0 && status === 200) {
          const json = JSON.parse(body);
          total = json.meta?.totalCount ?? json.meta?.total_count ?? null;
        }
      }
      const row = {
        name: call.name,
        url: call.url,
        samples: times.length,
        p50Ms: round(percentile(times, 50)),
        p95Ms: round(percentile(times, 95)),
        maxMs: round(Math.max(...times)),
        statuses: [...statuses],
        totalCount: total,
        list: call.url.includes('?'),
      };
      latency.push(row);
      log(`api ${kind}: ${call.name} p50 ${row.p50Ms} ms, p95 ${row.p95Ms} ms (${[...statuses].join(',')})`);
    }
    const rest = { rssBytes: rssOf('rssBytes') };

    /** @type {number[]} */
    const rssSamples = [];
    const sampler = setInterval(() => {
      try {
        rssSamples.push(rssOf('rssBytes'));
      } catch {
        // process gone
      }
    }, 250);
    const loadUrl = calls[0]?.url ?? '';
    const urls = bases.map((b) => `${b}${loadUrl}`);
    // Several processes skipped the sequential calls that warmed the single one up (JIT, pool connections): 3 s of
    // the same load first.
    if (processes > 1) await autocannon({ url: urls, connections: 10, duration: 3, headers });
    const databaseCpu = kind === 'postgres' && env.DATABASE_URL ? await postgresCpu(env.DATABASE_URL) : null;
    const cpuBefore = pids.reduce((sum, pid) => sum + readCpuMs(pid), 0);
    const databaseBefore = databaseCpu?.() ?? 0;
    const load = await autocannon({ url: urls, connections: 10, duration, headers });
    const cpuMs = pids.reduce((sum, pid) => sum + readCpuMs(pid), 0) - cpuBefore;
    const databaseMs = databaseCpu ? databaseCpu() - databaseBefore : null;
    clearInterval(sampler);
    const afterLoad = { rssBytes: rssOf('rssBytes'), hwmBytes: rssOf('hwmBytes') };
    const throughput = {
      url: loadUrl,
      connections: 10,
      durationSeconds: duration,
      requestsPerSecond: round(load.requests.average),
      requests: load.requests.total,
      latencyP50Ms: load.latency.p50,
      latencyP99Ms: load.latency.p99,
      non2xx: load.non2xx,
      status5xx: load['5xx'],
      status4xx: load['4xx'],
      errors: load.errors,
      timeouts: load.timeouts,
      /** Server CPU (user + system, every API process) per request of the run. */
      serverCpuMsPerRequest: load.requests.total ? round(cpuMs / load.requests.total, 2) : null,
      /** CPU of the local PostgreSQL server per request of the run (null on PGlite or a database elsewhere). */
      databaseCpuMsPerRequest:
        databaseMs !== null && load.requests.total ? round(databaseMs / load.requests.total, 2) : null,
      /** The 1-minute load average at the end of the run (the machine is shared). */
      loadAverage: round(os.loadavg()[0]),
    };
    log(
      `api ${kind} x${processes}: autocannon ${throughput.requestsPerSecond} req/s, server CPU ${throughput.serverCpuMsPerRequest} ms/request${throughput.databaseCpuMsPerRequest === null ? '' : ` + PostgreSQL ${throughput.databaseCpuMsPerRequest} ms`}, p99 ${throughput.latencyP99Ms} ms, 5xx ${throughput.status5xx}, errors ${throughput.errors}, load average ${throughput.loadAverage}`,
    );
    return {
      database: kind,
      processes,
      scale,
      parents: totalParents,
      dataReused,
      generationSeconds,
      generatedAt,
      startupSeconds,
      latency,
      throughput,
      memory: {
        rssAtRestBytes: rest.rssBytes,
        rssUnderLoadPeakBytes: Math.max(afterLoad.rssBytes, ...rssSamples),
        rssAfterLoadBytes: afterLoad.rssBytes,
        hwmBytes: afterLoad.hwmBytes,
      },
    };
  } finally {
    await Promise.all(
      apis.map(async (one) => {
        if (one.child.exitCode !== null) return;
        one.child.kill('SIGTERM');
        const timer = setTimeout(() => one.child.kill('SIGKILL'), 10_000);
        await one.exited;
        clearTimeout(timer);
      }),
    );
  }
}
