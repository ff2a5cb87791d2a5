import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { remoteOutlet, seriousAxeViolations, waitForTableData, wordsBrokenAcrossLines } from '../lib/browser';
import { useProductAndBrowser } from '../lib/suite';
import { eventually } from '../lib/wait';

const HOLIDAY = 'Holiday';
const SESSIONS_CHANGED = 'Successfully changed sesions';
const JOIN_READY = 'Your session is ready.';

/** Next Dec 24 (a holiday, DOM-15) at least a week ahead, as MM/DD/YYYY. */
function nextChristmasEve(): string {
  const now = new Date();
  const year = now.getMonth() === 11 && now.getDate() > 16 ? now.getFullYear() + 1 : now.getFullYear();
  return `12/24/${year}`;
}

/** Opens the details of the first session in the list: the first body row's title button (header buttons sort). */
async function openFirstSession(page: Page) {
  const first = remoteOutlet(page).getByRole('table').getByRole('row').nth(1).getByRole('button').first();
  await first.waitFor();
  await first.click();
}

describe('mf-sessions: sessions, join link and shipments against the api-server', () => {
  const suite = useProductAndBrowser({ environment: 'test' });

  it('SES-24, SES-26, SES-27: weekly sessions over a holiday show the Holiday warning and save with the plural toast', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/sessions`);
    const main = remoteOutlet(page);
    await main.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
    await waitForTableData(main.getByRole('table'));
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the sessions list');
    await main.getByRole('button', { name: 'New sessions' }).click();
    const dialog = page.getByRole('dialog', { name: 'New sessions' });
    await dialog.getByRole('option', { name: 'Online Tutoring' }).waitFor({ state: 'attached' });
    await dialog.getByLabel('Type').selectOption({ label: 'Online Tutoring' });
    await dialog.getByLabel('Name').fill('E2E weekly');
    // One week before Dec 24, three weeks: the second row falls on the holiday.
    const [m, d, y] = nextChristmasEve().split('/').map(Number) as [number, number, number];
    const start = new Date(Date.UTC(y, m - 1, d - 7));
    const startText = `${String(start.getUTCMonth() + 1).padStart(2, '0')}/${String(start.getUTCDate()).padStart(2, '0')}/${start.getUTCFullYear()}`;
    await dialog.getByLabel('Date').fill(startText);
    await dialog.getByLabel('Time').fill('15:00');
    await dialog.getByLabel('Duration (minutes)').fill('60');
    await dialog.getByLabel('Repeat weeks').fill('3');
    await dialog.getByRole('button', { name: 'Add sessions' }).click();
    const rows = dialog.getByRole('table', { name: 'Sessions to save' }).getByRole('row');
    await rows.nth(3).waitFor();
    assert.equal(await rows.count(), 4);
    const holidayRow = rows.filter({ hasText: nextChristmasEve() });
    assert.equal(await holidayRow.getByText(HOLIDAY, { exact: true }).count(), 1);
    assert.equal(await rows.nth(1).getByText(HOLIDAY, { exact: true }).count(), 0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(SESSIONS_CHANGED, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
  });

  it('SES-18, SES-19: a live session shows "Your session is ready." and the join link to sessions/{id}/connect', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/sessions?sessions.schedule=live`);
    const main = remoteOutlet(page);
    await main.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
    await openFirstSession(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByText(JOIN_READY, { exact: true }).waitFor();
    // SES-11: department and course title, linking to the course (the department comes with the session's course).
    await dialog.getByRole('link', { name: 'Academics Math Club Membership' }).waitFor();
    // The seeded Math Club course requires parent updates (last sent 14 days ago) and shows the sequence.
    await dialog.getByText(/^Parent update required\. Last sent \d{2}\/\d{2}\/\d{4}$/).waitFor();
    assert.equal(await dialog.getByText(/Session \d+$/).count(), 1);
    const link = dialog.getByRole('link', { name: 'Join session' });
    assert.match((await link.getAttribute('href')) ?? '', /\/api\/v2\/sessions\/\d+\/connect$/);
    assert.equal(await link.getAttribute('target'), '_blank');
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the session details');
    assert.deepEqual(errors, []);
  });

  it('SES-09, SES-14: a tutor takes the attendance of their live session and saves it (the attendances and the session)', async () => {
    const { page, errors } = await suite.signedInPage('tutor@example.com');
    const saves: { path: string; status: number }[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (response.request().method() === 'PUT') saves.push({ path: pathname, status: response.status() });
    });
    await page.goto(`${suite.product.url}/sessions?sessions.schedule=live`);
    await remoteOutlet(page).getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
    await openFirstSession(page);
    const details = page.getByRole('dialog');
    await details.getByRole('button', { name: 'take attendance' }).click();
    const modal = page.getByRole('dialog', { name: 'Session attendance' });
    await modal.getByRole('checkbox').first().check();
    await modal.getByRole('button', { name: 'Review attendance' }).click();
    await modal.getByRole('button', { name: 'Save attendance' }).click();
    await page.getByText('Attendance saved.').waitFor();
    assert.ok(saves.some((s) => s.path.startsWith('/api/v2/attendances/')));
    assert.deepEqual(
      saves.filter((s) => s.path.startsWith('/api/v2/sessions/')).map((s) => s.status),
      [200],
    );
    assert.ok(
      saves.every((s) => s.status === 200),
      JSON.stringify(saves),
    );
    assert.deepEqual(errors, []);
  });

  it('at 390 px the session details dialog keeps its facts and its buttons in whole words (buttons wrap to a new line)', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.setViewportSize({ width: 390, height: 844 });
    // An upcoming session's footer holds the most actions (cancel, edit, assignments, reserve, Close).
    await page.goto(`${suite.product.url}/sessions?sessions.schedule=upcoming`);
    await openFirstSession(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'assignments', exact: true }).waitFor();
    // "Close", "assignments" and "reserve" once shrank to "Clos / e", "assignment / s", "reserv / e".
    assert.deepEqual(await wordsBrokenAcrossLines(dialog), []);
    const box = (await dialog.boundingBox())!;
    for (const button of await dialog.getByRole('button').all()) {
      const b = (await button.boundingBox())!;
      assert.ok(b.x >= box.x && b.x + b.width <= box.x + box.width, `${await button.textContent()} inside the dialog`);
    }
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0);
    assert.deepEqual(errors, []);
  });

  it('SES-11: a session of a dynamic-subject course (seeded Homework Help Drop-in) shows no sequence and no parent-update block', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/sessions?sessions.query=Homework&sessions.schedule=upcoming`);
    await openFirstSession(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Academics Homework Help Drop-in' }).waitFor();
    assert.equal(await dialog.getByText(/Session \d+$/).count(), 0);
    assert.equal(await dialog.getByText(/^Parent update required/).count(), 0);
    assert.deepEqual(errors, []);
  });

  it('SES-47: the tutorings list names student and tutor and its edit modal moves a tutoring (old one canceled)', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/sessions`);
    const main = remoteOutlet(page);
    await main.getByRole('link', { name: 'Tutorings' }).click();
    await main.getByRole('heading', { level: 1, name: 'Tutorings' }).waitFor();
    const row = main
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Edit tutoring of Sam Student on / }) })
      .first();
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /Tom Teacher/);
    await row.getByRole('button', { name: /^Edit tutoring/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit tutoring' });
    await dialog.getByText('Sam Student', { exact: true }).waitFor();
    await dialog.getByText('Tom Teacher', { exact: true }).waitFor();
    await dialog.getByLabel(/^Duration/).fill('30');
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the tutoring edit modal');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const pending = dialog.getByRole('region', { name: 'Pending bookings' });
    await pending.getByRole('listitem').first().waitFor();
    assert.equal(
      await dialog.getByRole('region', { name: 'Failed bookings' }).getByText('None', { exact: true }).count(),
      1,
    );
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await main.getByRole('cell', { name: 'canceled', exact: true }).first().waitFor();
    await main.getByRole('cell', { name: '30 minutes', exact: true }).first().waitFor();
    assert.deepEqual(errors, []);
  });

  it('SES-35: the shipments CSV export downloads the rows of the current list; pressed from the keyboard, the button has the focus again once done', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/shipments`);
    const main = remoteOutlet(page);
    await main.getByRole('heading', { level: 1, name: 'Shipments' }).waitFor();
    const idButtons = main.getByRole('table').getByRole('button', { name: /^#\d+$/ });
    await idButtons.first().waitFor();
    const listed = (await idButtons.allTextContents()).map((t) => t.replace('#', '')).sort();
    const exportButton = main.getByRole('button', { name: 'Export CSV' });
    await exportButton.focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    assert.equal(download.suggestedFilename(), 'shipments.csv');
    // The button was disabled while it exported (the browser dropped its focus); it takes the focus back.
    await eventually(async () =>
      assert.equal(await exportButton.evaluate((button) => button === document.activeElement), true),
    );
    const file = await download.path();
    const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/).filter(Boolean);
    assert.equal(lines[0]!.split(',')[0], '\uFEFFid');
    const exported = lines
      .slice(1)
      .map((line) => line.split(',')[0]!)
      .sort();
    assert.deepEqual(exported, listed);
    assert.deepEqual(errors, []);
  });
  it("SES-29, CRM-35, SES-48: the reserve dialog shows mf-crm's student autocomplete; batch enroll enrolls a student", async () => {
    const exposeChunks: string[] = [];
    const { page, errors } = await suite.signedInPage('admin@example.com', ({ page }) =>
      page.on('request', (request) => {
        if (request.url().includes('__federation_expose_StudentAutocomplete')) exposeChunks.push(request.url());
      }),
    );
    await page.goto(`${suite.product.url}/courses`);
    const main = remoteOutlet(page);
    await main.getByRole('button', { name: 'Math Club Membership' }).click();
    const course = page.getByRole('dialog', { name: 'Course: Math Club Membership' });
    await course.getByRole('button', { name: 'Reserve' }).click();
    const reserve = page.getByRole('dialog', { name: 'Reserve' });
    // mf-crm's StudentAutocomplete, loaded through Module Federation (not the local stand-in).
    await reserve.locator('[data-exposed="mf_crm/StudentAutocomplete"]').waitFor();
    assert.equal(await reserve.locator('[data-student-autocomplete="local"]').count(), 0);
    await reserve.getByLabel(/^Student/).fill('Sam');
    const option = reserve.getByRole('option', { name: /Sam Student/ });
    await option.waitFor();
    // mf-crm renders "Name — School" (CRM-35).
    assert.match(await option.innerText(), /Sam Student\s*—\s*Lincoln High School/);
    assert.ok(exposeChunks.length > 0, "the page loaded mf-crm's StudentAutocomplete expose");
    await option.click();
    const end = new Date(Date.now() + 30 * 24 * 3600_000);
    const endText = `${String(end.getMonth() + 1).padStart(2, '0')}/${String(end.getDate()).padStart(2, '0')}/${end.getFullYear()}`;
    await reserve.getByLabel('Reservation end date').fill(endText);
    await reserve.getByRole('button', { name: 'Save' }).click();
    await reserve.waitFor({ state: 'detached' });
    await course.getByText(/^Reserved for /).waitFor();

    await course.getByRole('button', { name: 'Batch enroll' }).click();
    const enroll = page.getByRole('dialog', { name: 'Batch enroll: Math Club Membership' });
    await enroll.locator('[data-exposed="mf_crm/StudentAutocomplete"]').waitFor();
    // Sophie's enrollment in this course was transferred (ended), so she can be enrolled again.
    await enroll.getByLabel('Add student').fill('Sophie');
    await enroll.getByRole('option', { name: /Sophie Third/ }).click();
    const row = enroll.getByRole('table', { name: 'Students to enroll' }).getByRole('row', { name: /Sophie Third/ });
    await row.getByText('To enroll', { exact: true }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the batch enroll modal');
    await enroll.getByRole('button', { name: 'Enroll 1 student' }).click();
    await page.getByText('1 student enrolled.', { exact: true }).waitFor();
    await enroll.waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
  });

  it("SES-28, OP-36: admins manage a session's tutors in the assignments modal", async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/sessions?sessions.schedule=upcoming`);
    const main = remoteOutlet(page);
    await main.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
    await openFirstSession(page);
    const details = page.getByRole('dialog');
    await details.getByRole('button', { name: 'assignments', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Assignments' });
    await modal.getByText(/^\d+ of \d+ tutors assigned$/).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the assignments modal');
    const text = (await modal.getByText(/^\d+ of \d+ tutors assigned$/).innerText()).match(/^(\d+) of (\d+)/)!;
    const [assigned, required] = [Number(text[1]), Number(text[2])];
    assert.ok(assigned > 0, 'the seeded upcoming session has a tutor');
    // Remove the tutor (after confirming), then assign the same tutor again through the tutor search.
    const remove = modal.getByRole('button', { name: /^Remove: / }).first();
    const tutorName = ((await remove.getAttribute('aria-label')) ?? '').replace('Remove: ', '');
    await remove.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Tutor removed.', { exact: true }).waitFor();
    await modal.getByText(`${assigned - 1} of ${required} tutors assigned`, { exact: true }).waitFor();
    await modal.getByLabel('Tutor', { exact: true }).fill(tutorName.split(' ')[0]!);
    await modal.getByRole('option', { name: tutorName }).click();
    await modal.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.getByText('Tutor assigned.', { exact: true }).waitFor();
    await modal.getByText(`${assigned} of ${required} tutors assigned`, { exact: true }).waitFor();
    await modal.getByRole('row', { name: new RegExp(tutorName) }).waitFor();
    assert.deepEqual(errors, []);
  });
  it('SES-30, SES-31: an event created from the events list is saved by the api-server and listed', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/sessions`);
    const main = remoteOutlet(page);
    await main.getByRole('link', { name: 'Events' }).click();
    await main.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    await main.getByRole('button', { name: 'New event' }).click();
    const dialog = page.getByRole('dialog', { name: 'New event' });
    await dialog.getByLabel(/^Name/).fill('E2E prep block');
    await dialog.getByLabel(/^Date/).fill('05/04/2027');
    await dialog.getByLabel('Start time').fill('09:00');
    await dialog.getByLabel('End time').fill('10:30');
    await dialog.getByLabel(/^Type/).selectOption('Event::PrepTime');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Event saved.', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The list is sorted by start: the 2027 event is on the last page at the latest; search it by sorting descending.
    await page.goto(`${suite.product.url}/sessions/events?events.orderBy=starts_at&events.orderSort=desc`);
    await main.getByRole('button', { name: 'E2E prep block' }).waitFor();
    assert.deepEqual(errors, []);
  });

  it('SES-04, SES-05: materials sort by every shown column, name their originator, keep a shipping method; a bad orderBy falls back', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/v2/materials') && r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(`${suite.product.url}/materials`);
    const main = remoteOutlet(page);
    const table = main.getByRole('table');
    const bodyRows = table.locator('tbody tr');
    await waitForTableData(table);
    const shown = await bodyRows.count();
    assert.ok(shown > 1, 'the seed has materials');
    for (const column of ['Name', 'Status', 'Quantity', 'Originator']) {
      for (let click = 0; click < 2; click += 1) {
        const header = table.getByRole('columnheader', { name: column, exact: true });
        const before = await header.getAttribute('aria-sort');
        await header.getByRole('button').click();
        await page.waitForFunction(
          ([name, was]) =>
            [...document.querySelectorAll('#remote-outlet th')].some(
              (th) =>
                th.querySelector('button')?.firstChild?.textContent === name &&
                !['none', was].includes(th.getAttribute('aria-sort') ?? 'none'),
            ),
          [column, before] as const,
        );
        await waitForTableData(table);
        assert.equal(await bodyRows.count(), shown, `sorted by ${column}`);
      }
    }
    assert.deepEqual(refused, []);
    // Originator column filled from the seeded originators.
    const originators = await table
      .locator('tbody tr td:nth-child(4)')
      .allTextContents()
      .then((cells) => cells.filter((c) => c.trim() !== ''));
    assert.ok(originators.length > 0, 'the Originator column names an originator');

    await page.goto(`${suite.product.url}/materials?materials.orderBy=bogus&materials.orderSort=asc`);
    await page.waitForURL((url) => !url.search.includes('bogus'));
    await waitForTableData(table);
    assert.equal(await bodyRows.count(), shown);
    assert.deepEqual(refused, []);

    const first = bodyRows.first().getByRole('button').first();
    const name = (await first.textContent())!;
    await first.click();
    const dialog = page.getByRole('dialog', { name: 'Edit material' });
    await dialog.getByLabel(/^Name/).waitFor();
    const method = dialog.getByLabel('Shipping method');
    // The shipping methods are a list of their own, loaded after the material: wait for them beside the placeholder.
    await method.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    const options = await method.locator('option').allTextContents();
    const chosen = options[options.length - 1]!;
    await method.selectOption({ label: chosen });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await main.getByRole('button', { name, exact: true }).click();
    await dialog.getByLabel(/^Name/).waitFor();
    // The saved method shows once the methods list has arrived (until then the select has only its placeholder).
    await eventually(async () =>
      assert.equal(
        await dialog.getByLabel('Shipping method').evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.text),
        chosen,
      ),
    );
    assert.deepEqual(errors, []);
  });

  it('SES-44: the Courses lists fill their Brand column and course templates show their Duration', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/courses`);
    const main = remoteOutlet(page);
    await main.getByRole('button', { name: 'Math Club Membership' }).waitFor();
    const column = (header: string) =>
      page.evaluate((name) => {
        const table = document.querySelector('#remote-outlet table');
        const col = [...(table?.querySelectorAll('thead th') ?? [])].findIndex((th) => th.textContent?.trim() === name);
        return [...(table?.querySelectorAll('tbody tr') ?? [])].map(
          (row) => row.querySelectorAll('td')[col]?.textContent ?? '',
        );
      }, header);
    const brands = await column('Brand');
    assert.ok(brands.length > 0 && brands.every((b) => b.trim() !== ''), `brands: ${brands.join(', ')}`);
    await main.getByRole('tab', { name: 'Course templates' }).click();
    await main.getByText('Math Club Weekly').waitFor();
    assert.deepEqual(await column('Duration'), ['60 min']);
    assert.deepEqual(errors, []);
  });
});
