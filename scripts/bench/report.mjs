// @ts-check
/** Budget checks (bench/budget.json) and the markdown table of the benchmark. */

/** @param {number} bytes */
export const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : 'n/a');
/** @param {number} bytes */
const mib = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 2 ** 20).toFixed(1)} MiB` : 'n/a');
/** @param {number} ms */
const ms = (ms) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'n/a');

/**
 * The profiled sign-in cut at the reply (issue 26): main-thread CPU and tasks, React commits and the API requests,
 * each in ms after the reply.
 * @param {string} label @param {any} a
 */
function afterReplyLine(label, a) {
  return (
    `${label}: main-thread CPU ${a.mainThreadCpuMs} ms in ${a.mainThreadTasks} tasks (profile: JavaScript ${a.scriptMs} ms, idle ${a.idleMs} ms); ` +
    `React commits (ms after the reply) ${a.timeline.commits.join(', ')}; requests ${a.timeline.requests.join(', ')}; rows at ${a.timeline.rows} ms.`
  );
}

/**
 * @typedef {{ budget: string, subject: string, actual: string, limit: string, pass: boolean | null }} BudgetLine
 * @param {Record<string, any>} r results @param {Record<string, any>} b budget
 * @returns {BudgetLine[]}
 */
export function checkBudgets(r, b) {
  /** @type {BudgetLine[]} */
  const lines = [];
  const add = (
    /** @type {string} */ budget,
    /** @type {string} */ subject,
    /** @type {string} */ actual,
    /** @type {string} */ limit,
    /** @type {boolean | null} */ pass,
  ) => lines.push({ budget, subject, actual, limit, pass });
  const br = r.browser;
  if (br) {
    add(
      'loginJsGzipBytes',
      `JS at /login in gzip (brotli as transferred: ${kb(br.loginJs.totalBytes)})`,
      kb(br.loginJs.gzipBytes),
      `<= ${kb(b.loginJsGzipBytes.max)}`,
      br.loginJs.gzipBytes <= b.loginJsGzipBytes.max,
    );
    for (const [remote, a] of Object.entries(br.areaJs)) {
      add(
        'areaJsGzipBytes',
        `${a.route} (${remote}): shell + own JS in gzip (brotli as transferred: ${kb(a.shellPlusOwnBytes)})`,
        kb(a.shellPlusOwnGzipBytes),
        `<= ${kb(b.areaJsGzipBytes.max)}`,
        a.shellPlusOwnGzipBytes <= b.areaJsGzipBytes.max,
      );
    }
    for (const [remote, a] of Object.entries(br.preloadOn.areas)) {
      add(
        'areaRoundTrips',
        `first visit of ${remote} after the click (median)`,
        String(a.roundTrips),
        `<= ${b.areaRoundTrips.max}`,
        a.roundTrips <= b.areaRoundTrips.max,
      );
    }
    const quiet = br.quiet === true;
    const on = br.preloadOn;
    if (b.signInToRows) {
      const ratio = on.loginToRowsMs / on.loginFloorMs;
      add(
        'signInToRows',
        `sign-in (typed, 2 s idle) -> 25 parent rows / floor (sign-in ${ms(on.signInAloneMs)} + list ${ms(on.listAloneMs)} alone)`,
        `${ms(on.loginToRowsMs)} / ${ms(on.loginFloorMs)} = ${ratio.toFixed(2)}x`,
        `<= ${b.signInToRows.maxFloorRatio}x`,
        ratio <= b.signInToRows.maxFloorRatio,
      );
      add(
        'signInToRows',
        `sign-in -> 25 parent rows, absolute (${quiet ? 'quiet machine' : 'machine busy: not checked'})`,
        ms(on.loginToRowsMs),
        `<= ${ms(b.signInToRows.maxMsWhenQuiet)}`,
        quiet ? on.loginToRowsMs <= b.signInToRows.maxMsWhenQuiet : null,
      );
    }
    if (b.firstVisitToData) {
      for (const [remote, a] of Object.entries(on.areas)) {
        const ratio = a.clickToDataMs / a.floorMs;
        add(
          'firstVisitToData',
          a.listUrl
            ? `first visit of ${remote}: click -> data / its list request alone (${a.listUrl.replace(/\?.*/, '')}${
                a.prefetchedRuns ? `; fetched before the click in ${a.prefetchedRuns} of ${a.dataRuns.length} runs` : ''
              })`
            : `first visit of ${remote}: its first page asks for no data (no floor)`,
          a.listUrl ? `${ms(a.clickToDataMs)} / ${ms(a.floorMs)} = ${ratio.toFixed(2)}x` : ms(a.clickToDataMs),
          `<= ${b.firstVisitToData.maxFloorRatio}x`,
          a.listUrl ? ratio <= b.firstVisitToData.maxFloorRatio : null,
        );
        add(
          'firstVisitToData',
          `first visit of ${remote}, absolute (${quiet ? 'quiet machine' : 'machine busy: not checked'})`,
          ms(a.clickToDataMs),
          `<= ${ms(b.firstVisitToData.maxMsWhenQuiet)}`,
          quiet ? a.clickToDataMs <= b.firstVisitToData.maxMsWhenQuiet : null,
        );
      }
    }
    add(
      'preloadSpeedup',
      'login -> 25 rows: off / on',
      `${br.ratio.loginToRows}x`,
      `> ${b.preloadSpeedup.min}x`,
      br.ratio.loginToRows > b.preloadSpeedup.min,
    );
    add(
      'preloadSpeedup',
      'first visits (5 areas): off / on',
      `${br.ratio.firstVisits}x`,
      `> ${b.preloadSpeedup.min}x`,
      br.ratio.firstVisits > b.preloadSpeedup.min,
    );
    for (const [who, s] of Object.entries(br.singletons)) {
      if (!s) continue;
      const multiple = Object.entries(s.libs)
        .filter(([, v]) => /** @type {any} */ (v).from.length > 1 || /** @type {any} */ (v).versions.length > 1)
        .map(([name]) => name);
      const ok = multiple.length === 0 && s.reactDomRenderers === 1 && s.styledSheets <= 1;
      add(
        'singletons',
        `shared libraries (${who})`,
        ok
          ? 'one of each'
          : `several: ${multiple.join(', ') || `renderers ${s.reactDomRenderers}, sheets ${s.styledSheets}`}`,
        'exactly one',
        ok,
      );
    }
    for (const m of br.memory) {
      add(
        'heapGrowthBytes',
        `JS heap growth, ${m.navigations} navigations (${m.user})`,
        mib(m.heapGrowthBytes),
        `< ${mib(b.heapGrowthBytes.max)}`,
        m.heapGrowthBytes < b.heapGrowthBytes.max,
      );
      add(
        'domNodeGrowthRatio',
        `DOM nodes after / before (${m.user})`,
        `${m.nodeRatio} (${m.baseline.nodes} -> ${m.after.nodes})`,
        `<= ${b.domNodeGrowthRatio.max}`,
        m.nodeRatio <= b.domNodeGrowthRatio.max,
      );
    }
  }
  for (const api of r.api ?? []) {
    if (api.database === b.apiListP95Ms.database && api.scale >= b.apiListP95Ms.scale) {
      for (const l of api.latency.filter((/** @type {any} */ x) => x.list)) {
        add(
          'apiListP95Ms',
          `${l.name} p95 (${api.database}, ${api.parents} parents)`,
          ms(l.p95Ms),
          `<= ${b.apiListP95Ms.max} ms`,
          l.p95Ms <= b.apiListP95Ms.max && l.statuses.every((/** @type {number} */ s) => s === 200),
        );
      }
    }
    const where = `${api.database}${(api.processes ?? 1) > 1 ? `, ${api.processes} processes` : ''}`;
    const page1 = api.latency.find((/** @type {any} */ x) => x.name === 'parents list, page 1');
    if (b.apiPage1P95Ms && page1 && api.scale >= b.apiPage1P95Ms.scale)
      add(
        'apiPage1P95Ms',
        `parents list, page 1 p95 (${where}, ${api.parents} parents)`,
        ms(page1.p95Ms),
        `<= ${b.apiPage1P95Ms.max} ms`,
        page1.p95Ms <= b.apiPage1P95Ms.max,
      );
    const t = api.throughput;
    const floor = b.apiThroughputRps?.[api.database];
    if (typeof floor === 'number')
      add(
        'apiThroughputRps',
        `list page 1, ${t.connections} connections (${where})`,
        `${t.requestsPerSecond} req/s`,
        `>= ${floor} req/s`,
        t.requestsPerSecond >= floor,
      );
    const bad = (t.status5xx ?? 0) + (t.errors ?? 0) + (t.timeouts ?? 0);
    add(
      'apiLoad5xx',
      `5xx + errors under load (${where})`,
      String(bad),
      `= ${b.apiLoad5xx.max}`,
      bad <= b.apiLoad5xx.max,
    );
  }
  return lines;
}

/** @param {string[]} header @param {(string | number)[][]} rows */
function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** @param {Record<string, any>} r */
export function renderMarkdown(r) {
  const out = [`# Benchmark ${r.date.slice(0, 16).replace('T', ' ')} UTC${r.quick ? ' (quick)' : ''}`, ''];
  out.push(
    `Commit ${r.git}; ${r.machine.cpus} CPU (${r.machine.cpuModel}), ${r.machine.memGiB} GiB, Node ${r.machine.node}${r.machine.chromium ? `, Chromium ${r.machine.chromium}` : ''}; ${r.totalSeconds} s in all.`,
    '',
  );
  if (r.headline) {
    const prev = r.previous;
    out.push(
      `## Headline figures (bench/history.csv)${prev ? `: this run beside the last recorded run of another commit (${prev.commit}, ${prev.date} UTC)` : ''}`,
      '',
    );
    out.push(
      table(
        ['Figure', 'This run', prev ? `Previous (${prev.commit})` : 'Previous'],
        Object.entries(r.headline)
          .filter(([name]) => !['date', 'commit'].includes(name))
          .map(([name, value]) => [name, value || 'n/a', prev?.[name] || 'n/a']),
      ),
      '',
    );
  }
  out.push('## Budgets', '');
  out.push(
    table(
      ['Budget', 'What', 'Actual', 'Limit', 'Result'],
      r.budgets.map((/** @type {BudgetLine} */ l) => [
        l.budget,
        l.subject,
        l.actual,
        l.limit,
        l.pass === null ? 'n/a' : l.pass ? 'pass' : '**MISS**',
      ]),
    ),
  );
  const br = r.browser;
  if (br) {
    out.push('', `## Browser (medians of ${br.repetitions} runs)`, '');
    out.push(
      table(
        ['Figure', 'Preloading on', 'Preloading off', 'off / on'],
        [
          ['Navigation -> login form usable', ms(br.preloadOn.loginUsableMs), ms(br.preloadOff.loginUsableMs), ''],
          [
            'Sign-in (typed, 2 s idle) -> /parents shows 25 rows',
            ms(br.preloadOn.loginToRowsMs),
            ms(br.preloadOff.loginToRowsMs),
            `${br.ratio.loginToRows}x`,
          ],
          [
            'Its floor: sign-in + list request, each alone',
            `${ms(br.preloadOn.loginFloorMs)} (${ms(br.preloadOn.signInAloneMs)} + ${ms(br.preloadOn.listAloneMs)})`,
            `${ms(br.preloadOff.loginFloorMs)} (${ms(br.preloadOff.signInAloneMs)} + ${ms(br.preloadOff.listAloneMs)})`,
            '',
          ],
          [
            'Of it: click -> sign-in reply / reply -> 25 rows',
            `${ms(br.preloadOn.signInReplyMs)} / ${ms(br.preloadOn.afterReplyMs)}`,
            `${ms(br.preloadOff.signInReplyMs)} / ${ms(br.preloadOff.afterReplyMs)}`,
            '',
          ],
          [
            'Round trips sign-in -> 25 rows',
            br.preloadOn.loginToRowsRoundTrips,
            br.preloadOff.loginToRowsRoundTrips,
            '',
          ],
          ...(br.preloadOn.returning
            ? [
                [
                  `Returning person (${br.preloadOn.returning.visitsBefore} sign-ins before, same browser): sign-in -> 25 rows / floor (reply + rows; round trips)`,
                  `${ms(br.preloadOn.returning.loginToRowsMs)} / ${ms(br.preloadOn.returning.loginFloorMs)} = ${(br.preloadOn.returning.loginToRowsMs / br.preloadOn.returning.loginFloorMs).toFixed(2)}x (${ms(br.preloadOn.returning.signInReplyMs)} + ${ms(br.preloadOn.returning.afterReplyMs)}; ${br.preloadOn.returning.loginToRowsRoundTrips})`,
                  '',
                  '',
                ],
              ]
            : []),
          [
            'Pasted and clicked at once -> 25 rows (round trips)',
            `${ms(br.preloadOn.pastedToRowsMs)} (${br.preloadOn.pastedRoundTrips})`,
            `${ms(br.preloadOff.pastedToRowsMs)} (${br.preloadOff.pastedRoundTrips})`,
            '',
          ],
          [
            'First visits of the 5 staff areas, click -> data (sum)',
            ms(br.preloadOn.firstVisitsTotalMs),
            ms(br.preloadOff.firstVisitsTotalMs),
            `${br.ratio.firstVisits}x`,
          ],
          ...Object.entries(br.preloadOn.areas).map(([remote, a]) => {
            const off = br.preloadOff.areas[remote];
            return [
              `First visit ${remote}: heading / data / list alone (round trips)`,
              `${ms(a.clickToContentMs)} / ${ms(a.clickToDataMs)} / ${ms(a.floorMs)} (${a.roundTrips})`,
              `${ms(off.clickToContentMs)} / ${ms(off.clickToDataMs)} / ${ms(off.floorMs)} (${off.roundTrips})`,
              '',
            ];
          }),
        ],
      ),
    );
    out.push(
      '',
      `Machine load (1-min average, ${r.machine.cpus} CPUs) during the browser phase: ${br.load1.map((/** @type {number} */ l) => l.toFixed(1)).join(' -> ')} (${br.quiet ? 'quiet' : 'busy: absolute time budgets not checked'}).`,
      '',
      `Requests after the click, sign-in -> 25 rows (preloading on, first run): ${br.preloadOn.loginToRowsChain.join('; ')}.`,
    );
    if (br.preloadOn.returning)
      out.push(
        '',
        `The same for a returning person (first run): ${br.preloadOn.returning.loginToRowsChain.join('; ')}. The budget checks the first-ever visit (above); the returning figure is shown beside it (issue 26 point 2).`,
      );
    const prof = br.preloadOn.signInProfile;
    if (prof?.totalMs !== undefined) {
      out.push(
        '',
        `Main thread from the click to 25 rows (one more sign-in, preloading on, profiled: ${ms(prof.loginToRowsMs)}; the sign-in reply after ${ms(prof.signInReplyMs)}, rows ${ms(prof.afterReplyMs)} after it): ` +
          `idle ${ms(prof.idleMs)}, JavaScript ${ms(prof.scriptMs)}, other renderer work (parse, style, layout, paint) ${ms(prof.programMs)}, garbage collection ${ms(prof.gcMs)}.`,
        '',
        `JavaScript by package: ${prof.byFile.map((/** @type {any} */ f) => `${f.file} ${ms(f.ms)}`).join(', ')}.`,
        '',
        `Functions (self time): ${prof.topFunctions.map((/** @type {any} */ f) => `${f.name} (${f.file}) ${ms(f.ms)}`).join(', ')}.`,
      );
      if (prof.afterReply) out.push('', afterReplyLine('After the sign-in reply', prof.afterReply));
    }
    const base = br.baseline;
    if (base) {
      /** @param {any} v */
      const signIn = (v) =>
        `${ms(v.loginToRowsMs)} / ${ms(v.loginFloorMs)} = ${(v.loginToRowsMs / v.loginFloorMs).toFixed(2)}x (${ms(v.signInReplyMs)} + ${ms(v.afterReplyMs)}), ${v.loginToRowsRoundTrips} round trips`;
      out.push('', `### Before and after in the same runs (preloading on; before = the build of ${base.commit})`, '');
      out.push(
        table(
          ['Figure', 'After (this tree)', 'Before', 'before / after'],
          [
            [
              'Sign-in -> 25 rows / floor (click -> reply + reply -> rows)',
              signIn(br.preloadOn),
              signIn(base),
              `${br.ratio.baseLoginToRows}x`,
            ],
            ['Pasted and clicked at once -> 25 rows', ms(br.preloadOn.pastedToRowsMs), ms(base.pastedToRowsMs), ''],
            [
              'First visits of the 5 staff areas (sum)',
              ms(br.preloadOn.firstVisitsTotalMs),
              ms(base.firstVisitsTotalMs),
              `${br.ratio.baseFirstVisits}x`,
            ],
            ...Object.entries(br.preloadOn.areas).map(([remote, a]) => {
              const b = base.areas[remote];
              return [
                `First visit ${remote}: data / list alone (round trips)`,
                `${ms(a.clickToDataMs)} / ${ms(a.floorMs)} (${a.roundTrips})`,
                `${ms(b.clickToDataMs)} / ${ms(b.floorMs)} (${b.roundTrips})`,
                '',
              ];
            }),
          ],
        ),
      );
      out.push('', `Requests after the click, before (first run): ${base.loginToRowsChain.join('; ')}.`);
      const bp = base.signInProfile;
      if (bp?.totalMs !== undefined)
        out.push(
          '',
          `Before, profiled sign-in (${ms(bp.loginToRowsMs)}; reply after ${ms(bp.signInReplyMs)}, rows ${ms(bp.afterReplyMs)} after it): idle ${ms(bp.idleMs)}, JavaScript ${ms(bp.scriptMs)}, other renderer work ${ms(bp.programMs)}, GC ${ms(bp.gcMs)}; by package: ${bp.byFile.map((/** @type {any} */ f) => `${f.file} ${ms(f.ms)}`).join(', ')}.`,
        );
      if (bp?.afterReply) out.push('', afterReplyLine('Before, after the sign-in reply', bp.afterReply));
    }
    out.push('', '### JavaScript (gzip as transferred)', '');
    out.push(
      table(
        ['Page', 'Total', 'Shell origin', 'Own remote', 'Shell + own', 'Other remotes'],
        [
          ['/login (signed out)', kb(br.loginJs.totalBytes), kb(br.loginJs.byOrigin.shell ?? 0), '', '', ''],
          ...Object.entries(br.areaJs).map(([remote, a]) => [
            `${a.route} (${remote}, cold deep load)`,
            kb(a.totalBytes),
            kb(a.shellBytes),
            kb(a.ownBytes),
            kb(a.shellPlusOwnBytes),
            kb(a.otherRemotesBytes),
          ]),
        ],
      ),
    );
    out.push(
      '',
      `Largest files at /login: ${br.loginJs.files
        .slice(0, 8)
        .map((/** @type {any} */ f) => `${f.url} ${kb(f.bytes)}`)
        .join(', ')}.`,
    );
    if (br.loginJs.packages?.length)
      out.push(
        '',
        `What the /login JS is (gzip, from source maps): ${br.loginJs.packages.map((/** @type {any} */ p) => `${p.pkg} ${kb(p.gzipBytes)}`).join(', ')}.`,
      );
    for (const [remote, a] of Object.entries(br.areaJs)) {
      if (a.ownPackages?.length)
        out.push(
          '',
          `${remote} own JS: ${a.ownPackages
            .slice(0, 6)
            .map((/** @type {any} */ p) => `${p.pkg} ${kb(p.gzipBytes)}`)
            .join(', ')}.`,
        );
    }
    out.push('', '### Memory after navigations (after GC)', '');
    out.push(
      table(
        ['User', 'Navigations', 'JS heap before -> after', 'Growth', 'DOM nodes before -> after'],
        br.memory.map((/** @type {any} */ m) => [
          m.user,
          m.navigations,
          `${mib(m.baseline.jsHeapUsedBytes)} -> ${mib(m.after.jsHeapUsedBytes)}`,
          mib(m.heapGrowthBytes),
          `${m.baseline.nodes} -> ${m.after.nodes}`,
        ]),
      ),
    );
  }
  for (const api of r.api ?? []) {
    const processes = (api.processes ?? 1) > 1 ? `, ${api.processes} API processes` : '';
    out.push('', `## API on ${api.database}${processes} (${api.parents} parents, --scale ${api.scale})`, '');
    out.push(
      `Data generation: ${api.generationSeconds === null ? 'n/a' : `${api.generationSeconds} s`}${api.dataReused ? ` (data folder reused: generated ${api.generatedAt ?? 'earlier'})` : ''}; start-up ${api.startupSeconds} s. ${api.latency.length ? 'Sequential calls after 5 warm-up calls; n samples per call (fewer when a call is slow: at least 10, about 20 s per call at most).' : 'Load only: autocannon spreads its connections over the processes (one URL each).'}`,
      '',
    );
    if (api.latency.length)
      out.push(
        table(
          ['Call', 'n', 'p50', 'p95', 'max', 'Status'],
          api.latency.map((/** @type {any} */ l) => [
            l.name,
            l.samples,
            ms(l.p50Ms),
            ms(l.p95Ms),
            ms(l.maxMs),
            l.statuses.join(','),
          ]),
        ),
      );
    const t = api.throughput;
    if (api.latency.length) out.push('');
    out.push(
      table(
        ['Load (autocannon)', 'Value'],
        [
          ['Call', `GET ${t.url}`],
          ['Connections x duration', `${t.connections} x ${t.durationSeconds} s`],
          ['Throughput', `${t.requestsPerSecond} req/s (${t.requests} requests)`],
          ['Latency p50 / p99', `${t.latencyP50Ms} / ${t.latencyP99Ms} ms`],
          ['5xx / 4xx / errors / timeouts', `${t.status5xx} / ${t.status4xx} / ${t.errors} / ${t.timeouts}`],
          [
            'RSS at rest / peak under load',
            `${mib(api.memory.rssAtRestBytes)} / ${mib(api.memory.rssUnderLoadPeakBytes)}`,
          ],
        ],
      ),
    );
  }
  if (r.build) {
    out.push('', '## Build', '');
    out.push(
      table(
        ['Build', 'Time'],
        [
          [`Cold: turbo run build --force (${r.build.coldTasks} tasks)`, `${r.build.coldSeconds} s`],
          [`One remote: --filter=${r.build.oneRemote} --force`, `${r.build.oneRemoteSeconds} s`],
          [`Fully cached rebuild (median of ${r.build.cachedRuns.length})`, `${r.build.cachedSeconds} s`],
        ],
      ),
    );
  }
  out.push('');
  return out.join('\n');
}
