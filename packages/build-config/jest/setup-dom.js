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
