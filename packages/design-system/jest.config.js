module.exports = require('@tutoring/build-config/jest')({
  rootDir: __dirname,
  environment: 'jsdom',
  setupFiles: [require('node:path').join(__dirname, 'test', 'setup.ts')],
});
