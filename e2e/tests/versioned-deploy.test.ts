import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { mainNav, remoteOutlet, seriousAxeViolations } from '../lib/browser';
import { type TestProduct, runDeployCli } from '../lib/product';
import { useProductAndBrowser } from '../lib/suite';
import { eventually } from '../lib/wait';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.join(here, '..', '..');
const fixtureDist = (name: string) => path.join(here, '..', 'fixtures', name, 'dist');
const NEW_RULE = '2 h 30 min of tutoring';

interface RegistryEntry {
  name: string;
  version: string;
  manifestUrl: string;
  shared?: Record<
    string,
    { version: string; singleton?: boolean; requiredVersion?: string | false; imports?: string[] }
  >;
}
interface Manifest {
  shared: { name: string; version: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

async function registry(product: TestProduct): Promise<RegistryEntry[]> {
  return ((await (await fetch(`${product.url}/remotes.json`)).json()) as { remotes: RegistryEntry[] }).remotes;
}
async function crmEntry(product: TestProduct): Promise<RegistryEntry> {
  return (await registry(product)).find((entry) => entry.name === 'mf_crm')!;
}

/** Every JS file the page requests, as full URLs. */
function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) urls.push(request.url());
  });
  return urls;
}

/** The files of a remote's own copy of each shared module, from its manifest: `{ file URL: module@version }`. */
async function ownCopies(entry: RegistryEntry): Promise<Map<string, string>> {
  const manifest = (await (await fetch(entry.manifestUrl)).json()) as Manifest;
  const base = entry.manifestUrl.replace(/mf-manifest\.json$/, '');
  const files = new Map<string, string>();
  for (const shared of manifest.shared)
    for (const file of [...shared.assets.js.sync, ...shared.assets.js.async])
      files.set(`${base}${file}`, `${shared.name}@${shared.version}`);
  return files;
}

async function openParents(page: Page, product: TestProduct) {
  await page.goto(`${product.url}/parents`);
  await remoteOutlet(page).getByRole('heading', { level: 1, name: 'Parents' }).waitFor({ timeout: 20_000 });
}

/** The other staff areas render as before. */
async function otherAreasWork(page: Page) {
  for (const [nav, heading] of [
    ['Staffing', 'Tutors'],
    ['Sessions', 'Sessions'],
    ['Payments', 'Payments'],
    ['Exams', 'Exams'],
  ] as const) {
    await mainNav(page).getByRole('link', { name: nav, exact: true }).click();
    await remoteOutlet(page)
      .getByRole('heading', { level: 1, name: heading, exact: true })
      .waitFor({ timeout: 20_000 });
  }
}

