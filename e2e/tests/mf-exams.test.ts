import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { PASSWORD, mainNav, remoteOutlet, seriousAxeViolations } from '../lib/browser';
import { useProductAndBrowser } from '../lib/suite';

// Seed (api-server): Diagnostic Exam (Math 3 multiple choice + Essay 6) with Sam Student (8 / 9, scored),
// Kai Kay (Math 2, essay pending, assigned to Tina Tutor) and Nina Newstudent (Math 1, essay pending, unassigned).
// tutor@example.com is Tina Tutor, the seeded essay grader; admin@example.com is the grading administrator.
// Tests run in order: the admin assigns Nina's essay to Tina, Tina grades both, the summary moves.

/** @tutoring/design-system DRAFT_RESTORED. */
const DRAFT_RESTORED = 'What you typed before your session ended is back. Save to keep it.';

async function outlet(page: Page, heading: string): Promise<Locator> {
  const o = remoteOutlet(page);
  await o.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  return o;
}

/** The "Average total" cell text of the Diagnostic Exam row of the report summary. */
async function diagnosticSummary(page: Page): Promise<string> {
  await page.goto(`${page.url().split('/').slice(0, 3).join('/')}/exams/reports?examId=1`);
  const o = await outlet(page, 'Reports');
  const row = o.getByRole('table', { name: 'Report summary' }).getByRole('row').filter({ hasText: 'Diagnostic Exam' });
  await row.waitFor();
  return (await row.getByRole('cell').nth(2).textContent()) ?? '';
}

