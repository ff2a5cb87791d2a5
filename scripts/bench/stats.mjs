// @ts-check
/** Small statistics helpers of the benchmark. */

/** @param {number[]} values */
export function median(values) {
  return percentile(values, 50);
}

/** Nearest-rank percentile. @param {number[]} values @param {number} p */
export function percentile(values, p) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? NaN;
}

/** @param {number} value @param {number} [digits] */
export function round(value, digits = 1) {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
