// @ts-check
/**
 * Quick, deterministic part of the bench: JS bytes of /login and of each area's first route, with the packages behind
 * the shell's and the area's files. No timings. Two figures per route: brotli as transferred (Chromium asks for brotli
 * from http://127.0.0.1 too, so the static server sends the build's `.br` files: what a browser downloads) and gzip,
 * each served file's `.gz` (what a client without brotli gets), which is the unit issue 26 states its budget in and
 * what `bench/budget.json` is checked against.
 * Usage (after a build):
 *
 *   node scripts/bench/area-bytes.mjs            # table of every area
 *   node scripts/bench/area-bytes.mjs --detail   # plus the packages behind the shell's files
 *   node scripts/bench/area-bytes.mjs --files    # every served file of each first route, with the packages in it
 *   node scripts/bench/area-bytes.mjs --history  # also append the byte figures to bench/history.csv (quick = "bytes")
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startProduct } from '../lib/product.mjs';
import { measureAreaBytes } from './browser.mjs';
import { composition } from './chunks.mjs';
import { appendHistory, bytesHeadline, gitHead, previousRow, readHistory } from './history.mjs';

const { values: flags } = parseArgs({
  options: {
    detail: { type: 'boolean', default: false },
    files: { type: 'boolean', default: false },
    history: { type: 'boolean', default: false },
  },
});
const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
/** One served file and the packages in it (share of its generated code), for --files. @param {string} folder @param {{ url: string, bytes: number }} f */
function fileLine(folder, f) {
  const parts = composition(path.join(REPO_ROOT, folder, 'dist', path.basename(f.url)));
  const sum = parts.reduce((s, p) => s + p.bytes, 0) || 1;
  const top = parts
    .slice(0, 6)
    .map((p) => `${p.pkg} ${Math.round((100 * p.bytes) / sum)}%`)
    .join(', ');
  return `     ${f.url} ${(f.bytes / 1024).toFixed(1)} KB: ${top}`;
}
const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'area-bytes-'));
const product = await startProduct({
  apiPort: 4700,
  shellPort: 3700,
  remotePortOffset: 700,
  deployDir,
  memory: true,
  quiet: true,
  config: { preloadRemotes: false },
});
try {
  const result = await measureAreaBytes(product);
  const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`/login: ${kb(result.loginJs.totalBytes)}`);
  console.log(`/login in gzip: ${kb(result.loginJs.gzipBytes)}`);
  console.log("first routes: brotli as transferred | gzip (each file's .gz: the issue's unit, checked by the bench)");
  for (const [remote, area] of Object.entries(result.areaJs)) {
    console.log(
      `${area.route.padEnd(10)} ${remote.padEnd(12)} shell ${kb(area.shellBytes)} + own ${kb(area.ownBytes)} = ${kb(area.shellPlusOwnBytes)}` +
        ` | gzip ${kb(area.shellGzipBytes)} + ${kb(area.ownGzipBytes)} = ${kb(area.shellPlusOwnGzipBytes)}`,
    );
    if (flags.files) {
      for (const f of area.shellFiles) console.log(fileLine('shell', f));
      for (const f of area.files) console.log(fileLine(remote, f));
    }
    if (flags.detail)
      console.log(
        `   own: ${area.ownPackages.map((/** @type {any} */ p) => `${p.pkg} ${kb(p.gzipBytes)}`).join(', ')}`,
      );
  }
  if (flags.history) {
    const historyFile = path.join(REPO_ROOT, 'bench', 'history.csv');
    const row = bytesHeadline(result, gitHead(REPO_ROOT));
    const previous = previousRow(readHistory(historyFile), row.commit ?? '');
    appendHistory(historyFile, row);
    console.log(
      `bench/history.csv: ${row.commit} /login ${row.loginJsKB} KB, largest area ${row.areaJsMaxKB} KB` +
        (previous ? ` (previous commit ${previous.commit}: ${previous.loginJsKB} / ${previous.areaJsMaxKB} KB)` : ''),
    );
  }
  if (flags.detail) {
    const first = Object.values(result.areaJs)[0];
    console.log(`shell files: ${first.shellFiles.map((/** @type {any} */ f) => `${f.url} ${kb(f.bytes)}`).join(', ')}`);
    console.log(
      `shell packages: ${first.shellPackages.map((/** @type {any} */ p) => `${p.pkg} ${kb(p.gzipBytes)}`).join(', ')}`,
    );
  }
} finally {
  await product.close();
  fs.rmSync(deployDir, { recursive: true, force: true });
}
