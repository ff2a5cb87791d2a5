// @ts-check
/**
 * A deterministic figure for the design-system Table's render cost (issue 26): renders a 25-row x 8-column Table
 * (selectable, sortable headers, clickable rows) in Debian's headless Chromium with React's production build, and
 * reports per render the wall time and the renderer main thread's CPU time (median of 5 batches of N renders) for:
 *
 * - `mount`: the table mounted into an empty root (the list's first render with its rows);
 * - `rerender, new columns`: the parent re-renders with the same row objects and a new `columns` array (what a page
 *   that builds its columns inline does on every render: a title, a count, the owners list arriving);
 * - `same, no checkboxes`: the same without `selectable` (what the row checkboxes cost);
 * - `rerender, stable columns`: the same with the `columns` array kept (a page that memoises its columns);
 * - `select one row`: the selection changes by one row, columns kept.
 *
 * The Table (Table.tsx, styles.ts) and its Checkbox come from the working tree; with `--ref <git ref>` that commit's
 * Table and Checkbox are measured too, in the same page, batches alternating, so before and after see the same machine:
 *
 *   node scripts/bench/table-render.mjs --runs 500 --ref main
 *   node scripts/bench/table-render.mjs --ref main --screenshot before.png   (the look: compare with the working tree's)
 *
 * Not a test: timings printed with the load average beside them.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { launchChromium } from '../lib/chromium.mjs';
import { alternateBatches, bundlePage, median } from './render-batches.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The files that `--ref` takes from that commit: the Table's and its row checkboxes'. */
const COMPONENT_DIRS = ['Table', 'Checkbox'].map((name) =>
  path.join(ROOT, 'packages/design-system/src/components', name),
);

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    ref: { type: 'string' },
    screenshot: { type: 'string' },
  },
});
const runs = Number(flags.runs);
const ref = flags.ref ?? null;
const screenshot = flags.screenshot ?? null;

const ENTRY = `
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { DesignSystemProvider } from './packages/design-system/src/theme';
import { Table } from './packages/design-system/src/components/Table/Table';

const rows = Array.from({ length: 25 }, (_, i) => ({
  id: String(i + 1), name: 'Parent ' + (i + 1), email: 'parent' + (i + 1) + '@example.com', status: 'lead',
  owner: i % 3 ? 'Dana Fox' : null, phone: '555-01' + String(i).padStart(2, '0'), city: 'Springfield', created: '2026-11-' + String((i % 28) + 1).padStart(2, '0'),
}));
const makeColumns = () => [
  { key: 'name', header: 'Name', sortable: true, render: (r) => r.name },
  { key: 'email', header: 'Email', sortable: true },
  { key: 'status', header: 'Status', sortable: true },
  { key: 'owner', header: 'Owner', render: (r) => r.owner ?? 'Unassigned' },
  { key: 'phone', header: 'Phone' },
  { key: 'city', header: 'City' },
  { key: 'created', header: 'Created', sortable: true, align: 'right' },
  { key: 'id', header: 'Id', align: 'center' },
];
const stableColumns = makeColumns();

function Page({ tick, stable, selected, plain = false }) {
  return (
    <DesignSystemProvider theme="light">
      <p>{tick}</p>
      <Table caption="Parents" columns={stable ? stableColumns : makeColumns()} rows={rows} getRowId={(r) => r.id}
        getRowLabel={(r) => r.name} orderBy="name" orderSort="asc" onSortChange={() => {}} selectable={!plain}
        selectedIds={selected} onSelectionChange={() => {}} isRowSelectable={(r) => r.owner !== 'Dana Fox'}
        onRowClick={() => {}} />
    </DesignSystemProvider>
  );
}

const showcase = () => {
  createRoot(document.getElementById('root')).render(
    <DesignSystemProvider theme="light">
      <Page tick={0} stable selected={['1', '4']} />
      <Table caption="Empty" columns={stableColumns} rows={[]} getRowId={(r) => r.id} />
      <Table caption="Loading" columns={stableColumns} rows={[]} getRowId={(r) => r.id} loading hideCaption />
      <Table caption="Plain" columns={stableColumns.slice(0, 3)} rows={rows.slice(0, 3)} getRowId={(r) => r.id} />
    </DesignSystemProvider>,
  );
};

const CASES = {
  'rerender, new columns': { stable: false },
  'same, no checkboxes': { stable: false, plain: true },
  'rerender, stable columns': { stable: true },
  'select one row': { stable: true, select: true },
};

// One batch: \`runs\` renders of one case; returns the wall time per render (performance.now() is coarse in Chromium,
// 0.1 ms, so a batch is timed as a whole).
window[BUNDLE_NAME] = { showcase, batch: (name, runs) => {
  const host = document.getElementById('root');
  if (name === 'mount') {
    let total = 0;
    for (let i = 0; i < runs; i++) {
      const root = createRoot(host);
      const t0 = performance.now();
      flushSync(() => root.render(<Page tick={i} stable selected={[]} />));
      total += performance.now() - t0;
      if (host.querySelectorAll('td').length !== 225) throw new Error('the table did not render 225 cells');
      root.unmount();
    }
    return total / runs;
  }
  const { stable = false, plain = false, select = false } = CASES[name];
  const root = createRoot(host);
  flushSync(() => root.render(<Page tick={-1} stable={stable} selected={[]} plain={plain} />));
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) {
    const selected = select ? [String(1 + ((i % 25) * 3) % 25)] : [];
    flushSync(() => root.render(<Page tick={i} stable={stable} selected={selected} plain={plain} />));
  }
  const ms = (performance.now() - t0) / runs;
  root.unmount();
  return ms;
} };
`;

