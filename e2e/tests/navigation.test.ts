import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, login, markWindow, newPage, seriousAxeViolations, windowStillMarked } from '../lib/browser';
import { type RunningProduct, startTestProduct } from '../lib/product';

async function expectTitle(page: Page, title: string) {
  await page.waitForFunction((expected) => document.title === expected, title, { timeout: 10_000 }).catch(() => undefined);
  assert.equal(await page.title(), title);
}

describe('composed product: navigation across the six areas', () => {
  let product: RunningProduct;
  let browser: Browser;
  before(async () => {
    product = await startTestProduct();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await product?.close();
  });

  it('SHL-04: a visitor without a session lands on the login page, which has no serious axe violations', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${product.url}/parents`);
    await page.waitForURL(/\/login\?next=%2Fparents/);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
    await context.close();
  });

  it('X-02: an admin moves through CRM, Staffing, Sessions, Payments and Exams without a page reload; titles follow the route', async () => {
    const { page, context, errors } = await newPage(browser);
    await login(page, product.url, 'admin@example.com');
    await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
    await expectTitle(page, 'Home - Admin');
    assert.deepEqual(await seriousAxeViolations(page), []);
    await markWindow(page);

    const areas: [string, string, string][] = [
      ['CRM', 'Parents', 'Parents - Admin'],
      ['Staffing', 'Tutors', 'Tutors - Admin'],
      ['Sessions', 'Sessions', 'Sessions - Admin'],
      ['Payments', 'Payments', 'Payments - Admin'],
      ['Exams', 'Exams', 'Exams - Admin'],
    ];
    for (const [nav, heading, title] of areas) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: nav, exact: true }).click();
      await page.locator('#remote-outlet').getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      await expectTitle(page, title);
      assert.deepEqual(await seriousAxeViolations(page), [], `axe on ${heading}`);
    }
    // A remote's own link to the shell's home, then browser back into the remote.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
    await page.goBack();
    await page.locator('#remote-outlet').getByRole('heading', { level: 1, name: 'Exams', exact: true }).waitFor();
    assert.ok(await windowStillMarked(page), 'no full page load happened');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('SHL-08: a student lands on the dashboard remote at / and opens /prizes', async () => {
    const { page, context } = await newPage(browser);
    await login(page, product.url, 'student@example.com');
    await page.locator('#remote-outlet').getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expectTitle(page, 'Dashboard - Student');
    assert.deepEqual(await seriousAxeViolations(page), []);
    await page.goto(`${product.url}/prizes`);
    await page.locator('#remote-outlet').getByRole('heading', { level: 1, name: 'Prizes' }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
    await context.close();
  });

  it('OP-06: a forbidden area shows the not-allowed page and its remote is never downloaded', async () => {
    const { page, context } = await newPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await login(page, product.url, 'crm@example.com');
    await page.goto(`${product.url}/exams`);
    await page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
    const examsPort = product.remotes.find((r) => r.name === 'mf_exams')!.port;
    assert.equal(requested.filter((url) => url.includes(`:${examsPort}/`)).length, 0, 'no request reached the exams remote');
    await context.close();
  });

  it('shows a not-found page for a path no area owns', async () => {
    const { page, context } = await newPage(browser);
    await login(page, product.url, 'admin@example.com');
    await page.goto(`${product.url}/no-such-area`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
    await context.close();
  });
});
