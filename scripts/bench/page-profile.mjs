// @ts-check
/**
 * Where a page's main thread spends the time of a flow (issue 26, sign-in -> rows): a V8 CPU profile taken with the
 * DevTools protocol (`Profiler.start` just before the click, `Profiler.stop` once the rows show), grouped by what
 * the samples are: idle (waiting for the network), V8 and Blink work outside JavaScript (`(program)`: parsing,
 * style, layout, paint), garbage collection, and JavaScript by package and by function (self time), named through
 * the built files' source maps.
 */

import fs from 'node:fs';
import path from 'node:path';
import sourceMap from 'source-map';
import { packageOf } from './chunks.mjs';

/**
 * @typedef {{ id: number, callFrame: { functionName: string, url: string, lineNumber: number, columnNumber: number }, children?: number[] }} ProfileNode
 * @typedef {{ nodes: ProfileNode[], samples: number[], timeDeltas: number[], startTime: number, endTime: number }} Profile
 */

/** @param {string} url */
const fileOf = (url) => {
  try {
    const u = new URL(url);
    return `:${u.port}${u.pathname}`;
  } catch {
    return url || '(native)';
  }
};

/**
 * Where a served file's code comes from: its build folder by origin (`dirs`), then its source map.
 * @param {Record<string, string>} dirs build folder by origin (`http://127.0.0.1:3200` -> shell/dist)
 * @returns {(url: string, line: number, column: number) => { pkg: string, where: string } | null}
 */
export function sourceResolver(dirs) {
  /** @type {Map<string, any>} */
  const consumers = new Map();
  return (url, line, column) => {
    let file;
    try {
      const u = new URL(url);
      const dir = dirs[u.origin];
      if (!dir) return null;
      file = path.join(dir, path.basename(u.pathname));
    } catch {
      return null;
    }
    if (!consumers.has(file)) {
      const map = `${file}.map`;
      consumers.set(
        file,
        fs.existsSync(map) ? new sourceMap.SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8'))) : null,
      );
    }
    const consumer = consumers.get(file);
    // The profile's positions are 0-based; source-map's lines are 1-based.
    const original = consumer?.originalPositionFor({ line: line + 1, column });
    if (!original?.source) return null;
    const clean = original.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.?\/)+/, '');
    return { pkg: packageOf(original.source), where: `${clean.replace(/^.*node_modules\//, '')}:${original.line}` };
  };
}

/**
 * @param {Profile} profile
 * @param {ReturnType<typeof sourceResolver>} [resolve] names files by package and functions by their source
 * @param {{ fromUs: number, toUs: number }} [window] only the samples taken in this span of the profile's clock
 *   (microseconds, the clock of `profile.startTime` and of the DevTools protocol's network timestamps)
 * @returns {{ totalMs: number, idleMs: number, programMs: number, gcMs: number, scriptMs: number,
 *   byFile: { file: string, ms: number }[], topFunctions: { name: string, file: string, ms: number }[] }}
 */
export function summariseProfile(profile, resolve = () => null, window = undefined) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  /** @type {Map<number, number>} ms of self time per node */
  const self = new Map();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (window && (at < window.fromUs || at >= window.toUs)) return;
    // Each sample's time is the delta to the next sample (the last one's is unknown: 0).
    const next = profile.timeDeltas[i + 1] ?? 0;
    self.set(id, (self.get(id) ?? 0) + next / 1000);
  });
  let idleMs = 0;
  let programMs = 0;
  let gcMs = 0;
  let scriptMs = 0;
  /** @type {Map<string, number>} */
  const files = new Map();
  /** @type {Map<string, { name: string, file: string, ms: number }>} */
  const functions = new Map();
  for (const [id, ms] of self) {
    const node = byId.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (functionName === '(idle)') idleMs += ms;
    else if (functionName === '(program)') programMs += ms;
    else if (functionName === '(garbage collector)') gcMs += ms;
    else if (functionName === '(root)') programMs += ms;
    else {
      scriptMs += ms;
      const origin = url ? resolve(url, lineNumber, columnNumber) : null;
      const file = origin?.pkg ?? fileOf(url);
      files.set(file, (files.get(file) ?? 0) + ms);
      const key = `${functionName}@${url}:${lineNumber}:${columnNumber}`;
      const known = functions.get(key) ?? { name: functionName || '(anonymous)', file: origin?.where ?? file, ms: 0 };
      known.ms += ms;
      functions.set(key, known);
    }
  }
  const r = (/** @type {number} */ n) => Math.round(n * 10) / 10;
  return {
    totalMs: r(
      window
        ? (Math.min(window.toUs, profile.endTime) - Math.max(window.fromUs, profile.startTime)) / 1000
        : (profile.endTime - profile.startTime) / 1000,
    ),
    idleMs: r(idleMs),
    programMs: r(programMs),
    gcMs: r(gcMs),
    scriptMs: r(scriptMs),
    byFile: [...files]
      .map(([file, ms]) => ({ file, ms: r(ms) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10),
    topFunctions: [...functions.values()]
      .map((f) => ({ ...f, ms: r(f.ms) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 12),
  };
}
