import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page, Request, WebSocketRoute } from 'playwright-core';
import { apiSession } from '../lib/api';
import { PASSWORD, endSessionThenClick, mainNav, remoteOutlet, seriousAxeViolations } from '../lib/browser';
import { useProductAndBrowser } from '../lib/suite';
import { eventually } from '../lib/wait';

/** The notice of a dialog opened again after the sign-in that followed an ended session (design-system FormModal). */
const DRAFT_RESTORED = 'What you typed before your session ended is back. Save to keep it.';

/** Signs in on the login page already shown (its `?next=` kept), as a person who was sent there does. */
async function signInHere(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The signed-in user's id and their unread notices, as the server has them (read from the page's session). */
function userAndUnread(page: Page): Promise<{ me: number; unread: number }> {
  return page.evaluate(async () => {
    const headers = { accept: 'application/json' };
    const user = (await (await fetch('/api/v2/current_user', { headers })).json()).user as { id: number };
    const list = (await (await fetch('/api/v2/notices?per=100', { headers })).json()).notices as {
      readAt: string | null;
    }[];
    return { me: user.id, unread: list.filter((n) => !n.readAt).length };
  });
}

/**
 * The shell's own request for the notices (it asks for them once the first page has settled, issue 26): until its
 * reply the bell reads "Notifications", the same as with no unread notice. Wait for it before counting on the bell.
 */
const shellNoticesReply = (page: Page) =>
  page.waitForResponse(
    (response) => response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/v2/notices',
  );

/** The header's notifications button showing `unread` unread notices. */
const bellWith = (page: Page, unread: number) =>
  page.getByRole('button', { name: unread ? `Notifications ${unread} unread` : 'Notifications', exact: true });

