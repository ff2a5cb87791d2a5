import * as C from '@tutoring/contract';
import { resource, callGet as get, type CallOptions as Opts, type QueryParams } from '@tutoring/api-client';

export const targetHistories = {
  ...resource('target_histories'),
  /** `GET target_histories/date`. */
  byDate: async (params: { date: string; tutorId?: number } & QueryParams, options?: Opts) =>
    (await get('target_histories/date', C.TargetHistoryDateReplySchema, params, options)).targetHistory,
};
