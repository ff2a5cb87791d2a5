// @ts-check
/**
 * A deterministic figure for the parents page's render cost (issue 26 points 2 and 3: after the list is in, what the
 * person waits for is the area rendering its page with 25 rows). Renders mf-crm's real `ParentsPage` with a full
 * first page in the cache (the area's warm-up data: 25 parents, the counts, an owner) inside the providers a remote
 * runs in, in Debian's headless Chromium with React's production build, and reports per render the wall time and the
 * renderer main thread's CPU time (median of 5 batches of N renders) for:
 *
 * - `mount`: the page mounted into an empty root with its rows (a first visit's render after the click; the
 *   sign-in's render once the list is in), its effects included;
 * - `owners arrive`: the page shown with its rows, then the owners list arriving (the sign-in's order).
 *
 * Those renders are of code the batches made hot. What a person waits for is the page's first render in a page whose
 * code has run once only (a sign-in, a first visit: the area's warm-up rendered it off-screen before). `--cold N` times
 * that: N fresh pages per variant, alternating, each rendering the page once into a detached element and unmounting
 * it (as the warm-up does), then mounting it with its rows, then the style and layout of the result (forced by
 * reading a size); medians of the wall times, and of the page's main-thread CPU from the mount until it is read
 * (its effects and the frame after it included):
 *
 *   node scripts/bench/page-render.mjs --cold 30 --ref main
 *
 * The page's code (mf-crm/src, the design system's src, platform's src/list) comes from the working tree; with
 * `--ref <git ref>` those files are also taken from that commit, in a second page, batches alternating:
 *
 *   node scripts/bench/page-render.mjs --runs 100 --ref main
 *
 * Not a test: timings printed with the load average beside them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { launchChromium } from '../lib/chromium.mjs';
import { alternateBatches, bundlePage, median } from './render-batches.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The folders whose files `--ref` takes from that commit: the page, its table and its list. */
const FROM_REF = ['mf-crm/src', 'packages/design-system/src', 'packages/platform/src/list'].map((dir) =>
  path.join(ROOT, dir),
);

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '100' },
    ref: { type: 'string' },
    batches: { type: 'string', default: '5' },
    profile: { type: 'string' },
    cold: { type: 'string' },
  },
});
const runs = Number(flags.runs);
const ref = flags.ref ?? null;

const ENTRY = `
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { QueryClientProvider, notifyManager } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient, toListResult } from '@tutoring/api-client';
import { DesignSystemProvider } from '@tutoring/design-system';
import { currentUserAtom, platformStore } from '@tutoring/platform';
import { testUser } from './packages/build-config/test-kit/user';
import { ParentsPage } from './mf-crm/src/features/parents/ParentsPage';
import { warmUp } from './mf-crm/src/app/warmUp';
import { referenceQueries } from './mf-crm/src/shared/api/reference';

// The cache's notifications at once, so a batch times them (the product defers them by a timer).
notifyManager.setScheduler((callback) => callback());
const user = testUser({ employeeId: 7 });
platformStore.set(currentUserAtom, user);
const owners = () => toListResult(
  [{ id: -1, firstName: 'Placeholder', lastName: 'Owner', fullName: 'Placeholder Owner' }],
  undefined,
  { page: 1, per: 1 },
);

function client(withOwners) {
  const queryClient = createQueryClient();
  warmUp({ queryClient, pathname: '/parents', searchParams: new URLSearchParams(), user, appName: 'admin' });
  if (!withOwners) queryClient.removeQueries({ queryKey: referenceQueries.owners().queryKey });
  return queryClient;
}

const App = ({ queryClient }) => (
  <QueryClientProvider client={queryClient}>
    <DesignSystemProvider withGlobalStyle={false}>
      <MemoryRouter initialEntries={['/parents']}>
        <Routes>
          <Route path="/parents" element={<ParentsPage />} />
        </Routes>
      </MemoryRouter>
    </DesignSystemProvider>
  </QueryClientProvider>
);

const check = (host) => {
  if (host.querySelectorAll('tbody tr').length !== 25) throw new Error('the page did not render 25 rows');
};

window[BUNDLE_NAME] = {
  // --cold: the area's warm-up (platform warm-up.tsx): the page rendered once into a detached element, unmounted.
  warm: () => {
    const root = createRoot(document.createElement('div'));
    flushSync(() => root.render(<App queryClient={client(true)} />));
    root.unmount();
  },
  // --cold: the data first, then (timed) the mount and the style and layout of the result, in one task.
  prepare: () => {
    window.coldClient = client(true);
  },
  mount: () => {
    const host = document.getElementById('root');
    const root = createRoot(host);
    const t0 = performance.now();
    flushSync(() => root.render(<App queryClient={window.coldClient} />));
    const t1 = performance.now();
    host.getBoundingClientRect();
    const t2 = performance.now();
    check(host);
    return { mount: t1 - t0, layout: t2 - t1 };
  },
  batch: (name, runs) => {
    const host = document.getElementById('root');
    let total = 0;
    for (let i = 0; i < runs; i++) {
      const root = createRoot(host);
      if (name === 'mount') {
        const queryClient = client(true);
        const t0 = performance.now();
        flushSync(() => root.render(<App queryClient={queryClient} />));
        total += performance.now() - t0;
        check(host);
      } else {
        const queryClient = client(false);
        flushSync(() => root.render(<App queryClient={queryClient} />));
        check(host);
        const t0 = performance.now();
        flushSync(() => queryClient.setQueryData(referenceQueries.owners().queryKey, owners()));
        total += performance.now() - t0;
        if (!host.textContent.includes('Placeholder Owner')) throw new Error('the owner names did not show');
      }
      root.unmount();
    }
    return total / runs;
  },
};
`;

