import { parseArgs } from 'node:util';
import { startServer } from './server';
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed';
import { StartupError } from './startup-error';

/**
 * CLI: `node dist/main.js [--port N] [--data-dir DIR] [--memory] [--demo] [--scale N] [--seed-only] [--exit-with-stdin]`.
 * Demo users and data are written only with `--demo` (or `--scale`, which adds generated demo families).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      memory: { type: 'boolean', default: false },
      demo: { type: 'boolean', default: false },
      scale: { type: 'string' },
      'seed-only': { type: 'boolean', default: false },
      'no-seed': { type: 'boolean', default: false },
      'exit-with-stdin': { type: 'boolean', default: false },
    },
  });
  const port = values.port ? Number(values.port) : process.env.PORT ? Number(process.env.PORT) : 4000;
  const server = await startServer({
    port: values['seed-only'] ? 0 : port,
    dataDir: values['data-dir'],
    memory: values.memory,
    scale: values.scale ? Number(values.scale) : undefined,
    seed: (values.demo || Boolean(values.scale)) && !values['no-seed'],
    logger: process.env.LOG === '1',
    secureCookies: process.env.SECURE_COOKIES === '1',
  });
  if (values['seed-only']) {
    await server.close();
    process.stdout.write(
      values.demo || values.scale ? 'Seeded.\n' : 'Migrated (no demo data: pass --demo to seed it).\n',
    );
    return;
  }
  process.stdout.write(
    `api-server listening on ${server.url} (${server.db.kind}), started in ${Math.round(process.uptime() * 1000)} ms\n`,
  );
  if (values.demo) {
    process.stdout.write(`Demo logins (password "${DEMO_PASSWORD}"):\n`);
    for (const l of DEMO_LOGINS) process.stdout.write(`  ${l.email.padEnd(26)} ${l.role}\n`);
  }
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  if (values['exit-with-stdin']) {
    // Started by another process (tests): stop when its end of the stdin pipe closes, e.g. because it died.
    process.stdin.once('end', () => void stop());
    process.stdin.once('error', () => void stop());
    process.stdin.resume();
  }
}

main().catch((e: unknown) => {
  // A start-up problem the operator can fix (a data folder, a missing secret) is one clear message, no stack trace.
  if (e instanceof StartupError) process.stderr.write(`api-server: ${e.message}\n`);
  else process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
