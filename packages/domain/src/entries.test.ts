import * as barrel from './index';
import * as core from '../shared-core';
import * as areas from '../areas';

// issue 26: Module Federation shares shared-core.ts; the remotes bundle @tutoring/domain/areas. Together they must be
// the barrel's values exactly, each name in one of them.
describe('the shared core and the areas entry', () => {
  it('split the barrel: every value in exactly one of them, the same value', () => {
    const coreNames = Object.keys(core);
    const areaNames = Object.keys(areas);
    expect(coreNames.filter((name) => areaNames.includes(name))).toEqual([]);
    expect([...coreNames, ...areaNames].sort()).toEqual(Object.keys(barrel).sort());
    for (const name of coreNames) expect(core[name as keyof typeof core]).toBe(barrel[name as keyof typeof barrel]);
    for (const name of areaNames) expect(areas[name as keyof typeof areas]).toBe(barrel[name as keyof typeof barrel]);
  });
});
