import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  ErrorNoticeSchema,
  ErrorReportCreatedReplySchema,
  ErrorReportsReplySchema,
} from '@tutoring/contract';
import { unprocessable } from '../../util';
import { errorReplies } from '../shared/schemas';
import { latestErrorReports, storeErrorReport } from './queries';

/** The longest notice stored (characters of its JSON text; Airbrake's notifier sends at most 64000 bytes, X-05). */
const NOTICE_MAX = 64000;

/** The error sink (SRV-12): pages report their failures here; staff read the latest reports. */
export const errorReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  const tags = ['error reports'];

  // The sink takes reports without a session (a page may fail before sign-in), so it is bounded: 64 KB per report
  // (413 above), 30 reports a minute per client address (429), the latest ERROR_REPORTS_KEPT kept.
  app.post(
    '/api/error_reports',
    {
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        body: ErrorNoticeSchema,
        response: {
          201: ErrorReportCreatedReplySchema,
          ...errorReplies,
          413: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
      config: { external: true, rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (req, reply) => {
      const json = JSON.stringify(req.body);
      if (json.length > NOTICE_MAX) throw unprocessable('Notice is too large');
      return reply.code(201).send({ id: await storeErrorReport(kdb, json) });
    },
  );

  // Stored reports may hold personal data from the pages: staff only.
  app.get(
    '/api/error_reports',
    { schema: { tags, response: { 200: ErrorReportsReplySchema, ...errorReplies } }, config: { policy: 'staff' } },
    async () => ({ errorReports: await latestErrorReports(kdb) }),
  );
};
