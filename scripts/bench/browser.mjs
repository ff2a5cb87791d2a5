// @ts-check
/**
 * Browser figures, in Debian's headless Chromium (playwright-core, /usr/bin/chromium, the e2e suite's flags):
 * JS bytes (gzip as transferred), shared singletons, login-form and list timings, first-visit click -> content with
 * its sequential network round trips, preloading on vs off, and heap / DOM growth after 50 navigations.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchChromium, launchChromiumProfile } from '../lib/chromium.mjs';
import { REPO_ROOT } from '../lib/deploy.mjs';
import { packagesOf } from './chunks.mjs';
import { sourceResolver, summariseProfile } from './page-profile.mjs';
import { median, round } from './stats.mjs';

/** @type {{ SHARED_PACKAGES: string[] }} */
const sharedConfig = createRequire(import.meta.url)(path.join(REPO_ROOT, 'packages/build-config/shared.js'));

const PASSWORD = 'password123';
const ADMIN = 'admin@example.com';
const STUDENT = 'student@example.com';

/**
 * Each area's main route (first visit), the nav label that opens it, and its list request (`list`: the floor of a
 * first visit whose list was fetched before the click, issue 26).
 */
export const AREAS = [
  { remote: 'mf-crm', label: 'CRM', route: '/parents', user: ADMIN, list: /\/api\/v2\/parents\?/ },
  { remote: 'mf-staffing', label: 'Staffing', route: '/tutors', user: ADMIN, list: /\/api\/v2\/tutors\.json\?/ },
  { remote: 'mf-sessions', label: 'Sessions', route: '/sessions', user: ADMIN, list: /\/api\/v2\/sessions\?/ },
  { remote: 'mf-payments', label: 'Payments', route: '/payments', user: ADMIN, list: null },
  { remote: 'mf-exams', label: 'Exams', route: '/exams', user: ADMIN, list: /\/api\/exams\.json/ },
  { remote: 'mf-student', label: 'Dashboard', route: '/', user: STUDENT, list: null },
];
const STAFF_AREAS = AREAS.filter((a) => a.user === ADMIN);

/** The packages shared through Module Federation, as build-config declares them: one copy of each should run. */
export const SHARED = sharedConfig.SHARED_PACKAGES;

/**
 * Page init: a React DevTools hook stub counting react-dom renderers and recording when each React root commits
 * (`__benchCommits`, ms since navigation start), when single-spa's routing events fire (`__benchSpa`), and a recorder
 * of when the login form became usable.
 */
