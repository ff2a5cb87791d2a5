// Test setup of this remote: a first render compiles and loads a lot under jest, so give async queries more time.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 8000 });
