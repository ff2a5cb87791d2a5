// @ts-check
/**
 * Browser figures, in Debian's headless Chromium (playwright-core, /usr/bin/chromium, the e2e suite's flags):
 * JS bytes (gzip as transferred), shared singletons, login-form and list timings, first-visit click -> content with
 * its sequential network round trips, preloading on vs off, and heap / DOM growth after 50 navigations.
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { REPO_ROOT } from '../lib/deploy.mjs';
import { packagesOf } from './chunks.mjs';
import { median, round } from './stats.mjs';

const PASSWORD = 'password123';
const ADMIN = 'admin@example.com';
const STUDENT = 'student@example.com';

/** Each area's main route (first visit) and the nav label that opens it. */
export const AREAS = [
  { remote: 'mf-crm', label: 'CRM', route: '/parents', user: ADMIN },
  { remote: 'mf-staffing', label: 'Staffing', route: '/tutors', user: ADMIN },
  { remote: 'mf-sessions', label: 'Sessions', route: '/sessions', user: ADMIN },
  { remote: 'mf-payments', label: 'Payments', route: '/payments', user: ADMIN },
  { remote: 'mf-exams', label: 'Exams', route: '/exams', user: ADMIN },
  { remote: 'mf-student', label: 'Dashboard', route: '/', user: STUDENT },
];
const STAFF_AREAS = AREAS.filter((a) => a.user === ADMIN);

export const SHARED = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'jotai',
  'styled-components',
  'single-spa',
  '@tanstack/react-query',
  '@tutoring/platform',
  '@tutoring/api-client',
  '@tutoring/design-system',
  '@tutoring/domain',
  '@tutoring/contract',
];

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Page init: a React DevTools hook stub counting react-dom renderers, and a recorder of when the login form became usable. */
function initScript() {
  const w = /** @type {any} */ (window);
  const renderers = new Map();
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject(/** @type {unknown} */ renderer) {
      renderers.set(renderers.size + 1, renderer);
      return renderers.size;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
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

/** @param {import('playwright-core').Browser} browser */
async function newPage(browser, /** @type {any} */ storageState = undefined) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState });
  await context.addInitScript(initScript);
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
 * Clicks an element inside the page and waits (MutationObserver + rAF) until `ready()` holds; returns epoch times.
 * @param {import('playwright-core').Page} page @param {import('playwright-core').Locator | string} target a link, or a path to push
 * @param {'h1' | 'rows'} until
 */
