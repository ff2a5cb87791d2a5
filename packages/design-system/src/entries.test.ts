import { expectEntriesSplitBarrel } from '@tutoring/build-config/test-kit/entries';
import * as barrel from './index';
import * as core from '../shared-core';
import * as forms from '../forms';

// issue 26: Module Federation shares shared-core.ts as '@tutoring/design-system' and forms.ts as
// '@tutoring/design-system/forms'.
describe('the shared core and the forms entry', () => {
  it('split the barrel: every value in exactly one of them, the same value', () => {
    expectEntriesSplitBarrel(barrel, { core, forms });
  });
});
