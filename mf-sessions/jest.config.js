// Form tests type through user-event in jsdom; on a busy machine one test can take several seconds.
module.exports = require('@tutoring/build-config/jest')({ rootDir: __dirname, testTimeout: 30000 });