describe('versioned sharing: a remote deployed alone runs what its team built, or is refused clearly (issue 21)', () => {
  const suite = useProductAndBrowser();

  it('a remote built against the shell’s versions shares the shell’s copies: no second copy of any package is downloaded', async () => {
    let scripts: string[] = [];
    const { page, errors } = await suite.signedInPage('admin@example.com', ({ page: fresh }) => {
      scripts = recordScripts(fresh);
    });
    await mainNav(page).getByRole('link', { name: 'CRM', exact: true }).click();
    await remoteOutlet(page).getByRole('heading', { level: 1, name: 'Parents' }).waitFor({ timeout: 20_000 });
    await otherAreasWork(page);
    for (const entry of (await registry(suite.product)).filter((e) => e.name !== 'mf_student')) {
      const copies = await ownCopies(entry);
      assert.ok(copies.size > 0, `${entry.name}'s manifest lists its own copies`);
      const downloaded = scripts.filter((url) => copies.has(url)).map((url) => `${copies.get(url)} (${url})`);
      assert.deepEqual(downloaded, [], `${entry.name} downloaded none of its own copies of shared packages`);
      assert.ok(
        scripts.some((url) => url.startsWith(entry.manifestUrl.replace(/mf-manifest\.json$/, ''))),
        `${entry.name} was loaded`,
      );
    }
    assert.deepEqual(errors, []);
  });

  it('a remote built against newer minors of domain and design-system, deployed alone, shows the new rule and variant; rollback restores exactly the previous area', async () => {
    const shellIndex = fs.statSync(path.join(repo, 'shell', 'dist', 'index.html')).mtimeMs;
    const before = await crmEntry(suite.product);
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await openParents(page, suite.product);
    assert.equal(await page.locator('[data-tone="celebrate"]').count(), 0);

    // Deployed with every check of the release (manifest, singletons, a real load in a browser).
    const deployed = await runDeployCli(suite.product, [
      'deploy',
      'mf-crm',
      '--skip-build',
      '--out',
      fixtureDist('mf-crm-next'),
    ]);
    assert.equal(deployed.code, 0, deployed.output);
    const next = await crmEntry(suite.product);
    assert.notEqual(next.version, before.version);
    for (const name of ['@tutoring/domain', '@tutoring/design-system'])
      assert.equal(
        next.shared?.[name]?.version,
        bumpMinor(before, name),
        `the registry records the ${name} it was built with`,
      );

    const scripts = recordScripts(page);
    await openParents(page, suite.product);
    const alert = remoteOutlet(page).locator('[data-tone="celebrate"]');
    await alert.waitFor({ timeout: 20_000 });
    assert.equal(await alert.innerText(), NEW_RULE);
    assert.equal(await page.locator('[data-remote="mf_crm"]').getAttribute('data-remote-version'), '1.1.0-next');
    // Its own copies of the two newer packages were downloaded from its own folder; the singletons were not.
    const copies = await ownCopies(next);
    const own = new Set(scripts.filter((url) => copies.has(url)).map((url) => moduleName(copies.get(url)!)));
    assert.ok(own.has('@tutoring/domain'), 'its own domain was downloaded');
    assert.ok(own.has('@tutoring/design-system'), 'its own design system was downloaded');
    for (const singleton of ['react', 'react-dom', '@tutoring/platform', '@tutoring/api-client', 'styled-components'])
      assert.ok(!own.has(singleton), `the shell's ${singleton} was used`);
    assert.deepEqual(await seriousAxeViolations(page), []);
    await otherAreasWork(page);
    await mainNav(page).getByRole('link', { name: 'CRM', exact: true }).click();
    await alert.waitFor({ timeout: 20_000 });

    const rolledBack = await runDeployCli(suite.product, ['rollback', 'mf-crm']);
    assert.equal(rolledBack.code, 0, rolledBack.output);
    assert.deepEqual(await crmEntry(suite.product), before, 'the registry entry is exactly the previous one');
    await openParents(page, suite.product);
    await remoteOutlet(page).getByRole('table').first().waitFor({ timeout: 20_000 });
    assert.equal(await page.locator('[data-tone="celebrate"]').count(), 0);
    assert.equal(
      await page.locator('[data-remote="mf_crm"]').getAttribute('data-remote-version'),
      before.version.replace(/-[0-9a-f]{8}$/, ''),
    );
    assert.equal(fs.statSync(path.join(repo, 'shell', 'dist', 'index.html')).mtimeMs, shellIndex, 'no shell rebuild');
    assert.deepEqual(errors, []);
  });

  it('a release that fails when loaded in the browser is not activated: the live version stays', async () => {
    const before = await crmEntry(suite.product);
    const refused = await runDeployCli(suite.product, [
      'deploy',
      'mf-crm',
      '--skip-build',
      '--out',
      fixtureDist('mf-crm-broken'),
    ]);
    assert.notEqual(refused.code, 0);
    assert.match(refused.output, /did not load in the browser: CRM is not available right now/);
    assert.match(refused.output, new RegExp(`${before.version} stays live`));
    assert.deepEqual(await crmEntry(suite.product), before);
    const { page, errors } = await suite.signedInPage('admin@example.com');
    await openParents(page, suite.product);
    assert.deepEqual(errors, []);
  });

  /** What the shell reported when it refused a remote's area (to its local sink). */
  interface RefusalNotice {
    context?: {
      remote?: string;
      needs?: { name: string; required?: string; page?: string; missing?: string[] }[];
    };
  }

  /** The error reports the shell's local sink has received. */
  async function notices(): Promise<RefusalNotice[]> {
    return suite.product.errorReports() as RefusalNotice[];
  }

  /**
   * /parents of a build the page refuses: its area shows "This area needs a newer version of the platform" (not the
   * build's page `heading`), nothing of the `live` entry's folder is among the `scripts` the page requested, the page
   * passes axe and the other areas work. The page reports the refusal in the background: the caller reads
   * {@link notices} until its report is there.
   */
  async function refusedArea(
    page: Page,
    { live, scripts, heading }: { live: RegistryEntry; scripts: string[]; heading?: string },
  ): Promise<void> {
    await page.goto(`${suite.product.url}/parents`);
    const fallback = page.getByTestId('remote-fallback');
    await fallback.waitFor({ timeout: 20_000 });
    await fallback.getByText('This area needs a newer version of the platform.').waitFor();
    if (heading) assert.equal(await page.getByRole('heading', { name: heading }).count(), 0);
    const base = live.manifestUrl.replace(/mf-manifest\.json$/, '');
    assert.deepEqual(
      scripts.filter((url) => url.startsWith(base)),
      [],
      'nothing of the refused build was downloaded',
    );
    assert.deepEqual(await seriousAxeViolations(page), []);
    await otherAreasWork(page);
  }

  /**
   * The walk of a build the running shell cannot host: the deploy refuses it with `message` and the old version stays
   * live; flipped live anyway (without the checks, as a shell rollback under it would do), its area shows "This area
   * needs a newer version of the platform" instead of the fixture's page (`heading`), nothing of it is downloaded,
   * the page passes axe and the other areas work; `reported` checks the error report against the entries before and
   * live; a rollback restores the previous entry and its area.
   */
  async function refusedThenForced(
    fixture: string,
    message: RegExp,
    {
      heading,
      reported,
    }: {
      heading: string;
      reported: (notices: RefusalNotice[], entries: { before: RegistryEntry; live: RegistryEntry }) => void;
    },
  ) {
    const before = await crmEntry(suite.product);
    const refused = await runDeployCli(suite.product, [
      'deploy',
      'mf-crm',
      '--skip-build',
      '--out',
      fixtureDist(fixture),
    ]);
    assert.notEqual(refused.code, 0);
    assert.match(refused.output, message);
    assert.match(refused.output, /stays live/);
    assert.deepEqual(await crmEntry(suite.product), before, 'the old version stays live');

    const forced = await runDeployCli(suite.product, [
      'deploy',
      'mf-crm',
      '--skip-build',
      '--no-verify',
      '--out',
      fixtureDist(fixture),
    ]);
    assert.equal(forced.code, 0, forced.output);
    const live = await crmEntry(suite.product);
    const { page, errors } = await suite.signedInPage('admin@example.com');
    const scripts = recordScripts(page);
    await refusedArea(page, { live, scripts, heading });
    await eventually(async () => reported(await notices(), { before, live }));

    assert.equal((await runDeployCli(suite.product, ['rollback', 'mf-crm'])).code, 0);
    assert.deepEqual(await crmEntry(suite.product), before);
    await openParents(page, suite.product);
    assert.deepEqual(errors, []);
  }

  it('a remote that needs a newer major of a strict singleton is refused by the deploy, and if it goes live anyway its area shows "This area needs a newer version of the platform" while the rest works', async () => {
    await refusedThenForced(
      'mf-crm-platform-next',
      /needs a newer version of the platform than the running shell has: @tutoring\/platform/,
      {
        heading: 'Parents on the next platform',
        // The error report names the versions.
        reported: (notices, { before, live }) => {
          const report = notices.find((notice) => notice.context?.remote === 'mf_crm' && notice.context.needs);
          assert.ok(report, 'the refusal was reported');
          const platform = report.context!.needs!.find((need) => need.name === '@tutoring/platform')!;
          assert.equal(platform.page, before.shared?.['@tutoring/platform']?.version);
          assert.equal(platform.required, `^${live.shared?.['@tutoring/platform']?.version}`);
        },
      },
    );
  });

  it('issue 26 (ADR 0009): a remote importing a router name the shell’s shared subset lacks is refused by the deploy, and live anyway its area shows "This area needs a newer version of the platform" instead of running with the name undefined', async () => {
    await refusedThenForced(
      'mf-crm-router-next',
      /needs a newer version of the platform than the running shell has: .*react-router-dom Outlet \(not in the shell's react-router-dom 7\./,
      {
        heading: 'Parents with a nested outlet',
        reported: (notices, { live }) => {
          assert.ok(
            live.shared?.['react-router-dom']?.imports?.includes('Outlet'),
            'the registry records what it imports',
          );
          const report = notices.find((notice) =>
            notice.context?.needs?.some((need) => need.name === 'react-router-dom' && need.missing?.includes('Outlet')),
          );
          assert.ok(report, 'the refusal was reported with the missing name');
        },
      },
    );
  });

  it('a remote that takes a strict singleton the shell does not share, live anyway, is refused by the page as the deploy refuses it: its area shows "This area needs a newer version of the platform" and runs no copy of its own', async () => {
    // The registry as a `--no-verify` deploy writes it for a build that shares a singleton the running shell does not
    // (the shared versions read from its manifest), seen by this browser only.
    const live = await crmEntry(suite.product);
    const taken = { version: '1.3.0', requiredVersion: '^1.3.0', singleton: true };
    let scripts: string[] = [];
    const { page, errors } = await suite.signedInPage('admin@example.com', async ({ page: fresh }) => {
      scripts = recordScripts(fresh);
      await fresh.route('**/remotes.json', async (route) => {
        const response = await route.fetch();
        const document = (await response.json()) as { remotes: RegistryEntry[] };
        for (const entry of document.remotes)
          if (entry.name === 'mf_crm') entry.shared = { ...entry.shared, 'left-pad': taken };
        await route.fulfill({ response, json: document });
      });
    });
    // Nothing of it is downloaded, not even ahead of time (the preloads after sign-in).
    await refusedArea(page, { live, scripts });
    await eventually(async () =>
      assert.ok(
        (await notices()).some(
          (notice) =>
            notice.context?.remote === 'mf_crm' &&
            notice.context.needs?.some(
              (need) => need.name === 'left-pad' && need.page === '' && need.required === '^1.3.0',
            ),
        ),
        'the report names the singleton the page does not share',
      ),
    );
    assert.deepEqual(errors, []);
  });
});

/** The version one minor above what the live entry was built with (what build-fixtures installs). */
function bumpMinor(entry: RegistryEntry, name: string): string {
  const [major = '0', minor = '0'] = (entry.shared?.[name]?.version ?? '').split('.');
  return `${major}.${Number(minor) + 1}.0`;
}

/** `@tutoring/domain` of `@tutoring/domain@1.1.0`. */
function moduleName(nameAtVersion: string): string {
  return nameAtVersion.slice(0, nameAtVersion.lastIndexOf('@'));
}
