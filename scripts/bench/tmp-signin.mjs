import { launchChromium } from '../lib/chromium.mjs';
const url = 'http://127.0.0.1:3000';
const browser = await launchChromium();
try {
  for (let run = 0; run < 2; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      const w = window; const commits = []; w.__c = commits; const abs = () => performance.timeOrigin + performance.now(); new MutationObserver((_, o) => { if (document.querySelectorAll('#remote-outlet tbody tr').length >= 4 && !w.__rows) { w.__rows = abs(); } }).observe(document, { childList: true, subtree: true }); const renderers = new Map();
      for (const type of ['before-mount-routing-event', 'app-change', 'routing-event']) window.addEventListener(`single-spa:${type}`, () => commits.push({ at: abs(), root: 'spa:' + type }));
      w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { renderers, supportsFiber: true, inject(r) { renderers.set(renderers.size + 1, r); return renderers.size; }, onScheduleFiberRoot() {},
        onCommitFiberRoot(_id, root) { const t0 = abs(); const c = root?.containerInfo; const seen = (w.__seen ??= new WeakSet()); let n = 0, m = 0; const names = new Map(); const nameOf = (t) => (t && (t.displayName || t.name || (t.render && (t.render.displayName || t.render.name)) || (t.type && (t.type.displayName || t.type.name)))) || '?'; const walk = (f) => { while (f) { const alt = f.alternate; const mounted = !alt && !seen.has(f); const updated = alt && (f.memoizedProps !== alt.memoizedProps || f.memoizedState !== alt.memoizedState); seen.add(f); if ((mounted || updated) && typeof f.type !== 'string' && f.type) { if (mounted) m++; else n++; const nm = (mounted ? '+' : '') + nameOf(f.type); names.set(nm, (names.get(nm) ?? 0) + 1); } walk(f.child); f = f.sibling; } }; try { walk(root.current.child); } catch (e) { names.set('ERR' + e, 1); } commits.push({ at: t0, root: (c?.id || c?.tagName || '?') + `[upd ${n} mount ${m}: ${[...names].sort((a,b)=>b[1]-a[1]).slice(0,14).map(([k,v])=>k+'x'+v).join(' ')}]` }); }, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {} };
    });
    const page = await context.newPage();
    const net = [];
    page.on('requestfinished', async (r) => { const t = r.timing(); net.push({ url: r.url().replace(/^http:\/\/127.0.0.1:/, ':'), start: t.startTime, end: t.startTime + t.responseEnd }); });
    await page.goto(`${url}/login?next=%2Fparents`);
    await page.getByLabel('E-mail').fill('admin@example.com');
    await page.getByLabel('Password').fill('password123');
    await page.waitForTimeout(2000);
    const button = await page.getByRole('button', { name: 'Sign in' }).elementHandle();
    const t0 = await page.evaluate((el) => { const t = performance.timeOrigin + performance.now(); el.click(); return t; }, button);

    await page.waitForFunction(() => window.__rows, null, { timeout: 20000 });
    const r = { ms: (await page.evaluate(() => window.__rows)) - t0, origin: t0 };
    await page.waitForTimeout(500);
    const commits = await page.evaluate((t0) => window.__c.map((c) => `${(c.at - t0).toFixed(1)} ${c.root}`), t0);
    console.log(`run ${run}: click -> 25 rows ${r.ms.toFixed(1)} ms`);
    for (const c of commits) console.log('   ', c);
    for (const n of net.filter((n) => n.end > r.origin - 50).sort((a, b) => a.start - b.start)) console.log(`    net ${(n.start - r.origin).toFixed(1)} -> ${(n.end - r.origin).toFixed(1)} ${n.url.slice(0, 100)}`);
    await context.close();
  }
} finally { await browser.close(); }
