// @ts-check
/**
 * The batches of the render benches (table-render.mjs, page-render.mjs): each variant's bundle in its own headless
 * Chromium page (its own renderer), and batches of renders alternating between the variants, so before and after see
 * the same machine. Beside the wall time each batch returns, that page's main-thread CPU time (DevTools' ThreadTime),
 * which a busy machine inflates less.
 */

/** @typedef {{ name: string, label: string, page: import('playwright-core').Page, threadTime: () => Promise<number> }} BenchPage */

/**
 * A page holding `script` (which sets `window[name].batch(case, runs)`), with its main thread's CPU time readable.
 * @param {import('playwright-core').Browser} browser @param {string} name @param {string} label @param {string} script
 * @returns {Promise<BenchPage>}
 */
export async function bundlePage(browser, name, label, script) {
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (error) => console.error(`${name}: ${error.message}`));
  await page.setContent('<!doctype html><html><body><div id="root"></div></body></html>');
  await page.addScriptTag({ content: script });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const threadTime = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')?.value ?? NaN;
  return { name, label, page, threadTime };
}

/** Runs one batch of `runs` renders of case `c` in `v`'s page; its wall time per render as the page returns it. */
const batchOf = (/** @type {BenchPage} */ v, /** @type {string} */ c, /** @type {number} */ runs) =>
  v.page.evaluate(
    ([n, cs, r]) => /** @type {any} */ (window)[n].batch(cs, r),
    /** @type {const} */ ([v.name, c, runs]),
  );

/**
 * Each case warmed up (20 renders: JIT, the style sheet), then `batches` rounds of one batch per case and variant,
 * the variants' order swapped every round. Per variant and case: the wall time and the CPU time per render of each
 * batch (the CPU includes what a batch does around its timed part).
 * @param {BenchPage[]} variants @param {string[]} cases @param {number} runs @param {number} batches
 */
export async function alternateBatches(variants, cases, runs, batches) {
  /** @type {Record<string, Record<string, {wall: number[], cpu: number[]}>>} */
  const figures = {};
  for (const v of variants) {
    figures[v.name] = {};
    for (const c of cases) {
      figures[v.name][c] = { wall: [], cpu: [] };
      await batchOf(v, c, 20);
    }
  }
  for (let batch = 0; batch < batches; batch++) {
    for (const c of cases) {
      for (const v of batch % 2 ? [...variants].reverse() : variants) {
        const cpu0 = await v.threadTime();
        const wall = Number(await batchOf(v, c, runs));
        const cpu = (((await v.threadTime()) - cpu0) * 1000) / runs;
        figures[v.name][c].wall.push(wall);
        figures[v.name][c].cpu.push(cpu);
      }
    }
  }
  return figures;
}

/** @param {number[]} xs */
export const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? NaN;
