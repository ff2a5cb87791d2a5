module.exports = require('./jest')({ rootDir: __dirname, environment: 'node' });
