// @ts-check
/**
 * The bench's history (issue 26): every `npm run bench` appends its headline figures with the commit to the
 * committed table bench/history.csv, so a regression shows next to the runs before it. `previousRow` is what the
 * report puts beside this run's figures (the last row of another commit).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Columns of bench/history.csv, in order; figures in KB (gzip as transferred) and ms (medians). */
export const COLUMNS = [
  'date',
  'commit',
  'quick',
  'quiet',
  'loginJsKB',
  'areaJsMaxKB',
  'signInToRowsMs',
  'signInFloorMs',
  'signInRoundTrips',
  'signInToRowsOffMs',
  'pastedToRowsMs',
  'firstVisitDataMaxMs',
  'firstVisitFloorRatioMax',
  'firstVisitDataOffMaxMs',
  'apiListP95MaxMs',
  'apiRequestsPerSecond',
  'apiPostgresPage1P95Ms',
  'apiPostgresRequestsPerSecond',
  'apiPostgresX2RequestsPerSecond',
  'apiLoadAverageMax',
  'signInReturningToRowsMs',
];

/** @param {number} n @param {number} [digits] */
const fixed = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '');

/**
 * The headline figures of a bench run as one row (empty where a phase was skipped).
 * @param {Record<string, any>} r results of scripts/bench/run.mjs
 * @returns {Record<string, string>}
 */
export function headline(r) {
  const br = r.browser;
  const areas = br ? Object.values(br.areaJs) : [];
  const visits = br ? Object.values(br.preloadOn.areas) : [];
  const visitsOff = br ? Object.values(br.preloadOff.areas) : [];
  const pglite = (r.api ?? []).find((/** @type {any} */ a) => a.database === 'pglite');
  const postgres1 = (r.api ?? []).find((/** @type {any} */ a) => a.database === 'postgres' && a.processes === 1);
  const postgres2 = (r.api ?? []).find((/** @type {any} */ a) => a.database === 'postgres' && a.processes === 2);
  const loads = (r.api ?? [])
    .map((/** @type {any} */ a) => a.throughput?.loadAverage)
    .filter((/** @type {unknown} */ n) => typeof n === 'number');
  const listP95 = pglite
    ? pglite.latency.filter((/** @type {any} */ l) => l.list).map((/** @type {any} */ l) => l.p95Ms)
    : [];
  return {
    date: r.date.slice(0, 16).replace('T', ' '),
    commit: r.git,
    quick: r.quick ? 'yes' : 'no',
    quiet: br ? (br.quiet ? 'yes' : 'no') : '',
    loginJsKB: br ? fixed(br.loginJs.totalBytes / 1024, 1) : '',
    areaJsMaxKB: br ? fixed(Math.max(...areas.map((/** @type {any} */ a) => a.shellPlusOwnBytes)) / 1024, 1) : '',
    signInToRowsMs: br ? fixed(br.preloadOn.loginToRowsMs) : '',
    signInFloorMs: br ? fixed(br.preloadOn.loginFloorMs) : '',
    signInRoundTrips: br ? String(br.preloadOn.loginToRowsRoundTrips) : '',
    signInToRowsOffMs: br ? fixed(br.preloadOff.loginToRowsMs) : '',
    pastedToRowsMs: br ? fixed(br.preloadOn.pastedToRowsMs) : '',
    firstVisitDataMaxMs: br ? fixed(Math.max(...visits.map((/** @type {any} */ a) => a.clickToDataMs))) : '',
    firstVisitFloorRatioMax: br
      ? fixed(
          Math.max(
            ...visits
              .filter((/** @type {any} */ a) => a.listUrl)
              .map((/** @type {any} */ a) => a.clickToDataMs / a.floorMs),
          ),
          2,
        )
      : '',
    firstVisitDataOffMaxMs: br ? fixed(Math.max(...visitsOff.map((/** @type {any} */ a) => a.clickToDataMs))) : '',
    apiListP95MaxMs: listP95.length ? fixed(Math.max(...listP95)) : '',
    apiRequestsPerSecond: pglite ? fixed(pglite.throughput.requestsPerSecond) : '',
    apiPostgresPage1P95Ms: postgres1?.latency[0] ? fixed(postgres1.latency[0].p95Ms, 1) : '',
    apiPostgresRequestsPerSecond: postgres1 ? fixed(postgres1.throughput.requestsPerSecond) : '',
    apiPostgresX2RequestsPerSecond: postgres2 ? fixed(postgres2.throughput.requestsPerSecond) : '',
    // The machine is shared: the highest 1-minute load average at the end of an API load run, beside its figures.
    apiLoadAverageMax: loads.length ? fixed(Math.max(...loads), 1) : '',
    // Issue 26 point 2: the same sign-in by a returning person (the last column: older rows read it as empty).
    signInReturningToRowsMs: br?.preloadOn.returning ? fixed(br.preloadOn.returning.loginToRowsMs) : '',
  };
}

/**
 * The headline row of a bytes-only run (scripts/bench/area-bytes.mjs --history): the two byte columns, the others
 * empty, like a run with `--skip-browser` leaves the browser columns empty.
 * @param {{ loginJs: { totalBytes: number }, areaJs: Record<string, { shellPlusOwnBytes: number }> }} bytes
 * @param {string} commit
 * @returns {Record<string, string>}
 */
export function bytesHeadline(bytes, commit) {
  const areas = Object.values(bytes.areaJs);
  return {
    date: new Date().toISOString().slice(0, 16).replace('T', ' '),
    commit,
    quick: 'bytes',
    loginJsKB: fixed(bytes.loginJs.totalBytes / 1024, 1),
    areaJsMaxKB: fixed(Math.max(...areas.map((a) => a.shellPlusOwnBytes)) / 1024, 1),
  };
}

/** The commit measured; `+dirty` when the work tree has changes (other than the history table itself). */
export function gitHead(/** @type {string} */ repoRoot) {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const changes = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: repoRoot,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((line) => line.trim() && !line.endsWith('bench/history.csv'));
    return changes.length ? `${head}+dirty` : head;
  } catch {
    return '';
  }
}

/** @param {string} file @returns {Record<string, string>[]} */
export function readHistory(file) {
  if (!fs.existsSync(file)) return [];
  const [header, ...lines] = fs.readFileSync(file, 'utf8').trim().split('\n');
  const names = (header ?? '').split(',');
  return lines.filter(Boolean).map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(names.map((name, i) => [name, cells[i] ?? '']));
  });
}

/** The last recorded row of another commit than `commit` (the baseline of "the previous commit"). */
export function previousRow(/** @type {Record<string, string>[]} */ rows, /** @type {string} */ commit) {
  return [...rows].reverse().find((row) => row.commit !== commit) ?? null;
}

/**
 * Appends `row` to the CSV `file` (written with its header when new; a header of fewer columns is brought up to
 * {@link COLUMNS}, the older rows' missing cells read as empty).
 */
export function appendHistory(/** @type {string} */ file, /** @type {Record<string, string>} */ row) {
  const line = COLUMNS.map((name) => String(row[name] ?? '').replace(/,/g, ';')).join(',');
  const header = COLUMNS.join(',');
  if (!fs.existsSync(file)) fs.writeFileSync(file, `${header}\n`);
  const text = fs.readFileSync(file, 'utf8');
  const first = text.slice(0, text.indexOf('\n'));
  if (first !== header && header.startsWith(first)) fs.writeFileSync(file, `${header}${text.slice(first.length)}`);
  fs.appendFileSync(file, `${line}\n`);
}
