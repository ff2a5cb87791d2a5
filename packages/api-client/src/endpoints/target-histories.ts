import * as C from '@tutoring/contract';
import { resource, get, type Opts, type QueryParams } from './singleton';

export const targetHistories = {
  ...resource('target_histories'),
  /** `GET target_histories/date`. */
  byDate: async (params: { date: string; tutorId?: number } & QueryParams, options?: Opts) =>
    (await get('target_histories/date', C.TargetHistoryDateReplySchema, params, options)).targetHistory,
};