async function clickUntil(page, target, until, timeoutMs = 30_000) {
  await page.evaluate(() =>
    document.querySelectorAll('#remote-outlet h1').forEach((h) => h.setAttribute('data-bench-old', '')),
  );
  const handle = typeof target === 'string' ? null : await target.elementHandle();
  const pathname = typeof target === 'string' ? target : null;
  return page.evaluate(
    ([element, mode, timeout, to]) =>
      new Promise((resolve, reject) => {
        const ready = () =>
          mode === 'rows'
            ? document.querySelectorAll('#remote-outlet tbody tr td a').length >= 25
            : Boolean(document.querySelector('#remote-outlet h1:not([data-bench-old])'));
        const t0 = performance.timeOrigin + performance.now();
        let done = false;
        const finish = () => {
          if (done || !ready()) return;
          done = true;
          observer.disconnect();
          resolve({ start: t0, end: performance.timeOrigin + performance.now() });
        };
        const observer = new MutationObserver(finish);
        observer.observe(document, { childList: true, subtree: true });
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

/** Flow A: cold /login?next=/parents, login form usable, JS at /login, then login -> 25 rows. */
async function loginToParents(/** @type {import('playwright-core').Browser} */ browser, /** @type {string} */ url) {
  const { context, page, tracker } = await newPage(browser);
  try {
    await page.goto(`${url}/login?next=%2Fparents`);
    await page.waitForFunction(() => /** @type {any} */ (window).__benchLoginUsable, null, { timeout: 30_000 });
    const loginUsableMs = await page.evaluate(() => /** @type {any} */ (window).__benchLoginUsable);
    await tracker.idle();
    const loginJs = jsBytes(tracker.records, new URL(url).origin);
    await fillLogin(page, ADMIN);
    const times = /** @type {{ start: number, end: number }} */ (
      await clickUntil(page, page.getByRole('button', { name: 'Sign in' }), 'rows')
    );
    await tracker.settled();
    const trips = roundTrips(tracker.records, times.start, times.end);
    // The shell follows ?next= (SHL-03): the rows are the parents list's, reached without another click.
    const landedOnParents = await page.evaluate(() => location.pathname === '/parents');
    return {
      loginUsableMs: round(loginUsableMs),
      loginJs,
      loginToRowsMs: round(times.end - times.start),
      loginToRowsRoundTrips: trips.roundTrips,
      landedOnParents,
    };
  } finally {
    await context.close();
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
    /** @type {Record<string, { clickToContentMs: number, roundTrips: number, requests: number, chain: string[] }>} */
    const areas = {};
    for (const area of STAFF_AREAS) {
      const times = /** @type {{ start: number, end: number }} */ (
        await clickUntil(page, navLink(page, area.label), 'h1')
      );
      await tracker.idle(300);
      const trips = roundTrips(tracker.records, times.start, times.end);
      areas[area.remote] = {
        clickToContentMs: round(times.end - times.start),
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
      out[area.remote] = {
        route: area.route,
        user: area.user,
        totalBytes: js.total,
        shellBytes: shell,
        ownBytes: own,
        shellPlusOwnBytes: shell + own,
        otherRemotesBytes: js.total - shell - own,
        files: ownServed.files.slice(0, 12),
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
 * @param {{ on: { url: string, remotes: { package: string, port: number }[] }, off: { url: string, remotes: { package: string, port: number }[] }, repetitions: number, navigations: number, log: (m: string) => void }} options
 */
/**
 * Only the deterministic byte figures (JS at /login, each area's first route), on one product: what
 * scripts/bench/area-bytes.mjs prints while working on the byte budget.
 * @param {{ url: string, remotes: { package: string, port: number }[] }} product
 */
export async function measureAreaBytes(product) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ARGS,
  });
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
      loginJs: { totalBytes: loginJs.total, files: loginJs.files },
      areaJs: await areaBytes(browser, product.url, states, origins),
    };
  } finally {
    await browser.close();
  }
}

export async function measureBrowser({ on, off, repetitions, navigations, log }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ARGS,
  });
  try {
    /** @type {Record<'on' | 'off', { login: any[], visits: any[] }>} */
    const runs = { on: { login: [], visits: [] }, off: { login: [], visits: [] } };
    for (let i = 0; i < repetitions; i += 1) {
      // Alternate the order so neither variant always runs on a warmer machine.
      const order = /** @type {const} */ (i % 2 === 0 ? ['on', 'off'] : ['off', 'on']);
      for (const variant of order) {
        const url = variant === 'on' ? on.url : off.url;
        runs[variant].login.push(await loginToParents(browser, url));
        runs[variant].visits.push(await firstVisits(browser, url));
      }
      const last = runs.on.login.at(-1);
      log(
        `browser: run ${i + 1}/${repetitions}: login usable ${last.loginUsableMs} ms, login -> 25 rows on ${last.loginToRowsMs} / off ${runs.off.login.at(-1).loginToRowsMs} ms`,
      );
    }

    /** @param {'on' | 'off'} variant */
    const summarise = (variant) => {
      const login = runs[variant].login;
      const visits = runs[variant].visits;
      /** @type {Record<string, any>} */
      const areas = {};
      for (const area of STAFF_AREAS) {
        const list = visits.map((v) => v.areas[area.remote]);
        areas[area.remote] = {
          clickToContentMs: round(median(list.map((a) => a.clickToContentMs))),
          roundTrips: median(list.map((a) => a.roundTrips)),
          maxRoundTrips: Math.max(...list.map((a) => a.roundTrips)),
          requests: median(list.map((a) => a.requests)),
          chain: list[0]?.chain ?? [],
          runs: list.map((a) => a.clickToContentMs),
        };
      }
      const perRunTotal = visits.map((v) =>
        STAFF_AREAS.reduce((sum, a) => sum + v.areas[a.remote].clickToContentMs, 0),
      );
      return {
        loginUsableMs: round(median(login.map((l) => l.loginUsableMs))),
        loginToRowsMs: round(median(login.map((l) => l.loginToRowsMs))),
        loginToRowsRoundTrips: median(login.map((l) => l.loginToRowsRoundTrips)),
        loginToRowsRuns: login.map((l) => l.loginToRowsMs),
        shellFollowsNext: login.every((l) => l.landedOnParents),
        firstVisitsTotalMs: round(median(perRunTotal)),
        firstVisitsTotalRuns: perRunTotal.map((t) => round(t)),
        areas,
        pageErrors: [...new Set(visits.flatMap((v) => v.errors))],
      };
    };
    const preloadOn = summarise('on');
    const preloadOff = summarise('off');
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
      loginJs: {
        totalBytes: loginJs.total,
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
      ratio: {
        loginToRows: round(preloadOff.loginToRowsMs / preloadOn.loginToRowsMs, 2),
        firstVisits: round(preloadOff.firstVisitsTotalMs / preloadOn.firstVisitsTotalMs, 2),
      },
      singletons: { staff: singletons, student: studentSingletons },
      memory,
    };
  } finally {
    await browser.close();
  }
}
