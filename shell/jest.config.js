// Start-up tests sign in through user-event in jsdom; on a busy machine one test can take several seconds.
module.exports = require('@tutoring/build-config/jest')({ rootDir: __dirname, testTimeout: 20_000 });
