import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { crmLogPolicies, registerCrmLog } from '../shared/crm-log';

/** Imminent closes (DOM-65, OP-65): records expected to close soon; read-only. Staff list and show them (`regardingType`, `regardingId`, `employeeId`, `include=regarding`). */
export const imminentClosesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrmLog(app, {
    table: 'imminent_closes',
    what: 'Imminent close',
    contract: resources.imminent_closes,
    policies: crmLogPolicies,
  });
};
