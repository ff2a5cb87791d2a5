import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { remoteOutlet } from '../lib/browser';
import { useProductAndBrowser } from '../lib/suite';

const FILL_REQUIRED_FIELDS = 'Please fill all required fields';
/** The api-server's 409 text (packages/api-server STALE_UPDATE). */
const STALE_UPDATE =
  'Someone else saved this record after you opened it. Your changes were not saved: reload to see theirs, then save again.';

describe('forms on the contract schemas against the api-server (issue 23, issue 20.6)', () => {
  const suite = useProductAndBrowser({ environment: 'test' });

  /** Opens the Edit parent form of Paula Parent (who has a full address) on `page`. */
  async function openEditParent(page: Page) {
    await page.goto(`${suite.product.url}/parents?parents.query=Paula`);
    const main = remoteOutlet(page);
    await main.getByRole('link', { name: /^Paul(a|ina) Parent$/ }).click();
    await main.getByRole('heading', { level: 1, name: /^Paul(a|ina) Parent$/ }).waitFor();
    await main.getByRole('toolbar', { name: 'Parent actions' }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit parent' });
    await dialog.getByLabel('City').waitFor();
    return { main, dialog };
  }

  it('CRM-09, DS-13: a parent saves with every optional field empty; a partial address shows the field errors; a complete one saves', async () => {
    const { page, errors } = await suite.signedInPage('admin@example.com');
    const { main, dialog } = await openEditParent(page);
    // Empty every optional field: status, owner, source, referral, and the whole address.
    await dialog.getByLabel('Status', { exact: true }).selectOption('');
    await dialog.getByLabel('Owner').selectOption('');
    await dialog.getByLabel('Source', { exact: true }).fill('');
    await dialog.getByLabel('Referral details').fill('');
    await dialog
      .getByLabel(/^Street/)
      .first()
      .fill('');
    await dialog.getByLabel('City').fill('');
    await dialog.getByLabel(/^State/).selectOption('');
    await dialog.getByLabel('Zip').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await main.getByRole('heading', { level: 1, name: /^Paul(a|ina) Parent$/ }).waitFor();
    assert.equal(await main.getByText(/100 Main St/).count(), 0, 'the address was cleared');

    // A partial address: one banner, "Required" on the missing parts; nothing saved.
    await main.getByRole('toolbar', { name: 'Parent actions' }).getByRole('button', { name: 'Edit' }).click();
    await dialog.getByRole('button', { name: 'Enter the address manually' }).click();
    await dialog
      .getByLabel(/^Street/)
      .first()
      .fill('1 Elm St');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(FILL_REQUIRED_FIELDS).waitFor();
    for (const name of ['City', 'Zip']) {
      assert.equal(await dialog.getByLabel(name).getAttribute('aria-invalid'), 'true', name);
    }
    await dialog.getByLabel('City').fill('Austin');
    await dialog.getByLabel(/^State/).selectOption('TX');
    await dialog.getByLabel('Zip').fill('73301');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await main.getByText(/1 Elm St/).waitFor();
    assert.deepEqual(errors, []);
  });

  it('issue 20.6: two people edit the same parent; the second save gets the clear message and keeps its values', async () => {
    const first = await suite.signedInPage('admin@example.com');
    const second = await suite.signedInPage('admin@example.com');
    const a = await openEditParent(first.page);
    const b = await openEditParent(second.page);

    await a.dialog.getByLabel('Referral details').fill('Saved first');
    await a.dialog.getByRole('button', { name: 'Save' }).click();
    await a.dialog.waitFor({ state: 'detached' });

    await b.dialog.getByLabel('Referral details').fill('Typed second');
    await b.dialog.getByLabel('Source', { exact: true }).fill('Second source');
    await b.dialog.getByRole('button', { name: 'Save' }).click();
    await b.dialog.getByText(STALE_UPDATE).waitFor();
    assert.equal(await b.dialog.getByLabel('Referral details').inputValue(), 'Typed second');
    assert.equal(await b.dialog.getByLabel('Source', { exact: true }).inputValue(), 'Second source');
    assert.equal(await b.dialog.isVisible(), true, 'the form stays open');

    // The first save stands: reopening the form shows it.
    const again = await openEditParent(first.page);
    assert.equal(await again.dialog.getByLabel('Referral details').inputValue(), 'Saved first');
    assert.deepEqual(first.errors, []);
    assert.deepEqual(second.errors, []);
  });
});
