import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as barrel from '../../domain/src/index';
import domainPackage from '../../domain/package.json';
import designSystemPackage from '../../design-system/package.json';
import contractPackage from '../../contract/package.json';
import * as contractRoot from '../../contract/src/index';
import { coreEntry, coreEntryNames, sharedModules } from '../shared';

const repo = path.resolve(__dirname, '..', '..', '..');

// issue 26: @tutoring/domain is shared as its core entry, not its whole barrel; the remotes bundle the rest from
// @tutoring/domain/areas.
describe('core entries of our ranged packages', () => {
  it('share @tutoring/domain as shared-core.ts, with the version of the installed package', () => {
    const shared = sharedModules(path.join(repo, 'shell'));
    const entry = path.join(repo, 'packages', 'domain', 'shared-core.ts');
    expect(shared['@tutoring/domain']).toMatchObject({ import: entry, singleton: false });
    expect(shared['@tutoring/domain']?.version).toBe(domainPackage.version);
  });

  it('list the names the shell and the shared packages import, all values of the barrel', () => {
    const entry = coreEntry('@tutoring/domain', path.join(repo, 'shell'));
    expect(entry).not.toBeNull();
    const names = coreEntryNames(entry as string);
    expect(names).toEqual(expect.arrayContaining(['formatDate', 'LOGIN_TEXTS', 'FIELD_REQUIRED']));
    expect(names.filter((name) => !(name in barrel))).toEqual([]);
    expect(names).not.toContain('parentStatusOptions');
  });

  it('share the design system as its core and its forms entry under a key of its own', () => {
    const shared = sharedModules(path.join(repo, 'mf-crm'));
    const dir = path.join(repo, 'packages', 'design-system');
    expect(shared['@tutoring/design-system']).toMatchObject({ import: path.join(dir, 'shared-core.ts') });
    expect(shared['@tutoring/design-system/forms']).toMatchObject({
      import: path.join(dir, 'forms.ts'),
      singleton: false,
      version: designSystemPackage.version,
      requiredVersion: `^${designSystemPackage.version}`,
    });
    const core = coreEntryNames(path.join(dir, 'shared-core.ts'));
    const forms = coreEntryNames(path.join(dir, 'forms.ts'));
    expect(core).toEqual(expect.arrayContaining(['FormField', 'FieldContext', 'FormErrorsContext', 'Table']));
    expect(forms).toEqual(expect.arrayContaining(['FormModal', 'DateInput', 'AddressEntry']));
    expect(core.filter((name) => forms.includes(name))).toEqual([]);
  });

  it("share the contract's write schemas as a subpath under a key of their own (issue 26)", () => {
    const shared = sharedModules(path.join(repo, 'shell'));
    const dir = path.join(repo, 'packages', 'contract');
    expect(shared['@tutoring/contract']?.import).toBeUndefined();
    expect(shared['@tutoring/contract/writes']).toMatchObject({
      import: path.join(dir, 'writes.ts'),
      singleton: false,
      version: contractPackage.version,
      requiredVersion: `^${contractPackage.version}`,
    });
    const writes = coreEntryNames(path.join(dir, 'writes.ts'));
    expect(writes).toEqual(expect.arrayContaining(['ParentCreateSchema', 'LoginSchema', 'resourceBodies']));
    expect(writes.filter((name) => name in contractRoot)).toEqual([]);
  });

  it('fall back to the whole entry, and no subpath key, where the installed package has none (an older build)', () => {
    const app = fs.mkdtempSync(path.join(os.tmpdir(), 'core-entries-'));
    try {
      const installed = path.join(app, 'node_modules', '@tutoring', 'design-system');
      fs.mkdirSync(installed, { recursive: true });
      fs.writeFileSync(
        path.join(installed, 'package.json'),
        '{ "name": "@tutoring/design-system", "version": "5.2.0" }',
      );
      fs.writeFileSync(path.join(installed, 'index.js'), 'export {};\n');
      fs.writeFileSync(path.join(app, 'package.json'), '{ "name": "old-app", "dependencies": {} }');
      expect(coreEntry('@tutoring/design-system', app)).toBeNull();
      const shared = sharedModules(app);
      expect(shared['@tutoring/design-system']).toMatchObject({ version: '5.2.0' });
      expect(shared['@tutoring/design-system']?.import).toBeUndefined();
      expect(shared['@tutoring/design-system/forms']).toBeUndefined();
    } finally {
      fs.rmSync(app, { recursive: true, force: true });
    }
  });
});
