#!/usr/bin/env node
// @ts-check
/**
 * `npm start`: after `turbo run build`, publishes every remote's build to its immutable deploy folder, points the
 * registry at it, starts the api-server (embedded database with demo data; DATABASE_URL for PostgreSQL), the shell
 * on http://127.0.0.1:3000 and each remote on its own port, then prints the URL and the demo logins.
 * `npm run start:cluster` (`--cluster`): API_PROCESSES (default 2) api-servers on DATABASE_URL's PostgreSQL, ports
 * 4000, 4001, …, behind the shell's proxy (docs/scale-out.md).
 */
import { parseArgs } from 'node:util';
import { startProduct } from './lib/product.mjs';

const { values: flags } = parseArgs({
  options: { dev: { type: 'boolean', default: false }, cluster: { type: 'boolean', default: false } },
});
let apiProcesses = 1;
if (flags.cluster) {
  if (!process.env.DATABASE_URL) {
    console.error(
      'start:cluster needs DATABASE_URL: the API processes share one PostgreSQL (e.g. DATABASE_URL=postgres://user:pw@127.0.0.1:5432/tutoring npm run start:cluster).',
    );
    process.exit(1);
  }
  const wanted = process.env.API_PROCESSES ?? '2';
  apiProcesses = Number(wanted);
  if (!/^\d+$/.test(wanted) || apiProcesses < 1 || apiProcesses > 32) {
    console.error(`API_PROCESSES must be a whole number from 1 to 32 (got "${wanted}").`);
    process.exit(1);
  }
}

const product = await startProduct({ environment: process.env.APP_ENV || 'development', apiProcesses });
console.log(`
  Tutoring back-office is running: ${product.url}

  Demo logins (password: password123)
    admin@example.com      admin portal (ADMIN + OPERATIONS)
    crm@example.com        crm portal
    director@example.com   crm portal, director of academic advising
    advisor@example.com    crm portal, academic advisor
    tutor@example.com      tutor portal (essay grader)
    student@example.com    student portal
    parent@example.com     parent portal

  API: ${product.apiUrls.join(' ')}    remotes: ${product.remotes.map((r) => `${r.package}:${r.port}`).join(' ')}
  Deploy one remote: npm run deploy -w mf-crm    roll back: npm run rollback -w mf-crm
  Press Ctrl+C to stop.
`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await product.close();
    process.exit(0);
  });
}
