module.exports = require('@tutoring/build-config/jest')({ rootDir: __dirname, testTimeout: 20000 });
