import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { activate, publish } from '../../scripts/lib/deploy.mjs';
import { markWindow, remoteOutlet, windowStillMarked } from '../lib/browser';
import { useProductAndBrowser } from '../lib/suite';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const crmDist = path.join(repo, 'mf-crm', 'dist');

/**
 * A copy of mf-crm's build whose parents page throws when it renders: the chunk holding it loads (its modules reach
 * webpack's chunk array) and its page fails, as a release with a bug in one page does.
 */
function brokenCrmBuild(root: string): string {
  const dist = path.join(root, 'broken');
  fs.cpSync(crmDist, dist, { recursive: true });
  const chunk = fs
    .readdirSync(dist)
    .find(
      (file) => file.endsWith('.js') && fs.readFileSync(path.join(dist, file), 'utf8').includes('"parents-heading"'),
    );
  assert.ok(chunk, "mf-crm's build has a chunk with the parents page");
  const file = path.join(dist, chunk);
  fs.writeFileSync(
    file,
    fs.readFileSync(file, 'utf8').replaceAll('"parents-heading"', '(()=>{throw new Error("broken release")})()'),
  );
  for (const copy of [`${file}.br`, `${file}.gz`]) fs.rmSync(copy, { force: true });
  return dist;
}

describe('a release fixed by a new deploy comes back with Retry', () => {
  const suite = useProductAndBrowser();
  let root: string;
  before(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-deploy-retry-'));
  });
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  it("README: Retry after a fixed deploy runs the new release's code, not the broken one's already in the page", async () => {
    const { deployDir, portOffset } = suite.product;
    const good = JSON.parse(fs.readFileSync(path.join(deployDir, 'registry.json'), 'utf8')).remotes.find(
      (r: { name: string }) => r.name === 'mf_crm',
    ).version as string;
    const broken = publish({ pkg: 'mf-crm', deployDir, distDir: brokenCrmBuild(root), label: '9.0.0' }).version;
    activate({ pkg: 'mf-crm', version: broken, deployDir, portOffset });
    try {
      const { page } = await suite.signedInPage('admin@example.com');
      await page.goto(`${suite.product.url}/parents`);
      const fallback = page.getByTestId('remote-fallback');
      await fallback.waitFor({ timeout: 20_000 });
      await markWindow(page);

      // The fix is deployed (here: the good build again, as a rollback would) while the page stays open.
      const fixed = publish({ pkg: 'mf-crm', deployDir, label: '9.0.1' }).version;
      activate({ pkg: 'mf-crm', version: fixed, deployDir, portOffset });
      const fixedFiles: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(`/${fixed}/`)) fixedFiles.push(request.url().split('/').pop()!);
      });
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await remoteOutlet(page)
        .getByRole('heading', { level: 1, name: 'Parents', exact: true })
        .waitFor({ timeout: 20_000 });
      assert.equal(await page.getByTestId('remote-fallback').count(), 0);
      // The page (its chunk holding the parents page) came from the fixed release's folder.
      assert.ok(fixedFiles.includes('__federation_expose_app.js'), fixedFiles.join(', '));
      assert.ok(await windowStillMarked(page), 'Retry recovered without a page reload');
    } finally {
      activate({ pkg: 'mf-crm', version: good, deployDir, portOffset });
    }
  });
});
