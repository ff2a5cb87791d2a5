import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page, Response } from 'playwright-core';
import { apiSession } from '../lib/api';
import {
  endSessionThenClick,
  loadedSessionDetails,
  mainNav,
  postponeReviewPrompt,
  remoteOutlet,
  waitForTableData,
  wordsBrokenAcrossLines,
} from '../lib/browser';
import { useProductAndBrowser } from '../lib/suite';
import { eventually } from '../lib/wait';

// Issue 25: the portals and the shell as a student, a parent and a tutor meet them. The student is
// student@example.com (student id 1); tests that change data (cancel, move) use sessions of their own.

interface WireSession {
  id: number;
  title: string | null;
  startsAt: string;
  canceledAt: string | null;
}

async function studentDashboard(page: Page) {
  const outlet = remoteOutlet(page);
  await outlet.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await outlet.getByRole('list', { name: 'Prizes' }).waitFor();
  await postponeReviewPrompt(page);
  return outlet;
}

/** The sessions of a `GET sessions` reply the page received. */
async function sessionsOf(response: Response): Promise<WireSession[]> {
  return ((await response.json()) as { sessions: WireSession[] }).sessions;
}

const isSessionsList = (schedule: string) => (response: Response) => {
  const url = new URL(response.url());
  return url.pathname === '/api/v2/sessions' && url.searchParams.get('schedule') === schedule;
};

