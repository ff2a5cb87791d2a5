import type { FastifyInstance } from 'fastify';

/** Header naming the API process that answered, sent only when `API_PROCESS_NAME` is set (scale-out, docs/scale-out.md). */
export const PROCESS_HEADER = 'x-api-process';

/**
 * The name of this API process among several behind one proxy (`API_PROCESS_NAME`, set by `npm run start:cluster`),
 * or null when it runs alone. Only for telling the processes apart (tests, operators): nothing depends on it.
 */
export const processName = (): string | null => process.env.API_PROCESS_NAME || null;

/** When the process has a name, every reply says which process answered ({@link PROCESS_HEADER}). */
export function registerProcessName(app: FastifyInstance): void {
  const name = processName();
  if (!name) return;
  app.addHook('onRequest', async (_req, reply) => {
    reply.header(PROCESS_HEADER, name);
  });
}
