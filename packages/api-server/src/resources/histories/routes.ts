import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { crmLogPolicies, registerCrmLog } from '../shared/crm-log';

/** Histories (DOM-73, OP-65): the change history of a record; read-only. Staff list and show them (`regardingType`, `regardingId`, `employeeId`, `include=regarding`). */
export const historiesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrmLog(app, { table: 'histories', what: 'History', contract: resources.histories, policies: crmLogPolicies });
};
