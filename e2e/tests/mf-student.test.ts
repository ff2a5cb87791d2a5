import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { postponeReviewPrompt, remoteOutlet, seriousAxeViolations, wordsBrokenAcrossLines } from '../lib/browser';
import { useProductAndBrowser } from '../lib/suite';

// The seeded student (student@example.com, student id 1) has two pending reviews of Tina, six unredeemed badges (gems)
// and one prize already shipped. Tests run in order: the prompt checks come before the reviews are submitted.
const REVIEW_DIALOG = 'Review your tutor';

async function dashboard(page: Page) {
  const outlet = remoteOutlet(page);
  await outlet.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  // The prizes list is one of the last parts to load: once it is there the dashboard has settled.
  await outlet.getByRole('list', { name: 'Prizes' }).waitFor();
  return outlet;
}

describe('mf-student: the student portal in the composed product', () => {
  const suite = useProductAndBrowser();

  it('STU-23, X-07: an admin spoofing the student sees the dashboard without the review prompt (no review request at all)', async () => {
    const reviewCalls: string[] = [];
    const { page, errors } = await suite.signedInPage('admin@example.com', ({ page }) =>
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/v2/reviews')) reviewCalls.push(request.url());
      }),
    );
    await page.evaluate(() =>
      sessionStorage.setItem('tutoring.spoofing', JSON.stringify({ type: 'Student', id: 1, name: 'Sam Student' })),
    );
    await page.goto(`${suite.product.url}/`);
    const outlet = await dashboard(page);
    await outlet.getByText('You have 6 gems.').waitFor();
    await page.waitForTimeout(500);
    assert.equal(await page.getByRole('dialog', { name: REVIEW_DIALOG }).count(), 0);
    assert.deepEqual(reviewCalls, []);
    assert.deepEqual(errors, []);
  });

  it('STU-22: "Ask me later" hides the review prompt, still hidden after a reload', async () => {
    const { page, context, errors } = await suite.signedInPage('student@example.com');
    await dashboard(page);
    const dialog = page.getByRole('dialog', { name: REVIEW_DIALOG });
    await dialog.waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
    await dialog.getByRole('button', { name: 'Ask me later' }).click();
    await dialog.waitFor({ state: 'detached' });
    const cookies = await context.cookies();
    assert.ok(
      cookies.some((c) => c.name === 'reviewPostponed_1'),
      'the per-student cookie is set',
    );
    await page.reload();
    await dashboard(page);
    await page.waitForTimeout(1000);
    assert.equal(await dialog.count(), 0);
    assert.deepEqual(errors, []);
  });

  it('STU-20, STU-21: a student reviews the tutor one review at a time; the prompt is gone afterwards', async () => {
    const { page, errors } = await suite.signedInPage('student@example.com');
    await dashboard(page);
    const dialog = page.getByRole('dialog', { name: REVIEW_DIALOG });
    await dialog.waitFor();
    await dialog.getByText('Tutor 1 of 2').waitFor();
    // From the keyboard: the dialog opens on the stars, which are one stop on the Tab path (Tab goes on to the
    // comment, not to "2 stars"); back on them, the arrows choose.
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName);
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === '1 star');
    await page.keyboard.press('Tab');
    assert.equal(await focused(), 'TEXTAREA');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focused(), '1 star');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
    assert.equal(await dialog.getByRole('radio', { name: '5 stars' }).isChecked(), true);
    await dialog.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await dialog.getByRole('button', { name: 'super fun teacher' }).click();
    assert.equal(await dialog.getByRole('textbox', { name: 'Comment' }).inputValue(), 'super fun teacher');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Thank you for submitting your review.').first().waitFor();
    await dialog.getByText('Tutor 2 of 2').waitFor();
    await dialog.getByRole('radio', { name: '2 stars' }).check({ force: true });
    await dialog.getByRole('button', { name: 'waited too long' }).click();
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await dashboard(page);
    await page.waitForTimeout(1000);
    assert.equal(await dialog.count(), 0, 'no pending review is left');
    assert.deepEqual(errors, []);
  });

  it('STU-16, STU-19: a student trades gems for a prize and sees it on /prizes; an unaffordable prize sends nothing', async () => {
    const purchases: string[] = [];
    const { page, errors } = await suite.signedInPage('student@example.com', ({ page }) =>
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/quests/student_prizes')
          purchases.push(request.url());
      }),
    );
    const outlet = await dashboard(page);
    // Reviews are done by the previous test; if they were not, put the prompt off so the shop is reachable.
    await postponeReviewPrompt(page);
    await outlet.getByText('You have 6 gems.').waitFor();
    await outlet.getByRole('button', { name: 'Trade for Headphones' }).click();
    await page.getByText('You cannot afford that prize yet.').waitFor();
    assert.deepEqual(purchases, []);
    await outlet.getByRole('button', { name: 'Trade for Sticker Pack' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Nice choice!' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Trade' }).click();
    await page.getByText('Purchased!').waitFor();
    await page.waitForURL((url) => url.pathname === '/prizes');
    const prizes = remoteOutlet(page);
    await prizes.getByRole('heading', { level: 1, name: 'Prizes' }).waitFor();
    await prizes.getByRole('row', { name: /Sticker Pack.*Estimated delivery \d\d\/\d\d\/\d{4}/ }).waitFor();
    assert.equal(
      await prizes.getByRole('row', { name: /Sticker Pack/ }).count(),
      2,
      'the new prize beside the seeded one',
    );
    await prizes.getByRole('row', { name: /Sent \d\d\/\d\d\/\d{4}/ }).waitFor();
    assert.equal(purchases.length, 1);
    assert.deepEqual(await seriousAxeViolations(page), []);
    await page.goto(`${suite.product.url}/`);
    await (await dashboard(page)).getByText('You have 4 gems.').waitFor();
    assert.deepEqual(errors, []);
  });

  it('STU-03..STU-06: a student who must set a password gets the welcome modal, sets it, and is not asked again', async () => {
    const { page, errors } = await suite.signedInPage('newstudent@example.com');
    const dialog = page.getByRole('dialog', { name: 'Welcome! Please set your password.' });
    await dialog.waitFor();
    await dialog.getByLabel(/^Password/).fill('abc');
    await dialog.getByLabel(/^Confirm password/).fill('abd');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Password must have at least 6 characters.').waitFor();
    await dialog.getByText('Passwords do not match.').waitFor();
    await dialog.getByText('Please fix the errors on the form.').waitFor();
    await dialog.getByLabel(/^Password/).fill('new-secret');
    await dialog.getByLabel(/^Confirm password/).fill('new-secret');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Successfully changed password').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await dashboard(page);
    await page.waitForTimeout(500);
    assert.equal(await dialog.count(), 0);
    assert.deepEqual(errors, []);
  });

  it("STU-13: the dashboard shows the tutoring hours the API reports for the student's courses", async () => {
    const { page, errors } = await suite.signedInPage('student@example.com');
    const outlet = await dashboard(page);
    await postponeReviewPrompt(page);
    // What the API says, summed over the enrollments that have not ended (minutes -> hours, one decimal, OP-39).
    const reply = (await (
      await page.request.get(`${suite.product.url}/api/v2/enrollments?studentId=1&include=course&per=100`)
    ).json()) as {
      enrollments: {
        status: string;
        course?: { remainingProvisionedDuration?: number; unscheduledDuration?: number };
      }[];
    };
    const live = reply.enrollments.filter((e) => !['canceled', 'transferred', 'expired'].includes(e.status));
    const sum = (field: 'remainingProvisionedDuration' | 'unscheduledDuration') =>
      live.reduce((total, e) => total + (e.course?.[field] ?? 0), 0);
    assert.ok(sum('remainingProvisionedDuration') > 0, 'the seeded student has remaining hours');
    const hours = outlet.getByRole('region', { name: 'Tutoring hours' });
    await hours.getByText('Remaining hours').waitFor();
    const values = await hours.locator('dd').allTextContents();
    assert.deepEqual(values.slice(0, 2), [
      (sum('remainingProvisionedDuration') / 60).toFixed(1),
      (sum('unscheduledDuration') / 60).toFixed(1),
    ]);
    assert.equal(await hours.getByText('No tutoring hours to show.').count(), 0);
    assert.deepEqual(await seriousAxeViolations(page), []);
    assert.deepEqual(errors, []);
  });

  it('STU-12: at 390 px the badges sit in fewer columns, each name in whole words, and the page never scrolls sideways', async () => {
    const { page, errors } = await suite.signedInPage('student@example.com');
    await page.setViewportSize({ width: 390, height: 900 });
    const outlet = await dashboard(page);
    await postponeReviewPrompt(page);
    const badges = outlet.getByRole('list', { name: 'Badges' });
    // The seeded badges include "Perfect Attendance": in four columns of 72 px "Attendance" broke inside the word.
    await badges.getByText('Perfect Attendance').first().waitFor();
    assert.deepEqual(await wordsBrokenAcrossLines(badges), []);
    const columns = await badges.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    assert.ok(columns >= 2 && columns < 4, `${columns} columns at 390 px`);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0);
    // Wide: never more than the four per row the dashboard asks for, names whole still.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.waitForFunction(() => window.innerWidth === 1280);
    assert.ok((await badges.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length)) <= 4);
    assert.deepEqual(await wordsBrokenAcrossLines(badges), []);
    assert.deepEqual(errors, []);
  });

  it('STU-26: a K12 student opens the K12 app with a fresh login ticket', async () => {
    const { page, context, errors } = await suite.signedInPage('k12student@example.com');
    const outlet = await dashboard(page);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      outlet.getByRole('button', { name: 'Go to K12' }).click(),
    ]);
    // The local K12 side verifies the signed, short-lived ticket (issue 20) and signs the student in.
    await popup.waitForURL(/\/local\/k12\/login\?ticket=/);
    await popup.getByRole('heading', { name: 'Local K12 sign-in' }).waitFor();
    assert.deepEqual(errors, []);
  });
});
