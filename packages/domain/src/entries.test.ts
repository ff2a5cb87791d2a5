import { expectEntriesSplitBarrel } from '@tutoring/build-config/test-kit/entries';
import * as barrel from './index';
import * as core from '../shared-core';
import * as areas from '../areas';

// issue 26: Module Federation shares shared-core.ts; the remotes bundle @tutoring/domain/areas.
describe('the shared core and the areas entry', () => {
  it('split the barrel: every value in exactly one of them, the same value', () => {
    expectEntriesSplitBarrel(barrel, { core, areas });
  });
});
