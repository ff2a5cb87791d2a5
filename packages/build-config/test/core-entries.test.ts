import path from 'node:path';
import * as barrel from '../../domain/src/index';
import domainPackage from '../../domain/package.json';
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

  it('fall back to the whole entry where the installed package has none', () => {
    expect(coreEntry('@tutoring/design-system', path.join(repo, 'shell'))).toBeNull();
  });
});