/** esbuild plugin: the files under {@link FROM_REF} as `gitRef` has them (a file it lacks: an empty module). */
const fromRef = (/** @type {string} */ gitRef) => ({
  name: 'page-from-ref',
  setup(/** @type {import('esbuild').PluginBuild} */ b) {
    b.onLoad({ filter: /\.tsx?$/ }, (loaded) => {
      if (!FROM_REF.some((dir) => loaded.path.startsWith(dir + path.sep))) return undefined;
      const rel = path.relative(ROOT, loaded.path);
      let contents;
      try {
        contents = execFileSync('git', ['-C', ROOT, 'show', `${gitRef}:${rel}`], { encoding: 'utf8' });
      } catch {
        contents = 'export {};';
      }
      return { contents, loader: loaded.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
});

/** The page's script: the entry with the code from `gitRef` (or the working tree), as `window[name]`. */
async function bundle(/** @type {string} */ name, /** @type {string | null} */ gitRef) {
  const result = await build({
    stdin: {
      contents: ENTRY.replace('BUNDLE_NAME', JSON.stringify(name)),
      loader: 'tsx',
      resolveDir: ROOT,
      sourcefile: 'page-render-entry.tsx',
    },
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    minify: !flags.profile,
    define: { 'process.env.NODE_ENV': '"production"', __PACKAGE_VERSION__: '"0.0.0"' },
    plugins: gitRef ? [fromRef(gitRef)] : [],
    logLevel: 'error',
  });
  const out = /** @type {import('esbuild').OutputFile} */ (result.outputFiles[0]).text;
  if (process.env.PAGE_RENDER_BUNDLE_DIR)
    fs.writeFileSync(path.join(process.env.PAGE_RENDER_BUNDLE_DIR, `${name}.js`), out);
  return out;
}

/**
 * `--cold N`: N fresh pages per variant, alternating: the warm-up, then one timed mount and its style and layout.
 * @param {number} n
 */
async function coldMounts(n) {
  const scripts = [
    ...(ref ? [{ name: 'before', label: ref, script: await bundle('before', ref) }] : []),
    { name: 'after', label: 'working tree', script: await bundle('after', null) },
  ];
  const kinds = ['mount', 'layout', 'cpu'];
  /** @type {Record<string, Record<string, number[]>>} */
  const figures = Object.fromEntries(scripts.map((s) => [s.name, Object.fromEntries(kinds.map((k) => [k, []]))]));
  for (let i = 0; i < n; i++) {
    for (const s of i % 2 ? [...scripts].reverse() : scripts) {
      const v = await bundlePage(browser, s.name, s.label, s.script);
      const call = (/** @type {string} */ fn) =>
        v.page.evaluate(([name, f]) => /** @type {any} */ (window)[name][f](), [s.name, fn]);
      await call('warm');
      await call('prepare');
      const cpu0 = await v.threadTime();
      const { mount, layout } = /** @type {{ mount: number, layout: number }} */ (await call('mount'));
      const f = figures[s.name];
      f.cpu.push(((await v.threadTime()) - cpu0) * 1000);
      f.mount.push(mount);
      f.layout.push(layout);
      await v.page.context().close();
    }
  }
  console.log(
    `ParentsPage's first mount with 25 rows in a fresh page, ${n} pages per variant, load ${os.loadavg()[0]?.toFixed(2)}; ms, median (lower quartile); CPU: the page's main thread from the mount until the CPU time is read (effects, the frame after it)`,
  );
  const quartile = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 4)] ?? NaN;
  const cell = (/** @type {number[]} */ xs) => `${median(xs).toFixed(2)} (${quartile(xs).toFixed(2)})`;
  for (const s of scripts) {
    const f = figures[s.name];
    console.log(
      `  ${s.label.padEnd(14)} mount ${cell(f.mount)}; style and layout ${cell(f.layout)}; CPU ${cell(f.cpu)}`,
    );
  }
}

/** Self and inclusive ms per render of the functions of a profile. @param {string} label @param {any} profile */
function printProfile(label, profile) {
  const byId = new Map(profile.nodes.map((/** @type {any} */ n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  /** @type {Map<number, number>} */
  const self = new Map();
  profile.samples.forEach((/** @type {number} */ id, /** @type {number} */ i) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000),
  );
  const name = (/** @type {number} */ id) => {
    const f = byId.get(id).callFrame;
    return `${f.functionName || '(anon)'}:${f.lineNumber}`;
  };
  /** @type {Map<string, number>} */ const selfBy = new Map();
  /** @type {Map<string, number>} */ const inclBy = new Map();
  for (const [id, ms] of self) {
    if (byId.get(id).callFrame.functionName === '(idle)') continue;
    selfBy.set(name(id), (selfBy.get(name(id)) ?? 0) + ms);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const n = name(at);
      if (!seen.has(n)) inclBy.set(n, (inclBy.get(n) ?? 0) + ms);
      seen.add(n);
    }
  }
  const top = (/** @type {Map<string, number>} */ m, k) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([n, ms]) => `    ${(ms / runs).toFixed(3).padStart(7)}  ${n}`)
      .join('\n');
  console.log(
    `${label}: self ms per render\n${top(selfBy, 40)}\n${label}: inclusive ms per render\n${top(inclBy, 400)}`,
  );
}

const browser = await launchChromium();
try {
  if (flags.cold) {
    await coldMounts(Number(flags.cold));
    process.exit(0);
  }
  /** @type {import('./render-batches.mjs').BenchPage[]} */
  const variants = [];
  for (const { name, label } of [
    ...(ref ? [{ name: 'before', label: ref }] : []),
    { name: 'after', label: 'working tree' },
  ])
    variants.push(await bundlePage(browser, name, label, await bundle(name, name === 'before' ? ref : null)));
  if (flags.profile) {
    // `--profile <case>`: V8's sampling profile of a batch of that case, the functions with the most self time and
    // the most inclusive time (unminified bundles), per variant.
    for (const v of variants) {
      await v.page.evaluate(([n, cs]) => /** @type {any} */ (window)[n].batch(cs, 20), [v.name, flags.profile]);
      const cdp = await v.page.context().newCDPSession(v.page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
      await cdp.send('Profiler.start');
      await v.page.evaluate(([n, cs, r]) => /** @type {any} */ (window)[n].batch(cs, r), [v.name, flags.profile, runs]);
      const { profile } = await cdp.send('Profiler.stop');
      printProfile(v.label, profile);
    }
    process.exit(0);
  }
  const cases = ['mount', 'owners arrive'];
  const figures = await alternateBatches(variants, cases, runs, Number(flags.batches));
  console.log(
    `ParentsPage with 25 rows, ${runs} renders per batch, median (min) of ${flags.batches} batches, load ${os.loadavg()[0]?.toFixed(2)}`,
  );
  console.log(
    `  ${'ms per render'.padEnd(16)} ${variants.map((v) => `${v.label}: wall / CPU per run`.padStart(50)).join('')}`,
  );
  for (const c of cases) {
    const cells = variants.map((v) => {
      const f = figures[v.name][c];
      const min = (/** @type {number[]} */ xs) => Math.min(...xs);
      return `${median(f.wall).toFixed(3)} / ${median(f.cpu).toFixed(3)} (min ${min(f.wall).toFixed(3)} / ${min(f.cpu).toFixed(3)})`.padStart(
        50,
      );
    });
    console.log(`  ${c.padEnd(16)} ${cells.join('')}`);
  }
} finally {
  await browser.close();
}