function initScript() {
  const w = /** @type {any} */ (window);
  const renderers = new Map();
  /** @type {{ at: number, root: string }[]} */
  const commits = [];
  w.__benchCommits = commits;
  /** @type {{ at: number, type: string }[]} */
  const spa = [];
  w.__benchSpa = spa;
  for (const type of ['before-routing-event', 'before-mount-routing-event', 'app-change', 'routing-event'])
    window.addEventListener(`single-spa:${type}`, () => spa.push({ at: performance.now(), type }));
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject(/** @type {unknown} */ renderer) {
      renderers.set(renderers.size + 1, renderer);
      return renderers.size;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot(/** @type {unknown} */ _id, /** @type {any} */ root) {
      const container = root?.containerInfo;
      commits.push({
        at: performance.now(),
        root: container?.id || container?.dataset?.remote || container?.tagName || '?',
      });
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  const usable = () => {
    const password = document.querySelector('form input[type="password"]');
    const form = password?.closest('form');
    if (!form) return false;
    const email = form.querySelector('input:not([type="password"]):not([type="hidden"]):not([type="checkbox"])');
    const submit = form.querySelector('button[type="submit"]:not([disabled]), button:not([type]):not([disabled])');
    return Boolean(email && submit && !(/** @type {HTMLInputElement} */ (email).disabled));
  };
  const watch = () => {
    if (w.__benchLoginUsable) return;
    if (usable()) {
      w.__benchLoginUsable = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(watch);
  document.addEventListener('readystatechange', watch);
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

/**
 * Tracks every request of a page: start/end (ms since epoch, from the browser's own timing), type, encoded body size.
 * @param {import('playwright-core').Page} page
 */
function trackRequests(page) {
  /** @type {{ url: string, type: string, start: number, end: number, bytes: number, status: number, done: boolean }[]} */
  const records = [];
  /** @type {Map<import('playwright-core').Request, typeof records[number]>} */
  const byRequest = new Map();
  /** @type {Promise<void>[]} */
  const pending = [];
  page.on('request', (request) => {
    const record = {
      url: request.url(),
      type: request.resourceType(),
      start: Date.now(),
      end: Infinity,
      bytes: 0,
      status: 0,
      done: false,
    };
    records.push(record);
    byRequest.set(request, record);
  });
  const finish = async (/** @type {import('playwright-core').Request} */ request, /** @type {boolean} */ ok) => {
    const record = byRequest.get(request);
    if (!record) return;
    const timing = request.timing();
    if (timing.startTime > 0) record.start = timing.startTime;
    record.end = timing.responseEnd >= 0 ? record.start + timing.responseEnd : Date.now();
    if (ok) {
      try {
        const sizes = await request.sizes();
        record.bytes = sizes.responseBodySize;
        record.status = (await request.response())?.status() ?? 0;
      } catch {
        // page gone
      }
    }
    record.done = true;
  };
  page.on('requestfinished', (request) => void pending.push(finish(request, true)));
  page.on('requestfailed', (request) => void pending.push(finish(request, false)));
  return {
    records,
    /** Waits until no request is in flight for `quietMs` (max `maxMs`). */
    async idle(quietMs = 500, maxMs = 15_000) {
      const deadline = Date.now() + maxMs;
      let quietSince = Date.now();
      while (Date.now() < deadline) {
        const busy = records.some(
          (r) => !r.done && !r.url.startsWith('ws') && r.type !== 'websocket' && r.type !== 'eventsource',
        );
        if (busy) quietSince = Date.now();
        else if (Date.now() - quietSince >= quietMs) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await Promise.all(pending);
    },
    settled: () => Promise.all(pending),
  };
}

/** @param {string} url */
const isJs = (url) => /\.m?js(\?|$)/.test(url);

/**
 * Sequential network round trips in [from, to]: the longest chain of requests each started after the previous one
 * finished (requests started before `from` are ignored; websockets too).
 * @param {{ url: string, type: string, start: number, end: number }[]} records @param {number} from @param {number} to
 */
export function roundTrips(records, from, to) {
  const window = records
    .filter((r) => r.start >= from && r.start <= to && r.type !== 'websocket' && !r.url.startsWith('data:'))
    .sort((a, b) => a.start - b.start);
  /** @type {number[]} */
  const depth = [];
  window.forEach((r, i) => {
    let d = 1;
    for (let j = 0; j < i; j += 1) if ((window[j]?.end ?? Infinity) <= r.start) d = Math.max(d, (depth[j] ?? 0) + 1);
    depth.push(d);
  });
  return { roundTrips: depth.length ? Math.max(...depth) : 0, requests: window.length, chain: chainOf(window, depth) };
}

/** @param {{ url: string }[]} window @param {number[]} depth */
function chainOf(window, depth) {
  /** @type {string[]} */
  const waves = [];
  depth.forEach((d, i) => {
    const name = shortUrl(window[i]?.url ?? '');
    waves[d - 1] = waves[d - 1] ? `${waves[d - 1]}, ${name}` : name;
  });
  return waves.map((w, i) => `${i + 1}: ${w}`);
}

/** @param {string} url */
function shortUrl(url) {
  try {
    const u = new URL(url);
    return `:${u.port}${u.pathname}`;
  } catch {
    return url;
  }
}

/** A browser context as the flows use it: the viewport, {@link initScript}. @param {import('playwright-core').Browser} browser */
async function newContext(browser, /** @type {any} */ storageState = undefined) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState });
  await context.addInitScript(initScript);
  return context;
}

/**
 * A page with its requests tracked, in a new context (a first-ever visit: empty HTTP cache, and no V8 code cache) or
 * in `existing` (a returning person's browser, {@link returningContext}, whose init script is added already).
 * @param {import('playwright-core').Browser} browser @param {import('playwright-core').BrowserContext} [existing]
 */
async function newPage(browser, /** @type {any} */ storageState = undefined, existing = undefined) {
  const context = existing ?? (await newContext(browser, storageState));
  const page = await context.newPage();
  /** @type {string[]} */
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const tracker = trackRequests(page);
  return { context, page, tracker, errors };
}

/** @param {import('playwright-core').Page} page @param {string} email */
async function fillLogin(page, email) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
}

/**
 * Clicks an element inside the page and waits (MutationObserver) until `until` holds; returns epoch times: `start`
 * (the click), `end` (ready) and `heading` (the first new `h1` in the outlet, when one came).
 * - `h1`: a new heading in `#remote-outlet`;
 * - `rows`: 25 rows with a link in the outlet's table (login -> 25 parent rows);
 * - `data`: the new page with its data: its heading shown and nothing in the outlet loading (no design-system
 *   Table with `aria-busy`, no Spinner): the rows, the empty state, or a page that shows no list (the payments
 *   picker).
 * @param {import('playwright-core').Page} page @param {import('playwright-core').Locator | string} target a link, or a path to push
 * @param {'h1' | 'rows' | 'data'} until
 * @returns {Promise<{ start: number, end: number, heading: number | null }>}
 */
async function clickUntil(page, target, until, timeoutMs = 30_000) {
  await page.evaluate(() =>
    document
      .querySelectorAll('#remote-outlet h1, #remote-outlet table')
      .forEach((h) => h.setAttribute('data-bench-old', '')),
  );
  const handle = typeof target === 'string' ? null : await target.elementHandle();
  const pathname = typeof target === 'string' ? target : null;
  return page.evaluate(
    ([element, mode, timeout, to]) =>
      new Promise((resolve, reject) => {
        const now = () => performance.timeOrigin + performance.now();
        const headingShown = () => Boolean(document.querySelector('#remote-outlet h1:not([data-bench-old])'));
        const ready = () =>
          mode === 'rows'
            ? document.querySelectorAll('#remote-outlet tbody tr td a').length >= 25
            : mode === 'data'
              ? headingShown() &&
                !document.querySelector('#remote-outlet [aria-busy="true"], #remote-outlet span[role="status"]')
              : headingShown();
        const t0 = now();
        /** @type {number | null} */
        let heading = null;
        let done = false;
        const finish = () => {
          if (done) return;
          if (heading === null && headingShown()) heading = now();
          if (!ready()) return;
          done = true;
          observer.disconnect();
          resolve({ start: t0, end: now(), heading });
        };
        const observer = new MutationObserver(finish);
        observer.observe(document, {
          childList: true,
          subtree: true,
          attributes: true,
          attributeFilter: ['aria-busy'],
        });
        setTimeout(() => !done && reject(new Error(`timeout waiting for ${mode}`)), Number(timeout));
        if (element) /** @type {HTMLElement} */ (element).click();
        else {
          // In-app navigation without a link (the student portal has no nav link to /prizes): what single-spa's navigateToUrl does.
          history.pushState(null, '', String(to));
          dispatchEvent(new PopStateEvent('popstate', { state: null }));
        }
        finish();
      }),
    /** @type {const} */ ([handle, until, timeoutMs, pathname]),
  );
}

/**
 * The floor of a figure (issue 26): requests timed alone from the page, one after another (`fetch` until the whole
 * body has arrived, with the API client's headers), each the median of `times` tries.
 * @param {import('playwright-core').Page} page
 * @param {{ method: 'GET' | 'POST', url: string, body?: unknown }[]} requests
 * @returns {Promise<number[]>} ms per request
 */
async function timeAlone(page, requests, times = 3) {
  return page.evaluate(async ([list, n]) => {
    const csrf = () => {
      for (const part of document.cookie.split(';')) {
        const [name, ...rest] = part.trim().split('=');
        if (name === 'csrf_token') return decodeURIComponent(rest.join('='));
      }
      return '';
    };
    /** @type {number[]} */
    const out = [];
    for (const { method, url, body } of list) {
      /** @type {number[]} */
      const tries = [];
      for (let i = 0; i < Number(n); i += 1) {
        const t0 = performance.now();
        const response = await fetch(url, {
          method,
          credentials: 'include',
          headers: {
            Accept: 'application/vnd.api+json',
            'Content-Type': 'application/vnd.api+json',
            'X-CSRF-Token': csrf(),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        await response.arrayBuffer();
        tries.push(performance.now() - t0);
      }
      tries.sort((a, b) => a - b);
      out.push(tries[Math.floor(tries.length / 2)] ?? NaN);
    }
    return out;
  }, /** @type {const} */ ([requests, times]));
}

/** An API call of the page's own data (not the shell's notices, locales, session or realtime). @param {{ url: string, type: string }} r */
const isDataGet = (r) =>
  /\/api\//.test(r.url) &&
  (r.type === 'fetch' || r.type === 'xhr') &&
  !/\/(notices|notifications|current_user|roles|locales|login|logout|auth)\b/.test(r.url);

/** @param {import('playwright-core').Page} page @param {string} label */
const navLink = (page, label) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true });

/** JS bytes by origin of finished requests. @param {{ url: string, bytes: number }[]} records @param {string} shellOrigin */
function jsBytes(records, shellOrigin) {
  /** @type {Record<string, number>} */
  const byOrigin = {};
  /** @type {{ url: string, bytes: number }[]} */
  const files = [];
  let total = 0;
  for (const r of records) {
    if (!isJs(r.url)) continue;
    const origin = new URL(r.url).origin;
    const key = origin === shellOrigin ? 'shell' : origin;
    byOrigin[key] = (byOrigin[key] ?? 0) + r.bytes;
    total += r.bytes;
    files.push({ url: shortUrl(r.url), bytes: r.bytes });
  }
  files.sort((a, b) => b.bytes - a.bytes);
  return { total, byOrigin, files };
}

/**
 * Gzip bytes of served files as a client without brotli gets them (issue 26 states its byte budget in gzip; Chromium
 * asks for brotli, also from 127.0.0.1, so the transferred figures are brotli): each file's `.gz` sibling in `folder`'s
 * dist, or the file gzipped here when the build wrote none (files under 1 KB, which the server compresses as it sends).
 * @param {string} folder @param {{ url: string }[]} files
 */
export function gzipOnDisk(folder, files) {
  let total = 0;
  for (const f of files) {
    const file = path.join(REPO_ROOT, folder, 'dist', path.basename(f.url));
    if (!fs.existsSync(file)) throw new Error(`bench: ${f.url} is not in ${folder}/dist (build first)`);
    total += fs.existsSync(`${file}.gz`)
      ? fs.statSync(`${file}.gz`).size
      : zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  return total;
}

/**
 * The renderer main thread's tasks in [fromUs, toUs] of a trace (the protocol's clock, µs): how many ran and their
 * CPU time (`tdur`, the thread's own time: unlike wall time or a sampling profile, not inflated when the machine
 * is busy and the thread waits to be scheduled), clipped to the span.
 * @param {any[]} events @param {number} fromUs @param {number} toUs
 */
function mainThreadTasks(events, fromUs, toUs) {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  /** @type {{ tasks: number, cpuMs: number, wallMs: number, rendering?: Record<string, number>, forced?: number }} */
  let best = { tasks: 0, cpuMs: 0, wallMs: 0 };
  for (const main of mains) {
    let tasks = 0;
    let cpu = 0;
    let wall = 0;
    for (const e of events) {
      if (e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || e.cat !== 'toplevel' || !e.dur) continue;
      const start = Math.max(e.ts, fromUs);
      const end = Math.min(e.ts + e.dur, toUs);
      if (end <= start) continue;
      const share = (end - start) / e.dur;
      tasks += 1;
      wall += (end - start) / 1000;
      cpu += ((e.tdur ?? e.dur) * share) / 1000;
    }
    if (cpu > best.cpuMs) {
      // Rendering work by kind (CPU ms), and how many style/layout passes JavaScript forced (a stack trace says so).
      /** @type {Record<string, number>} */
      const rendering = {};
      let forced = 0;
      for (const e of events) {
        if (e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || !RENDERING.has(e.name)) continue;
        if (e.ts < fromUs || e.ts > toUs) continue;
        rendering[e.name] = round((rendering[e.name] ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000, 1);
        if ((e.name === 'Layout' || e.name === 'UpdateLayoutTree') && e.args?.beginData?.stackTrace) forced += 1;
      }
      best = { tasks, cpuMs: round(cpu, 1), wallMs: round(wall, 1), rendering, forced };
    }
  }
  return {
    mainThreadTasks: best.tasks,
    mainThreadCpuMs: best.cpuMs,
    mainThreadTaskWallMs: best.wallMs,
    rendering: best.rendering ?? {},
    forcedStyleOrLayout: best.forced ?? 0,
  };
}

/**
 * The scripts V8 compiled on the page, from its load to the rows (the trace's `v8.compile` events), and how many of
 * them came from Chromium's code cache (`consumedCacheSize`): a returning person's should (issue 26 point 2).
 * @param {any[]} events
 */
function compiledScripts(events) {
  const compiles = events.filter((e) => e.ph === 'X' && e.name === 'v8.compile' && e.args?.data?.url);
  const fromCache = compiles.filter((e) => Number(e.args.data.consumedCacheSize) > 0);
  return {
    scriptsCompiled: compiles.length,
    scriptsFromCodeCache: fromCache.length,
    codeCacheRejected: compiles.filter((e) => e.args.data.cacheRejected).length,
    compileMs: round(
      compiles.reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0) / 1000, 0),
      1,
    ),
  };
}

/** The trace events of the renderer's own rendering work counted after the sign-in reply. */
const RENDERING = new Set([
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'ParseAuthorStyleSheet',
  'v8.compile',
  'v8.compileModule',
  'EvaluateScript',
  'HitTest',
]);

/**
 * The profiled sign-in (issue 26): the CPU profile from the click to the rows, and the same cut at the sign-in reply
 * (`afterReply`: only what the page did between the reply and the rows), with the page's timeline after the reply
 * (ms after it): its API requests (start, end), each React commit (by root: `root` is the shell, `single-spa-...` a
 * remote), single-spa's routing events, the rows.
 * @param {import('playwright-core').Page} page @param {import('playwright-core').CDPSession} cdp
 * @param {Record<string, string>} dirs @param {{ start: number, end: number }} times epoch ms
 * @param {number} replyTicks the reply's end, protocol clock (s)
 */
async function afterReplyProfile(page, cdp, dirs, times, replyTicks, traceEvents) {
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Network.disable');
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await traced;
  // BENCH_PROFILE_DIR: each profile is kept too (open it in DevTools' Performance panel, or read its call tree).
  if (process.env.BENCH_PROFILE_DIR) {
    fs.mkdirSync(process.env.BENCH_PROFILE_DIR, { recursive: true });
    const file = path.join(
      process.env.BENCH_PROFILE_DIR,
      `sign-in-${new URL(page.url()).port}-${Date.now()}.cpuprofile`,
    );
    fs.writeFileSync(file, JSON.stringify({ ...profile, replyTicks }));
    // The trace beside it (DevTools' Performance panel opens it too): tasks, compiles and their code cache.
    fs.writeFileSync(file.replace(/\.cpuprofile$/, '.trace.json'), JSON.stringify({ traceEvents }));
  }
  const resolve = sourceResolver(dirs);
  const all = summariseProfile(profile, resolve);
  const marks = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    const entries = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))
      .filter((e) => /\/api\//.test(e.name))
      .map((e) => ({ url: e.name, start: e.startTime, end: e.responseEnd }));
    return { timeOrigin: performance.timeOrigin, entries, commits: w.__benchCommits, spa: w.__benchSpa };
  });
  const signIn = marks.entries.filter((e) => /\/api\/login\.json/.test(e.url)).at(-1);
  if (!signIn || Number.isNaN(replyTicks)) return all;
  // The page's clock (ms since navigation start) against the profile's (µs): both read at the reply's end.
  const offsetMs = replyTicks * 1000 - signIn.end;
  const rowsAt = times.end - marks.timeOrigin;
  const afterReply = summariseProfile(profile, resolve, {
    fromUs: (signIn.end + offsetMs) * 1000,
    toUs: (rowsAt + offsetMs) * 1000,
  });
  const rel = (/** @type {number} */ at) => round(at - signIn.end, 1);
  const shortPath = (/** @type {string} */ url) => {
    const u = new URL(url);
    return u.pathname.replace(/^\/api\/(v2\/)?/, '') + (u.search ? '?' : '');
  };
  const after = (/** @type {{ at: number }} */ m) => m.at >= signIn.end && m.at <= rowsAt + 1;
  return {
    ...all,
    ...compiledScripts(traceEvents),
    afterReply: {
      ...afterReply,
      ...mainThreadTasks(traceEvents, (signIn.end + offsetMs) * 1000, (rowsAt + offsetMs) * 1000),
      timeline: {
        requests: marks.entries
          .filter((e) => e.start >= signIn.end - 1 && e.start <= rowsAt)
          .map((e) => `${shortPath(e.url)} ${rel(e.start)}-${rel(e.end)}`),
        commits: /** @type {{ at: number, root: string }[]} */ (marks.commits)
          .filter(after)
          .map((c) => `${c.root.replace(/^single-spa-application:/, '')} ${rel(c.at)}`),
        singleSpa: /** @type {{ at: number, type: string }[]} */ (marks.spa)
          .filter(after)
          .map((e) => `${e.type} ${rel(e.at)}`),
        rows: rel(rowsAt),
      },
    },
  };
}

