import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { SHARED_PACKAGES, canonical, compare, currentApis, plannedProblems } from '../../scripts/api-check.mjs';

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const report = {
  version: '1.2.3',
  facts: ['function hasTrial(BrandValues): boolean', 'interface AlertProps', 'AlertProps.tone?: AlertTone | undefined'],
};

describe('API compatibility check of the shared packages (issue 21)', () => {
  it('a removed or changed export needs a new major; the same version, or a minor, is refused', () => {
    const changed = {
      version: '1.2.3',
      facts: ['function hasTrial(BrandValues, string): boolean', ...report.facts.slice(1)],
    };
    const same = compare(report, changed);
    assert.equal(same.breaking, true);
    assert.equal(same.needed, 'major');
    assert.deepEqual(same.removed, ['function hasTrial(BrandValues): boolean']);
    assert.equal(same.announced, false);
    assert.equal(compare(report, { ...changed, version: '1.3.0' }).announced, false);
    assert.equal(compare(report, { ...changed, version: '2.0.0' }).announced, true);
  });

  it('a new export or optional member needs a new minor; a new required member of an interface is breaking', () => {
    const added = { version: '1.2.3', facts: [...report.facts, 'const NEW_RULE: 1', 'AlertProps.title?: string'] };
    assert.equal(compare(report, added).needed, 'minor');
    assert.equal(compare(report, added).announced, false);
    assert.equal(compare(report, { ...added, version: '1.2.4' }).announced, false);
    assert.equal(compare(report, { ...added, version: '1.3.0' }).announced, true);
    const required = { version: '1.3.0', facts: [...report.facts, 'AlertProps.title: string'] };
    assert.equal(compare(report, required).needed, 'major');
    assert.equal(compare(report, required).announced, false);
  });

  it('the order TypeScript prints a union of string literals in is no change (it follows import order, not the type)', () => {
    const before = { version: '1.2.3', facts: ['CalendarItem.tone?: "success" | "info" | "primary" | undefined'] };
    const after = { version: '1.2.3', facts: ['CalendarItem.tone?: "success" | "primary" | "info" | undefined'] };
    assert.deepEqual(compare(before, after).removed, []);
    assert.deepEqual(compare(before, after).added, []);
    const narrowed = { version: '1.2.3', facts: ['CalendarItem.tone?: "success" | "primary" | undefined'] };
    assert.equal(compare(before, narrowed).breaking, true);
  });

  it('the committed report of every shared package matches its API and version (what npm run api:check runs)', () => {
    const apis = currentApis();
    for (const name of SHARED_PACKAGES) {
      const pkg = JSON.parse(fs.readFileSync(path.join(repo, 'packages', name, 'package.json'), 'utf8')) as {
        name: string;
      };
      const committed = JSON.parse(fs.readFileSync(path.join(repo, 'packages', name, 'api-report.json'), 'utf8'));
      const current = apis[pkg.name]!;
      assert.equal(current.version, committed.version, `${pkg.name}'s report has its version`);
      assert.deepEqual(current.facts.map(canonical), committed.facts.map(canonical), `${pkg.name}'s report is current`);
      assert.deepEqual(Object.keys(current.entries ?? {}), Object.keys(committed.entries ?? {}));
      for (const [entry, facts] of Object.entries(current.entries ?? {}))
        assert.deepEqual(
          facts.map(canonical),
          committed.entries[entry].map(canonical),
          `${pkg.name}/${entry} is current`,
        );
    }
    // Every entry a remote imports is reported, not only the index.
    assert.deepEqual(Object.keys(apis['@tutoring/design-system']!.entries ?? {}), [
      './badge-list',
      './extras',
      './forms',
      './shared-core',
    ]);
    assert.ok(Object.keys(apis['@tutoring/domain']!.entries ?? {}).includes('./phone'));
    assert.ok(Object.keys(apis['@tutoring/api-client']!.entries ?? {}).includes('./endpoints'));
  });

  it('a breaking change in a subpath entry (@tutoring/design-system/forms) needs a new major; an entry recorded for the first time needs no bump', () => {
    const withForms = { ...report, entries: { './forms': ['function TextField(TextFieldProps): Element'] } };
    const changed = { ...report, entries: { './forms': ['function TextField(TextFieldProps, string): Element'] } };
    const change = compare(withForms, changed);
    assert.equal(change.needed, 'major');
    assert.deepEqual(change.removed, ['./forms: function TextField(TextFieldProps): Element']);
    assert.equal(change.announced, false);
    assert.equal(compare(withForms, { ...changed, version: '2.0.0' }).announced, true);
    assert.equal(compare(withForms, { ...report, entries: {} }).needed, 'major', 'an entry that disappears breaks');

    const firstRecorded = compare(report, withForms);
    assert.deepEqual(firstRecorded.recorded, ['./forms']);
    assert.deepEqual(firstRecorded.added, []);
    assert.equal(firstRecorded.needed, null);
  });

  it('npm run release:version checks the pending changesets against the reports before changeset version consumes them', () => {
    const reports = { '@tutoring/domain': report, '@tutoring/platform': report };
    const apis = {
      // A breaking change (hasTrial's parameters) and a new export, each with its changeset's planned bump.
      '@tutoring/domain': {
        ...report,
        facts: ['function hasTrial(BrandValues, string): boolean', ...report.facts.slice(1)],
      },
      '@tutoring/platform': { ...report, facts: [...report.facts, 'const NEW_RULE: 1'] },
    };
    const tooSmall = plannedProblems(apis, reports, { '@tutoring/domain': '1.3.0', '@tutoring/platform': '1.2.4' });
    assert.equal(tooSmall.length, 2);
    assert.match(
      tooSmall[0]!,
      /^@tutoring\/domain: the pending changesets make it 1\.3\.0, but a breaking API change since the report \(1\.2\.3\) needs a major version bump/,
    );
    assert.match(
      tooSmall[1]!,
      /^@tutoring\/platform: the pending changesets make it 1\.2\.4, but a new API change .* needs a minor version bump/,
    );
    assert.match(
      plannedProblems(apis, reports, { '@tutoring/domain': '2.0.0' })[0]!,
      /^@tutoring\/platform: no pending changeset bumps it \(1\.2\.3\)/,
    );
    assert.deepEqual(
      plannedProblems(apis, reports, { '@tutoring/domain': '2.0.0', '@tutoring/platform': '1.3.0' }),
      [],
    );

    const script = (
      JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts['release:version']!;
    assert.ok(
      script.startsWith('node scripts/api-check.mjs --planned && changeset version'),
      `the check runs before changeset version: ${script}`,
    );
  });
});