describe('portals and shell as users meet them (issue 25)', () => {
  const suite = useProductAndBrowser();

  it('STU-09, SES-18, API-46: a canceled session is offered neither on the dashboard nor in "See all sessions"', async () => {
    const admin = await apiSession(suite.product.apiUrl, 'admin@example.com');
    const upcoming = (await (
      await admin('sessions?studentId=1&schedule=upcoming%20not%20live&orderBy=starts_at&orderSort=asc&per=5')
    ).json()) as { sessions: WireSession[] };
    const victim = upcoming.sessions[0]!;
    assert.ok(victim, 'the student has an upcoming session');
    const canceled = await admin(`sessions/${victim.id}`, {
      method: 'PUT',
      body: { session: { canceledAt: new Date().toISOString() } },
    });
    assert.equal(canceled.status, 200);

    const { page, errors } = await suite.newPage();
    const dashboardList = page.waitForResponse(isSessionsList('upcoming'));
    await suite.login(page, 'student@example.com');
    const outlet = await studentDashboard(page);
    const shown = await sessionsOf(await dashboardList);
    assert.ok(shown.length > 0, 'other upcoming sessions are listed');
    assert.ok(!shown.some((s) => s.id === victim.id || s.canceledAt), 'no canceled session on the dashboard');

    const modalList = page.waitForResponse(isSessionsList('upcoming not live'));
    await outlet.getByRole('button', { name: 'See all sessions' }).click();
    const all = await sessionsOf(await modalList);
    assert.ok(!all.some((s) => s.id === victim.id || s.canceledAt), 'no canceled session in "See all"');
    await page.keyboard.press('Escape');
    assert.deepEqual(errors, []);
  });

  it("issue 20: a family typing the staff sessions list's URL never gets it, nor its area under Not allowed; the session error page stays open (SES-20)", async () => {
    const { page, errors } = await suite.signedInPage('student@example.com');
    await page.goto(`${suite.product.url}/sessions?sessions.schedule=upcoming`);
    await page.waitForURL((url) => url.pathname === '/');
    await remoteOutlet(page).getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await remoteOutlet(page).getByRole('heading', { level: 1, name: 'Sessions' }).count(), 0);
    await page.goto(`${suite.product.url}/error/ended`);
    await remoteOutlet(page).getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await page.getByRole('heading', { level: 1, name: 'Not allowed' }).count(), 0);

    const parent = await suite.signedInPage('parent@example.com');
    const asked: string[] = [];
    parent.page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/v2/sessions')) asked.push(pathname);
    });
    await parent.page.goto(`${suite.product.url}/sessions`);
    await parent.page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
    assert.equal(await mainNav(parent.page).getByRole('link', { name: 'Sessions', exact: true }).count(), 0);
    // The area is not mounted under the page (its /error pages are everyone's, its lists are not): no staff list,
    // nor its request.
    await parent.page.waitForLoadState('networkidle');
    assert.equal(await remoteOutlet(parent.page).getByRole('heading', { level: 1, name: 'Sessions' }).count(), 0);
    assert.deepEqual(asked, []);
    assert.deepEqual([...errors, ...parent.errors], []);
  });

  it('STU-10: "Next meeting" shows the next meeting whenever the meetings table lists one', async () => {
    const { page, errors } = await suite.signedInPage('student@example.com');
    const outlet = await studentDashboard(page);
    const table = outlet.getByRole('region', { name: 'Upcoming meetings' });
    // Not the loading row the table shows until the meetings have arrived.
    await waitForTableData(table.getByRole('table'));
    const firstRow = table.getByRole('row').nth(1);
    const firstMeeting = (await firstRow.getByRole('cell').first().innerText()).trim();
    const card = outlet.getByRole('region', { name: 'Next meeting' });
    await card.getByText(firstMeeting, { exact: true }).waitFor();
    assert.equal(await card.getByText('There are no upcoming meetings.').count(), 0);
    assert.deepEqual(errors, []);
  });

  it('SES-19, API-44: every join link on the dashboard opens sessions/{id}/connect in a new tab', async () => {
    const { page, context, errors } = await suite.signedInPage('student@example.com');
    const outlet = await studentDashboard(page);
    await waitForTableData(outlet.getByRole('region', { name: 'Upcoming sessions' }).getByRole('table'));
    await waitForTableData(outlet.getByRole('region', { name: 'Upcoming meetings' }).getByRole('table'));
    // Each join area has settled: it shows its window's text or link, not the empty area of a prepare call on its way.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#remote-outlet [data-join-phase]')].every((area) => area.childElementCount > 0),
    );
    const joins = outlet.getByRole('link', { name: /^Join / });
    const hrefs = await joins.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    assert.ok(hrefs.length > 0, 'the seeds give the student a session or meeting that can be joined now');
    for (const href of hrefs) assert.match(new URL(href).pathname, /^\/api\/v2\/sessions\/\d+\/connect$/);
    const popup = context.waitForEvent('page');
    await joins.first().click();
    const tab = await popup;
    await tab.waitForLoadState();
    assert.match(tab.url(), /\/local\/meetings\//, 'connect redirects to the meeting');
    assert.deepEqual(errors, []);
  });

  it('STU-12, STU-14, STU-15: badge and prize pictures load; the level reads as its name', async () => {
    const missing: string[] = [];
    const { page, errors } = await suite.signedInPage('student@example.com', ({ page }) =>
      page.on('response', (response) => {
        if (response.request().resourceType() === 'image' && response.status() >= 400) missing.push(response.url());
      }),
    );
    const outlet = await studentDashboard(page);
    const pictures = outlet.locator('img');
    await outlet.getByRole('list', { name: 'Prizes' }).locator('img').first().waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#remote-outlet img')].every((img) => (img as HTMLImageElement).complete),
    );
    const broken = await pictures.evaluateAll((imgs) =>
      imgs
        .filter((img) => img instanceof HTMLImageElement && img.naturalWidth === 0)
        .map((img) => (img as HTMLImageElement).src),
    );
    assert.deepEqual(broken, []);
    assert.deepEqual(missing, []);
    const points = outlet.getByRole('region', { name: 'Points and level' });
    await points.getByText(/^Level \d+$/).waitFor();
    assert.doesNotMatch(await points.innerText(), /Level: Level/);
    assert.deepEqual(errors, []);
  });

  it('SHL-07, SHL-17: the parent app loads its texts (locales/en.json?app=parent answers 200)', async () => {
    const { page, errors } = await suite.newPage();
    const locale = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/locales/en.json');
    await suite.login(page, 'parent@example.com');
    const response = await locale;
    assert.equal(new URL(response.url()).searchParams.get('app'), 'parent');
    assert.equal(response.status(), 200);
    assert.equal(((await response.json()) as { APP_NAME: string }).APP_NAME, 'parent');
    assert.deepEqual(errors, []);
  });

  it('SRV-12, X-04: a moved and a canceled session reach the student live as heads-up; one connection per page, back after a drop', async () => {
    const { page, errors } = await suite.newPage();
    const sockets: string[] = [];
    let subscriptions = 0;
    page.on('websocket', (socket) => {
      sockets.push(socket.url());
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('pusher_internal:subscription_succeeded')) subscriptions += 1;
      });
    });
    // The realtime socket goes through a route the test can cut, as a network drop would.
    let cut: (() => void) | null = null;
    await page.routeWebSocket(/\/app\//, (ws) => {
      const server = ws.connectToServer();
      cut = () => {
        server.close();
        ws.close({ code: 1006, reason: 'dropped' });
      };
    });
    await suite.login(page, 'student@example.com');
    await studentDashboard(page);
    await eventually(() => assert.equal(subscriptions, 1, 'the channel is subscribed'));
    // A second connection, were the page to open one, would come now.
    await page.waitForTimeout(1000);
    assert.equal(sockets.length, 1, 'one realtime connection per page');

    const admin = await apiSession(suite.product.apiUrl, 'admin@example.com');
    const list = (await (
      await admin('sessions?studentId=1&schedule=upcoming%20not%20live&orderBy=starts_at&orderSort=asc&per=5')
    ).json()) as { sessions: WireSession[] };
    const [moved, canceled] = list.sessions;
    assert.ok(moved && canceled, 'two upcoming sessions of the student');
    const later = new Date(Date.parse(moved.startsAt) + 2 * 3600_000).toISOString();
    assert.equal(
      (await admin(`sessions/${moved.id}`, { method: 'PUT', body: { session: { startsAt: later } } })).status,
      200,
    );
    await page
      .getByText(/has moved to a new time/)
      .first()
      .waitFor();

    cut!();
    await eventually(() => assert.equal(subscriptions, 2, 'the channel is subscribed again after the drop'));
    assert.equal(sockets.length, 2, 'one new connection replaces the dropped one');
    const body = { session: { canceledAt: new Date().toISOString() } };
    assert.equal((await admin(`sessions/${canceled.id}`, { method: 'PUT', body })).status, 200);
    await page
      .getByText(/has been canceled\./)
      .first()
      .waitFor();
    assert.deepEqual(errors, []);
  });

  it('X-02: a page title is the same on every visit (no parts left over from the page before)', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    const nav = mainNav(page);
    // The title names the page (an effect sets it once the page has rendered): read until it does, so a part left
    // over from the page before fails the visit.
    const titleIs = (title: string) => eventually(async () => assert.equal(await page.title(), title));
    const visitHome = async () => {
      await nav.getByRole('link', { name: 'Home' }).click();
      await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
      await titleIs('Home - Admin');
    };
    const visitParents = async () => {
      await nav.getByRole('link', { name: 'CRM' }).click();
      await remoteOutlet(page).getByRole('heading', { level: 1, name: 'Parents' }).waitFor();
      await titleIs('Parents - Admin');
    };
    // A parent's page once the parent has loaded: "<the parent's name> - Parents - Admin" (innermost first).
    const visitParent = async () => {
      await visitParents();
      await remoteOutlet(page).getByRole('link', { name: /^Paul/ }).first().click();
      await page.waitForURL((url) => /^\/parents\/\d+/.test(url.pathname));
      const name = remoteOutlet(page).getByRole('heading', { level: 1, name: /^Paul(a|ina) Parent$/ });
      await titleIs(`${await name.innerText()} - Parents - Admin`);
    };
    // Every page twice: the second visits come after the others, whose parts must not be left over.
    for (let visit = 1; visit <= 2; visit += 1) {
      await visitHome();
      await visitParents();
      await visitParent();
    }
    assert.deepEqual(errors, []);
  });

  it("SHL-03, SHL-05: after a session ends, someone else signing in never follows the previous user's ?next=", async () => {
    const { page, context } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/parents`);
    await remoteOutlet(page).getByRole('heading', { level: 1, name: 'Parents' }).waitFor();
    // The first call after the cookies are gone meets the 401: the click's, or a background one that came first.
    await endSessionThenClick(page, context, 'Staffing');
    assert.match(page.url(), /\/login\?next=%2F(tutors|parents)/, "the admin's way back is kept for the admin");
    await page.getByLabel('E-mail').fill('tutor@example.com');
    await page.getByLabel('Password').fill('password123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    assert.equal(await page.getByText('Not allowed').count(), 0);
  });

  it('SHL-03: a ?next= that the browser reads as another site (/\\evil.example) signs in to the portal home, with no page error', async () => {
    for (const next of ['/\\evil.example/x', '//evil.example/x', 'https://evil.example/x']) {
      const { page, errors } = await suite.newPage();
      await page.goto(`${suite.product.url}/login?next=${encodeURIComponent(next)}`);
      await page.getByLabel('E-mail').fill('admin@example.com');
      await page.getByLabel('Password').fill('password123');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
      assert.equal(page.url(), `${suite.product.url}/`, next);
      assert.deepEqual(errors, [], next);
    }
  });

  it('SHL-04, SHL-05: a first-time visitor is sent to login without "Your session has ended", and /login logs no console error', async () => {
    const { page, errors } = await suite.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(`${suite.product.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForTimeout(500);
    assert.deepEqual(consoleErrors, [], 'an anonymous /login logs nothing to the console');
    await page.goto(`${suite.product.url}/parents`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForTimeout(500);
    assert.equal(await page.getByText('Your session has ended. Please sign in again.').count(), 0);
    assert.match(page.url(), /\/login\?next=%2Fparents$/);
    assert.deepEqual(errors, []);
  });

  it('X-05: a remote that fails sends one error report under its registry name; the fallback has a heading and a Retry button', async () => {
    const examsOrigin = `http://127.0.0.1:${suite.product.remotes.find((r) => r.name === 'mf_exams')!.port}`;
    const reports = async () => {
      const notices = suite.product.errorReports() as { context?: { remote?: string } }[];
      return notices.filter((n) => n.context?.remote !== undefined).map((n) => n.context!.remote!);
    };
    const before = await reports();
    const { page } = await suite.signedInPage('admin@example.com', ({ page }) =>
      page.route(`${examsOrigin}/**/mf-manifest.json`, (route) => route.fulfill({ status: 500, body: 'boom' })),
    );
    await mainNav(page).getByRole('link', { name: 'Exams', exact: true }).click();
    const fallback = page.getByTestId('remote-fallback');
    await fallback.getByRole('heading', { level: 1, name: 'Exams is not available right now' }).waitFor();
    await fallback.getByRole('button', { name: 'Retry' }).waitFor();
    // Reports are sent in the background: read once the first is there, and again a moment later (a second would
    // come then).
    await eventually(async () => assert.ok((await reports()).length > before.length, 'the failure was reported'));
    await page.waitForTimeout(2000);
    const sent = (await reports()).slice(before.length);
    assert.deepEqual(sent, ['mf_exams'], 'exactly one report, naming the remote as the registry does');
  });

  it("SES-13, issue 25: a tutor's student link in session details opens that student's sessions, a page the tutor may see; the navigation has their calendar", async () => {
    const { page, errors } = await suite.signedInPage('tutor@example.com');
    await mainNav(page).getByRole('link', { name: 'Calendar' }).click();
    await page.waitForURL((url) => url.pathname === '/calendar');
    await remoteOutlet(page).getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`${suite.product.url}/sessions?schedule=upcoming`);
    const outlet = remoteOutlet(page);
    await outlet.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
    // The first of the tutor's sessions whose details list attendee names (up to six attendees, SES-13).
    const details = page.getByRole('dialog');
    const student = details.getByRole('list', { name: 'Attendees' }).getByRole('link').first();
    for (let row = 1; row <= 10; row += 1) {
      await outlet.getByRole('row').nth(row).getByRole('cell').first().getByRole('button').click();
      // The session has loaded: its attendees are drawn with it.
      await loadedSessionDetails(page);
      if (await student.isVisible()) break;
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'detached' });
    }
    await student.click();
    // The list the link names: the details close, the list is that student's (its own filter, X-01) and says so.
    await page.waitForURL((url) => url.pathname === '/sessions' && url.searchParams.has('sessions.studentId'));
    await details.waitFor({ state: 'detached' });
    await outlet.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
    await outlet.getByRole('button', { name: 'Clear student filter' }).waitFor();
    assert.equal(await page.getByText('Not allowed').count(), 0);
    assert.deepEqual(errors, []);
  });

  it("STF-28: a tutor opens a session from their calendar by keyboard and reads its details (mf-sessions' dialog); Escape returns to it; events are no buttons", async () => {
    const { page, errors } = await suite.signedInPage('tutor@example.com');
    await mainNav(page).getByRole('link', { name: 'Calendar' }).click();
    const outlet = remoteOutlet(page);
    await outlet.getByRole('heading', { level: 1 }).waitFor();
    // The demo's sessions are at "now + days": this week's, or the next week's late on a Saturday.
    const sessions = outlet.locator('[data-event-id^="session-"], [data-event-id^="attendance-"]');
    await outlet.locator('[data-event-id]').first().waitFor();
    if ((await sessions.count()) === 0) {
      await outlet.getByRole('button', { name: 'Next Week' }).click();
      await sessions.first().waitFor();
    }
    const item = sessions.first();
    assert.equal(await item.getAttribute('role'), 'button');
    assert.equal(
      await outlet
        .locator('[data-event-id^="event-"][role="button"], [data-event-id^="availability-"][role="button"]')
        .count(),
      0,
    );
    await item.focus();
    await page.keyboard.press('Enter');
    const details = await loadedSessionDetails(page);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    assert.equal(await item.evaluate((element) => element === document.activeElement), true);
    assert.deepEqual(errors, []);
  });

  it('issue 25: at 390 px the payments pages keep their parts apart (card facts and buttons, screen links and picker)', async () => {
    /** The vertical space between the bottom of `upper` and the top of `lower`, in px. */
    const spaceBetween = async (upper: Locator, lower: Locator) =>
      (await lower.boundingBox())!.y - ((await upper.boundingBox())!.y + (await upper.boundingBox())!.height);
    for (const email of ['parent@example.com', 'admin@example.com']) {
      const { page, errors } = await suite.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      await suite.login(page, email);
      await page.goto(`${suite.product.url}/payments`);
      const outlet = remoteOutlet(page);
      if (email === 'parent@example.com') {
        // The stored card's last fact, then its buttons (they touched: 0 px).
        const expires = outlet.getByRole('definition').filter({ hasText: /^\d{2}\/\d{4}$/ });
        const update = outlet.getByRole('button', { name: 'Update card' });
        await update.waitFor();
        const space = await spaceBetween(expires, update);
        assert.ok(space >= 8, `${space} px between the card's facts and Update card`);
      } else {
        // The links to the other payments screens wrap to a second line at 390 px, then the parent picker's label.
        const last = outlet.getByRole('navigation', { name: 'Payments screens' }).getByRole('link').last();
        const label = outlet.getByText('Parent', { exact: true });
        await label.waitFor();
        const space = await spaceBetween(last, label);
        assert.ok(space >= 8, `${space} px between the screens' links and the parent picker`);
      }
      assert.deepEqual(errors, []);
    }
  });

  it('issue 25: at 390 px a list too wide for the phone reads as cards, every value on screen; at 1280 px it is a table', async () => {
    const { page, errors } = await suite.newPage();
    // Error events on the window (what the error reporter's onerror hook would send), such as a ResizeObserver loop.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { windowErrors: string[] }).windowErrors = seen;
      window.addEventListener('error', (event) => seen.push(event.message));
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await suite.login(page, 'admin@example.com');
    await page.goto(`${suite.product.url}/employees`);
    const outlet = remoteOutlet(page);
    const table = outlet.getByRole('table').first();
    const first = table.locator('tbody tr:not([data-status])').first();
    await first.waitFor();
    // Nine columns: each is now a line of the card, its name before its value, all within the screen.
    for (const name of ['Title', 'Hire date', 'Status']) {
      const cell = first.getByRole('cell').filter({ has: page.getByText(name, { exact: true }) });
      const box = (await cell.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= 390, `${name}: ${JSON.stringify(box)}`);
    }
    // Sorting stays at hand above the cards.
    await table.getByRole('button', { name: /Hire date/ }).click();
    await page.waitForURL((url) => url.searchParams.get('employees.orderBy') === 'hire_date');
    await page.setViewportSize({ width: 1280, height: 900 });
    // Wide enough again: one row per employee, its cells side by side, no column names repeated in the rows.
    await eventually(async () => {
      const cells = await first.getByRole('cell').evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().y));
      assert.ok(cells.length > 3 && cells.every((y) => Math.abs(y - cells[0]!) < 2), 'the row is one line of cells');
    });
    assert.equal(await first.getByText('Hire date', { exact: true }).count(), 0);
    // Narrow again, and wide: cards and a table in turn, with no error event on the way.
    await page.setViewportSize({ width: 390, height: 844 });
    await first.getByText('Hire date', { exact: true }).waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await first.getByText('Hire date', { exact: true }).waitFor({ state: 'detached' });
    assert.deepEqual(await page.evaluate(() => (window as unknown as { windowErrors: string[] }).windowErrors), []);
    assert.deepEqual(errors, []);
  });

  it('issue 25: at 390 px every portal page fits without sideways scrolling or words broken, and a toast leaves the header controls free', async () => {
    const pages: [string, string[]][] = [
      ['student@example.com', ['/', '/prizes']],
      ['parent@example.com', ['/', '/payments']],
      ['tutor@example.com', ['/', '/calendar', '/availability', '/sessions']],
    ];
    for (const [email, paths] of pages) {
      const { page, errors } = await suite.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      await suite.login(page, email);
      for (const pathname of paths) {
        await page.goto(`${suite.product.url}${pathname}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForTimeout(800);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= 390, `${email} ${pathname} is ${width} px wide`);
        // Nothing squeezed below its words: a badge's "Attendance", the calendar's "all-day" once broke mid-word.
        assert.deepEqual(await wordsBrokenAcrossLines(page.locator('body')), [], `${email} ${pathname}`);
        const signOut = page.getByRole('button', { name: 'Sign out' });
        const box = (await signOut.boundingBox())!;
        assert.ok(box.x >= 0 && box.x + box.width <= 390, `${email} ${pathname}: Sign out is on screen`);
      }
      if (email === 'student@example.com') {
        await page.goto(`${suite.product.url}/`);
        const outlet = await studentDashboard(page);
        // The upcoming sessions' five columns do not fit a phone: they read as cards (design-system 5.10.0), each
        // value after its column's name, nothing to scroll sideways, and the Join sentence on the card's width rather
        // than squeezed one word per line (rows were 227 px tall before 5.9.0, then scrolled sideways).
        const upcoming = outlet.getByRole('table', { name: 'Upcoming sessions' });
        const firstRow = upcoming.locator('tbody tr').first();
        await firstRow.waitFor();
        const frame = await upcoming.evaluate((table) => {
          const parent = table.parentElement!;
          return { scroll: parent.scrollWidth, client: parent.clientWidth };
        });
        assert.ok(frame.scroll <= frame.client + 1, `the table scrolls sideways (${frame.scroll} > ${frame.client})`);
        const join = firstRow.getByRole('cell').filter({ hasText: 'Join' });
        await join.getByText('Join', { exact: true }).waitFor();
        const box = (await join.boundingBox())!;
        assert.ok(box.x >= 0 && box.x + box.width <= 390 && box.width >= 300, `Join cell ${JSON.stringify(box)}`);
        const lines = await join
          .locator('[data-cell-value]')
          .evaluate((value) =>
            Math.round(value.getBoundingClientRect().height / parseFloat(getComputedStyle(value).lineHeight)),
          );
        assert.ok(lines <= 3, `the Join sentence takes ${lines} lines`);
        await outlet.getByRole('button', { name: 'Trade for Headphones' }).click();
        await page.getByText('You cannot afford that prize yet.').waitFor();
        // Back at the top of the page, where the header is, while the toast is still shown.
        await page.evaluate(() => window.scrollTo(0, 0));
        const free = await page.getByRole('button', { name: 'Sign out' }).evaluate((button) => {
          const r = button.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return top === button || button.contains(top);
        });
        assert.ok(free, 'the toast does not cover Sign out');
      }
      assert.deepEqual(errors, []);
    }
  });
});
