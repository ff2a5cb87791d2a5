// Loaded after the test framework in every project (see ../jest.js): a test fails when something it runs calls
// console.error or console.warn and the test did not declare it. React's act() and key warnings, a rejected promise
// logged by a library, a jsdom "Not implemented" are all console.error: each one is a bug in the test or the code.
//
// A test that expects a message declares it by replacing the method for itself and asserting on the call:
//   const error = jest.spyOn(console, 'error').mockImplementation(() => {});
//   ...
//   expect(error).toHaveBeenCalledWith(expect.stringContaining('...'));
// (`restoreMocks` puts the guard back after the test.) A spy without mockImplementation calls through to the guard
// and still fails the test.
/* global beforeEach, afterEach, afterAll */
const { format } = require('node:util');

const GUARDED = /** @type {const} */ (['error', 'warn']);

/** @type {{ method: string, text: string, where: string }[]} */
const unexpected = [];

for (const method of GUARDED) {
  console[method] = function guardedConsole(...args) {
    const stack = (new Error().stack ?? '').split('\n').slice(2, 10).join('\n');
    unexpected.push({ method, text: format(...args), where: stack });
  };
}

function report(when) {
  if (unexpected.length === 0) return;
  const found = unexpected.splice(0);
  const lines = found.map(({ method, text, where }) => `console.${method}: ${text}\n${where}`);
  const message =
    `${found.length} unexpected console message(s) ${when}. Fix the cause, or declare an expected one with ` +
    `jest.spyOn(console, '${found[0].method}').mockImplementation(() => {}) and assert on it ` +
    `(packages/build-config/README.md).\n\n${lines.join('\n\n')}`;
  const error = new Error(message);
  error.stack = message; // where it was logged is in the message; the guard's own frames would only mislead
  throw error;
}

// The file's own afterEach hooks run after this one: what they log is reported before the next test (or in afterAll).
beforeEach(() => report('before this test (in beforeAll, or in the afterEach hooks after the previous test)'));
afterEach(() => report('during this test'));
afterAll(() => report('after the last test (in afterEach or afterAll hooks, or by work the tests left running)'));