describe('mf-exams: grading essays in the composed product', () => {
  const suite = useProductAndBrowser();
  let summaryBefore = '';

  it('EXM-04, EXM-05: the admin reads the report summary and assigns the unassigned essay to the tutor grader', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    summaryBefore = await diagnosticSummary(page);
    assert.equal(summaryBefore, '8 / 9');
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe on Reports');
    await page.goto(`${suite.product.url}/exams/transcripts`);
    await (await outlet(page, 'Transcripts')).getByRole('link', { name: 'Nina Newstudent' }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe on Transcripts');

    await page.goto(`${suite.product.url}/exams/graders`);
    const o = await outlet(page, 'Essay graders');
    const essays = o.getByRole('table', { name: 'Essays waiting for a grade' });
    await essays.getByRole('checkbox', { name: 'Select essay of Nina Newstudent (Diagnostic Exam)' }).check();
    await o.getByRole('combobox', { name: 'Assign to' }).selectOption({ label: 'Tina Tutor' });
    await o.getByRole('button', { name: 'Assign 1 selected' }).click();
    await page.getByText('1 essay assigned to Tina Tutor.').waitFor();
    await essays.getByRole('row').filter({ hasText: 'Nina Newstudent' }).filter({ hasText: 'Tina Tutor' }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe on Essay graders');
    assert.deepEqual(errors, []);
  });

  it('DS-02, ADR 0005: a grade being written asks before a menu link, Back or Sign out takes it, and is back after the session ends and the grader signs in again', async () => {
    const { page, context, errors } = await suite.signedInPage('tutor@example.com');
    await mainNav(page).getByRole('link', { name: 'Exams', exact: true }).click();
    let o = await outlet(page, 'Exams');
    await o.getByRole('navigation', { name: 'Exams areas' }).getByRole('link', { name: 'Essay grading' }).click();
    o = await outlet(page, 'Essay grading');
    await o.getByRole('region', { name: 'Essay' }).getByText('Moving to a new school').waitFor();
    const gradingUrl = page.url();
    const score = o.getByRole('radiogroup', { name: 'Rubric score (1 to 6)' }).getByRole('radio', { name: '4' });
    await score.check();
    const comment = o.getByRole('textbox', { name: 'Comment' });
    await comment.fill('Kept across the sign-in.');
    const question = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    const keepEditing = async () => {
      await question.getByRole('button', { name: 'Keep editing' }).click();
      await question.waitFor({ state: 'detached' });
      // After Back, the browser returns to the grade's entry a moment after the question closes (the shell's holdBack).
      await page.waitForURL(gradingUrl);
      assert.equal(await comment.inputValue(), 'Kept across the sign-in.');
    };

    await mainNav(page).getByRole('link', { name: 'Exams', exact: true }).click();
    await keepEditing();
    await page.goBack();
    await keepEditing();

    // Signing out here would drop it too: asked first.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await keepEditing();

    // The session ends: the grader signs out in another tab. Signing in again here comes back to the grade.
    const other = await context.newPage();
    await other.goto(`${suite.product.url}/`);
    await other.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    await page.getByLabel('E-mail').fill('tutor@example.com');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    o = await outlet(page, 'Essay grading');
    await o.getByRole('status').filter({ hasText: DRAFT_RESTORED }).waitFor();
    assert.equal(await comment.inputValue(), 'Kept across the sign-in.');
    assert.equal(await score.isChecked(), true);
    assert.deepEqual(errors, []);
  });

  it('EXM-06, EXM-01: the tutor grader grades two essays with progress shown; every exams call carries the token', async () => {
    const examCalls: { path: string; authorization: string | undefined }[] = [];
    const { page, errors } = await suite.signedInPage('tutor@example.com', ({ page }) =>
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/^\/api\/(exams|transcripts|reports|essay)/.test(url.pathname))
          examCalls.push({ path: url.pathname, authorization: request.headers().authorization });
      }),
    );
    await mainNav(page).getByRole('link', { name: 'Exams', exact: true }).click();
    let o = await outlet(page, 'Exams');
    await o.getByRole('navigation', { name: 'Exams areas' }).getByRole('link', { name: 'Essay grading' }).click();
    o = await outlet(page, 'Essay grading');
    const progress = o.getByRole('progressbar', { name: 'Grading progress' });
    await o.locator('[role=progressbar][aria-valuetext="1 of 3 graded"]').waitFor();
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe on Essay grading');

    await o.getByRole('region', { name: 'Essay' }).getByText('Moving to a new school').waitFor();
    await o.getByRole('radiogroup', { name: 'Rubric score (1 to 6)' }).getByRole('radio', { name: '6' }).check();
    await o.getByRole('textbox', { name: 'Comment' }).fill('Honest and well organised.');
    await o.getByRole('button', { name: 'Save and next' }).click();
    await o.locator('[role=progressbar][aria-valuetext="2 of 3 graded"]').waitFor();

    await o.getByRole('region', { name: 'Essay' }).getByText('I practiced piano').waitFor();
    await o.getByRole('radiogroup', { name: 'Rubric score (1 to 6)' }).getByRole('radio', { name: '6' }).check();
    await o.getByRole('button', { name: 'Save and next' }).click();
    await o.locator('[role=progressbar][aria-valuetext="3 of 3 graded"]').waitFor();
    assert.equal(await progress.getAttribute('aria-valuenow'), '100');
    await o.getByText('Every essay in your queue is graded.').waitFor();

    assert.ok(examCalls.length >= 4, 'exams host calls were made');
    for (const call of examCalls) assert.equal(call.authorization, 'Token tutor-grader-token-0001', call.path);
    assert.deepEqual(errors, []);
  });

  it('EXM-04: the report summary changes accordingly (all three transcripts scored: (8 + 8 + 7) / 3)', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    const after = await diagnosticSummary(page);
    assert.notEqual(after, summaryBefore);
    assert.equal(after, '7.67 / 9');
    const o = remoteOutlet(page);
    await o.getByRole('table', { name: 'Essay rubric scores' }).getByRole('row').filter({ hasText: /^62$/ }).waitFor();
    // The transcript of Kai shows the graded essay in its per-section scores.
    await page.goto(`${suite.product.url}/exams/transcripts?examId=1`);
    await (await outlet(page, 'Transcripts')).getByRole('link', { name: 'Kai Kay' }).click();
    const detail = await outlet(page, 'Transcript');
    await detail
      .getByRole('table', { name: 'Section scores' })
      .getByRole('row')
      .filter({ hasText: 'Essay' })
      .filter({ hasText: '6 / 6' })
      .waitFor();
    await detail.getByText('Total: 8 / 9').waitFor();
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe on Transcript');
    assert.deepEqual(errors, []);
  });

  it('EXM-07, OP-77: a user who is not an essay grader opening the grading queue directly is refused', async () => {
    const { page } = await suite.signedInPage('crm@example.com');
    await page.goto(`${suite.product.url}/essay_grading`);
    // The shell refuses the whole area for users who are neither admins nor essay graders (OP-06).
    await page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'You do not have permission to do that.' }).waitFor();
    assert.equal(await remoteOutlet(page).getByRole('heading', { name: 'Essay grading' }).count(), 0);
  });

  it('X-09: exam dates read MM/DD/YYYY in the transcripts list and on a transcript', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/exams/transcripts`);
    const list = await outlet(page, 'Transcripts');
    await list.getByRole('link', { name: 'Nina Newstudent' }).waitFor();
    const takenOn = await page.evaluate(() => {
      const table = document.querySelector('#remote-outlet table');
      const col = [...(table?.querySelectorAll('thead th') ?? [])].findIndex((th) =>
        th.textContent?.startsWith('Taken on'),
      );
      return [...(table?.querySelectorAll('tbody tr') ?? [])].map(
        (row) => row.querySelectorAll('td')[col]?.textContent ?? '',
      );
    });
    assert.ok(takenOn.length > 0);
    for (const day of takenOn) assert.match(day, /^\d{2}\/\d{2}\/\d{4}$/);
    await list.getByRole('link', { name: 'Nina Newstudent' }).click();
    const detail = await outlet(page, 'Transcript');
    await detail
      .getByText(/^\d{2}\/\d{2}\/\d{4}$/)
      .first()
      .waitFor();
    assert.deepEqual(errors, []);
  });

  it('EXM-05, DS-07: an admin removes a grader from the keyboard; the focus goes to the Remove of the grader that took the row, not to the top of the page', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/exams/graders`);
    const o = await outlet(page, 'Essay graders');
    const graders = o.getByRole('table', { name: 'Essay graders' });
    await o.getByRole('combobox', { name: 'Employee' }).selectOption({ label: 'Amelia Advisor' });
    await o.getByRole('button', { name: 'Add grader' }).click();
    const amelia = graders.getByRole('button', { name: 'Remove Amelia Advisor' });
    await amelia.waitFor();

    // Remove, then the confirmation's own Remove, by keyboard (the dialog opens on Cancel).
    await amelia.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Remove Amelia Advisor as an essay grader?' });
    await confirm.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Amelia Advisor is no longer an essay grader.').waitFor();
    await amelia.waitFor({ state: 'detached' });
    // The next grader's Remove has the focus (a screen reader names it); before, it was the page's body.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Remove Tina Tutor');
    assert.deepEqual(errors, []);
  });
});
