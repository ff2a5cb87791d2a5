import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { crmLogPolicies, registerCrmLog } from '../shared/crm-log';

/** Activities (DOM-65, OP-65): what happened about a record; read-only. Staff list and show them (`regardingType`, `regardingId`, `employeeId`, `include=regarding`). */
export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrmLog(app, {
    table: 'activities',
    what: 'Activity',
    contract: resources.activities,
    policies: crmLogPolicies,
  });
};
