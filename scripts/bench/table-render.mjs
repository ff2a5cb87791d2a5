// @ts-check
/**
 * A deterministic figure for the design-system Table's render cost (issue 26): renders a 25-row x 8-column Table
 * (selectable, sortable headers, clickable rows) in Debian's headless Chromium, React's production build, and
 * reports the median time per render of N renders for three cases:
 *
 * - `mount`: the table mounted into an empty root (the list's first render with its rows);
 * - `rerender, new columns`: the parent re-renders with the same row objects and a new `columns` array (what a page
 *   that builds its columns inline does on every render: a title, a count, the owners list arriving);
 * - `same, no checkboxes`: the same without `selectable` (what the row checkboxes cost);
 * - `rerender, stable columns`: the same with the `columns` array kept (a page that memoises its columns);
 * - `select one row`: the selection changes by one row.
 *
 * The Table (Table.tsx, styles.ts) comes from the working tree, or with `--ref <git ref>` from that commit, so a
 * before/after pair is measured in the same minutes with everything else equal:
 *
 *   node scripts/bench/table-render.mjs --runs 200 --ref main
 *   node scripts/bench/table-render.mjs --runs 200
 *
 * Not a test: a timing printed with the load average beside it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TABLE_DIR = path.join(ROOT, 'packages/design-system/src/components/Table');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Number(option('runs', '200'));
const ref = option('ref', null);
const screenshot = option('screenshot', null);

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

window.showcase = () => {
  createRoot(document.getElementById('root')).render(
    <DesignSystemProvider theme="light">
      <Page tick={0} stable selected={['1', '4']} />
      <Table caption="Empty" columns={stableColumns} rows={[]} getRowId={(r) => r.id} />
      <Table caption="Loading" columns={stableColumns} rows={[]} getRowId={(r) => r.id} loading hideCaption />
      <Table caption="Plain" columns={stableColumns.slice(0, 3)} rows={rows.slice(0, 3)} getRowId={(r) => r.id} />
    </DesignSystemProvider>,
  );
};

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

// Each figure is the mean of one batch of \`runs\` renders (performance.now() is coarse in Chromium: 0.1 ms), the
// median of 5 batches.
window.measure = (runs) => {
  const out = {};
  const host = document.getElementById('root');
  const batches = (fn) => median(Array.from({ length: 5 }, () => fn()));
  out['mount'] = batches(() => {
    let total = 0;
    for (let i = 0; i < runs; i++) {
      const root = createRoot(host);
      const t0 = performance.now();
      flushSync(() => root.render(<Page tick={i} stable selected={[]} />));
      total += performance.now() - t0;
      root.unmount();
    }
    return total / runs;
  });
  out.cells = host.querySelectorAll('td').length;
  for (const [name, stable, select, plain] of [['rerender, new columns', false, false], ['same, no checkboxes', false, false, true], ['rerender, stable columns', true, false], ['select one row', true, true]]) {
    const root = createRoot(host);
    flushSync(() => root.render(<Page tick={-1} stable={stable} selected={[]} plain={plain} />));
    out[name] = batches(() => {
      const t0 = performance.now();
      for (let i = 0; i < runs; i++) {
        const selected = select ? [String(1 + ((i % 25) * 3) % 25)] : [];
        flushSync(() => root.render(<Page tick={i} stable={stable} selected={selected} plain={plain} />));
      }
      return (performance.now() - t0) / runs;
    });
    out.cellsAfter = host.querySelectorAll('td').length;
    root.unmount();
  }
  return out;
};
`;

/** esbuild plugin: the Table's own files from `ref` instead of the working tree. */
const fromRef = (gitRef) => ({
  name: 'table-from-ref',
  setup(b) {
    b.onLoad({ filter: /components[\\/]Table[\\/][^\\/]+\.tsx?$/ }, (loaded) => {
      if (!loaded.path.startsWith(TABLE_DIR)) return undefined;
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

const result = await build({
  stdin: { contents: ENTRY, loader: 'tsx', resolveDir: ROOT, sourcefile: 'table-render-entry.tsx' },
  bundle: true,
  write: false,
  format: 'iife',
  jsx: 'automatic',
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: ref ? [fromRef(ref)] : [],
  logLevel: 'error',
});
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'table-render-'));
fs.writeFileSync(path.join(dir, 'bundle.js'), result.outputFiles[0].text);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body><div id="root"></div></body></html>');
  await page.addScriptTag({ path: path.join(dir, 'bundle.js') });
  if (screenshot) {
    // The look, for a before/after comparison: rows 1 and 4 selected, the pointer over row 2 (its hover colour).
    await page.setViewportSize({ width: 1100, height: 1600 });
    await page.evaluate(() => /** @type {any} */ (window).showcase());
    await page.hover('tbody tr:nth-child(2) td:nth-child(3)');
    await page.screenshot({ path: screenshot, fullPage: true });
    console.log(`screenshot: ${screenshot}`);
    process.exitCode = 0;
  } else {
    // Warm-up: JIT and the style sheet, then the measured runs.
    await page.evaluate(() => /** @type {any} */ (window).measure(20));
    const figures = await page.evaluate((n) => /** @type {any} */ (window).measure(n), runs);
    const load = os.loadavg()[0].toFixed(2);
    console.log(
      `Table 25 rows x 8 columns, ${ref ? `Table from ${ref}` : 'working tree'}, ${runs} renders each, load ${load}`,
    );
    const { cells, cellsAfter, ...times } = figures;
    console.log(`  cells rendered: ${cells} after mount, ${cellsAfter} after the re-renders`);
    for (const [name, ms] of Object.entries(times)) console.log(`  ${name.padEnd(26)} ${ms.toFixed(3)} ms per render`);
  }
} finally {
  await browser.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
