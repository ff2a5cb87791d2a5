import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { axeRuleViolations, remoteOutlet, seriousAxeViolations, waitForTableData } from '../lib/browser';
import type { RunningProduct } from '../lib/product';
import { useProductAndBrowser } from '../lib/suite';

/**
 * The api-server serves its local card tokeniser at `/local/accept/tokenize`, outside the `/api` the product's shell
 * server proxies. A real provider is reached directly by the browser; here the test routes the browser's call to the
 * local tokeniser (the card still never reaches `/api`).
 */
async function reachLocalTokeniser(
  context: BrowserContext,
  product: RunningProduct,
  seen: { tokenised: number; apiBodies: string[]; profileCalls: number },
) {
  await context.route('**/local/accept/tokenize', async (route) => {
    seen.tokenised += 1;
    const response = await route.fetch({ url: `${product.apiUrl}/local/accept/tokenize` });
    await route.fulfill({ response });
  });
  context.on('request', (request) => {
    if (!request.url().includes('/api/') || request.method() === 'GET') return;
    seen.apiBodies.push(request.postData() ?? '');
    if (request.url().includes('/api/v2/authorize_net_profiles')) seen.profileCalls += 1;
  });
}

/** The phone-sized viewport of the family walk. */
const PHONE = { width: 390, height: 844 };

/** What has the keyboard focus: its role (or tag) and its accessible text, e.g. "button Uncancel". */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    const label = active.getAttribute('aria-label') ?? (active as HTMLElement).innerText?.trim() ?? '';
    const name = active.id ? (document.querySelector(`label[for="${active.id}"]`)?.textContent ?? label) : label;
    return `${active.getAttribute('role') ?? active.tagName.toLowerCase()} ${name.trim()}`;
  });
}

/** Waits until the focus is on `expected` (see {@link focused}), failing with where it is instead. */
async function focusIs(page: Page, expected: string): Promise<void> {
  const until = Date.now() + 10_000;
  let now = await focused(page);
  while (now !== expected && Date.now() < until) {
    await page.waitForTimeout(50);
    now = await focused(page);
  }
  assert.equal(now, expected);
}

async function fillCard(page: Page, card: { number: string; name: string; expiry: string; cvc: string; zip: string }) {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByRole('textbox', { name: 'Card number' }).fill(card.number);
  await form.getByRole('textbox', { name: 'Name on card' }).fill(card.name);
  await form.getByRole('textbox', { name: 'Expiration (MM/YY)' }).fill(card.expiry);
  await form.getByRole('textbox', { name: 'CVC' }).fill(card.cvc);
  await form.getByRole('textbox', { name: 'Zip code' }).fill(card.zip);
  return form;
}

