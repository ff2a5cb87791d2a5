import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, login, newPage, PASSWORD, seriousAxeViolations } from '../lib/browser';
import { type RunningProduct, startTestProduct } from '../lib/product';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Signs in against the API from node (no browser) and returns a caller with the session cookie and CSRF token. */
async function apiSession(apiUrl: string, email: string) {
  const response = await fetch(`${apiUrl}/api/login.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password: PASSWORD } }),
  });
  assert.equal(response.status, 200);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return (path: string, init: { method: string; body?: unknown }) =>
    fetch(`${apiUrl}/api/v2/${path}`, {
      method: init.method,
      headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json', accept: 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
}

describe('shell: sessions, roles, spoofing, notifications', () => {
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

  const expectations: [string, string[], string][] = [
    // The seeded admin is also flagged as an essay grader (SHL-18).
    ['admin@example.com', ['Home', 'CRM', 'Staffing', 'Sessions', 'Payments', 'Exams', 'Essay grading'], 'Home - Admin'],
    ['crm@example.com', ['Home', 'CRM', 'Staffing', 'Sessions'], 'Home - CRM'],
    ['director@example.com', ['Home', 'CRM', 'Staffing', 'Sessions'], 'Home - CRM'],
    ['tutor@example.com', ['Home', 'Staffing', 'Sessions', 'Exams', 'Essay grading'], 'Home - Tutor'],
    ['parent@example.com', ['Home', 'Payments'], 'Home - Parent'],
    ['student@example.com', ['Dashboard'], 'Dashboard - Student'],
  ];
  for (const [email, links, title] of expectations) {
    it(`SHL-06, OP-06: ${email} sees exactly the navigation of their portal (title "${title}")`, async () => {
      const { page, context } = await newPage(browser);
      await login(page, product.url, email);
      await mainNav(page).waitFor();
      await page.waitForFunction((expected) => document.title === expected, title);
      assert.deepEqual(await mainNav(page).getByRole('link').allTextContents(), links);
      await context.close();
    });
  }

  it("SHL-02: when the roles call fails the page shows only \"We're sorry. There's been an error.\"", async () => {
    const { page, context } = await newPage(browser);
    await page.route('**/api/v2/roles', (route) => route.fulfill({ status: 500, json: { errors: ['down'] } }));
    await page.goto(`${product.url}/`);
    await page.getByText("We're sorry. There's been an error.").waitFor();
    assert.equal((await page.locator('body').innerText()).trim(), "We're sorry. There's been an error.");
    await context.close();
  });

  it('SHL-05: when the session ends, the next call logs out once and returns to login with a message', async () => {
    const { page, context } = await newPage(browser);
    await login(page, product.url, 'admin@example.com');
    await mainNav(page).waitFor();
    await context.clearCookies();
    // Any call may be the first to meet the 401 (a background refresh can win the race with the click).
    const clicked = await mainNav(page).getByRole('link', { name: 'CRM' }).click({ timeout: 5_000 }).then(() => true, () => false);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    assert.match(page.url(), clicked ? /\/login\?next=%2Fparents/ : /\/login(\?|$)/);
    await context.close();
  });

  it('SHL-10, SHL-11, X-07: an admin acts as a student (banner, spoofed portal) and the exit returns to the admin student page', async () => {
    const { page, context } = await newPage(browser);
    await login(page, product.url, 'admin@example.com');
    await page.goto(`${product.url}/parents?parents.query=parent%40example.com`);
    const outlet = page.locator('#remote-outlet');
    await outlet.getByRole('link', { name: /^Paul/ }).click();
    await outlet.getByRole('link', { name: 'Sam Student' }).click();
    await outlet.getByRole('heading', { level: 1, name: 'Sam Student' }).waitFor();
    const studentPage = new URL(page.url()).pathname;
    await outlet.getByRole('button', { name: 'Log in as student' }).click();
    const banner = page.getByRole('region', { name: 'Spoofing' });
    await banner.getByText('Sam Student').waitFor();
    await page.waitForFunction(() => document.title.endsWith(' - Student'));
    assert.deepEqual(await seriousAxeViolations(page), []);
    await banner.getByRole('button', { name: 'Exit' }).click();
    await page.waitForURL((url) => url.pathname === studentPage);
    await outlet.getByRole('heading', { level: 1, name: 'Sam Student' }).waitFor();
    assert.equal(await page.getByRole('region', { name: 'Spoofing' }).count(), 0);
    await context.close();
  });

  it('SHL-16, X-04: a notice published for the user arrives live in the notifications', async () => {
    const { page, context } = await newPage(browser);
    // The channel is live once the realtime server confirms the subscription (pusher protocol).
    const subscribed = new Promise<void>((resolve) => {
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('pusher_internal:subscription_succeeded')) resolve();
        }),
      );
    });
    await login(page, product.url, 'tutor@example.com');
    await page.getByRole('button', { name: /^Notifications/ }).waitFor();
    await subscribed;
    const { me, unread } = await page.evaluate(async () => {
      const headers = { accept: 'application/json' };
      const user = (await (await fetch('/api/v2/current_user', { headers })).json()).user as { id: number };
      const list = (await (await fetch('/api/v2/notices?per=100', { headers })).json()).notices as { readAt: string | null }[];
      return { me: user.id, unread: list.filter((n) => !n.readAt).length };
    });
    // The bell shows the server's count before anything is published.
    await page.getByRole('button', { name: unread ? `Notifications ${unread} unread` : 'Notifications', exact: true }).waitFor();
    const admin = await apiSession(product.apiUrl, 'admin@example.com');
    const created = await admin('notices', { method: 'POST', body: { notice: { userId: me, title: 'Live notice from the e2e test', message: 'Hello' } } });
    assert.ok(created.status === 200 || created.status === 201, `notice created (${created.status})`);
    await page.getByRole('button', { name: `Notifications ${unread + 1} unread` }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const first = page.getByRole('list', { name: 'Notices' }).getByTestId('notice').first();
    await first.getByText('Live notice from the e2e test').waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
    await context.close();
  });
});
