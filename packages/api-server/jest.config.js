const config = require('@tutoring/build-config/jest')({
  rootDir: __dirname,
  environment: 'node',
  testTimeout: 30000,
});
// @fastify/swagger-ui (the /api/docs viewer) has its own nested @fastify/static, which requires content-disposition,
// an ES module: transpiled like the preset's ESM packages, wherever it is nested.
config.transformIgnorePatterns = config.transformIgnorePatterns.map(
  (pattern) => `^(?!.*/node_modules/content-disposition/).*${pattern}`,
);
// PGlite imports its WASM with a dynamic import(), which jest's VM lacks: tests load it through Node's own require.
config.moduleNameMapper = {
  ...config.moduleNameMapper,
  '^@electric-sql/pglite$': '<rootDir>/test/support/pglite.cjs',
  '^@electric-sql/pglite/contrib/pg_trgm$': '<rootDir>/test/support/pglite-trgm.cjs',
};
module.exports = config;
