import * as C from '@tutoring/contract';
import { resource, get, send, reply, type Opts } from './singleton';

/** API-33..API-36 parents. */
export const parents = {
  ...resource('parents'),
  abandonedCounts: async (options?: Opts) =>
    (await get('parents/abandoned_counts', C.AbandonedCountsReplySchema, undefined, options)).abandonedCounts,
  referralSources: async (options?: Opts) =>
    (await get('parents/referral_sources', C.ReferralSourcesReplySchema, undefined, options)).referralSources,
  /** `PUT parents/{id}/reassign` `{parent: {employeeId}}`. */
  reassign: async (id: number, parent: { employeeId: number | null } & Record<string, unknown>, options?: Opts) =>
    (await send('PUT', `parents/${id}/reassign`, { parent }, reply('parent', C.ParentSchema), options)).parent,
  /** OP-44 `PUT parents/{id}/activate`. */
  activate: async (id: number, options?: Opts) =>
    (await send('PUT', `parents/${id}/activate`, undefined, reply('parent', C.ParentSchema), options)).parent,
  /** OP-44 `PUT parents/{id}/deactivate`. */
  deactivate: async (id: number, options?: Opts) =>
    (await send('PUT', `parents/${id}/deactivate`, undefined, reply('parent', C.ParentSchema), options)).parent,
  /** `POST parents/merge` `{parent: {currentId, transferId, notes}}`. */
  merge: async (body: { currentId: number; transferId: number; notes?: string | null }, options?: Opts) =>
    (await send('POST', 'parents/merge', { parent: body }, reply('parent', C.ParentSchema), options)).parent,
};
