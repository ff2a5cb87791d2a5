import * as C from '@tutoring/contract';
import { resource, send, type Opts } from './singleton';

/** API-54 tutorings. */
export const tutorings = {
  list: resource('tutorings').list,
  get: resource('tutorings').get,
  /** `POST tutorings` `{tutoring: {startsAt, duration, availability, repeatOptions, bookings}}` -> `{tutoring, meta: {pending, failed}}`. */
  create: (tutoring: C.TutoringBody['tutoring'], options?: Opts): Promise<C.TutoringCreateReply> =>
    send('POST', 'tutorings', { tutoring }, C.TutoringCreateReplySchema, options),
};
