// Loaded after the test framework in every jsdom project (see ../jest.js).
require('@testing-library/jest-dom');
// Accessibility: `expect(await axe(container)).toHaveNoViolations()` in every jsdom workspace.
globalThis.expect.extend(require('jest-axe').toHaveNoViolations);
const { TextEncoder, TextDecoder } = require('node:util');
// react-router 7 reads TextEncoder at import time; jest-fixed-jsdom keeps Node's fetch globals.
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  });
}
// Testing Library's `findBy*` / `waitFor` give up after 1 s by default. A part loaded on demand is transformed (swc)
// on its first import in a test run, and on the CI's two busy cores that took longer than 1 s once (mf-payments PAY-02,
// the card form panel). What a test waits for must still come; the longer bound only matters to a test that fails.
// Configured on @testing-library/dom, which @testing-library/react reads its settings from: requiring the React one
// here would make every test file an act() environment, also those that render without it.
try {
  require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
} catch (error) {
  if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'MODULE_NOT_FOUND') throw error;
}
// TanStack Query hands results to React from a timer (its notifyManager). A test that awaits something other than
// Testing Library (axe, a timer, a plain promise) would get that render outside act() and React's act() warning. The
// render runs inside act() whenever the test is in an act environment (Testing Library switches that off while it
// waits, and then the render goes through as in the browser).
try {
  const { notifyManager } = require('@tanstack/query-core');
  const { act } = require('react');
  notifyManager.setBatchNotifyFunction((notify) => (globalThis.IS_REACT_ACT_ENVIRONMENT ? act(notify) : notify()));
} catch (error) {
  if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'MODULE_NOT_FOUND') throw error;
}
// jsdom lays nothing out: every offsetHeight is 0. FullCalendar positions timed items only after measuring its hour
// rows (`.fc-timegrid-slots`, skipped while its height is 0, as when hidden by CSS), and until then it leaves them
// `visibility: hidden`, out of the accessibility tree, and draws no background items at all. A height for that one
// element lets the calendar render in tests as in a browser (positions stay 0: jsdom has no geometry).
if (typeof HTMLElement !== 'undefined') {
  const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get() {
      if (this.classList.contains('fc-timegrid-slots')) return 1000;
      return offsetHeight?.get ? offsetHeight.get.call(this) : 0;
    },
  });
}
