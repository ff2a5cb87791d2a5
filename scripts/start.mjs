#!/usr/bin/env node
// @ts-check
/**
 * `npm start`: after `turbo run build`, publishes every remote's build to its immutable deploy folder, points the
 * registry at it, starts the api-server (embedded database with demo data; DATABASE_URL for PostgreSQL), the shell
 * on http://127.0.0.1:3000 and each remote on its own port, then prints the URL and the demo logins.
 */
import { startProduct } from './lib/product.mjs';

const product = await startProduct({ environment: process.env.APP_ENV || 'development' });
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

  API: ${product.apiUrl}    remotes: ${product.remotes.map((r) => `${r.package}:${r.port}`).join(' ')}
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
