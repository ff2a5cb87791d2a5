// @ts-check
/**
 * `npm run bench` (issue 13): measures the built product in Debian's headless Chromium and the api-server with
 * large data, writes bench-results/latest.{json,md} and compares the figures with bench/budget.json.
 *
 *   node scripts/bench/run.mjs [--quick] [--no-fail] [--skip-build] [--skip-browser] [--skip-api]
 *                              [--scale N] [--fresh-data] [--duration S] [--no-history] [--baseline DIR]
 *                              [--profile N [--returning [--visits N]]]
 *
 * `--baseline DIR`: a third product, preloading on, served from the builds in DIR (`shell/`, `mf-crm/`, ... copies of
 * an earlier commit's `dist` folders; DIR/COMMIT names it): the sign-in and first-visit flows run on it too, in the
 * same runs, as the "before" of a change (issue 26 point 5).
 * `--profile N`: instead of the browser phase's figures, N profiled sign-ins per product (this tree, and the baseline
 * when given), alternating, each cut at the sign-in reply: where the page's main thread spends the time between the
 * reply and the rows, with its timeline (bench-results/profile.json; nothing else is measured, no history row).
 * `--returning` (with `--profile`): each product also profiled as a returning person signs in (issue 26 point 2: the
 * same browser, signed in and out `--visits N` times before, default {@link RETURNING_VISITS}), alternating.
 * Exit code 1 when a budget is missed (unless --no-fail). Every server listens on 127.0.0.1 and is stopped at the end.
 * See docs/performance.md for what each figure means and how it is taken.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../lib/deploy.mjs';
import { startProduct } from '../lib/product.mjs';
import { RETURNING_VISITS, measureBrowser, profileSignIns } from './browser.mjs';
import { measureApi } from './api.mjs';
import { measureBuild } from './build.mjs';
import { checkBudgets, renderMarkdown } from './report.mjs';
import { appendHistory, gitHead, headline, previousRow, readHistory } from './history.mjs';

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'no-fail': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    'skip-browser': { type: 'boolean', default: false },
    'skip-api': { type: 'boolean', default: false },
    'no-history': { type: 'boolean', default: false },
    'fresh-data': { type: 'boolean', default: false },
    scale: { type: 'string', default: '100000' },
    duration: { type: 'string' },
    baseline: { type: 'string' },
    profile: { type: 'string' },
    returning: { type: 'boolean', default: false },
    visits: { type: 'string' },
  },
});
const quick = Boolean(flags.quick);
const budget = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'bench', 'budget.json'), 'utf8'));
const outDir = path.join(REPO_ROOT, 'bench-results');
fs.mkdirSync(outDir, { recursive: true });

/** @param {string} message */
const log = (message) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);

/** @type {Record<string, any>} */
const results = {
  date: new Date().toISOString(),
  quick,
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? '',
    memGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    chromium: '',
  },
  git: gitHead(REPO_ROOT),
};

/**
 * Starts one copy of the product as every bench phase runs it: on ports offset from the usual ones (shell
 * 3000 + offset, API 4000 + offset, remotes shifted by offset), the API in memory and quiet, with a few hundred extra
 * parents so every list has full pages (the login -> 25 rows figure needs 25). `distRoot` serves an earlier build's
 * dist folders (a baseline) instead of this checkout's. Its deploy folder is a fresh temporary one, removed here when
 * the start fails; {@link stopBenchProducts} closes the product and removes it.
 * @param {string} variant
 * @param {number} offset
 * @param {boolean} preloadRemotes
 * @param {string | undefined} distRoot
 */
