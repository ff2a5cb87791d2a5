import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { mainNav, markWindow, remoteOutlet, seriousAxeViolations, windowStillMarked } from '../lib/browser';
import { useProductAndBrowser } from '../lib/suite';

async function expectTitle(page: Page, title: string) {
  await page.waitForFunction((expected) => document.title === expected, title, { timeout: 10_000 }).catch(() => undefined);
  assert.equal(await page.title(), title);
}

describe('composed product: navigation across the six areas', () => {
  const suite = useProductAndBrowser();

  it('SHL-04: a visitor without a session lands on the login page, which has no serious axe violations', async () => {
    const { page } = await suite.newPage();
    await page.goto(`${suite.product.url}/parents`);
    await page.waitForURL(/\/login\?next=%2Fparents/);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
  });

  it('X-02: an admin moves through CRM, Staffing, Sessions, Payments and Exams without a page reload; titles follow the route', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
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
      await mainNav(page).getByRole('link', { name: nav, exact: true }).click();
      await remoteOutlet(page).getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      await expectTitle(page, title);
      assert.deepEqual(await seriousAxeViolations(page), [], `axe on ${heading}`);
    }
    // A remote's own link to the shell's home, then browser back into the remote.
    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
    await page.goBack();
    await remoteOutlet(page).getByRole('heading', { level: 1, name: 'Exams', exact: true }).waitFor();
    assert.ok(await windowStillMarked(page), 'no full page load happened');
    assert.deepEqual(errors, []);
  });

  it('SHL-08: a student lands on the dashboard remote at / and opens /prizes', async () => {
    const { page } = await suite.signedInPage('student@example.com');
    await remoteOutlet(page).getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expectTitle(page, 'Dashboard - Student');
    assert.deepEqual(await seriousAxeViolations(page), []);
    await page.goto(`${suite.product.url}/prizes`);
    await remoteOutlet(page).getByRole('heading', { level: 1, name: 'Prizes' }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
  });

  it('OP-06: a forbidden area shows the not-allowed page and its remote is never downloaded', async () => {
    const requested: string[] = [];
    const { page } = await suite.signedInPage('crm@example.com', ({ page }) => page.on('request', (request) => requested.push(request.url())));
    await page.goto(`${suite.product.url}/exams`);
    await page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
    const examsPort = suite.product.remotes.find((r) => r.name === 'mf_exams')!.port;
    assert.equal(requested.filter((url) => url.includes(`:${examsPort}/`)).length, 0, 'no request reached the exams remote');
  });

  it('shows a not-found page for a path no area owns', async () => {
    const { page } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/no-such-area`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
  });
});
