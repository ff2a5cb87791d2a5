module.exports = require('@tutoring/build-config/jest')({
  rootDir: __dirname,
  environment: 'node',
  testTimeout: 30000,
});
