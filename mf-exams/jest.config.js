module.exports = require('@tutoring/build-config/jest')({
  rootDir: __dirname,
  setupFiles: [require('node:path').join(__dirname, 'src/test/setup.ts')],
  testTimeout: 20000,
});
