// Form tests type whole card numbers; on a busy machine that can pass jest's 5 s default, hence 20 s.
module.exports = require('@tutoring/build-config/jest')({ rootDir: __dirname, testTimeout: 20_000 });
