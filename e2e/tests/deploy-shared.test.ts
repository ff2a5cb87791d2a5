import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { activate, publish } from '../../scripts/lib/deploy.mjs';
import { mainNav, remoteOutlet } from '../lib/browser';
import { useProductAndBrowser } from '../lib/suite';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const crmDist = path.join(repo, 'mf-crm', 'dist');
const DS = '@tutoring/design-system';
const NEWER = '5.99.0';

/**
 * A copy of mf-crm's build as if released against a newer minor of the design system than the shell's (ADR 0003: it
 * then brings its own copy): the version it provides and the range it needs both read 5.99.0.
 */
function crmWithNewerDesignSystem(root: string): string {
  const dist = path.join(root, 'crm-ds-newer');
  fs.cpSync(crmDist, dist, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; version: string }[];
  };
  const built = manifest.shared.find((s) => s.name === DS)!.version;
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    const target = path.join(dist, file);
    fs.writeFileSync(
      target,
      fs.readFileSync(target, 'utf8').replaceAll(`"${built}"`, `"${NEWER}"`).replaceAll(`"^${built}"`, `"^${NEWER}"`),
    );
    for (const copy of [`${target}.br`, `${target}.gz`]) fs.rmSync(copy, { force: true });
  }
  return dist;
}

/** Per version of the design system registered in the page: who provided it and which apps use it. */
async function designSystemCopies(page: Page): Promise<Record<string, { from: string; useIn: string[] }>> {
  // The runtime's share scopes as plain data (a string: tsx's helpers do not exist in the page).
  const scopes = JSON.parse(
    await page.evaluate(
      `JSON.stringify(globalThis.__FEDERATION__.__SHARE__, (key, value) => typeof value === 'function' ? undefined : value)`,
    ),
  ) as unknown;
  const copies: Record<string, { from: string; useIn: string[] }> = {};
  const visit = (node: unknown, depth: number): void => {
    if (!node || typeof node !== 'object' || depth > 4) return;
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (key !== DS || !value || typeof value !== 'object') visit(value, depth + 1);
      else
        for (const [version, shared] of Object.entries(value as Record<string, { from: string; useIn?: string[] }>))
          copies[version] = { from: shared.from, useIn: [...(copies[version]?.useIn ?? []), ...(shared.useIn ?? [])] };
    }
  };
  visit(scopes, 0);
  return copies;
}

describe('a remote released with a newer minor of a shared package keeps it to its own area (ADR 0003)', () => {
  const suite = useProductAndBrowser();
  let root: string;
  before(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-deploy-shared-'));
  });
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  it("issue 21: the other areas run the page's copy, whatever area was opened first", async () => {
    const { deployDir, portOffset } = suite.product;
    const good = JSON.parse(fs.readFileSync(path.join(deployDir, 'registry.json'), 'utf8')).remotes.find(
      (r: { name: string }) => r.name === 'mf_crm',
    ).version as string;
    const newer = publish({
      pkg: 'mf-crm',
      deployDir,
      distDir: crmWithNewerDesignSystem(root),
      label: '9.1.0',
    }).version;
    activate({ pkg: 'mf-crm', version: newer, deployDir, portOffset });
    try {
      const { page, errors } = await suite.signedInPage('admin@example.com');
      await page.goto(`${suite.product.url}/parents`);
      await remoteOutlet(page).getByRole('heading', { level: 1, name: 'Parents', exact: true }).waitFor();
      await mainNav(page).getByRole('link', { name: 'Staffing', exact: true }).click();
      await remoteOutlet(page).getByRole('heading', { level: 1, name: 'Tutors', exact: true }).waitFor();
      const copies = await designSystemCopies(page);
      assert.equal(copies[NEWER]?.from, 'mf_crm', JSON.stringify(copies));
      assert.deepEqual(copies[NEWER]?.useIn, ['mf_crm'], JSON.stringify(copies));
      const pageCopy = Object.entries(copies).find(([, copy]) => copy.from === 'shell');
      assert.ok(pageCopy?.[1].useIn.includes('mf_staffing'), JSON.stringify(copies));
      assert.deepEqual(errors, []);
    } finally {
      activate({ pkg: 'mf-crm', version: good, deployDir, portOffset });
    }
  });
});
