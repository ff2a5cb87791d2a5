import * as C from '@tutoring/contract';
import { get, type Opts } from './singleton';

/** API-19 e-mail lookup (public): `GET emails.json?email=` or `?id=`. */
export const emails = {
  lookup: (query: { email: string } | { id: number }, options?: Opts): Promise<C.EmailsReply> =>
    get('emails.json', C.EmailsReplySchema, query, options),
};