/**
 * How many times a returning person (issue 26 point 2) has signed in and out in the same browser before the measured
 * sign-in. Chromium keeps V8's code cache of a script beside its HTTP cache entry, made when the same script runs
 * again (the second load; the first only counts it), so the third load is the first to skip compiling it
 * (v8.dev/blog/code-caching-for-devs: cold, warm, hot run; measured here: on the third visit 32 of the 34 scripts come
 * from the code cache, on the second none).
 */
export const RETURNING_VISITS = 2;

/**
 * A returning person's browser (issue 26 point 2): a Chromium with a profile on disk (HTTP cache, V8 code cache,
 * storage; a fresh temporary folder) in which the person has `visits` times opened `/login?next=/parents`, signed in,
 * read the 25 rows for 2 s (the preloads land meanwhile) and signed out; each visit in a page of its own, closed after
 * it. `close()` closes that browser and removes its profile.
 * @param {string} url @param {number} visits
 */
async function returningContext(url, visits) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-returning-'));
  const context = await launchChromiumProfile(dir, { viewport: { width: 1280, height: 900 } });
  const close = async () => {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await context.addInitScript(initScript);
    for (let i = 0; i < visits; i += 1) {
      const page = await context.newPage();
      await page.goto(`${url}/login?next=%2Fparents`);
      await fillLogin(page, ADMIN);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.locator('#remote-outlet tbody tr td a').nth(24).waitFor({ timeout: 30_000 });
      await page.waitForTimeout(2000);
      await page.getByRole('button', { name: 'Sign out' }).filter({ visible: true }).click();
      await page.getByLabel('Password').waitFor();
      await page.waitForTimeout(1000);
      await page.close();
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { context, close };
}

/**
 * Flow A (issue 26: as a person signs in): cold `/login?next=/parents`, the login form usable, the JS at /login, then
 * - `typing`: the credentials typed (the fields focused), 2 s idle, then "Sign in" clicked;
 * - `pasted`: the credentials pasted and "Sign in" clicked at once;
 * until 25 parent rows are visible. Then, from the same page, the floor: the sign-in request and the list request
 * the page made, each timed alone.
 * With `profile` (build folder by origin), the page's main thread is profiled from the click to the rows
 * (scripts/bench/page-profile.mjs). With `returning` (> 0), the same in a returning person's browser: after that
 * many earlier sign-ins and sign-outs in it ({@link returningContext}), instead of a first-ever visit.
 * @param {import('playwright-core').Browser} browser @param {string} url @param {'typing' | 'pasted'} how
 */
async function signInToRows(
  browser,
  url,
  how,
  /** @type {Record<string, string> | null} */ profile = null,
  returning = 0,
) {
  const existing = returning > 0 ? await returningContext(url, returning) : undefined;
  const { context, page, tracker } = await newPage(browser, undefined, existing?.context);
  try {
    const cdp = profile ? await context.newCDPSession(page) : null;
    /** @type {any[]} */
    const traceEvents = [];
    if (cdp) {
      // Traced from the page load (its script compiles and their code cache, {@link compiledScripts}); the figures
      // after the click are cut from it.
      cdp.on('Tracing.dataCollected', (event) => traceEvents.push(...event.value));
      await cdp.send('Tracing.start', {
        categories: 'toplevel,devtools.timeline,v8',
        transferMode: 'ReportEvents',
      });
    }
    await page.goto(`${url}/login?next=%2Fparents`);
    await page.waitForFunction(() => /** @type {any} */ (window).__benchLoginUsable, null, { timeout: 30_000 });
    const loginUsableMs = await page.evaluate(() => /** @type {any} */ (window).__benchLoginUsable);
    await tracker.idle();
    const loginJs = jsBytes(tracker.records, new URL(url).origin);
    await fillLogin(page, ADMIN);
    if (how === 'typing') await page.waitForTimeout(2000);
    /** When the sign-in reply's body arrived, on the profile's clock (the protocol's monotonic seconds). */
    let replyTicks = NaN;
    if (cdp) {
      /** @type {Set<string>} */
      const signInIds = new Set();
      cdp.on('Network.requestWillBeSent', (event) => {
        if (/\/api\/login\.json/.test(event.request.url)) signInIds.add(event.requestId);
      });
      cdp.on('Network.loadingFinished', (event) => {
        if (signInIds.has(event.requestId) && Number.isNaN(replyTicks)) replyTicks = event.timestamp;
      });
      await cdp.send('Network.enable');
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
      await cdp.send('Profiler.start');
    }
    const times = await clickUntil(page, page.getByRole('button', { name: 'Sign in' }), 'rows');
    const cpu = cdp && profile ? await afterReplyProfile(page, cdp, profile, times, replyTicks, traceEvents) : null;
    await tracker.settled();
    // The sign-in reply splits the flow: before it the server checks the password; after it the shell, the area and
    // the list (issue 26: what the page itself adds to the floor).
    const signIn = tracker.records.find((r) => r.start >= times.start && /\/api\/login\.json/.test(r.url));
    const trips = roundTrips(tracker.records, times.start, times.end);
    // The shell follows ?next= (SHL-03): the rows are the parents list's, reached without another click.
    const landedOnParents = await page.evaluate(() => location.pathname === '/parents');
    const list = tracker.records.find((r) => r.start >= times.start && /\/api\/v2\/parents\?/.test(r.url));
    const [signInAloneMs = NaN, listAloneMs = NaN] = await timeAlone(page, [
      { method: 'POST', url: `${url}/api/login.json`, body: { user: { email: ADMIN, password: PASSWORD } } },
      ...(list ? [{ method: /** @type {const} */ ('GET'), url: list.url }] : []),
    ]);
    return {
      loginUsableMs: round(loginUsableMs),
      loginJs,
      loginToRowsMs: round(times.end - times.start),
      loginToRowsRoundTrips: trips.roundTrips,
      chain: trips.chain,
      floorMs: round(signInAloneMs + listAloneMs),
      signInAloneMs: round(signInAloneMs),
      listAloneMs: round(listAloneMs),
      landedOnParents,
      signInReplyMs: signIn ? round(signIn.end - times.start) : NaN,
      afterReplyMs: signIn ? round(times.end - signIn.end) : NaN,
      ...(cpu ? { cpu } : {}),
    };
  } finally {
    if (existing) await existing.close();
    else await context.close();
  }
}

/** Flow B: log in (lands on Home), let the network settle (preloads), then first visit of each staff area by a nav click. */
async function firstVisits(/** @type {import('playwright-core').Browser} */ browser, /** @type {string} */ url) {
  const { context, page, tracker, errors } = await newPage(browser);
  try {
    await page.goto(`${url}/login`);
    await fillLogin(page, ADMIN);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await tracker.idle(1000, 20_000);
    /** @type {Record<string, { clickToContentMs: number, clickToDataMs: number, floorMs: number, listUrl: string, prefetched: boolean, roundTrips: number, requests: number, chain: string[] }>} */
    const areas = {};
    for (const area of STAFF_AREAS) {
      const times = await clickUntil(page, navLink(page, area.label), 'data');
      await tracker.idle(300);
      const trips = roundTrips(tracker.records, times.start, times.end);
      // The area's list request: the last of its data calls to finish before the data showed; when none was made
      // after the click (its list was fetched ahead, issue 26), the area's list request made before it.
      const afterClick = tracker.records
        .filter((r) => r.start >= times.start && r.end <= times.end + 5 && isDataGet(r))
        .sort((a, b) => b.end - a.end)[0];
      const pattern = area.list;
      const ahead = pattern
        ? tracker.records.filter((r) => r.end <= times.start && pattern.test(r.url)).sort((a, b) => b.end - a.end)[0]
        : undefined;
      const list = afterClick ?? ahead;
      const [floorMs = NaN] = list ? await timeAlone(page, [{ method: 'GET', url: list.url }]) : [];
      areas[area.remote] = {
        clickToContentMs: round((times.heading ?? times.end) - times.start),
        clickToDataMs: round(times.end - times.start),
        floorMs: round(floorMs),
        listUrl: list ? shortUrl(list.url) : '',
        prefetched: !afterClick && Boolean(ahead),
        roundTrips: trips.roundTrips,
        requests: trips.requests,
        chain: trips.chain,
      };
    }
    const singletons = await readSingletons(page);
    return { areas, singletons, errors };
  } finally {
    await context.close();
  }
}

/** Reads window.__FEDERATION__.__SHARE__ and the DevTools hook: providers and versions of each shared library loaded. */
async function readSingletons(/** @type {import('playwright-core').Page} */ page) {
  return page.evaluate((names) => {
    const federation = /** @type {any} */ (window).__FEDERATION__;
    /** @type {Record<string, { versions: string[], from: string[] }>} */
    const libs = {};
    for (const name of names) {
      /** @type {string[]} */
      const versions = [];
      /** @type {string[]} */
      const from = [];
      for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
        for (const scope of Object.values(/** @type {Record<string, any>} */ (scopes))) {
          for (const [version, info] of Object.entries(scope?.[name] ?? {})) {
            if (info.loaded || info.loading || info.lib) {
              if (!versions.includes(version)) versions.push(version);
              if (!from.includes(info.from)) from.push(info.from);
            }
          }
        }
      }
      libs[name] = { versions, from };
    }
    const hook = /** @type {any} */ (window).__REACT_DEVTOOLS_GLOBAL_HOOK__;
    return {
      libs,
      reactDomRenderers: hook?.renderers?.size ?? 0,
      styledSheets: document.querySelectorAll('style[data-styled]').length,
    };
  }, SHARED);
}

