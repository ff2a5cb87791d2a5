import * as C from '@tutoring/contract';
import { resource, send, reply, type Opts } from './singleton';

/** API-31 pending schools. */
export const pendingSchools = {
  ...resource('pending_schools'),
  /** `PUT pending_schools/{id}/merge` `{actualSchoolId}` -> `{school}` (the school merged into). */
  merge: async (id: number, actualSchoolId: number, options?: Opts) =>
    (await send('PUT', `pending_schools/${id}/merge`, { actualSchoolId }, reply('school', C.LeadSourceSchema), options))
      .school,
  /** `PUT pending_schools/{id}/promote` `{school}` -> `{school}`. */
  promote: async (id: number, school: Partial<C.LeadSource>, options?: Opts) =>
    (await send('PUT', `pending_schools/${id}/promote`, { school }, reply('school', C.LeadSourceSchema), options))
      .school,
};
