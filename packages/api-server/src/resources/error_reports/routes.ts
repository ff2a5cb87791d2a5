import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unprocessable } from '../../util';
import { latestErrorReports, storeErrorReport } from './queries';

/** The error sink (SRV-12): pages report their failures here; staff read the latest reports. */
export const errorReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;

  // The sink takes reports without a session (a page may fail before sign-in), so it is bounded: 64 KB per report
  // (413 above), 30 reports a minute per client address (429), the latest ERROR_REPORTS_KEPT kept.
  app.post(
    '/api/error_reports',
    { bodyLimit: 64 * 1024, config: { external: true, rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (req, reply) => {
      const body = req.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw unprocessable('Notice must be an object');
      const json = JSON.stringify(body);
      if (json.length > 64000) throw unprocessable('Notice is too large');
      return reply.code(201).send({ id: await storeErrorReport(kdb, json) });
    },
  );

  // Stored reports may hold personal data from the pages: staff only.
  app.get('/api/error_reports', { config: { policy: 'staff' } }, async () => ({
    errorReports: await latestErrorReports(kdb),
  }));
};
