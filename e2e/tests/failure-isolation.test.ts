import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { serveRemote } from '../../scripts/lib/static-server.mjs';
import { mainNav, markWindow, remoteOutlet, windowStillMarked } from '../lib/browser';
import type { RunningProduct } from '../lib/product';
import { useProductAndBrowser } from '../lib/suite';
import { eventually } from '../lib/wait';

const here = path.dirname(fileURLToPath(import.meta.url));

interface Notice {
  context?: { remote?: string; remoteVersion?: string; phase?: string; version?: string };
}
async function noticesFor(product: RunningProduct, remote: string): Promise<Notice[]> {
  const notices = product.errorReports() as Notice[];
  return notices.filter((notice) => notice.context?.remote === remote);
}
async function reportsFor(product: RunningProduct, remote: string): Promise<number> {
  return (await noticesFor(product, remote)).length;
}
/**
 * the failure reached the error-reporting service with remote name, version, phase and app version. The page
 * sends its reports in the background: read until the report is there.
 */
async function assertReported(product: RunningProduct, remote: string, before: number) {
  const notices = await eventually(async () => {
    const sent = await noticesFor(product, remote);
    assert.ok(sent.length > before, `the ${remote} failure was reported`);
    return sent;
  });
  const latest = notices.at(-1)!.context!;
  assert.ok(latest.remoteVersion, 'report names the remote version');
  assert.ok(latest.phase, 'report names the phase');
  assert.equal(latest.version, '3.0.2', 'report carries the app version');
}

/**
 * Routes the page's scripts matching `url`: a file holding `marker` cannot be fetched (while `refuse()` says so);
 * every other file comes as built, never from the cache.
 */
function refuseChunks(page: Page, url: string, marker: string, refuse: () => boolean = () => true) {
  return page.route(url, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker) && refuse()) return route.abort('connectionrefused');
    return route.fulfill({ response, body, headers: { ...response.headers(), 'cache-control': 'no-store' } });
  });
}

/** The shell and the other areas keep working while one area is broken. */
async function othersStillWork(page: Page) {
  for (const [nav, heading] of [
    ['CRM', 'Parents'],
    ['Staffing', 'Tutors'],
    ['Sessions', 'Sessions'],
    ['Payments', 'Payments'],
  ]) {
    await mainNav(page).getByRole('link', { name: nav, exact: true }).click();
    await remoteOutlet(page)
      .getByRole('heading', { level: 1, name: heading, exact: true })
      .waitFor({ timeout: 15_000 });
  }
  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
}

async function expectFallbackThenRetry(page: Page, nav: string, heal: () => Promise<void>, healthyHeading: string) {
  await mainNav(page).getByRole('link', { name: nav, exact: true }).click();
  const fallback = page.getByTestId('remote-fallback');
  await fallback.waitFor({ timeout: 20_000 });
  await othersStillWork(page);
  // Back in the broken area: still the fallback. Once the remote is back, Retry brings the area up in place.
  await mainNav(page).getByRole('link', { name: nav, exact: true }).click();
  await fallback.waitFor({ timeout: 20_000 });
  await heal();
  await fallback.getByRole('button', { name: 'Retry' }).click();
  // Exact: the fallback's own heading ("Exams is not available right now") contains the area's name.
  await remoteOutlet(page)
    .getByRole('heading', { level: 1, name: healthyHeading, exact: true })
    .waitFor({ timeout: 20_000 });
  assert.equal(await page.getByTestId('remote-fallback').count(), 0);
  assert.ok(await windowStillMarked(page), 'Retry recovered without a page reload');
}

