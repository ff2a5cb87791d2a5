import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiSession } from '../lib/api';
import { remoteOutlet, waitForTableData } from '../lib/browser';
import { useProductAndBrowser } from '../lib/suite';

// Rows of docs/acceptance/backoffice.md found PARTIAL on the built product and fixed (issue 24, round 3).
describe('back office acceptance fixes (issue 24)', () => {
  const suite = useProductAndBrowser({ environment: 'test' });

  it('PAY-32, PAY-29, SES-36: payroll, refund requests and shipments show names, not ids', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    const main = remoteOutlet(page);
    await page.goto(`${suite.product.url}/payments/payroll`);
    await main.getByRole('cell', { name: 'Tina Tutor' }).waitFor();
    assert.equal(await main.getByRole('cell', { name: /^#\d+$/ }).count(), 0);

    await page.goto(`${suite.product.url}/refund_requests`);
    await main.getByRole('heading', { level: 1, name: 'Refund requests' }).waitFor();
    await waitForTableData(main.getByRole('table', { name: 'Refund requests' }));
    const texts = await page.evaluate(() => {
      const table = document.querySelector('#remote-outlet table');
      const col = [...(table?.querySelectorAll('thead th') ?? [])].findIndex((th) =>
        th.textContent?.trim().startsWith('Line item'),
      );
      return [...(table?.querySelectorAll('tbody tr') ?? [])].map(
        (row) => row.querySelectorAll('td')[col]?.textContent?.trim() ?? '',
      );
    });
    assert.ok(texts.length > 0 && texts.every((t) => t && !t.startsWith('#')), `line items: ${texts.join(', ')}`);

    await page.goto(`${suite.product.url}/shipments`);
    const student = main.getByRole('link', { name: 'Sam Student' }).first();
    await student.waitFor();
    assert.match((await student.getAttribute('href')) ?? '', /^\/students\/\d+$/);
    assert.deepEqual(errors, []);
  });

  it('CRM-27, X-01: a contact history type tab survives reload and back', async () => {
    const { page, errors } = await suite.signedInPage('advisor@example.com');
    const main = remoteOutlet(page);
    await page.goto(`${suite.product.url}/inbox?inbox.tab=contacts`);
    await main.getByRole('tab', { name: 'Call' }).click();
    await page.waitForURL(/contacts\.type=Call/);
    await main.getByRole('button', { name: /Call with Paula/ }).waitFor();
    await page.reload();
    await main.getByRole('button', { name: /Call with Paula/ }).waitFor();
    assert.equal(await main.getByRole('tab', { name: 'Call' }).getAttribute('aria-selected'), 'true');
    assert.equal(await main.getByRole('button', { name: /Email with Paula/ }).count(), 0);
    // The contact names its regarding record and links to it.
    assert.equal(await main.getByRole('link', { name: 'Paula Parent' }).first().getAttribute('href'), '/parents/1');
    await page.goBack();
    await main.getByRole('button', { name: /Email with Paula/ }).waitFor();
    assert.deepEqual(errors, []);
  });

  it('STF-09, STF-13: a tutor is offered no staffing action; crm without OPERATIONS never sees a non-accepting tutor', async () => {
    const tutor = await suite.signedInPage('tutor@example.com');
    const main = remoteOutlet(tutor.page);
    await tutor.page.goto(`${suite.product.url}/tutors?sessionIds=1&courseId=1`);
    // The tutors list is staff's (OP-02): the tutor lands on their calendar, with no staffing action on the way.
    await tutor.page.waitForURL((url) => url.pathname === '/calendar');
    await main.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await main.getByRole('button', { name: 'Assign tutors to sessions' }).count(), 0);
    assert.equal(await tutor.page.getByRole('dialog').count(), 0);
    assert.deepEqual(tutor.errors, []);

    const crm = await suite.signedInPage('crm@example.com');
    const crmMain = remoteOutlet(crm.page);
    await crm.page.goto(`${suite.product.url}/tutors?tutors.includeNonAccepting=true`);
    await crmMain.getByRole('button', { name: 'Tina Tutor' }).waitFor();
    assert.equal(await crmMain.getByRole('button', { name: 'Nora Nonaccepting' }).count(), 0);
    assert.deepEqual(crm.errors, []);
  });

  it('STF-19: staff reach Course Tutor Staffing from the Courses list', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    const main = remoteOutlet(page);
    await page.goto(`${suite.product.url}/courses`);
    await main.getByRole('link', { name: 'Tutor staffing: Math Club Membership' }).click();
    await page.waitForURL(/\/tutors\?courseId=\d+/);
    await page.getByRole('dialog', { name: /Course Tutor Staffing/ }).waitFor();
    assert.deepEqual(errors, []);
  });

  it('STF-19: staff reach Course Tutor Staffing from inside the course modal too', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    const main = remoteOutlet(page);
    await page.goto(`${suite.product.url}/courses`);
    await main.getByRole('button', { name: 'Math Club Membership' }).first().click();
    const course = page.getByRole('dialog').first();
    const link = course.getByRole('link', { name: 'Tutor staffing' });
    assert.match((await link.getAttribute('href')) ?? '', /^\/tutors\?courseId=\d+$/);
    await link.click();
    await page.getByRole('dialog', { name: /Course Tutor Staffing/ }).waitFor();
    assert.deepEqual(errors, []);
  });

  it('SES-36: the Sent at typed in the shipment form is stored and shown again', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    const main = remoteOutlet(page);
    await page.goto(`${suite.product.url}/shipments`);
    const first = main.getByRole('button', { name: /^#\d+$/ }).first();
    const id = Number(((await first.textContent()) ?? '').slice(1));
    await first.click();
    const form = page.getByRole('dialog', { name: /shipment/i });
    await form.getByRole('textbox', { name: 'Sent at', exact: true }).fill('11/20/2026');
    await form.getByLabel('Sent at time').fill('10:30');
    await form.getByRole('button', { name: 'Save' }).click();
    // The seeded shipment has no address: the form sends address null, which a shipment accepts (DS-13).
    await form.waitFor({ state: 'detached' });
    const api = await apiSession(suite.product.apiUrl, 'admin@example.com');
    const stored = (await (await api(`shipments/${id}`)).json()) as { shipment: { sentAt: string | null } };
    assert.ok(stored.shipment.sentAt?.startsWith('2026-11-2'), `stored sentAt ${stored.shipment.sentAt}`);
    await main.getByRole('button', { name: `#${id}` }).click();
    await page.getByRole('textbox', { name: 'Sent at', exact: true }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Sent at', exact: true }).inputValue(), '11/20/2026');
    assert.deepEqual(errors, []);
  });

  it('PAY-22: staff applying a coupon see the codes they can apply (GET coupons)', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    const api = await apiSession(suite.product.apiUrl, 'admin@example.com');
    const list = (await (await api('enrollments?per=1')).json()) as { enrollments: { id: number }[] };
    await page.goto(`${suite.product.url}/enrollments/${list.enrollments[0]!.id}`);
    await remoteOutlet(page).getByRole('button', { name: 'Apply coupon' }).click();
    const codes = page.getByRole('group', { name: 'Available coupons' });
    await codes.getByRole('button', { name: /SAVE10/ }).click();
    await codes.getByRole('button', { name: /TENOFF/ }).waitFor();
    assert.equal(
      await page
        .getByRole('dialog')
        .getByRole('textbox', { name: /Coupon code/ })
        .inputValue(),
      'SAVE10',
    );
    assert.deepEqual(errors, []);
  });

  it('CRM-01: crm@ sees parents on first visit (the list starts on "Me")', async () => {
    const { page, errors } = await suite.signedInPage('crm@example.com');
    const main = remoteOutlet(page);
    await page.goto(`${suite.product.url}/parents`);
    await main.getByRole('link', { name: 'Lou Locked' }).waitFor();
    assert.deepEqual(errors, []);
  });
});