describe('shell: sessions, roles, spoofing, notifications', () => {
  const suite = useProductAndBrowser();

  const expectations: [string, string[], string][] = [
    // The seeded admin is also flagged as an essay grader (SHL-18).
    [
      'admin@example.com',
      ['Home', 'CRM', 'Staffing', 'Sessions', 'Payments', 'Exams', 'Essay grading'],
      'Home - Admin',
    ],
    ['crm@example.com', ['Home', 'CRM', 'Staffing', 'Sessions'], 'Home - CRM'],
    ['director@example.com', ['Home', 'CRM', 'Staffing', 'Sessions'], 'Home - CRM'],
    // The tutor's Staffing link is their calendar (issue 25).
    ['tutor@example.com', ['Home', 'Calendar', 'Sessions', 'Exams', 'Essay grading'], 'Home - Tutor'],
    ['parent@example.com', ['Home', 'Schedule', 'Payments'], 'Home - Parent'],
    ['student@example.com', ['Dashboard', 'Schedule'], 'Dashboard - Student'],
  ];
  for (const [email, links, title] of expectations) {
    it(`SHL-06, OP-06: ${email} sees exactly the navigation of their portal (title "${title}")`, async () => {
      const { page } = await suite.signedInPage(email);
      await mainNav(page).waitFor();
      await page.waitForFunction((expected) => document.title === expected, title);
      assert.deepEqual(await mainNav(page).getByRole('link').allTextContents(), links);
    });
  }

  it("SHL-06, SHL-07: a signed-in parent at /enroll (390 px) keeps the parent's brand and navigation and preloads no staff list", async () => {
    const { page } = await suite.signedInPage('parent@example.com');
    await mainNav(page).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    const staffing = suite.product.remotes.find((remote) => remote.name === 'mf_staffing')!;
    const staffLists: string[] = [];
    const staffingFiles = { asked: 0, lastAt: 0, open: new Set<Request>() };
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/v2/tutors')) staffLists.push(url.pathname + url.search);
      if (url.port === String(staffing.port)) {
        staffingFiles.asked += 1;
        staffingFiles.open.add(request);
      }
    });
    const done = (request: Request) => {
      if (staffingFiles.open.delete(request)) staffingFiles.lastAt = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);

    await page.goto(`${suite.product.url}/enroll`);
    await page.getByRole('heading', { level: 1, name: 'Enroll' }).waitFor();
    await page.getByRole('banner').getByText('Parent', { exact: true }).waitFor();
    assert.equal(await page.getByRole('banner').getByText('Enrollment', { exact: true }).count(), 0);
    assert.deepEqual(await mainNav(page).getByRole('link').allTextContents(), ['Home', 'Schedule', 'Payments']);
    // The page is the enrollment portal: its title stays the enrollment app's.
    await page.waitForFunction(() => document.title.endsWith(' - Enrollment'));
    // Once the page has settled the parent's other areas are preloaded: the staffing area (its files) at the parent's
    // Schedule, whose data would be asked for with its code. Nothing of it is then still loading for a moment.
    await eventually(() => {
      assert.ok(staffingFiles.asked > 0, 'the staffing area is preloaded');
      assert.equal(staffingFiles.open.size, 0);
      assert.ok(Date.now() - staffingFiles.lastAt > 1000);
    });
    assert.deepEqual(staffLists, [], 'no staff list is asked for');

    await mainNav(page).getByRole('link', { name: 'Schedule' }).click();
    await page.waitForURL((url) => url.pathname === '/schedule');
    assert.deepEqual(staffLists, []);
  });

  it('signing in leaves no request open: every reply the login page and the portal asked for is read to its end', async () => {
    const open = new Set<Request>();
    const { page } = await suite.signedInPage('admin@example.com', ({ page: fresh }) => {
      fresh.on('request', (request) => open.add(request));
      fresh.on('requestfinished', (request) => open.delete(request));
      fresh.on('requestfailed', (request) => open.delete(request));
    });
    await mainNav(page).waitFor();
    // The portal's first calls are answered within moments; a reply nobody reads stays open as long as the page.
    await eventually(() =>
      assert.deepEqual(
        [...open].map((request) => `${request.method()} ${new URL(request.url()).pathname}`),
        [],
      ),
    );
  });

  it('SHL-02: when the roles call fails the page shows only "We\'re sorry. There\'s been an error."', async () => {
    const { page } = await suite.newPage();
    await page.route('**/api/v2/roles', (route) => route.fulfill({ status: 500, json: { errors: ['down'] } }));
    await page.goto(`${suite.product.url}/`);
    await page.getByText("We're sorry. There's been an error.").waitFor();
    assert.equal((await page.locator('body').innerText()).trim(), "We're sorry. There's been an error.");
  });

  it('SHL-05: when the session ends, the next call logs out once and returns to login with a message', async () => {
    const { page, context } = await suite.signedInPage('admin@example.com');
    await mainNav(page).waitFor();
    const clicked = await endSessionThenClick(page, context, 'CRM');
    assert.match(page.url(), clicked ? /\/login\?next=%2Fparents/ : /\/login(\?|$)/);
  });

  /**
   * The admin edits parent 1's last name (appends `typed`), the session ends (cookies cleared) and Save is clicked.
   * Returns the page, its outlet and dialog locators and the last name before.
   */
  async function saveAfterTheSessionEnded(typed: string) {
    const { page, context } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/parents/1`);
    const outlet = remoteOutlet(page);
    await outlet.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    const lastName = dialog.getByLabel('Last name');
    await lastName.waitFor();
    const before = await lastName.inputValue();
    await lastName.fill(`${before}${typed}`);
    await context.clearCookies();
    // A background call may meet the 401 first and leave for the login page before the click: the same end.
    await dialog
      .getByRole('button', { name: 'Save' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    return { page, outlet, dialog, before };
  }

  it('SHL-05, X-06: a dialog saved after the session ended returns to login with the message only, no error toast, nothing saved', async () => {
    const { page, outlet, dialog, before } = await saveAfterTheSessionEnded('x');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    await page.waitForTimeout(500);
    // "Hmm, something is not right / You need to sign in before continuing." once showed over the login page.
    assert.equal(await page.getByText('Hmm, something is not right').count(), 0);
    assert.equal(await page.getByText('You need to sign in before continuing.').count(), 0);
    const api = await apiSession(suite.product.apiUrl, 'admin@example.com');
    const { parent } = (await (await api('parents/1')).json()) as { parent: { lastName: string } };
    assert.equal(parent.lastName, before);

    // Signed in again on the same tab, the same dialog has what was typed, to be saved now.
    await signInHere(page, 'admin@example.com');
    await page.waitForURL((url) => url.pathname === '/parents/1');
    await outlet.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByRole('status').filter({ hasText: DRAFT_RESTORED }).waitFor();
    assert.equal(await dialog.getByLabel('Last name').inputValue(), `${before}x`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(async () => {
      const saved = (await (await api('parents/1')).json()) as { parent: { lastName: string } };
      assert.equal(saved.parent.lastName, `${before}x`);
    });
    await api('parents/1', { method: 'PATCH', body: { parent: { lastName: before } } });
  });

  it('SHL-05: what one user typed before the session ended is not shown to another user signing in on the tab', async () => {
    const { page, outlet, dialog, before } = await saveAfterTheSessionEnded('y');
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    await signInHere(page, 'crm@example.com');
    await page.goto(`${suite.product.url}/parents/1`);
    await outlet.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByLabel('Last name').waitFor();
    assert.equal(await dialog.getByLabel('Last name').inputValue(), before);
    assert.equal(await dialog.getByText(DRAFT_RESTORED).count(), 0);
  });

  it("SHL-03: someone signing in after another user on the same tab never sees the other's cached lists: the tutor's Sessions asks the server", async () => {
    const { page } = await suite.signedInPage('admin@example.com');
    const nav = mainNav(page);
    const outlet = remoteOutlet(page);
    await nav.getByRole('link', { name: 'Sessions' }).click();
    await outlet.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
    await outlet.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    const lists: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname === '/api/v2/sessions') lists.push(url.search);
    });
    await signInHere(page, 'tutor@example.com');
    await nav.getByRole('link', { name: 'Sessions' }).click();
    await outlet.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
    // The admin's list, cached and fresh for 30 s, was shown to the tutor without a request (before or after the click).
    await eventually(() => assert.notEqual(lists.length, 0));
  });

  /** Two tabs of one browser signed in as the admin: the first on parent 1's record, the other on the parents list. */
  async function twoTabs() {
    const { page, context } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/parents/1`);
    await remoteOutlet(page).getByRole('button', { name: 'Edit' }).waitFor();
    const other = await context.newPage();
    await other.goto(`${suite.product.url}/parents`);
    await remoteOutlet(other).locator('tbody tr').first().waitFor();
    return { page, context, other };
  }

  it("SHL-05: a tab left open on the admin's pages ends them when a tutor signs in in another tab, and the tutor's session stays", async () => {
    const { page, context, other } = await twoTabs();
    // Both tabs settled (the areas preloaded, the notices read): the first asks nothing more by itself.
    await Promise.all([page.waitForLoadState('networkidle'), other.waitForLoadState('networkidle')]);
    // The admin's session ends; the other tab is reloaded, shows the sign-in and a tutor signs in there.
    await context.clearCookies();
    await other.reload();
    await other.getByRole('button', { name: 'Sign in' }).waitFor();
    await signInHere(other, 'tutor@example.com');
    // The first tab did nothing, yet no longer shows the admin's record (its next request would have read the tutor's data).
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    assert.equal(await remoteOutlet(page).getByRole('button', { name: 'Edit' }).count(), 0);
    // It ended only its own view: the tutor is still signed in.
    await mainNav(other).getByRole('link', { name: 'Sessions' }).click();
    await remoteOutlet(other).getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
    assert.equal(new URL(other.url()).pathname, '/sessions');
  });

  it('SHL-03: a tab showing the sign-in after the session ended goes back to its page when the person signs in in another tab', async () => {
    const { page, context, other } = await twoTabs();
    // The session ends; the first tab, reloaded, shows the sign-in with its page as ?next= (SHL-04).
    await context.clearCookies();
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await other.reload();
    await other.getByRole('button', { name: 'Sign in' }).waitFor();
    await signInHere(other, 'admin@example.com');
    await page.waitForURL((url) => url.pathname === '/parents/1');
    await remoteOutlet(page).getByRole('button', { name: 'Edit' }).waitFor();
  });

  it('SHL-05: signing out in one tab ends the pages of the other tabs of the browser', async () => {
    const { page, context } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/parents`);
    await remoteOutlet(page).locator('tbody tr').first().waitFor();
    const other = await context.newPage();
    await other.goto(`${suite.product.url}/`);
    // Both tabs settled (the areas preloaded, the notices read): the first asks nothing more by itself.
    await Promise.all([page.waitForLoadState('networkidle'), other.waitForLoadState('networkidle')]);
    await other.getByRole('button', { name: 'Sign out' }).click();
    await other.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    assert.match(page.url(), /\/login\?next=%2Fparents/);
  });

  it('SHL-10, SHL-11, X-07: an admin acts as a student (banner, spoofed portal) and the exit returns to the admin student page', async () => {
    const { page } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/parents?parents.query=parent%40example.com`);
    const outlet = remoteOutlet(page);
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
  });

  it('SHL-16, X-04: a notice published for the user arrives live in the notifications', async () => {
    const { page } = await suite.newPage();
    // The channel is live once the realtime server confirms the subscription (pusher protocol).
    const subscribed = new Promise<void>((resolve) => {
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('pusher_internal:subscription_succeeded')) resolve();
        }),
      );
    });
    const noticesRead = shellNoticesReply(page);
    await suite.login(page, 'tutor@example.com');
    await page.getByRole('button', { name: /^Notifications/ }).waitFor();
    await subscribed;
    await noticesRead;
    const { me, unread } = await userAndUnread(page);
    // The bell shows the server's count before anything is published.
    await bellWith(page, unread).waitFor();
    const admin = await apiSession(suite.product.apiUrl, 'admin@example.com');
    const created = await admin('notices', {
      method: 'POST',
      body: { notice: { userId: me, title: 'Live notice from the e2e test', message: 'Hello' } },
    });
    assert.ok(created.status === 200 || created.status === 201, `notice created (${created.status})`);
    await bellWith(page, unread + 1).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const first = page.getByRole('list', { name: 'Notices' }).getByTestId('notice').first();
    await first.getByText('Live notice from the e2e test').waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
  });

  it('SHL-14: a keyboard user acknowledges notices; when the pressed button goes away the keyboard stays in the dialog, Escape closes it and the focus is back on the bell', async () => {
    const { page, errors } = await suite.signedInPage('tutor@example.com');
    const { me } = await userAndUnread(page);
    const admin = await apiSession(suite.product.apiUrl, 'admin@example.com');
    for (const title of ['Keyboard notice one', 'Keyboard notice two'])
      await admin('notices', { method: 'POST', body: { notice: { userId: me, title, message: 'Hello' } } });
    await page.reload();
    const { unread } = await userAndUnread(page);
    assert.ok(unread >= 2, `two unread notices at least (${unread})`);
    await bellWith(page, unread).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Notifications' });
    const inDialog = () => dialog.evaluate((d) => d.contains(document.activeElement));

    // One notice's own button: gone once acknowledged; the next Tab is in the dialog, not on the page behind it.
    const one = dialog.getByTestId('notice').filter({ hasText: 'Keyboard notice' }).first();
    await one.getByRole('button', { name: /Got it|Mark done/ }).focus();
    await page.keyboard.press('Enter');
    await one.getByRole('button', { name: /Got it|Mark done/ }).waitFor({ state: 'detached' });
    await page.keyboard.press('Tab');
    assert.equal(await inDialog(), true, 'Tab stays in the dialog');

    // "Mark all as read": gone once done; Escape still closes the dialog and gives the focus back to the bell.
    await dialog.getByRole('button', { name: 'Mark all as read' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Mark all as read' }).waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await bellWith(page, 0).evaluate((bell) => bell === document.activeElement), true);
    assert.deepEqual(errors, []);
  });

  it('SHL-16, X-04: a notice published while the realtime connection was down shows once it reconnects', async () => {
    const { page } = await suite.newPage();
    // The page's realtime socket goes through the test: forwarded to the server, or refused while "down".
    let down = false;
    let subscriptions = 0;
    const open = new Set<WebSocketRoute>();
    await page.routeWebSocket(/\/app\/[^/]+\?protocol=7/, (socket) => {
      if (down) {
        socket.close({ code: 1006 });
        return;
      }
      open.add(socket);
      const server = socket.connectToServer();
      socket.onMessage((message) => server.send(message));
      server.onMessage((message) => {
        if (String(message).includes('pusher_internal:subscription_succeeded')) subscriptions++;
        socket.send(message);
      });
    });
    const noticesRead = shellNoticesReply(page);
    await suite.login(page, 'tutor@example.com');
    await eventually(() => assert.equal(subscriptions, 1));
    await noticesRead;
    const { me, unread: before } = await userAndUnread(page);
    await bellWith(page, before).waitFor();
    // The connection drops and stays down (the reconnections are refused) while the notice is published.
    down = true;
    for (const socket of open) await socket.close({ code: 1006 });
    open.clear();
    const admin = await apiSession(suite.product.apiUrl, 'admin@example.com');
    const created = await admin('notices', {
      method: 'POST',
      body: { notice: { userId: me, title: 'Published while offline', message: 'Hello again' } },
    });
    assert.ok(created.status === 200 || created.status === 201, `notice created (${created.status})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(await bellWith(page, before).count(), 1, 'nothing arrives while the connection is down');
    down = false;
    // Back up: the channel subscribes again and the shell reads what it missed.
    await eventually(() => assert.equal(subscriptions, 2), { timeout: 30_000 });
    await bellWith(page, before + 1).waitFor({ timeout: 30_000 });
    await bellWith(page, before + 1).click();
    await page.getByRole('list', { name: 'Notices' }).getByText('Published while offline').waitFor();
  });

  it('SHL-09: opening and closing a modal keeps the path and query; focus returns to the opener', async () => {
    const { page } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/parents?parents.per=50`);
    const outlet = remoteOutlet(page);
    await outlet.locator('tbody tr').first().waitFor();
    const before = page.url();
    const opener = outlet.getByRole('button', { name: 'New lead' });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    assert.equal(page.url(), before);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(page.url(), before);
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'New lead');
  });

  it("SHL-17, SHL-21: the shell loads the app's UI texts, and its one toast region shows a remote's failed call with the translated title", async () => {
    const { page } = await suite.newPage();
    const localeCalls: URL[] = [];
    await page.route('**/api/v2/locales/**', async (route) => {
      localeCalls.push(new URL(route.request().url()));
      const response = await route.fetch();
      const table = (await response.json()) as Record<string, string>;
      await route.fulfill({
        response,
        json: { ...table, 'apiErrors.statusDefault.title': 'Translated problem title' },
      });
    });
    await suite.login(page, 'admin@example.com');
    await mainNav(page).waitFor();
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('/api/v2/locales/')),
    );
    assert.deepEqual(
      localeCalls.map((u) => `${u.pathname}?app=${u.searchParams.get('app')}`),
      ['/api/v2/locales/en.json?app=admin'],
    );
    // The CRM remote's list call fails without a body: the api-client's global hook (installed by the shell) shows the
    // default status toast, its title taken from the loaded table, in the shell's single region.
    await page.route(/\/api\/v2\/parents(\?|$)/, (route) => route.fulfill({ status: 500, body: '' }));
    await mainNav(page).getByRole('link', { name: 'CRM' }).click();
    const region = page.getByRole('region', { name: 'Notifications' });
    const toast = region.getByRole('alert').filter({ hasText: 'Translated problem title' });
    await toast.first().waitFor();
    await toast.first().getByText('There was an error processing your request.').waitFor();
    assert.equal(await region.count(), 1);
    assert.equal(await remoteOutlet(page).getByRole('region', { name: 'Notifications' }).count(), 0);
  });

  it('SHL-12: while spoofing, the set-password modal, the review prompt and notice acknowledgement are suppressed', async () => {
    // The student must set a password (forced on the real reply): the modal shows for the student's own login...
    const forcePassword = async (page: Page) =>
      page.route(/\/api\/(login\.json|v2\/current_user)/, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { user?: Record<string, unknown> };
        // Only the student portal reads the flag, so it may be set on every user here.
        if (body.user) body.user.mustSetPassword = true;
        await route.fulfill({ response, json: body });
      });
    const own = await suite.signedInPage('student@example.com', ({ page }) => forcePassword(page));
    await own.page.getByRole('dialog', { name: 'Welcome! Please set your password.' }).waitFor();
    await own.context.close();

    // ...but not for an admin acting as that student.
    const { page } = await suite.signedInPage('admin@example.com', ({ page }) => forcePassword(page));
    await page.evaluate(() =>
      sessionStorage.setItem('tutoring.spoofing', JSON.stringify({ type: 'Student', id: 1, name: 'Sam Student' })),
    );
    await page.goto(`${suite.product.url}/`);
    await page.getByRole('region', { name: 'Spoofing' }).getByText('Sam Student').waitFor();
    await page.locator('#remote-outlet h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByRole('dialog', { name: 'Welcome! Please set your password.' }).count(), 0);
    assert.equal(await page.getByRole('dialog', { name: 'Review your tutor' }).count(), 0);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: /Notifications/ });
    await panel.waitFor();
    assert.equal(await panel.getByRole('button', { name: /Mark all as read|Got it|Mark done/ }).count(), 0);
  });
});
