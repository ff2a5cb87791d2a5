import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { runDeployCli } from '../lib/product';
import { useProductAndBrowser } from '../lib/suite';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

async function examsVersion(page: Page): Promise<string | null> {
  await page.goto(`${page.url().split('/').slice(0, 3).join('/')}/exams`);
  const slot = page.locator('[data-remote="mf_exams"]');
  await slot.getByRole('heading', { level: 1, name: 'Exams', exact: true }).waitFor({ timeout: 20_000 });
  return slot.getAttribute('data-remote-version');
}

describe('independent deploy and rollback of one remote', () => {
  const suite = useProductAndBrowser();
  let out: string;
  before(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-mf-exams-v2-'));
  });
  after(async () => {
    fs.rmSync(out, { recursive: true, force: true });
  });

  it('a running shell picks up v2 of a remote on the next page load, then v1 after rollback, with no shell rebuild', async () => {
    const shellIndex = fs.statSync(path.join(repo, 'shell', 'dist', 'index.html')).mtimeMs;
    const { page } = await suite.signedInPage('admin@example.com');
    const v1 = await examsVersion(page);
    assert.equal(v1, JSON.parse(fs.readFileSync(path.join(repo, 'mf-exams', 'package.json'), 'utf8')).version);

    // Built, published, checked (manifest, singletons, a load in a browser) and activated.
    const deployed = await runDeployCli(suite.product, ['deploy', 'mf-exams', '--label', '2.0.0', '--out', out]);
    assert.equal(deployed.code, 0, deployed.output);
    assert.equal(await examsVersion(page), '2.0.0');

    const rolledBack = await runDeployCli(suite.product, ['rollback', 'mf-exams']);
    assert.equal(rolledBack.code, 0, rolledBack.output);
    assert.equal(await examsVersion(page), v1);
    assert.equal(
      fs.statSync(path.join(repo, 'shell', 'dist', 'index.html')).mtimeMs,
      shellIndex,
      'the shell was not rebuilt',
    );
  });
});
