import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { crmLogPolicies, registerCrmLog } from '../shared/crm-log';

/** Calls (DOM-65, OP-65): the phone calls logged about a record; read-only. Staff list and show them (`regardingType`, `regardingId`, `employeeId`, `include=regarding`). */
export const callsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrmLog(app, { table: 'calls', what: 'Call', contract: resources.calls, policies: crmLogPolicies });
};
