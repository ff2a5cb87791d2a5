import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources } from '@tutoring/contract';
import { crmLogPolicies, registerCrmLog } from '../shared/crm-log';

/** Sms (DOM-73, OP-65): the text messages exchanged about a record; read-only. Staff list and show them (`regardingType`, `regardingId`, `employeeId`, `include=regarding`). */
export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrmLog(app, { table: 'sms', what: 'Sms', contract: resources.sms, policies: crmLogPolicies });
};
