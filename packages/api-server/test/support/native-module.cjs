// PGlite loads its WASM with dynamic import(), which jest's module VM does not provide: the tests load it (and its
// pg_trgm extension) through Node's own loader instead (jest.config.js maps the imports here; jest replaces
// createRequire, not Module._load). Production and `npm run dev` import it normally.
const { Module } = require('node:module');

const parent = { id: __filename, filename: __filename, paths: Module._nodeModulePaths(__dirname) };
module.exports = (request) => Module._load(request, parent, false);