/** @param {import('playwright-core').Browser} browser @param {string} url @param {string} email */
async function loggedInState(browser, url, email) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await fillLogin(page, email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Flow C: cold deep load of each area's main route with a signed-in session: JS bytes by origin. */
async function areaBytes(
  /** @type {import('playwright-core').Browser} */ browser,
  /** @type {string} */ url,
  /** @type {Record<string, any>} */ states,
  /** @type {Record<string, string>} */ remoteOrigins,
) {
  /** @type {Record<string, any>} */
  const out = {};
  for (const area of AREAS) {
    const { context, page, tracker } = await newPage(browser, states[area.user]);
    try {
      await page.goto(`${url}${area.route}`);
      await page.locator('#remote-outlet h1').first().waitFor({ timeout: 30_000 });
      await tracker.idle(1000, 20_000);
      const js = jsBytes(tracker.records, new URL(url).origin);
      const own = js.byOrigin[remoteOrigins[area.remote] ?? ''] ?? 0;
      const shell = js.byOrigin.shell ?? 0;
      /** The files served from `origin`, and the packages behind them (from `folder`'s source maps). @param {string} origin @param {string} folder @param {number} top */
      const served = (origin, folder, top) => {
        const files = js.files.filter((f) => f.url.startsWith(`:${new URL(origin).port}/`));
        return {
          files,
          packages: packagesOf(
            files.map((f) => ({
              file: path.join(REPO_ROOT, folder, 'dist', path.basename(f.url)),
              gzipBytes: f.bytes,
            })),
          ).slice(0, top),
        };
      };
      const ownServed = served(remoteOrigins[area.remote] ?? url, area.remote, 10);
      const shellServed = served(url, 'shell', 20);
      const shellGzip = gzipOnDisk('shell', shellServed.files);
      const ownGzip = gzipOnDisk(area.remote, ownServed.files);
      out[area.remote] = {
        route: area.route,
        user: area.user,
        totalBytes: js.total,
        shellBytes: shell,
        ownBytes: own,
        shellPlusOwnBytes: shell + own,
        // The issue's unit (issue 26 point 1): the same files in gzip.
        shellPlusOwnGzipBytes: shellGzip + ownGzip,
        shellGzipBytes: shellGzip,
        ownGzipBytes: ownGzip,
        otherRemotesBytes: js.total - shell - own,
        files: ownServed.files,
        shellFiles: shellServed.files,
        shellPackages: shellServed.packages,
        ownPackages: ownServed.packages,
        singletons: area.user === STUDENT ? await readSingletons(page) : undefined,
      };
    } finally {
      await context.close();
    }
  }
  return out;
}

/** @param {import('playwright-core').Page} page */
async function heapAndNodes(page, /** @type {import('playwright-core').CDPSession} */ cdp) {
  for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (/** @type {string} */ name) => metrics.find((m) => m.name === name)?.value ?? NaN;
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  return {
    jsHeapUsedBytes: get('JSHeapUsedSize'),
    nodes: get('Nodes'),
    domElements: domNodes,
    listeners: get('JSEventListeners'),
  };
}

/**
 * Flow D: heap and DOM after N navigations: admin clicks through the five staff areas' nav links; the student portal has
 * a single nav link, so the student alternates between its two routes (/ and /prizes) by in-app navigation.
 * @param {import('playwright-core').Browser} browser @param {string} url @param {string} email
 * @param {{ label?: string, path?: string }[]} targets @param {number} navigations
 */
async function memoryFlow(browser, url, email, targets, navigations) {
  const { context, page } = await newPage(browser);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${url}/login`);
    await fillLogin(page, email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.locator('nav').first().waitFor();
    const go = (/** @type {{ label?: string, path?: string }} */ t) =>
      clickUntil(page, t.label ? navLink(page, t.label) : (t.path ?? '/'), 'h1');
    // Warm-up: visit every target once so the baseline holds each remote's code.
    for (const target of targets) {
      await go(target);
      await page.waitForTimeout(300);
    }
    await page.waitForTimeout(1000);
    const baseline = await heapAndNodes(page, cdp);
    let current = targets.length - 1;
    for (let i = 0; i < navigations; i += 1) {
      current = (current + 1) % targets.length;
      await go(targets[current] ?? {});
      await page.waitForTimeout(150);
    }
    await page.waitForTimeout(1000);
    const after = await heapAndNodes(page, cdp);
    return {
      user: email,
      targets: targets.map((t) => t.label ?? t.path),
      navigations,
      baseline,
      after,
      heapGrowthBytes: after.jsHeapUsedBytes - baseline.jsHeapUsedBytes,
      nodeGrowth: after.nodes - baseline.nodes,
      nodeRatio: round(after.nodes / baseline.nodes, 3),
    };
  } finally {
    await context.close();
  }
}

/**
 * Only the deterministic byte figures (JS at /login, each area's first route), on one product: what
 * scripts/bench/area-bytes.mjs prints while working on the byte budget.
 * @param {{ url: string, remotes: { package: string, port: number }[] }} product
 */
export async function measureAreaBytes(product) {
  const browser = await launchChromium();
  try {
    const { context, page, tracker } = await newPage(browser);
    await page.goto(`${product.url}/login`);
    await page.getByLabel('E-mail').waitFor();
    await tracker.idle();
    const loginJs = jsBytes(tracker.records, new URL(product.url).origin);
    await context.close();
    const states = {
      [ADMIN]: await loggedInState(browser, product.url, ADMIN),
      [STUDENT]: await loggedInState(browser, product.url, STUDENT),
    };
    const origins = Object.fromEntries(product.remotes.map((r) => [r.package, `http://127.0.0.1:${r.port}`]));
    return {
      loginJs: { totalBytes: loginJs.total, gzipBytes: gzipOnDisk('shell', loginJs.files), files: loginJs.files },
      areaJs: await areaBytes(browser, product.url, states, origins),
    };
  } finally {
    await browser.close();
  }
}

