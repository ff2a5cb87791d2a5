module.exports = require('./native-module.cjs')('@electric-sql/pglite');
