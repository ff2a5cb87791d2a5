import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiSession } from '../lib/api';
import { remoteOutlet, seriousAxeViolations } from '../lib/browser';
import { FILL_REQUIRED_FIELDS, completeAddressAndSave, savePartialAddress } from '../lib/forms';
import { useProductAndBrowser } from '../lib/suite';
import { eventually } from '../lib/wait';

const FIX_FORM_ERRORS = 'Please fix the errors on the form.';
const MERGE_COMPLETE = 'Merge complete. Please confirm the login ID of the remaining account.';

describe('mf-crm: parents and lead sources against the api-server', () => {
  const suite = useProductAndBrowser({ environment: 'test' });

  it('CRM-01, X-01: finds a parent by search and status filter; a reload keeps the list state', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/parents`);
    const main = remoteOutlet(page);
    await main.getByRole('heading', { level: 1, name: 'Parents' }).waitFor();
    await main.getByRole('searchbox', { name: 'Search parents' }).fill('Prospect');
    await main.getByRole('searchbox', { name: 'Search parents' }).press('Enter');
    await main.getByLabel('Status', { exact: true }).selectOption('In Conversation');
    await main.getByRole('link', { name: 'Peter Prospect' }).waitFor();
    await page.waitForURL(/parents\.query=Prospect/);
    assert.match(page.url(), /parents\.status=In\+Conversation|parents\.status=In%20Conversation/);
    // The previous page stays on screen while the filtered one loads: wait for it to go.
    await main.getByRole('link', { name: 'Paula Parent' }).waitFor({ state: 'detached' });

    await page.reload();
    await main.getByRole('link', { name: 'Peter Prospect' }).waitFor();
    assert.equal(await main.getByRole('searchbox', { name: 'Search parents' }).inputValue(), 'Prospect');
    assert.equal(await main.getByLabel('Status', { exact: true }).inputValue(), 'In Conversation');
    await main.getByRole('link', { name: 'Paula Parent' }).waitFor({ state: 'detached' });
    assert.deepEqual(await seriousAxeViolations(page), []);
    assert.deepEqual(errors, []);
  });

  it('X-01: a whole document pasted into the search keeps a short address: the list answers, a reload reaches the page', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/parents`);
    const main = remoteOutlet(page);
    await main.getByRole('heading', { level: 1, name: 'Parents' }).waitFor();
    const search = main.getByRole('searchbox', { name: 'Search parents' });
    await search.focus();
    // A paste, as the browser takes it (its maxlength applies to what a person types or pastes).
    await page.keyboard.insertText('Prospect '.repeat(3000));
    await search.press('Enter');
    await page.waitForURL(/parents\.query=Prospect/);
    assert.ok(page.url().length < 1000, `the address is ${page.url().length} characters long`);
    await main.getByText('No parents match these filters.').waitFor();
    assert.equal(await page.getByText('The request headers are too large.').count(), 0);
    const reload = await page.reload();
    assert.equal(reload?.status(), 200);
    await main.getByRole('heading', { level: 1, name: 'Parents' }).waitFor();
    assert.deepEqual(errors, []);
  });

  it('CRM-36: a director picks "Unassigned"; every row has no owner and a reload keeps the filter', async () => {
    const { page, errors } = await suite.signedInPage('director@example.com');
    await page.goto(`${suite.product.url}/parents`);
    const main = remoteOutlet(page);
    await main.getByRole('heading', { level: 1, name: 'Parents' }).waitFor();
    await main.getByRole('link', { name: 'Paula Parent' }).waitFor();
    await main.getByLabel('Advisor', { exact: true }).selectOption({ label: 'Unassigned' });
    await page.waitForURL(/advisor=unassigned/);
    // The owned demo parents leave the list; the seeded parents without an owner stay.
    await main.getByRole('link', { name: 'Paula Parent' }).waitFor({ state: 'detached' });
    await main.getByRole('link', { name: 'Abby Abandoned' }).waitFor();
    const owners = () =>
      page.evaluate(() => {
        const table = document.querySelector('#remote-outlet table');
        if (!table) return [];
        const col = [...table.querySelectorAll('thead th')].findIndex((th) =>
          th.textContent?.trim().startsWith('Owner'),
        );
        return [...table.querySelectorAll('tbody tr')].map(
          (row) => row.querySelectorAll('td')[col]?.textContent?.trim() ?? '?',
        );
      });
    const before = await owners();
    assert.ok(before.length > 0 && before.every((owner) => owner === 'Unassigned'), `owners: ${before.join(', ')}`);

    await page.reload();
    await main.getByRole('link', { name: 'Abby Abandoned' }).waitFor();
    assert.equal(
      await main
        .getByLabel('Advisor', { exact: true })
        .evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent),
      'Unassigned',
    );
    assert.equal(await main.getByRole('link', { name: 'Paula Parent' }).count(), 0);
    const after = await owners();
    assert.ok(after.length > 0 && after.every((owner) => owner === 'Unassigned'), `owners: ${after.join(', ')}`);
    assert.deepEqual(errors, []);
  });

  it('CRM-05, CRM-06: editing a parent shows the validation error, then saves', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/parents?parents.query=Paula`);
    const main = remoteOutlet(page);
    await main.getByRole('link', { name: 'Paula Parent' }).click();
    await main.getByRole('heading', { level: 1, name: 'Paula Parent' }).waitFor();
    await main.getByRole('toolbar', { name: 'Parent actions' }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit parent' });
    await dialog.waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
    await dialog.getByLabel('First name').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(FILL_REQUIRED_FIELDS).waitFor();
    await dialog.getByLabel('First name').fill('Paulina');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await main.getByRole('heading', { level: 1, name: 'Paulina Parent' }).waitFor();
    await page.reload();
    await main.getByRole('heading', { level: 1, name: 'Paulina Parent' }).waitFor();
    assert.deepEqual(errors, []);
  });

  it('CRM-05, CRM-09, DS-11: the parent address search offers the maps provider places and fills the fields', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/parents?parents.query=Parent`);
    const main = remoteOutlet(page);
    await main.getByRole('link', { name: /^Paul(a|ina) Parent$/ }).click();
    await main.getByRole('heading', { level: 1, name: /^Paul(a|ina) Parent$/ }).waitFor();
    await main.getByRole('toolbar', { name: 'Parent actions' }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit parent' });
    // The DS AddressEntry returns to edit mode while the address is complete, so the user clears the street first.
    await dialog
      .getByLabel(/^Street/)
      .first()
      .fill('');
    // Leave the field first: its "Required" message appears on blur and would move the button under the pointer.
    await dialog
      .getByLabel(/^Street/)
      .first()
      .press('Tab');
    await dialog.getByRole('button', { name: 'Search for an address' }).click();
    await dialog.getByLabel('Search address').pressSequentially('350 5th', { delay: 30 });
    await dialog.getByRole('option', { name: /350 5th Ave, New York, NY 10118/ }).click();
    await dialog.getByLabel('City').waitFor();
    assert.equal(
      await dialog
        .getByLabel(/^Street/)
        .first()
        .inputValue(),
      '350 5th Ave',
    );
    assert.equal(await dialog.getByLabel('City').inputValue(), 'New York');
    assert.equal(await dialog.getByLabel(/^State/).inputValue(), 'NY');
    assert.equal(await dialog.getByLabel('Zip').inputValue(), '10118');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await main.getByRole('toolbar', { name: 'Parent actions' }).getByRole('button', { name: 'Edit' }).click();
    assert.equal(await page.getByRole('dialog', { name: 'Edit parent' }).getByLabel('City').inputValue(), 'New York');
    assert.deepEqual(errors, []);
  });

  it('CRM-09, CRM-13, DS-13: a lead saves with an empty address, a partial one gets one banner and the field errors, a complete one saves', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/parents?parents.query=Abby`);
    const main = remoteOutlet(page);
    await main.getByRole('link', { name: 'Abby Abandoned' }).click();
    await main.getByRole('heading', { level: 1, name: 'Abby Abandoned' }).waitFor();
    const edit = () =>
      main.getByRole('toolbar', { name: 'Parent actions' }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit lead' });
    // The seeded lead has no address: it saves unchanged.
    await edit();
    await dialog.getByLabel('Last name').fill('Abandoned');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    await edit();
    await savePartialAddress(dialog);
    assert.equal(await dialog.getByText(FIX_FORM_ERRORS).count(), 0, 'one banner per blocked save');
    assert.equal(await dialog.getByLabel('City').getAttribute('aria-invalid'), 'true');
    await completeAddressAndSave(page, main, dialog);
    assert.deepEqual(errors, []);
  });

  it('DS-09: a keyboard user pages to the last page of lead sources; the focus stays on the pager (the current page), not back at the top', async () => {
    const admin = await apiSession(suite.product.apiUrl, 'admin@example.com');
    for (let n = 1; n <= 26; n++) {
      const created = await admin('lead_sources', {
        method: 'POST',
        body: { leadSource: { name: `Pager source ${n}` } },
      });
      assert.ok(created.ok, `lead source ${n} created (${created.status})`);
    }
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/lead_sources?leadSources.query=Pager%20source`);
    const main = remoteOutlet(page);
    const pager = main.getByRole('navigation', { name: 'Pagination' });
    await pager.getByRole('button', { name: 'Page 2' }).waitFor();
    await pager.getByRole('button', { name: 'Last', exact: true }).focus();
    await page.keyboard.press('Enter');
    await main.getByRole('button', { name: 'Pager source 9', exact: true }).waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await eventually(async () => assert.equal(await focused(), 'Page 2'));
    assert.equal(await pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current'), 'page');
    // Shift+Tab goes back along the pager, not from the top of the page.
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focused(), 'Page 1');
    assert.deepEqual(errors, []);
  });

  it('CRM-20, DS-13: a lead source saves with an empty address; a partial one is blocked with the field errors', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/lead_sources?leadSources.query=Lincoln`);
    const main = remoteOutlet(page);
    await main.getByRole('button', { name: 'Lincoln High School', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Lincoln High School' });
    await dialog.getByLabel('Name').fill('Lincoln High School');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await main.getByRole('button', { name: 'Lincoln High School', exact: true }).click();
    await dialog.getByRole('button', { name: 'Enter the address manually' }).click();
    await dialog.getByLabel('Zip').fill('73301');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(FIX_FORM_ERRORS).waitFor();
    assert.equal(await dialog.getByText(FILL_REQUIRED_FIELDS).count(), 0, 'one banner per blocked save');
    assert.equal(await dialog.getByLabel('City').getAttribute('aria-invalid'), 'true');
    assert.deepEqual(errors, []);
  });

  it('CRM-31: a new note appears at once with its author and time, with a toast', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/parents?parents.query=Abby`);
    const main = remoteOutlet(page);
    await main.getByRole('link', { name: 'Abby Abandoned' }).click();
    await main.getByRole('heading', { level: 1, name: 'Abby Abandoned' }).waitFor();
    await main.getByRole('button', { name: 'Add note' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add note' });
    await dialog.getByLabel(/^Note/).fill('Asked to call back next week');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Note saved.').waitFor();
    const note = main.getByRole('listitem').filter({ hasText: 'Asked to call back next week' });
    await note.waitFor();
    assert.match(
      (await note.textContent())!,
      /^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}\s?[ap]m Ada Admin: Asked to call back next week$/i,
    );
    assert.deepEqual(errors, []);
  });

  it('X-01: the inbox keeps its tab and page size in the URL through reload and back', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/inbox`);
    const main = remoteOutlet(page);
    await main
      .getByRole('button', { name: /^\(unread\)|Activity/ })
      .first()
      .waitFor();
    await main.getByLabel('Per page').selectOption('50');
    await page.waitForURL(/inbox\.per=50/);
    await page.reload();
    await main
      .getByRole('button', { name: /^\(unread\)|Activity/ })
      .first()
      .waitFor();
    assert.equal(await main.getByLabel('Per page').inputValue(), '50');
    await main.getByRole('tab', { name: 'Contact histories' }).click();
    await page.waitForURL(/inbox\.tab=contacts/);
    await page.reload();
    assert.equal(await main.getByRole('tab', { name: 'Contact histories' }).getAttribute('aria-selected'), 'true');
    await page.goBack();
    await main.getByRole('tab', { name: 'Inbox activities', selected: true }).waitFor();
    assert.equal(await main.getByLabel('Per page').inputValue(), '50');
    assert.deepEqual(errors, []);
  });

  it('CRM-15, CRM-16: merging two parents shows merge complete and lands on the kept parent', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/parents?parents.query=Prospect`);
    const main = remoteOutlet(page);
    await main.getByRole('link', { name: 'Peter Prospect' }).click();
    await main.getByRole('heading', { level: 1, name: 'Peter Prospect' }).waitFor();
    const prospectUrl = page.url();
    await main.getByRole('toolbar', { name: 'Parent actions' }).getByRole('button', { name: 'Merge' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge parents' });
    await dialog.getByRole('combobox').fill('Abby');
    await page.getByRole('option', { name: /Abby Abandoned/ }).click();
    await dialog.getByLabel(/Keep Abby Abandoned/).check();
    await dialog.getByLabel('Notes').fill('Same household');
    await dialog.getByRole('button', { name: 'Merge' }).click();
    const complete = page.getByRole('dialog', { name: 'Merge complete' });
    await complete.getByText(MERGE_COMPLETE).waitFor();
    await complete.getByRole('button', { name: 'OK' }).click();
    await main.getByRole('heading', { level: 1, name: 'Abby Abandoned' }).waitFor();
    assert.notEqual(page.url(), prospectUrl);
    assert.match(page.url(), /\/parents\/\d+$/);
    // The transferred parent is gone.
    await page.goto(prospectUrl);
    await main.getByText('This parent does not exist.').waitFor();
    assert.deepEqual(errors, []);
  });

  it("CRM-21: changes a lead source status through the table with the DOM-02 choices, saved by the row's Save", async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/lead_sources?leadSources.query=Westside`);
    const main = remoteOutlet(page);
    const status = main.getByLabel('Status of Westside Middle School', { exact: true });
    await status.waitFor();
    const choices = await status.locator('option').allTextContents();
    assert.deepEqual(choices, ['Uncategorized', 'Target', 'Managed', 'No Value', 'Do Not Contact']);
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/lead_sources/')) puts.push(request.url());
    });
    // A pick alone saves nothing (a keyboard user's arrow keys through the options once changed the record).
    await status.selectOption('Managed');
    await page.waitForTimeout(300);
    assert.deepEqual(puts, []);
    await main.getByRole('button', { name: 'Save status of Westside Middle School' }).click();
    await page.getByText('Status saved').waitFor();
    assert.equal(puts.length, 1);
    await page.reload();
    await main.getByLabel('Status of Westside Middle School', { exact: true }).waitFor();
    assert.equal(await main.getByLabel('Status of Westside Middle School', { exact: true }).inputValue(), 'Managed');
    assert.deepEqual(
      await main.getByLabel('Status of Westside Middle School', { exact: true }).locator('option').allTextContents(),
      ['Managed', 'Ended'],
    );
    assert.deepEqual(await seriousAxeViolations(page), []);
    assert.deepEqual(errors, []);
  });

  it('CRM-25, SHL-10: an admin opens a student from the parent page, sees the parent named, and logs in as that student', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/parents?parents.query=parent%40example.com`);
    const main = remoteOutlet(page);
    await main.getByRole('link', { name: /^Paul/ }).click();
    await main.getByRole('link', { name: 'Sam Student' }).click();
    await main.getByRole('heading', { level: 1, name: 'Sam Student' }).waitFor();
    assert.match(page.url(), /\/students\/\d+$/);
    // Names, not ids: the student's parent is named and linked.
    await main.getByRole('link', { name: /^Paul(a|ina) Parent$/ }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
    // Points typed and not added would go with the page: acting as the student asks first (DS-02), as Sign out does.
    const points = main.getByRole('spinbutton', { name: 'Points to add' });
    await points.fill('5');
    await main.getByRole('button', { name: 'Log in as student' }).click();
    const question = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await question.waitFor({ state: 'detached' });
    assert.equal(await points.inputValue(), '5');
    assert.equal(await page.getByRole('region', { name: 'Spoofing' }).count(), 0);
    await main.getByRole('button', { name: 'Log in as student' }).click();
    await question.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('region', { name: 'Spoofing' }).getByText('Sam Student').waitFor();
    assert.deepEqual(errors, []);
  });

  it('CRM-27, CRM-28: the inbox shows the unread count; opening an unread activity marks it read', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await page.goto(`${suite.product.url}/inbox`);
    const main = remoteOutlet(page);
    const count = main.getByRole('status').filter({ hasText: /unread$/ });
    await count.filter({ hasText: /^\d+ unread$/ }).waitFor();
    const before = Number((await count.textContent())!.split(' ')[0]);
    assert.ok(before > 0, 'the seed has unread activities');
    await main
      .getByRole('button', { name: /^\(unread\)/ })
      .first()
      .click();
    await count.filter({ hasText: `${before - 1} unread` }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
    await main.getByRole('tab', { name: 'Contact histories' }).click();
    // The panel mounts after the click: wait for its tab list before reading it (allTextContents does not wait).
    const typeTabs = main.getByRole('tablist', { name: 'Contact history types' });
    await typeTabs.getByRole('tab').first().waitFor();
    const types = await typeTabs.getByRole('tab').allTextContents();
    assert.deepEqual(types, ['All', 'Note', 'Call', 'Email', 'SMS', 'Message']);
    assert.deepEqual(errors, []);
  });

  it('a lead whose name, e-mail and address are long words without spaces reads at 390 px without the page scrolling sideways', async () => {
    const word = `Wolfeschlegelsteinhausenbergerdorff${'abcdefghijklmnopqrstuvwxyz'.repeat(2)}`;
    const api = await apiSession(suite.product.apiUrl, 'admin@example.com');
    const created = await api('parents', {
      method: 'POST',
      body: {
        parent: {
          firstName: 'Long',
          lastName: word,
          email: `${word}@example-of-a-very-long-domain-name.com`,
          timeZone: 'America/New_York',
          address: { street1: word, city: word, state: 'NY', zip: '10001' },
        },
      },
    });
    assert.equal(created.status, 201);
    const { parent } = (await created.json()) as { parent: { id: number } };
    // A second lead with a short name, to search for below (the seeded parents may be merged by an earlier test).
    const other = await api('parents', {
      method: 'POST',
      body: { parent: { firstName: 'Quinn', lastName: 'Shortname', email: 'quinn@example.com', timeZone: 'UTC' } },
    });
    assert.equal(other.status, 201);
    const { page, errors } = await suite.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await suite.login(page, 'admin@example.com');
    const main = remoteOutlet(page);
    for (const pathname of [`/parents/${parent.id}`, `/parents?parents.orderBy=created_at&parents.orderSort=desc`]) {
      await page.goto(`${suite.product.url}${pathname}`);
      await main.getByText(word, { exact: false }).first().waitFor();
      await page.waitForTimeout(300);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 390, `${pathname} is ${width} px wide`);
    }
    // The record's heading is whole on screen: broken inside the word, not cut off.
    await page.goto(`${suite.product.url}/parents/${parent.id}`);
    const heading = main.getByRole('heading', { level: 1, name: `Long ${word}` });
    const box = (await heading.boundingBox())!;
    assert.ok(box.x >= 0 && box.x + box.width <= 390, `heading ${JSON.stringify(box)}`);
    // On a wide screen the word makes the list too wide for a table: cards. Searching for another parent takes that
    // row away, and the list is a table again (each row's cells on one line) without the window being resized.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${suite.product.url}/parents`);
    const table = main.getByRole('table', { name: 'Parents' });
    await table.getByText(word, { exact: false }).first().waitFor();
    await eventually(async () => assert.notEqual(await table.getAttribute('data-stacked'), null));
    await main.getByRole('searchbox', { name: 'Search parents' }).fill('Shortname');
    await main.getByRole('searchbox', { name: 'Search parents' }).press('Enter');
    await table.getByRole('link', { name: 'Quinn Shortname' }).waitFor();
    await table.getByText(word, { exact: false }).first().waitFor({ state: 'detached' });
    await eventually(async () => {
      const tops = await table
        .locator('tbody tr')
        .first()
        .getByRole('cell')
        .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().top)));
      assert.ok(tops.length > 3 && tops.every((top) => top === tops[0]), `cells at ${tops.join(', ')}`);
    });
    assert.deepEqual(errors, []);
  });
});