/**
 * Only profiled sign-ins (`run.mjs --profile N`, issue 26): `runs` sign-ins (typed, 2 s idle) on each product, the
 * products alternating, each profiled from the click to the rows and cut at the sign-in reply. For finding where the
 * page's own time after the reply goes, and comparing two builds in the same minutes on a busy machine. With
 * `returning` (> 0, `--returning`), each product is also profiled as a returning person signs in (after that many
 * sign-ins and sign-outs in the same browser), as `<variant> returning`, alternating with the first-ever visit.
 * @param {{
 *   products: { variant: string, url: string, remotes: { package: string, port: number }[], distOf: (pkg: string) => string }[],
 *   runs: number, returning?: number, log: (m: string) => void,
 * }} options
 */
export async function profileSignIns({ products, runs, returning = 0, log }) {
  const browser = await launchChromium();
  try {
    const kinds = [
      ...products.map((p) => ({ ...p, visits: 0 })),
      ...(returning > 0 ? products.map((p) => ({ ...p, variant: `${p.variant} returning`, visits: returning })) : []),
    ];
    /** @type {Record<string, any[]>} */
    const out = Object.fromEntries(kinds.map((p) => [p.variant, []]));
    for (let i = 0; i < runs; i += 1) {
      const order = kinds.map((_, k) => kinds[(k + i) % kinds.length]);
      for (const product of order) {
        if (!product) continue;
        const profiled = await signInToRows(
          browser,
          product.url,
          'typing',
          {
            [new URL(product.url).origin]: product.distOf('shell'),
            ...Object.fromEntries(
              product.remotes.map((r) => [`http://127.0.0.1:${r.port}`, product.distOf(r.package)]),
            ),
          },
          product.visits,
        );
        const load = os.loadavg()[0] ?? 0;
        out[product.variant]?.push({
          load: round(load, 1),
          loginToRowsMs: profiled.loginToRowsMs,
          signInReplyMs: profiled.signInReplyMs,
          afterReplyMs: profiled.afterReplyMs,
          floorMs: profiled.floorMs,
          ...profiled.cpu,
        });
        const cpu = /** @type {any} */ (profiled.cpu);
        const a = cpu?.afterReply;
        log(
          `profile ${product.variant} ${i + 1}/${runs} (load ${load.toFixed(1)}): reply after ${profiled.signInReplyMs} ms, rows ${profiled.afterReplyMs} ms after it` +
            (a
              ? `; after the reply main-thread CPU ${a.mainThreadCpuMs} ms in ${a.mainThreadTasks} tasks (wall ${a.mainThreadTaskWallMs}); profile: JavaScript ${a.scriptMs}, other ${a.programMs} (${Math.round((100 * a.programMs) / Math.max(1, a.totalMs - a.idleMs))}% of the busy time), GC ${a.gcMs}, idle ${a.idleMs} ms; ${a.timeline.commits.length} commits`
              : '') +
            `; scripts compiled on the page ${cpu?.scriptsCompiled}, from the code cache ${cpu?.scriptsFromCodeCache}`,
        );
      }
    }
    return out;
  } finally {
    await browser.close();
  }
}

