import type { Locator, Page } from 'playwright-core';

/** The form banner of a save blocked by empty required fields (the design system's text). */
export const FILL_REQUIRED_FIELDS = 'Please fill all required fields';

/**
 * In an open form with an address: enters a manual address with its street only (1 Elm St) and saves; waits for the
 * blocked save's banner. The caller checks the field errors, then {@link completeAddressAndSave}.
 */
export async function savePartialAddress(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Enter the address manually' }).click();
  await dialog
    .getByLabel(/^Street/)
    .first()
    .fill('1 Elm St');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText(FILL_REQUIRED_FIELDS).waitFor();
}

/** Completes the partial address (Austin, TX 73301) and saves; after a reload, `main` shows its street. */
export async function completeAddressAndSave(page: Page, main: Locator, dialog: Locator): Promise<void> {
  await dialog.getByLabel('City').fill('Austin');
  await dialog.getByLabel(/^State/).selectOption('TX');
  await dialog.getByLabel('Zip').fill('73301');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.reload();
  await main.getByText(/1 Elm St/).waitFor();
}
