import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LineItemAdjustmentSchema, keyed } from '@tutoring/contract';
import { HttpError, parseId } from '../../util';
import { errorReplies } from '../shared/schemas';
import { adjustmentPolicies } from './policy';
import { findAdjustment } from './queries';

/** Line item adjustments (PAY-31): `GET line_items/{lineItemId}/adjustments/{id}` answers `{adjustment}`. */
export const lineItemAdjustmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kdb } = app.services;
  app.get(
    '/api/v2/line_items/:lineItemId/adjustments/:id',
    {
      schema: {
        tags: ['line_items'],
        params: z.object({ lineItemId: z.string(), id: z.string() }),
        response: { 200: keyed('adjustment', LineItemAdjustmentSchema), ...errorReplies },
      },
      config: { policy: adjustmentPolicies.show },
    },
    async (req) => {
      const lineItemId = parseId(req.params.lineItemId, 'Line item');
      const id = parseId(req.params.id, 'Adjustment');
      const adjustment = await findAdjustment(kdb, lineItemId, id);
      if (!adjustment) throw new HttpError(404, [`Adjustment ${req.params.id} not found`]);
      return { adjustment };
    },
  );
};
