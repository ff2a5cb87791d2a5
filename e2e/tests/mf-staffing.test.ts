import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { apiSession } from '../lib/api';
import { remoteOutlet } from '../lib/browser';
import { useProductAndBrowser } from '../lib/suite';

const TUTOR_NOT_QUALIFIED = 'This tutor is not qualified.';

/** Waits until the assignment modal's one Assign button is enabled. */
async function assignEnabled(page: Page) {
  await page.waitForFunction(() => {
    const buttons = [...document.querySelectorAll('[role="dialog"] button')].filter(
      (b) => b.textContent?.trim() === 'Assign',
    );
    return buttons.length === 1 && !(buttons[0] as HTMLButtonElement).disabled;
  });
}

describe('mf-staffing: tutor search, assignment and availability against the api-server', () => {
  const suite = useProductAndBrowser({ environment: 'test' });

  it('STF-02, X-01: Back during the search pause returns to the earlier search; the pending pause does not apply again', async () => {
    const { page } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/tutors`);
    const search = remoteOutlet(page).getByRole('searchbox', { name: 'Search' });
    await search.fill('Tom');
    await page.waitForURL(/tutors\.query=Tom/);
    // Typing again, then Back before the 500 ms pause is over: both in one task of the page, so a busy machine
    // cannot put the pause's end between them.
    await search.evaluate((input: HTMLInputElement) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'Tina');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      history.back();
    });
    await page.waitForURL((url) => !url.search.includes('tutors.query'));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    assert.ok(!page.url().includes('tutors.query'), page.url());
    assert.equal(await search.inputValue(), '');
  });

  it('STF-02, STF-11, STF-12, STF-15: searches a tutor, assigns two sessions, sees the Tutors column update, and an unqualified tutor shows the message', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/tutors`);
    await remoteOutlet(page).getByRole('heading', { level: 1, name: 'Tutors' }).waitFor();

    // Search by text (500 ms pause): only Tom remains.
    await remoteOutlet(page).getByRole('searchbox', { name: 'Search' }).fill('Tom');
    await page.waitForURL(/tutors\.query=Tom/);
    await remoteOutlet(page).getByRole('button', { name: 'Tom Teacher' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('#remote-outlet')?.textContent?.includes('Tina Tutor'));

    // Pick the two sessions that still need a tutor, then open the assignment modal.
    await remoteOutlet(page).getByRole('button', { name: 'Assign tutors to sessions' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose sessions to staff' });
    await picker
      .getByRole('row', { name: /Chemistry/ })
      .getByRole('checkbox')
      .check();
    await picker
      .getByRole('row', { name: /Algebra Group/ })
      .getByRole('checkbox')
      .check();
    await picker.getByRole('button', { name: 'Find tutors' }).click();

    const modal = page.getByRole('dialog', { name: 'Tutor Assignment' });
    await modal.getByRole('table', { name: 'Sessions to staff' }).waitFor();
    const sessions = modal.getByRole('table', { name: 'Sessions to staff' });
    await modal.getByRole('searchbox', { name: 'Search tutors' }).fill('Tom');
    await modal.getByRole('radio', { name: 'Choose Tom Teacher' }).check();
    const assign = modal.getByRole('button', { name: 'Assign' });
    await assignEnabled(page);
    await assign.click();
    // STF-15: both rows now list Tom Teacher in their Tutors column.
    await page.waitForFunction(
      () => {
        const table = [...document.querySelectorAll('table')].find((t) =>
          t.querySelector('caption')?.textContent?.includes('Sessions to staff'),
        );
        return table
          ? [...table.querySelectorAll('tbody tr')].filter((row) => row.textContent?.includes('Tom Teacher')).length ===
              2
          : false;
      },
      undefined,
      { timeout: 10_000 },
    );
    assert.equal(await sessions.getByRole('row').filter({ hasText: 'Tom Teacher' }).count(), 2);

    // STF-12: Tina teaches Algebra but not Chemistry.
    await modal.getByRole('searchbox', { name: 'Search tutors' }).fill('Tina');
    await modal.getByRole('radio', { name: 'Choose Tina Tutor' }).check();
    await modal.getByRole('alert').filter({ hasText: TUTOR_NOT_QUALIFIED }).waitFor();
    assert.ok(await assign.isDisabled());
    assert.deepEqual(errors, []);
  });

  it('STF-09, STF-16, STF-15: a session of a brand that allows employee staffing offers the Employees tab; an employee is assigned and shows in the Tutors column', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/tutors`);
    await remoteOutlet(page).getByRole('heading', { level: 1, name: 'Tutors' }).waitFor();
    await remoteOutlet(page).getByRole('button', { name: 'Assign tutors to sessions' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose sessions to staff' });
    // The seeded Enrichment brand (allowEmployeeStaffing) has two unassigned "Study Skills" sessions; take the first.
    await picker
      .getByRole('row', { name: /Study Skills/ })
      .first()
      .getByRole('checkbox')
      .check();
    await picker.getByRole('button', { name: 'Find tutors' }).click();

    const modal = page.getByRole('dialog', { name: 'Tutor Assignment' });
    const sessions = modal.getByRole('table', { name: 'Sessions to staff' });
    await sessions.waitFor();
    await modal.getByRole('tab', { name: 'Employees' }).click();
    await modal.getByRole('searchbox', { name: 'Search employees' }).fill('Erin');
    await modal.getByRole('radio', { name: 'Choose Erin Coordinator' }).check();
    await assignEnabled(page);
    await modal.getByRole('button', { name: 'Assign' }).click();
    await sessions.getByRole('row').filter({ hasText: 'Erin Coordinator' }).first().waitFor({ timeout: 10_000 });
    assert.equal(await sessions.getByRole('row').filter({ hasText: 'Erin Coordinator' }).count(), 1);
    assert.deepEqual(errors, []);
  });

  it('the employees list at 1280 px: a name that wraps reads from the left like the link it looks like', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/employees`);
    const table = remoteOutlet(page).getByRole('table', { name: 'Employees' });
    await table.locator('tbody tr').nth(1).waitFor();
    // Each line's left edge within the name's button ("Erin / Coordinator" once had its second line centred).
    const offsets = await table.locator('tbody tr td:first-child button').evaluateAll((buttons) =>
      buttons.map((button) => {
        const range = document.createRange();
        range.selectNodeContents(button);
        const lines = [...range.getClientRects()].filter((r) => r.width > 0);
        return {
          name: button.textContent,
          lines: lines.length,
          indent: Math.max(...lines.map((r) => r.left)) - Math.min(...lines.map((r) => r.left)),
        };
      }),
    );
    assert.ok(
      offsets.some((o) => o.lines > 1),
      'a seeded name (Erin Coordinator) wraps at 1280 px',
    );
    for (const { name, indent } of offsets) assert.ok(indent < 1, `${name}: lines start ${indent} px apart`);
    assert.deepEqual(errors, []);
  });

  it('STF-26, STF-28: a tutor creates an availability from the week view', async () => {
    const { page, errors } = await suite.signedInPage('tutor@example.com');
    await page.goto(`${suite.product.url}/availability?view=week`);
    await remoteOutlet(page).getByRole('heading', { level: 1, name: 'Availability' }).waitFor();
    const slot = remoteOutlet(page).getByRole('button', { name: /^Add availability Wed .* 9pm$/ });
    // This week has a Wednesday 9pm too (the label names its date, "Wed 11/25 9pm"): the next week's is the one once
    // this week's has gone.
    const thisWeek = (await slot.getAttribute('aria-label'))!;
    await remoteOutlet(page).getByRole('button', { name: 'Next' }).click();
    await remoteOutlet(page).getByRole('button', { name: thisWeek, exact: true }).waitFor({ state: 'detached' });
    // The keyboard path of the hour button: the demo data puts sessions at "now + days", so depending on the hour the
    // suite runs, a session can cover Wednesday 9pm and take a pointer click meant for the empty hour below it.
    await slot.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New availability' });
    assert.equal(await dialog.getByLabel(/Start time/).inputValue(), '21:00');
    await dialog.getByRole('button', { name: 'Save availability' }).click();
    await dialog.waitFor({ state: 'detached' });
    await remoteOutlet(page)
      .getByRole('button', { name: /9:00pm - 10:00pm Available/ })
      .waitFor({ timeout: 10_000 });
    assert.deepEqual(errors, []);
  });

  it('STF-28, API-49: the month view shows all 16 availabilities of a month (created through the API), not the first 10', async () => {
    // A month three months ahead, which the demo data leaves empty.
    const ahead = new Date();
    ahead.setUTCDate(1);
    ahead.setUTCMonth(ahead.getUTCMonth() + 3);
    const month = ahead.toISOString().slice(0, 7);
    const api = await apiSession(suite.product.apiUrl, 'tutor@example.com');
    for (let day = 1; day <= 16; day += 1) {
      const date = `${month}-${String(day).padStart(2, '0')}`;
      const created = await api('availabilities', {
        method: 'POST',
        body: { availability: { tutorId: 7, startsAt: `${date}T17:00:00Z`, endsAt: `${date}T18:00:00Z` } },
      });
      assert.equal(created.status, 201);
    }
    const { page, errors } = await suite.signedInPage('tutor@example.com');
    const outlet = remoteOutlet(page);
    await page.goto(`${suite.product.url}/availability?view=month&date=${month}-01`);
    const listed = outlet.getByRole('list', { name: 'Availabilities in view' }).getByRole('listitem');
    await listed.nth(15).waitFor();
    assert.equal(await listed.count(), 16);
    assert.equal(await outlet.locator('[data-event-id^="availability-"]').count(), 16);
    // The calendar page reads the same range.
    await page.goto(`${suite.product.url}/calendar?view=month&date=${month}-01`);
    const items = outlet.locator('[data-event-id^="availability-"]');
    await items.nth(15).waitFor();
    assert.equal(await items.count(), 16);
    assert.deepEqual(errors, []);
  });

  it("OP-02: a tutor typing /employees, /tutors or /teams lands on their calendar, never on staff's screens", async () => {
    const { page, errors } = await suite.signedInPage('tutor@example.com');
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/v2/') && response.status() === 403) refused.push(response.url());
    });
    const outlet = remoteOutlet(page);
    // A shared staffing link (?sessionIds=, ?courseId=) opens no staffing dialog for them either.
    for (const path of ['/employees', '/tutors?sessionIds=1&courseId=1', '/teams', '/teams/1']) {
      await page.goto(`${suite.product.url}${path}`);
      await page.waitForURL((url) => url.pathname === '/calendar');
      await outlet.getByRole('heading', { level: 1, name: /^Calendar/ }).waitFor();
      assert.equal(await outlet.getByRole('button', { name: 'New employee' }).count(), 0, path);
      assert.equal(await outlet.getByText('We could not load this list.').count(), 0, path);
      assert.equal(await page.getByRole('dialog').count(), 0, path);
    }
    assert.deepEqual(refused, []);
    assert.deepEqual(errors, []);
  });

  it('STF-04: the tutor form shows the saved subjects and saves a new one (subjectIds)', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/employees`);
    await remoteOutlet(page).getByRole('button', { name: 'Nora Nonaccepting', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'Edit Nora Nonaccepting' });
    const reading = dialog.getByRole('checkbox', { name: 'Reading (English)' });
    await reading.waitFor();
    assert.ok(await reading.isChecked());
    await dialog.getByRole('checkbox', { name: 'Biology (Science)' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    await remoteOutlet(page).getByRole('button', { name: 'Nora Nonaccepting', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Nora Nonaccepting' });
    await dialog.getByRole('checkbox', { name: 'Biology (Science)' }).waitFor();
    assert.ok(await dialog.getByRole('checkbox', { name: 'Biology (Science)' }).isChecked());
    assert.ok(await dialog.getByRole('checkbox', { name: 'Reading (English)' }).isChecked());
    assert.deepEqual(errors, []);
  });
});
