/**
 * @tutoring/api-server: the reference backend (Fastify on PGlite or PostgreSQL).
 */
export { createServer, startServer, DEFAULT_DATA_DIR } from './server';
export type { ServerOptions, RunningServer } from './server';
export { DEMO_LOGINS, DEMO_PASSWORD } from './seed';
export { openPglite, openPostgres } from './db/adapter';
export type { Db, Queryable } from './db/adapter';
export { migrate } from './db/migrate';
export { TEST_CARDS, tokenize } from './services/card';