async function startBenchProduct(variant, offset, preloadRemotes, distRoot) {
  const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-deploy-${variant}-`));
  try {
    const product = await startProduct({
      apiPort: 4000 + offset,
      shellPort: 3000 + offset,
      remotePortOffset: offset,
      deployDir,
      memory: true,
      quiet: true,
      apiArgs: ['--scale', '300'],
      config: { preloadRemotes },
      distRoot,
    });
    return { variant, product, deployDir };
  } catch (error) {
    fs.rmSync(deployDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Closes what {@link startBenchProduct} started and removes its deploy folders.
 * @param {{ product: { close: () => Promise<void> }, deployDir: string }[]} products
 */
async function stopBenchProducts(products) {
  for (const { product, deployDir } of products) {
    await product.close();
    fs.rmSync(deployDir, { recursive: true, force: true });
  }
}

if (flags.profile) {
  const baseline = flags.baseline ? path.resolve(flags.baseline) : null;
  /** @type {[string, number, string | undefined][]} */
  const variants = [
    ['after', 200, undefined],
    ...(baseline ? [/** @type {[string, number, string]} */ (['before', 400, baseline])] : []),
  ];
  const products = [];
  try {
    for (const [variant, offset, distRoot] of variants) {
      log(`profile: starting the product (${variant}) on 127.0.0.1:${3000 + offset}`);
      products.push({
        ...(await startBenchProduct(variant, offset, true, distRoot)),
        distOf: (/** @type {string} */ pkg) =>
          distRoot ? path.join(distRoot, pkg) : path.join(REPO_ROOT, pkg, 'dist'),
      });
    }
    const profiles = await profileSignIns({
      products: products.map((p) => ({
        variant: p.variant,
        url: p.product.url,
        remotes: p.product.remotes,
        distOf: p.distOf,
      })),
      runs: Number(flags.profile),
      returning: flags.returning ? Number(flags.visits ?? RETURNING_VISITS) : 0,
      log,
    });
    fs.writeFileSync(
      path.join(outDir, 'profile.json'),
      `${JSON.stringify({ date: new Date().toISOString(), git: gitHead(REPO_ROOT), baseline, profiles }, null, 2)}\n`,
    );
    process.stdout.write(`Written: bench-results/profile.json\n`);
  } finally {
    await stopBenchProducts(products);
  }
  process.exit(0);
}

const started = Date.now();
if (!flags['skip-build']) {
  log('build: cold (turbo --force), one remote alone, fully cached');
  results.build = await measureBuild({ log, quick });
}

if (!flags['skip-browser']) {
  const products = [];
  try {
    // Two copies of the product side by side: preloading on (the default) and off (config.json preloadRemotes: false).
    // With --baseline, a third one (preloading on) from an earlier build.
    const baseline = flags.baseline ? path.resolve(flags.baseline) : null;
    /** @type {[string, number, boolean, string | undefined][]} */
    const variants = [
      ['on', 200, true, undefined],
      ['off', 300, false, undefined],
      ...(baseline ? [/** @type {[string, number, boolean, string]} */ (['base', 400, true, baseline])] : []),
    ];
    // One after another: API servers starting at once on a loaded machine miss their start-up deadline.
    for (const [variant, offset, preloadRemotes, distRoot] of variants) {
      log(`browser: starting the product (preloading ${variant}) on 127.0.0.1:${3000 + offset}`);
      products.push(await startBenchProduct(variant, offset, preloadRemotes, distRoot));
    }
    const product = (/** @type {string} */ variant) => products.find((p) => p.variant === variant)?.product;
    const base = product('base');
    results.browser = await measureBrowser({
      on: /** @type {any} */ (product('on')),
      off: /** @type {any} */ (product('off')),
      ...(base && baseline
        ? {
            base: {
              ...base,
              distRoot: baseline,
              commit: fs.existsSync(path.join(baseline, 'COMMIT'))
                ? fs.readFileSync(path.join(baseline, 'COMMIT'), 'utf8').trim()
                : path.basename(baseline),
            },
          }
        : {}),
      repetitions: quick ? 2 : 5,
      navigations: 50,
      log,
    });
    results.machine.chromium = results.browser.chromium;
  } finally {
    await stopBenchProducts(products);
  }
}

if (!flags['skip-api']) {
  const scale = Number(flags.scale);
  const duration = flags.duration ? Number(flags.duration) : quick ? 5 : 10;
  results.api = [];
  log(`api: PGlite with --scale ${scale}`);
  results.api.push(
    await measureApi({
      kind: 'pglite',
      scale,
      duration,
      samples: quick ? 60 : 200,
      maxSecondsPerCall: quick ? 8 : 20,
      freshData: Boolean(flags['fresh-data']),
      log,
    }),
  );
  if (process.env.DATABASE_URL) {
    // One API process, then two on the same database (scale-out, docs/scale-out.md): throughput of each.
    for (const processes of [1, 2]) {
      log(`api: PostgreSQL (DATABASE_URL) with --scale ${scale}, ${processes} API process(es)`);
      results.api.push(
        await measureApi({
          kind: 'postgres',
          scale,
          duration,
          samples: quick ? 60 : 200,
          maxSecondsPerCall: quick ? 8 : 20,
          freshData: false,
          log,
          processes,
        }),
      );
    }
  } else {
    log('api: DATABASE_URL not set, PostgreSQL skipped');
  }
}

results.totalSeconds = Math.round((Date.now() - started) / 1000);
results.budgets = checkBudgets(results, budget);
// Issue 26: this run's headline figures beside the last recorded run of another commit, then appended to the table.
const historyFile = path.join(REPO_ROOT, 'bench', 'history.csv');
results.headline = headline(results);
results.previous = previousRow(readHistory(historyFile), results.git);
if (!flags['no-history']) appendHistory(historyFile, results.headline);
const markdown = renderMarkdown(results);
fs.writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
fs.writeFileSync(path.join(outDir, 'latest.md'), markdown);
process.stdout.write(
  `${markdown}\nWritten: bench-results/latest.json, bench-results/latest.md${flags['no-history'] ? '' : ', a row of bench/history.csv'} (${results.totalSeconds} s)\n`,
);

const missed = results.budgets.filter((/** @type {{ pass: boolean | null }} */ b) => b.pass === false);
if (missed.length && !flags['no-fail']) {
  process.stderr.write(`${missed.length} budget(s) missed.\n`);
  process.exit(1);
}
// playwright/autocannon may keep handles; every server is closed above.
process.exit(0);
