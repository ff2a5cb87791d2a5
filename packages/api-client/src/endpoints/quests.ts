import * as C from '@tutoring/contract';
import { fetchList, get, send, reply, type Opts, type ListParams, ANY_REPLY } from './singleton';

/** API-57 quests. */
export const quests = {
  studentBadges: (params: ListParams = {}, options?: Opts) =>
    fetchList('quests/student_badges', 'studentBadges', C.StudentBadgeSchema, params, options),
  studentBadge: async (id: number, options?: Opts) =>
    (await get(`quests/student_badges/${id}`, reply('studentBadge', C.StudentBadgeSchema), undefined, options))
      .studentBadge,
  studentPrizes: (params: ListParams = {}, options?: Opts) =>
    fetchList('quests/student_prizes', 'studentPrizes', C.StudentPrizeSchema, params, options),
  prizes: (params: ListParams = {}, options?: Opts) =>
    fetchList('quests/prizes', 'prizes', C.PrizeSchema, params, options),
  /** OP-35 `POST quests/student_prizes` `{studentPrize: {prizeId}}`. */
  purchasePrize: async (prizeId: number, options?: Opts) =>
    (await send('POST', 'quests/student_prizes', { studentPrize: { prizeId } }, C.StudentPrizeReplySchema, options))
      .studentPrize,
  /** `POST quests/invitations` `{friends: [...]}`. */
  invite: (friends: string[], options?: Opts) => send('POST', 'quests/invitations', { friends }, ANY_REPLY, options),
};