/** esbuild plugin: the Table's and the Checkbox's own files from `ref` instead of the working tree. */
const fromRef = (gitRef) => ({
  name: 'table-from-ref',
  setup(b) {
    b.onLoad({ filter: /components[\\/](Table|Checkbox)[\\/][^\\/]+\.tsx?$/ }, (loaded) => {
      if (!COMPONENT_DIRS.some((dir) => loaded.path.startsWith(dir + path.sep))) return undefined;
      const rel = path.relative(ROOT, loaded.path);
      let contents;
      try {
        contents = execFileSync('git', ['-C', ROOT, 'show', `${gitRef}:${rel}`], { encoding: 'utf8' });
      } catch {
        return { contents: 'export {};', loader: 'ts' };
      }
      return { contents, loader: loaded.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
});

/** The page's script: the entry with the Table from `gitRef` (or the working tree), as `window[name]`. */
async function bundle(name, gitRef) {
  const result = await build({
    stdin: {
      contents: ENTRY.replace('BUNDLE_NAME', JSON.stringify(name)),
      loader: 'tsx',
      resolveDir: ROOT,
      sourcefile: 'table-render-entry.tsx',
    },
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: gitRef ? [fromRef(gitRef)] : [],
    logLevel: 'error',
  });
  return result.outputFiles[0].text;
}

const variants = [...(ref ? [{ name: 'before', label: ref }] : []), { name: 'after', label: 'working tree' }];

const browser = await launchChromium();
try {
  if (screenshot) {
    // The look, for a before/after comparison: rows 1 and 4 selected, the pointer over row 2 (its hover colour);
    // animations stopped (the loading row's spinner).
    const { page } = await bundlePage(browser, 'table', 'table', await bundle('table', ref));
    await page.setViewportSize({ width: 1100, height: 1600 });
    await page.evaluate(() => /** @type {any} */ (window).table.showcase());
    await page.hover('tbody tr:nth-child(2) td:nth-child(3)');
    await page.screenshot({ path: screenshot, fullPage: true, animations: 'disabled' });
    console.log(`screenshot: ${screenshot} (Table from ${ref ?? 'the working tree'})`);
  } else {
    // Each variant is its own bundle (its own React and styled-components) in its own page (render-batches.mjs).
    /** @type {import('./render-batches.mjs').BenchPage[]} */
    const pages = [];
    for (const v of variants)
      pages.push(await bundlePage(browser, v.name, v.label, await bundle(v.name, v.name === 'before' ? ref : null)));
    const cases = [
      'mount',
      'rerender, new columns',
      'same, no checkboxes',
      'rerender, stable columns',
      'select one row',
    ];
    const figures = await alternateBatches(pages, cases, runs, 5);
    console.log(
      `Table 25 rows x 8 columns, ${runs} renders per batch, median of 5 batches, load ${os.loadavg()[0].toFixed(2)}`,
    );
    console.log(
      `  ${'ms per render'.padEnd(26)} ${variants.map((v) => `${v.label} wall / CPU`.padStart(28)).join('')}`,
    );
    for (const c of cases) {
      const cells = variants.map((v) => {
        const f = figures[v.name][c];
        return `${median(f.wall).toFixed(3)} / ${median(f.cpu).toFixed(3)}`.padStart(28);
      });
      console.log(`  ${c.padEnd(26)} ${cells.join('')}`);
    }
  }
} finally {
  await browser.close();
}
