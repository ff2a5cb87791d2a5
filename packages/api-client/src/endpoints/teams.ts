import * as C from '@tutoring/contract';
import { resource, get, type Opts } from './singleton';

/** API-70 teams. */
export const teams = {
  ...resource('teams'),
  stats: async (id: number, options?: Opts) =>
    (await get(`teams/${id}/stats`, C.TeamStatsReplySchema, undefined, options)).stats,
};
