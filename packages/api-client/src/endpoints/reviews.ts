import * as C from '@tutoring/contract';
import { resource, fetchList, send, reply, type Opts, type ListParams, type ListResult } from './singleton';

/** API-56 reviews. */
export const reviews = {
  ...resource('reviews'),
  /** `GET reviews?completed=false`. */
  pending: (params: ListParams = {}, options?: Opts): Promise<ListResult<C.Review>> =>
    fetchList('reviews', 'reviews', C.ReviewSchema, { completed: false, ...params }, options),
  /** `PUT reviews/{id}` `{review: {stars, comment, completed: true}}`. */
  submit: async (id: number, body: { stars: number; comment: string }, options?: Opts) =>
    (
      await send(
        'PUT',
        `reviews/${id}`,
        { review: { stars: body.stars, comment: body.comment, completed: true } },
        reply('review', C.ReviewSchema),
        options,
      )
    ).review,
};
