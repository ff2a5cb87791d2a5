import * as C from '@tutoring/contract';
import { resource, get, send, reply, type Opts } from './singleton';

/** API-30 lead sources. */
export const leadSources = {
  ...resource('lead_sources'),
  categories: async (options?: Opts) =>
    (await get('lead_sources/categories', C.CategoriesReplySchema, undefined, options)).categories,
  /** `PUT lead_sources/{id}/reassign` `{lead_source: {...}}` (snake_case key, as written). */
  reassign: async (id: number, leadSource: { employeeId: number | null } & Record<string, unknown>, options?: Opts) =>
    (
      await send(
        'PUT',
        `lead_sources/${id}/reassign`,
        { lead_source: leadSource },
        reply('leadSource', C.LeadSourceSchema),
        options,
      )
    ).leadSource,
};
