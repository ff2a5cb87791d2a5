module.exports = require('@tutoring/build-config/jest')({
  rootDir: __dirname,
  environment: 'jsdom',
  setupFiles: [require('node:path').join(__dirname, 'test', 'setup.ts')],
  // axe and FullCalendar renders are slow when the whole monorepo's tests run at once.
  testTimeout: 15_000,
});