describe('composed product: a failing remote leaves the rest working', () => {
  const suite = useProductAndBrowser();
  let faulty: { close: () => Promise<void> };
  let examsOrigin: string;
  before(async () => {
    faulty = await serveRemote({
      root: path.join(here, '..', 'fixtures', 'mf-faulty', 'dist'),
      port: suite.product.spareRemotePort,
    });
    examsOrigin = `http://127.0.0.1:${suite.product.remotes.find((r) => r.name === 'mf_exams')!.port}`;
  });
  after(async () => {
    await faulty?.close();
  });

  /** An admin's page; the fault is installed before login because the shell preloads the user's areas. */
  async function adminPage(installFault: (page: Page) => Promise<unknown>) {
    const { page } = await suite.signedInPage('admin@example.com', ({ page }) => installFault(page));
    await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
    await markWindow(page);
    return page;
  }

  it('remote server down: the area shows Retry, the others work, Retry recovers once it is back', async () => {
    const before = await reportsFor(suite.product, 'mf_exams');
    const page = await adminPage((p) => p.route(`${examsOrigin}/**`, (route) => route.abort('connectionrefused')));
    await expectFallbackThenRetry(page, 'Exams', () => page.unroute(`${examsOrigin}/**`), 'Exams');
    await assertReported(suite.product, 'mf_exams', before);
  });

  it('500 on its manifest', async () => {
    const before = await reportsFor(suite.product, 'mf_exams');
    const page = await adminPage((p) =>
      p.route(`${examsOrigin}/**/mf-manifest.json`, (route) => route.fulfill({ status: 500, body: 'boom' })),
    );
    await expectFallbackThenRetry(page, 'Exams', () => page.unroute(`${examsOrigin}/**/mf-manifest.json`), 'Exams');
    await assertReported(suite.product, 'mf_exams', before);
  });

  it('an invalid manifest', async () => {
    const before = await reportsFor(suite.product, 'mf_exams');
    const page = await adminPage((p) =>
      p.route(`${examsOrigin}/**/mf-manifest.json`, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"this": "is not a manifest"' }),
      ),
    );
    await expectFallbackThenRetry(page, 'Exams', () => page.unroute(`${examsOrigin}/**/mf-manifest.json`), 'Exams');
    await assertReported(suite.product, 'mf_exams', before);
  });

  it('an expose that does not exist', async () => {
    const before = await reportsFor(suite.product, 'mf_exams');
    const page = await adminPage((p) =>
      p.route(`${examsOrigin}/**/remoteEntry.js`, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replaceAll('"./app"', '"./gone"');
        // A broken artifact, not one the browser may keep: the healed remote must be fetched again.
        await route.fulfill({ response, body, headers: { ...response.headers(), 'cache-control': 'no-store' } });
      }),
    );
    await expectFallbackThenRetry(page, 'Exams', () => page.unroute(`${examsOrigin}/**/remoteEntry.js`), 'Exams');
    await assertReported(suite.product, 'mf_exams', before);
  });

  it('a dialog whose code fails to load shows the failure in its place; the page keeps working, Retry opens it', async () => {
    const crmOrigin = `http://127.0.0.1:${suite.product.remotes.find((r) => r.name === 'mf_crm')!.port}`;
    // The chunk of the parent form (a lead's dialog: its "Edit lead" title is in no other file of /parents) cannot
    // be fetched; every other file of the area comes as built.
    const page = await adminPage((p) => refuseChunks(p, `${crmOrigin}/**/*.js`, 'Edit lead'));
    await mainNav(page).getByRole('link', { name: 'CRM', exact: true }).click();
    const main = remoteOutlet(page);
    await main.getByRole('heading', { level: 1, name: 'Parents', exact: true }).waitFor({ timeout: 20_000 });
    await main.getByRole('button', { name: 'New lead' }).click();
    const fallback = main.getByTestId('remote-fallback');
    await fallback.getByRole('heading', { name: 'CRM is not available right now' }).waitFor({ timeout: 20_000 });
    // In the dialog's place only: the list is still there and still answers.
    assert.equal(await main.getByRole('heading', { level: 1, name: 'Parents', exact: true }).count(), 1);
    await main.getByRole('searchbox', { name: 'Search parents' }).fill('Prospect');
    await main.getByRole('searchbox', { name: 'Search parents' }).press('Enter');
    await main.getByRole('link', { name: 'Peter Prospect' }).waitFor({ timeout: 20_000 });
    // The area's other files may still be on their way through the route: let them finish, then stop routing.
    await page.unrouteAll({ behavior: 'wait' });
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('dialog', { name: 'New lead' }).waitFor({ timeout: 20_000 });
    assert.equal(await page.getByTestId('remote-fallback').count(), 0);
    assert.ok(await windowStillMarked(page), 'Retry recovered without a page reload');
  });

  it('a dialog whose code failed to load opens once the network is back, when the person comes back to it (no Retry, no reload)', async () => {
    const crmOrigin = `http://127.0.0.1:${suite.product.remotes.find((r) => r.name === 'mf_crm')!.port}`;
    const page = await adminPage((p) => refuseChunks(p, `${crmOrigin}/**/*.js`, 'Edit lead'));
    const main = remoteOutlet(page);
    const openNewLead = async () => {
      await mainNav(page).getByRole('link', { name: 'CRM', exact: true }).click();
      await main.getByRole('heading', { level: 1, name: 'Parents', exact: true }).waitFor({ timeout: 20_000 });
      await main.getByRole('button', { name: 'New lead' }).click();
    };
    await openNewLead();
    await main
      .getByTestId('remote-fallback')
      .getByRole('heading', { name: 'CRM is not available right now' })
      .waitFor({ timeout: 20_000 });
    // The network is back; the person leaves for another area and comes back to add the lead. The failed download
    // was kept by React.lazy: the fallback came back at once, without a request, until a page reload.
    await page.unrouteAll({ behavior: 'wait' });
    await mainNav(page).getByRole('link', { name: 'Sessions', exact: true }).click();
    await main.getByRole('heading', { level: 1, name: 'Sessions', exact: true }).waitFor({ timeout: 20_000 });
    await openNewLead();
    await page.getByRole('dialog', { name: 'New lead' }).waitFor({ timeout: 20_000 });
    assert.equal(await page.getByTestId('remote-fallback').count(), 0);
    assert.ok(await windowStillMarked(page), 'opened without a page reload');
  });

  it("the calendar's code (FullCalendar, in the design system) failed to download: Retry downloads it again once the network is back", async () => {
    let down = true;
    let refused = 0;
    // A tutor: their calendar page shows their own calendar at once.
    const { page } = await suite.signedInPage('tutor@example.com', ({ page: p }) =>
      refuseChunks(p, `${suite.product.url}/*.js`, 'fc-daygrid-day-frame', () => {
        refused += 1;
        return down;
      }),
    );
    await page.goto(`${suite.product.url}/calendar`);
    const fallback = page.getByTestId('remote-fallback');
    await fallback.waitFor({ timeout: 20_000 });
    assert.ok(refused > 0, 'the calendar code was asked for');
    // React.lazy kept the failed download in the shared design system: Retry showed the failure again, no request,
    // until a page reload.
    down = false;
    await markWindow(page);
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await remoteOutlet(page).locator('.fc').first().waitFor({ timeout: 20_000 });
    assert.equal(await page.getByTestId('remote-fallback').count(), 0);
    assert.ok(await windowStillMarked(page), 'Retry recovered without a page reload');
  });

  async function withFaultyRemote(page: Page, mode: 'mount' | 'render') {
    await page.route(`${suite.product.url}/remotes.json`, async (route) => {
      const response = await route.fetch();
      const registry = (await response.json()) as { remotes: unknown[] };
      registry.remotes.push({
        name: 'mf_faulty',
        manifestUrl: `http://127.0.0.1:${suite.product.spareRemotePort}/mf-manifest.json`,
        version: '1.0.0',
        routePrefixes: ['/faulty'],
        navLabel: 'Faulty',
        roles: ['admin'],
      });
      await route.fulfill({ response, json: registry });
    });
    await page.addInitScript(
      (faultMode) => ((window as unknown as { __faultMode: string }).__faultMode = faultMode),
      mode,
    );
  }

  for (const mode of ['mount', 'render'] as const) {
    it(`a throw in ${mode}`, async () => {
      const page = await adminPage((p) => withFaultyRemote(p, mode));
      const before = await reportsFor(suite.product, 'mf_faulty');
      await expectFallbackThenRetry(
        page,
        'Faulty',
        async () => {
          await page.evaluate(() => ((window as unknown as { __faultMode: null }).__faultMode = null));
        },
        'Faulty area works',
      );
      // The area was visited twice while broken: each failure is reported exactly once. Reports are sent in the
      // background: the count is read once both have arrived, and again a moment later (a third would come then).
      await eventually(async () => assert.ok((await reportsFor(suite.product, 'mf_faulty')) - before >= 2));
      await page.waitForTimeout(500);
      assert.equal((await reportsFor(suite.product, 'mf_faulty')) - before, 2, 'one report per failed visit');
      await assertReported(suite.product, 'mf_faulty', before);
    });
  }
});