/**
 * The browser phase. `base` (optional, `run.mjs --baseline`): an earlier build, preloading on, whose sign-in and
 * first-visit flows run in the same runs as the "before" (its profiled sign-in too).
 * @param {{
 *   on: { url: string, remotes: { package: string, port: number }[] },
 *   off: { url: string, remotes: { package: string, port: number }[] },
 *   base?: { url: string, remotes: { package: string, port: number }[], distRoot: string, commit: string },
 *   repetitions: number, navigations: number, log: (m: string) => void,
 * }} options
 */
export async function measureBrowser({ on, off, base, repetitions, navigations, log }) {
  const browser = await launchChromium();
  const loadAtStart = os.loadavg()[0] ?? 0;
  try {
    /** @type {Record<'on' | 'off' | 'base', { login: any[], pasted: any[], visits: any[], returning: any[] }>} */
    const runs = {
      on: { login: [], pasted: [], visits: [], returning: [] },
      off: { login: [], pasted: [], visits: [], returning: [] },
      base: { login: [], pasted: [], visits: [], returning: [] },
    };
    /** @type {('on' | 'off' | 'base')[]} */
    const variants = base ? ['on', 'base', 'off'] : ['on', 'off'];
    const urlOf = { on: on.url, off: off.url, base: base?.url ?? '' };
    for (let i = 0; i < repetitions; i += 1) {
      // Rotate the order so no variant always runs on a warmer machine.
      const order = variants.map((_, k) => variants[(k + i) % variants.length] ?? 'on');
      for (const variant of order) {
        const url = urlOf[variant];
        runs[variant].login.push(await signInToRows(browser, url, 'typing'));
        runs[variant].pasted.push(await signInToRows(browser, url, 'pasted'));
        runs[variant].visits.push(await firstVisits(browser, url));
        // A returning person (issue 26 point 2): the same sign-in in a browser that has signed in and out before.
        if (variant === 'on')
          runs.on.returning.push(await signInToRows(browser, url, 'typing', null, RETURNING_VISITS));
      }
      const last = runs.on.login.at(-1);
      const back = runs.on.returning.at(-1);
      log(
        `browser: run ${i + 1}/${repetitions}: login usable ${last.loginUsableMs} ms, sign-in -> 25 rows on ${last.loginToRowsMs} / off ${runs.off.login.at(-1).loginToRowsMs}${base ? ` / base ${runs.base.login.at(-1).loginToRowsMs}` : ''} ms (floor ${last.floorMs} ms, ${last.loginToRowsRoundTrips} round trips), returning on ${back.loginToRowsMs} ms (floor ${back.floorMs} ms, ${back.loginToRowsRoundTrips} round trips), pasted on ${runs.on.pasted.at(-1).loginToRowsMs} ms`,
      );
    }

    /** @param {'on' | 'off' | 'base'} variant */
    const summarise = (variant) => {
      const login = runs[variant].login;
      const visits = runs[variant].visits;
      /** @type {Record<string, any>} */
      const areas = {};
      for (const area of STAFF_AREAS) {
        const list = visits.map((v) => v.areas[area.remote]);
        areas[area.remote] = {
          clickToContentMs: round(median(list.map((a) => a.clickToContentMs))),
          clickToDataMs: round(median(list.map((a) => a.clickToDataMs))),
          floorMs: round(median(list.map((a) => a.floorMs))),
          listUrl: list[0]?.listUrl ?? '',
          // In how many runs the list was in the cache at the click (fetched ahead, issue 26).
          prefetchedRuns: list.filter((a) => a.prefetched).length,
          dataRuns: list.map((a) => a.clickToDataMs),
          roundTrips: median(list.map((a) => a.roundTrips)),
          maxRoundTrips: Math.max(...list.map((a) => a.roundTrips)),
          requests: median(list.map((a) => a.requests)),
          chain: list[0]?.chain ?? [],
          runs: list.map((a) => a.clickToContentMs),
        };
      }
      const perRunTotal = visits.map((v) => STAFF_AREAS.reduce((sum, a) => sum + v.areas[a.remote].clickToDataMs, 0));
      const pasted = runs[variant].pasted;
      const returning = runs[variant].returning;
      return {
        loginUsableMs: round(median(login.map((l) => l.loginUsableMs))),
        loginToRowsMs: round(median(login.map((l) => l.loginToRowsMs))),
        loginToRowsRoundTrips: median(login.map((l) => l.loginToRowsRoundTrips)),
        loginToRowsRuns: login.map((l) => l.loginToRowsMs),
        loginToRowsChain: login[0]?.chain ?? [],
        loginFloorMs: round(median(login.map((l) => l.floorMs))),
        signInAloneMs: round(median(login.map((l) => l.signInAloneMs))),
        listAloneMs: round(median(login.map((l) => l.listAloneMs))),
        signInReplyMs: round(median(login.map((l) => l.signInReplyMs))),
        afterReplyMs: round(median(login.map((l) => l.afterReplyMs))),
        pastedToRowsMs: round(median(pasted.map((l) => l.loginToRowsMs))),
        pastedToRowsRuns: pasted.map((l) => l.loginToRowsMs),
        pastedRoundTrips: median(pasted.map((l) => l.loginToRowsRoundTrips)),
        // Issue 26 point 2: the same sign-in by a returning person (RETURNING_VISITS sign-ins before, same browser).
        ...(returning.length
          ? {
              returning: {
                visitsBefore: RETURNING_VISITS,
                loginToRowsMs: round(median(returning.map((l) => l.loginToRowsMs))),
                loginToRowsRuns: returning.map((l) => l.loginToRowsMs),
                loginFloorMs: round(median(returning.map((l) => l.floorMs))),
                signInReplyMs: round(median(returning.map((l) => l.signInReplyMs))),
                afterReplyMs: round(median(returning.map((l) => l.afterReplyMs))),
                loginToRowsRoundTrips: median(returning.map((l) => l.loginToRowsRoundTrips)),
                loginToRowsChain: returning[0]?.chain ?? [],
              },
            }
          : {}),
        shellFollowsNext: [...login, ...pasted, ...returning].every((l) => l.landedOnParents),
        firstVisitsTotalMs: round(median(perRunTotal)),
        firstVisitsTotalRuns: perRunTotal.map((t) => round(t)),
        areas,
        pageErrors: [...new Set(visits.flatMap((v) => v.errors))],
      };
    };
    /** One more sign-in of `product`, its main thread profiled, its builds read from `distOf(package)`. */
    const profiledSignIn = async (
      /** @type {{ url: string, remotes: { package: string, port: number }[] }} */ product,
      /** @type {(pkg: string) => string} */ distOf,
    ) => {
      const profiled = await signInToRows(browser, product.url, 'typing', {
        [new URL(product.url).origin]: distOf('shell'),
        ...Object.fromEntries(product.remotes.map((r) => [`http://127.0.0.1:${r.port}`, distOf(r.package)])),
      });
      return {
        loginToRowsMs: profiled.loginToRowsMs,
        signInReplyMs: profiled.signInReplyMs,
        afterReplyMs: profiled.afterReplyMs,
        ...profiled.cpu,
      };
    };
    log('browser: a profiled sign-in -> 25 rows (preloading on; not in the timed figures)');
    const preloadOn = {
      ...summarise('on'),
      signInProfile: await profiledSignIn(on, (pkg) => path.join(REPO_ROOT, pkg, 'dist')),
    };
    const preloadOff = summarise('off');
    const baseline = base
      ? {
          commit: base.commit,
          ...summarise('base'),
          signInProfile: await profiledSignIn(base, (pkg) => path.join(base.distRoot, pkg)),
        }
      : undefined;
    // Quiet: the 1-minute load average stayed at most one per CPU through the timed runs (the bench itself is about 1).
    const load1 = [loadAtStart, os.loadavg()[0] ?? 0];
    const quiet = Math.max(...load1) <= os.cpus().length;
    const loginJs = runs.off.login[0]?.loginJs ?? runs.on.login[0]?.loginJs;

    log("browser: JS bytes of each area's first route (cold deep load, preloading off)");
    const states = {
      [ADMIN]: await loggedInState(browser, off.url, ADMIN),
      [STUDENT]: await loggedInState(browser, off.url, STUDENT),
    };
    const offOrigins = Object.fromEntries(off.remotes.map((r) => [r.package, `http://127.0.0.1:${r.port}`]));
    const areaJs = await areaBytes(browser, off.url, states, offOrigins);

    log(`browser: heap and DOM after ${navigations} navigations`);
    const memory = [
      await memoryFlow(
        browser,
        on.url,
        ADMIN,
        STAFF_AREAS.map((a) => ({ label: a.label })),
        navigations,
      ),
      await memoryFlow(browser, on.url, STUDENT, [{ path: '/prizes' }, { path: '/' }], navigations),
    ];
    const singletons = runs.on.visits.at(-1)?.singletons;
    const studentSingletons = areaJs['mf-student']?.singletons;
    return {
      chromium: browser.version(),
      repetitions,
      load1,
      quiet,
      loginJs: {
        totalBytes: loginJs.total,
        gzipBytes: gzipOnDisk('shell', loginJs.files),
        byOrigin: loginJs.byOrigin,
        files: loginJs.files,
        // Which libraries those bytes are (from the shell's source maps; gzip bytes split in proportion to generated bytes).
        packages: packagesOf(
          loginJs.files.map((f) => ({
            file: path.join(REPO_ROOT, 'shell', 'dist', path.basename(f.url)),
            gzipBytes: f.bytes,
          })),
        ).slice(0, 15),
      },
      areaJs,
      preloadOn,
      preloadOff,
      ...(baseline ? { baseline } : {}),
      ratio: {
        loginToRows: round(preloadOff.loginToRowsMs / preloadOn.loginToRowsMs, 2),
        firstVisits: round(preloadOff.firstVisitsTotalMs / preloadOn.firstVisitsTotalMs, 2),
        ...(baseline
          ? {
              baseLoginToRows: round(baseline.loginToRowsMs / preloadOn.loginToRowsMs, 2),
              baseFirstVisits: round(baseline.firstVisitsTotalMs / preloadOn.firstVisitsTotalMs, 2),
            }
          : {}),
      },
      singletons: { staff: singletons, student: studentSingletons },
      memory,
    };
  } finally {
    await browser.close();
  }
}
