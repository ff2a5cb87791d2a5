import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SHARED_PACKAGES } from '@tutoring/build-config/shared';
import { mainNav, remoteOutlet } from '../lib/browser';
import { useProductAndBrowser } from '../lib/suite';

describe('composed product: shared singletons', () => {
  const suite = useProductAndBrowser();

  it('exactly one copy of each shared library runs after visiting every staff area', async () => {
    const { page } = await suite.signedInPage('admin@example.com');
    // Each area's own heading: the previous area's h1 stays on screen until the next one has mounted.
    for (const [nav, heading] of [
      ['CRM', 'Parents'],
      ['Staffing', 'Tutors'],
      ['Sessions', 'Sessions'],
      ['Payments', 'Payments'],
      ['Exams', 'Exams'],
    ]) {
      await mainNav(page).getByRole('link', { name: nav, exact: true }).click();
      await remoteOutlet(page).getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    }
    const report = await page.evaluate((names) => {
      type ShareInfo = { loaded?: boolean; loading?: unknown; from: string; useIn?: string[]; lib?: unknown };
      const federation = (
        window as unknown as {
          __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> };
        }
      ).__FEDERATION__;
      const result: Record<string, { versions: string[]; from: string[] }> = {};
      for (const name of names) {
        const versions: string[] = [];
        const from: string[] = [];
        for (const scopes of Object.values(federation.__SHARE__)) {
          for (const scope of Object.values(scopes)) {
            for (const [version, info] of Object.entries(scope[name] ?? {})) {
              if (info.loaded || info.loading || info.lib) {
                if (!versions.includes(version) || !from.includes(info.from)) {
                  versions.push(version);
                  from.push(info.from);
                }
              }
            }
          }
        }
        result[name] = { versions, from };
      }
      const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__;
      return {
        result,
        reactDomRenderers: hook.renderers.size,
        styledSheets: document.querySelectorAll('style[data-styled]').length,
      };
    }, SHARED_PACKAGES);

    for (const name of SHARED_PACKAGES) {
      const { versions, from } = report.result[name]!;
      assert.equal(new Set(from).size, 1, `${name} is provided by exactly one container (got ${from.join(', ')})`);
      assert.equal(new Set(versions).size, 1, `${name} has one loaded version (got ${versions.join(', ')})`);
    }
    assert.equal(report.reactDomRenderers, 1, 'one react-dom renderer registered');
    assert.equal(report.styledSheets, 1, 'one styled-components sheet');
  });
});