describe('mf-payments: payment methods, enrollments and refunds in the composed product', () => {
  const suite = useProductAndBrowser();

  it('PAY-09/PAY-12: a parent saves a valid card; the card number goes only to the tokeniser', async () => {
    const seen = { tokenised: 0, apiBodies: [] as string[], profileCalls: 0 };
    const { page, errors } = await suite.signedInPage('parent@example.com', ({ context }) =>
      reachLocalTokeniser(context, suite.product, seen),
    );
    await page.goto(`${suite.product.url}/payments`);
    const outlet = remoteOutlet(page);
    await outlet.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
    await outlet.getByText('XXXX1111').waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
    await outlet.getByRole('button', { name: 'Update card' }).click();
    const form = await fillCard(page, {
      number: '5424000000000015',
      name: 'Paula Parent',
      expiry: '11/30',
      cvc: '123',
      zip: '90012',
    });
    assert.deepEqual(await seriousAxeViolations(page), []);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('We saved your payment method').waitFor();
    await outlet.getByText('XXXX0015').waitFor();
    await outlet.getByText('11/2030').waitFor();
    assert.equal(seen.tokenised, 1);
    assert.equal(seen.profileCalls, 1);
    for (const body of seen.apiBodies)
      assert.ok(!body.includes('5424000000000015') && !body.includes('"123"'), 'no card data reached our API');
    assert.deepEqual(errors, []);
  });

  it('PAY-02: from the keyboard, the card form takes the focus when it opens and gives it back to "Update card" after Save and Cancel', async () => {
    const seen = { tokenised: 0, apiBodies: [] as string[], profileCalls: 0 };
    const { page, errors } = await suite.signedInPage('parent@example.com', ({ context }) =>
      reachLocalTokeniser(context, suite.product, seen),
    );
    await page.goto(`${suite.product.url}/payments`);
    const outlet = remoteOutlet(page);
    const updateCard = outlet.getByRole('button', { name: 'Update card' });
    await updateCard.focus();
    await page.keyboard.press('Enter');
    const form = outlet.getByRole('form', { name: 'Card details' });
    const number = form.getByRole('textbox', { name: 'Card number' });
    await number.waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'number');
    await page.keyboard.type('4111111111111111');
    for (const text of ['Paula Parent', '12/30', '123']) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(text);
    }
    await form.getByRole('textbox', { name: 'Zip code' }).focus();
    await page.keyboard.type('90012');
    await page.keyboard.press('Enter');
    await page.getByText('We saved your payment method').waitFor();
    await form.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent === 'Update card');
    assert.equal(seen.tokenised, 1);

    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'number');
    await form.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await form.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent === 'Update card');
    assert.deepEqual(errors, []);
  });

  it('PAY-29/PAY-31..PAY-35: a parent opening a staff screen by its address is led to their own payments, and no staff list is asked for', async () => {
    const { page, errors } = await suite.signedInPage('parent@example.com');
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
    });
    const outlet = remoteOutlet(page);
    for (const path of ['/payments/payroll', '/refund_requests', '/payments/tutor_packages']) {
      await page.goto(`${suite.product.url}${path}`);
      await page.waitForURL((url) => url.pathname === '/payments');
      await outlet.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
      await outlet.getByRole('button', { name: 'Update card' }).waitFor();
      assert.equal(await outlet.getByRole('button', { name: /New payroll item|Batch upload/ }).count(), 0);
    }
    assert.deepEqual(
      asked.filter((path) => /payroll_items|refund_requests|tutor_package/.test(path)),
      [],
    );
    assert.equal(await page.getByText('You are not allowed to do that.').count(), 0);
    assert.deepEqual(errors, []);
  });

  it('PAY-17/PAY-28: a parent with a recurring enrollment sees the subscription and the dialog headed with the next billing date', async () => {
    const { page, errors } = await suite.signedInPage('parent@example.com');
    // The date the API gives, as the parent's MM/DD/YYYY (OP-31g).
    const me = (await (await page.request.get(`${suite.product.url}/api/v2/current_user`)).json()) as {
      user: { parentId: number };
    };
    const reply = (await (
      await page.request.get(`${suite.product.url}/api/v2/parents/${me.user.parentId}`)
    ).json()) as {
      parent: { timeZone: string; subscription: { state: string; nextAssessmentAt: string } | null };
    };
    const subscription = reply.parent.subscription;
    assert.ok(subscription?.nextAssessmentAt, 'the seeded parent has a subscription with a next billing date');
    const billing = new Intl.DateTimeFormat('en-US', {
      timeZone: reply.parent.timeZone,
      month: '2-digit',
      day: '2-digit',
      year: 'numeric',
    }).format(new Date(subscription.nextAssessmentAt));
    await page.goto(`${suite.product.url}/payments`);
    const outlet = remoteOutlet(page);
    await outlet.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
    await outlet.getByText('Your subscription is active.').waitFor();
    await outlet.getByRole('button', { name: 'Set Payment Method' }).click();
    const dialog = page.getByRole('dialog', { name: `Your next billing date is ${billing}` });
    await dialog.waitFor();
    await dialog.getByRole('form', { name: 'Card details' }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
  });

  it('PAY-04/PAY-07: an American Express card and an expired card are refused before tokenisation', async () => {
    const seen = { tokenised: 0, apiBodies: [] as string[], profileCalls: 0 };
    const { page } = await suite.signedInPage('parent@example.com', ({ context }) =>
      reachLocalTokeniser(context, suite.product, seen),
    );
    await page.goto(`${suite.product.url}/payments`);
    const outlet = remoteOutlet(page);
    await outlet.getByRole('button', { name: 'Update card' }).click();
    const form = await fillCard(page, {
      number: '370000000000002',
      name: 'Paula Parent',
      expiry: '11/30',
      cvc: '1234',
      zip: '90012',
    });
    await form.getByRole('button', { name: 'Save' }).click();
    // Said once, on the number (which gets the focus), not again in the alert above the form.
    const number = form.getByRole('textbox', { name: 'Card number' });
    await page.waitForFunction(
      (text) =>
        (document.activeElement as HTMLElement | null)?.getAttribute('aria-invalid') === 'true' &&
        document.body.innerText.includes(text),
      'Sorry, we do not accept American Express for payments.',
    );
    assert.equal(await form.getByText('Sorry, we do not accept American Express for payments.').count(), 1);
    assert.equal(await number.evaluate((el) => el === document.activeElement), true);
    await form.getByRole('textbox', { name: 'Card number' }).fill('4111111111111111');
    await form.getByRole('textbox', { name: 'Expiration (MM/YY)' }).fill('01/20');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByRole('alert').filter({ hasText: 'Please enter a future expiration date' }).waitFor();
    assert.equal(seen.tokenised, 0);
    assert.equal(seen.profileCalls, 0);
  });

  it('PAY-01/PAY-15: staff pick a parent and see the stored card with its notices', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/payments`);
    const outlet = remoteOutlet(page);
    await outlet.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
    await outlet.getByRole('combobox', { name: 'Parent' }).fill('prospect');
    await page.getByRole('option', { name: /Peter Prospect/ }).click();
    await outlet.getByText('XXXX0002').waitFor();
    await outlet.getByText('Looks like your credit card is invalid. Please update it now').waitFor();
    await outlet
      .getByText(
        'Please update your billing information... can no longer accept payment from American Express credit cards.',
      )
      .waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
    assert.deepEqual(errors, []);
  });

  it('PAY-19/PAY-24: an admin cancels an enrollment with a reason, then uncancels it', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/enrollments/1`);
    const outlet = remoteOutlet(page);
    const status = outlet.getByTestId('enrollment-status');
    await status.filter({ hasText: 'active' }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
    await outlet.getByRole('button', { name: 'Cancel enrollment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel enrollment' });
    await dialog
      .getByRole('combobox', { name: 'Reason' })
      .selectOption('Scheduling issues/Not enough sessions available');
    await dialog.getByRole('button', { name: 'Cancel enrollment' }).click();
    await status.filter({ hasText: 'canceled' }).waitFor();
    await outlet.getByText('Scheduling issues/Not enough sessions available').waitFor();
    await outlet.getByRole('button', { name: 'Uncancel' }).click();
    await status.filter({ hasText: 'active' }).waitFor();
    await outlet.getByRole('button', { name: 'Cancel enrollment' }).waitFor();
    assert.deepEqual(errors, []);
  });

  it('PAY-25: convert to contract is offered only where the brand offers contracts, and converts', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    const outlet = remoteOutlet(page);
    // Enrollment 2 (Test Prep, offerContract false): not offered.
    await page.goto(`${suite.product.url}/enrollments/2`);
    await outlet.getByRole('button', { name: 'Cancel enrollment' }).waitFor();
    assert.equal(await outlet.getByRole('button', { name: 'Convert to contract' }).count(), 0);
    // Enrollment 1 (Math Club, offerContract true): offered; converting it makes it a contract.
    await page.goto(`${suite.product.url}/enrollments/1`);
    await outlet.getByRole('button', { name: 'Convert to contract' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convert to contract' });
    await dialog.getByRole('button', { name: 'Convert to contract' }).click();
    await dialog.waitFor({ state: 'detached' });
    await outlet.getByRole('definition').filter({ hasText: /^Yes$/ }).first().waitFor();
    assert.equal(await outlet.getByRole('button', { name: 'Convert to contract' }).count(), 0);
    assert.deepEqual(errors, []);
  });

  it('PAY-30..PAY-35: the other payments screens load their data without an error and without serious axe violations', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    const outlet = remoteOutlet(page);
    const screens: [string, string, string][] = [
      ['/enrollments', 'Enrollments', 'Math Club Membership'],
      ['/enrollments/1', 'Enrollment: Math Club Membership', 'process payment'],
      ['/payments/payroll', 'Payroll', 'Biweekly payroll'],
      ['/payments/tutor_packages', 'Tutor packages', 'Gold 10-hour package'],
      ['/payments/tutor_package_transcripts/1', 'Tutor package transcript #1', 'SAT Math'],
      ['/payments/line_items/1/adjustments/1', 'Line item adjustment #1', 'Goodwill credit'],
    ];
    for (const [path, heading, text] of screens) {
      await page.goto(`${suite.product.url}${path}`);
      await outlet.getByRole('heading', { level: 1, name: heading }).waitFor();
      await outlet.getByText(text).first().waitFor();
      assert.equal(
        await page.getByText('Our server has experienced an error').count(),
        0,
        `no contract error on ${path}`,
      );
      assert.deepEqual(await seriousAxeViolations(page), [], `axe on ${path}`);
    }
    await page.goto(`${suite.product.url}/payments/tutor_package_transcripts/1`);
    // PAY-34: the transcript adjustment modal changes the tier in place.
    await outlet.getByRole('button', { name: 'Adjust' }).click();
    const adjust = page.getByRole('dialog', { name: 'Adjust transcript' });
    const tier = adjust.getByRole('combobox', { name: 'Tier' });
    await tier.locator('option', { hasText: 'Silver' }).waitFor({ state: 'attached' });
    await tier.selectOption({ label: 'Silver' });
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the transcript adjustment modal');
    await adjust.getByRole('button', { name: 'Save' }).click();
    await adjust.waitFor({ state: 'detached' });
    await outlet
      .getByRole('definition')
      .filter({ hasText: /^Silver$/ })
      .waitFor();
    await outlet.getByRole('button', { name: 'Re-up' }).click();
    const reup = page.getByRole('dialog', { name: 'Tutoring re-up' });
    await reup.getByRole('checkbox', { name: 'Include membership' }).waitFor();
    assert.equal(await reup.getByRole('checkbox', { name: 'Include membership' }).isChecked(), true);
    await reup.getByRole('button', { name: 'Re-up' }).click();
    await outlet.getByRole('heading', { level: 1, name: 'Tutor package transcript #2' }).waitFor();
    assert.deepEqual(errors, []);
  });

  it('PAY-29: an OPERATIONS admin approves a pending refund request, after a question naming the amount and the payer', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/refund_requests`);
    const outlet = remoteOutlet(page);
    await outlet.getByRole('heading', { level: 1, name: 'Refund requests' }).waitFor();
    const pending = outlet.getByRole('button', { name: /^Approve refund request #\d+$/ }).first();
    const label = (await pending.getAttribute('aria-label')) ?? '';
    const id = label.replace(/\D/g, '');
    assert.deepEqual(await seriousAxeViolations(page), []);
    await pending.click();
    // Approve pays money back: it asks first, naming the amount and whose money goes back (PAY-29).
    const question = page.getByRole('alertdialog');
    await question.getByText(/^Approve the refund of \$[\d,.]+ to Paula Parent\?$/).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
    await question.getByRole('button', { name: /^Refund \$[\d,.]+$/ }).click();
    await outlet.getByTestId(`refund-status-${id}`).filter({ hasText: 'approved' }).waitFor();
    assert.equal(await outlet.getByRole('button', { name: `Approve refund request #${id}` }).count(), 0);
    assert.deepEqual(errors, []);
  });

  it('PAY-20: a parent pressing Enter in Hours is shown the amount first; Cancel charges nothing, "Add hours" there charges', async () => {
    const { page, errors } = await suite.signedInPage('parent@example.com');
    const sent: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/add_hours')) sent.push(`process=${url.searchParams.get('process')}`);
    });
    await page.goto(`${suite.product.url}/enrollments`);
    const outlet = remoteOutlet(page);
    await outlet.getByRole('table').getByRole('link').first().click();
    const hours = outlet.getByRole('spinbutton', { name: 'Hours' });
    await hours.fill('3');
    await hours.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: /^Add 3 hours for \$\d+\.\d\d\?$/ });
    await confirm.waitFor();
    const amount = (await confirm.getByRole('heading').textContent())!.match(/\$[\d,.]+\d/)![0];
    assert.equal(await confirm.getByText(`The card on file is charged ${amount}.`).count(), 1);
    assert.deepEqual(sent, ['process=false']);
    // The dialog opens on Cancel: a second Enter charges nothing.
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    assert.deepEqual(sent, ['process=false']);
    assert.equal(await hours.inputValue(), '3');

    await outlet.getByRole('button', { name: 'Add hours' }).click();
    await confirm.getByRole('button', { name: 'Add hours' }).click();
    const renewal = outlet.getByRole('status', { name: 'Renewal' });
    await renewal.getByText('Hours added').waitFor();
    await renewal.getByText(amount).waitFor();
    assert.deepEqual(sent, ['process=false', 'process=false', 'process=true']);
    assert.deepEqual(errors, []);
  });

  it('PAY-21/PAY-24, family walk at 390 px, keyboard only: the focus stays on Auto renew (Space), on Cancel enrollment after its dialog and on Uncancel', async () => {
    const { page, errors } = await suite.signedInPage('parent@example.com');
    await page.setViewportSize(PHONE);
    // Sam's Homework Help (a limited enrollment, active).
    await page.goto(`${suite.product.url}/enrollments/3`);
    const outlet = remoteOutlet(page);
    const status = outlet.getByTestId('enrollment-status');
    await status.filter({ hasText: /^active$/ }).waitFor();
    const autoRenew = outlet.getByRole('switch', { name: 'Auto renew' });
    const was = await autoRenew.isChecked();
    await autoRenew.focus();
    await page.keyboard.press('Space');
    // "Processing" may come and go faster than a look for it: wait for the switch's new state, then for no busy text.
    await page.waitForFunction(
      (checked) => (document.querySelector('[role="switch"]') as HTMLInputElement | null)?.checked === checked,
      !was,
    );
    await outlet.getByText('Processing').waitFor({ state: 'detached' });
    assert.equal(await autoRenew.isChecked(), !was);
    await focusIs(page, 'switch Auto renew');
    await page.keyboard.press('Space');
    await outlet.getByText('Processing').waitFor({ state: 'detached' });
    await page.waitForFunction(
      (checked) => (document.querySelector('[role="switch"]') as HTMLInputElement | null)?.checked === checked,
      was,
    );
    await focusIs(page, 'switch Auto renew');

    await outlet.getByRole('button', { name: 'Cancel enrollment' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancel enrollment' });
    await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('Price too high');
    await dialog.getByRole('button', { name: 'Cancel enrollment' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await status.filter({ hasText: /cancel/ }).waitFor();
    await focusIs(page, 'button Uncancel');
    await page.keyboard.press('Enter');
    await status.filter({ hasText: /^active$/ }).waitFor();
    await focusIs(page, 'button Cancel enrollment');
    assert.deepEqual(errors, []);
  });

  it('PAY-20, family walk at 390 px, keyboard only: the Add hours confirmation gives the focus back to "Add hours" after Escape and after confirming', async () => {
    const { page, errors } = await suite.signedInPage('parent@example.com');
    await page.setViewportSize(PHONE);
    await page.goto(`${suite.product.url}/enrollments/3`);
    const outlet = remoteOutlet(page);
    const form = outlet.getByRole('form', { name: 'Add hours' });
    const hours = form.getByRole('spinbutton', { name: 'Hours' });
    await hours.fill('1');
    await form.getByRole('button', { name: 'Add hours' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: /^Add 1 hour for / });
    await confirm.waitFor();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await focusIs(page, 'button Add hours');

    await page.keyboard.press('Enter');
    await confirm.waitFor();
    // The dialog opens on Cancel; Tab goes to its "Add hours".
    await page.keyboard.press('Tab');
    await focusIs(page, 'button Add hours');
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await outlet.getByRole('status', { name: 'Renewal' }).getByText('Hours added').waitFor();
    await focusIs(page, 'button Add hours');
    assert.equal(
      await page.evaluate(() => document.activeElement?.closest('form')?.getAttribute('aria-label')),
      'Add hours',
    );
    assert.deepEqual(errors, []);
  });

  it('PAY-26, family walk: a parent transfers an enrollment; the page then names the new course and says it is done', async () => {
    const { page, errors } = await suite.signedInPage('parent@example.com');
    await page.setViewportSize(PHONE);
    // Sam's SAT Prep Intensive (trialing); moved to Algebra Group and back.
    await page.goto(`${suite.product.url}/enrollments/2`);
    const outlet = remoteOutlet(page);
    const facts = outlet.getByLabel('Enrollment', { exact: true });
    for (const [from, to] of [
      ['SAT Prep Intensive', 'Algebra Group'],
      ['Algebra Group', 'SAT Prep Intensive'],
    ] as const) {
      await outlet.getByRole('heading', { level: 1, name: `Enrollment: ${from}` }).waitFor();
      await outlet.getByRole('button', { name: 'Transfer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Transfer enrollment' });
      const course = dialog.getByRole('combobox', { name: 'Course' });
      await course.locator('option', { hasText: to }).waitFor({ state: 'attached' });
      await course.selectOption({ label: to });
      await dialog.getByRole('button', { name: 'Transfer' }).click();
      await dialog.waitFor({ state: 'detached' });
      await outlet.getByRole('heading', { level: 1, name: `Enrollment: ${to}` }).waitFor();
      await facts.getByText(to, { exact: true }).waitFor();
      assert.equal(await facts.getByText(from, { exact: true }).count(), 0);
      await page.getByText('The enrollment was transferred.').first().waitFor();
    }
    assert.deepEqual(errors, []);
  });

  it('a family at 390 px: /payments has one landmark per name, and its enrollments are told apart by student and course', async () => {
    const { page, errors } = await suite.signedInPage('parent@example.com');
    await page.setViewportSize(PHONE);
    const outlet = remoteOutlet(page);
    await page.goto(`${suite.product.url}/payments`);
    await outlet.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
    await outlet.getByRole('table').first().waitFor();
    assert.deepEqual(await axeRuleViolations(page, ['landmark-unique']), [], 'landmarks on /payments');
    assert.deepEqual(await seriousAxeViolations(page), [], 'axe on /payments');
    // Sam's and Nina's Math Club Membership are two links of their own.
    await outlet.getByRole('link', { name: 'Sam Student in Math Club Membership' }).waitFor();
    await outlet.getByRole('link', { name: 'Nina Newstudent in Math Club Membership' }).waitFor();
    assert.deepEqual(errors, []);
  });

  it('a family at 390 px: /enrollments/:id keeps its heading order (dialogs open too) and names the student', async () => {
    const { page, errors } = await suite.signedInPage('parent@example.com');
    await page.setViewportSize(PHONE);
    const outlet = remoteOutlet(page);
    // A fresh visit shows no result of an earlier add (the stored last renewal is not "Hours added" now).
    await page.goto(`${suite.product.url}/enrollments/1`);
    await outlet.getByRole('button', { name: 'Add hours' }).waitFor();
    assert.equal(await outlet.getByRole('status', { name: 'Renewal' }).count(), 0);
    assert.deepEqual(await axeRuleViolations(page, ['heading-order']), [], 'heading order on /enrollments/1');
    for (const [button, title] of [
      ['Apply coupon', 'Apply coupon'],
      ['Cancel enrollment', 'Cancel enrollment'],
      ['Transfer', 'Transfer enrollment'],
    ]) {
      await outlet.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      assert.deepEqual(await axeRuleViolations(page, ['heading-order']), [], `heading order with "${title}" open`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await outlet.getByLabel('Enrollment', { exact: true }).getByText('Sam Student', { exact: true }).waitFor();
    assert.deepEqual(errors, []);
  });

  it('a family at 390 px: /enrollments names each link by student and course and each type in words', async () => {
    const { page, errors } = await suite.signedInPage('parent@example.com');
    await page.setViewportSize(PHONE);
    const outlet = remoteOutlet(page);
    await page.goto(`${suite.product.url}/enrollments`);
    const table = outlet.getByRole('table');
    await waitForTableData(table);
    const names = await table.getByRole('link').evaluateAll((links) => links.map((link) => link.textContent));
    assert.equal(new Set(names).size, names.length, `one name per link: ${names.join(' | ')}`);
    await table.getByRole('link', { name: 'Sam Student in Math Club Membership' }).waitFor();
    assert.equal(await table.getByText(/FixedEnrollment|LimitedEnrollment/).count(), 0);
    for (const label of ['Standard', 'Fixed']) await table.getByText(label, { exact: true }).first().waitFor();
    assert.deepEqual(errors, []);
  });
});
