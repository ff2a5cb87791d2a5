import * as barrel from './index';
import * as core from '../shared-core';
import * as forms from '../forms';

// issue 26: Module Federation shares shared-core.ts as '@tutoring/design-system' and forms.ts as
// '@tutoring/design-system/forms'. Together they must be the barrel's values exactly, each name in one of them.
describe('the shared core and the forms entry', () => {
  it('split the barrel: every value in exactly one of them, the same value', () => {
    const coreNames = Object.keys(core);
    const formNames = Object.keys(forms);
    expect(coreNames.filter((name) => formNames.includes(name))).toEqual([]);
    expect([...coreNames, ...formNames].sort()).toEqual(Object.keys(barrel).sort());
    const values = (entry: object, name: string) => (entry as Record<string, unknown>)[name];
    for (const name of coreNames) expect(values(core, name)).toBe(values(barrel, name));
    for (const name of formNames) expect(values(forms, name)).toBe(values(barrel, name));
  });
});
